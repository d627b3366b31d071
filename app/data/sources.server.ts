import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { projectRoot } from "../config/project-root.server.js";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../text/slug.js";

const httpUrl = z.url({ protocol: /^https?$/ });
const slugSchema = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

const sourcesSchema = z.object({
  note: z.string().optional(),
  newspapers: z
    .array(
      z.object({
        slug: slugSchema,
        name: z.string().trim().min(1),
        siteUrl: httpUrl,
        homeDepartment: slugSchema.nullable(),
        feeds: z.array(z.object({ url: httpUrl, category: slugSchema.nullable() })).min(1),
      }),
    )
    .refine((list) => new Set(list.map((n) => n.slug)).size === list.length, "newspaper slugs must be unique"),
});

/** One newspaper of the sources file, with the feeds Rotativa reads from it. */
export type SourceNewspaper = z.infer<typeof sourcesSchema>["newspapers"][number];

/** Where the bundled sources file lives. */
export function defaultSourcesPath(): string {
  return join(projectRoot(), "app", "data", "sources.json");
}

/** Reads and validates a sources file, naming the file and the bad field when it is wrong. */
export function loadSources(path: string = defaultSourcesPath()): SourceNewspaper[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read sources file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = sourcesSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid sources file ${path}: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim());
  }
  return result.data.newspapers;
}
