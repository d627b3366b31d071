import { z } from "zod";
import type { SourceNewspaper } from "../data/sources.server.js";
import { classifyArticle } from "../ingest/classify/index.js";
import { type CommandIO, readJsonLines, UsageError, writeJsonLine } from "./io.server.js";

const lineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  summary: z.string().optional().default(""),
  url: z.string().optional().default(""),
  newspaper: z.string().optional().default(""),
});

/** The home department of each known newspaper, by slug; unknown slugs are national newspapers. */
export function homeDepartments(sources: SourceNewspaper[]): Map<string, string | null> {
  return new Map(sources.map((paper) => [paper.slug, paper.homeDepartment]));
}

/**
 * `classify`: reads JSON Lines {"id","title","summary","url","newspaper"} on stdin and prints
 * {"id","category","departments","municipalities"} for each (municipalities as DIVIPOLA codes,
 * e.g. "05001"), through the same classifier as ingestion.
 */
export async function classifyCommand(io: CommandIO, sources: SourceNewspaper[]): Promise<void> {
  const homes = homeDepartments(sources);
  for await (const { line, value } of readJsonLines(io.stdin)) {
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UsageError(`line ${line}: ${issue?.path.join(".") || "value"}: ${issue?.message ?? "invalid"}`);
    }
    const { id, title, summary, url, newspaper } = parsed.data;
    const result = classifyArticle({
      title,
      summary,
      url,
      feedCategory: null,
      itemCategories: [],
      newspaper: { slug: newspaper, homeDepartment: homes.get(newspaper) ?? null },
    });
    writeJsonLine(io, { id, category: result.category, departments: result.departments, municipalities: result.municipalities });
  }
}
