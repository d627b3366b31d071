import { z } from "zod";
import type { SourceNewspaper } from "../data/sources.server.js";
import { openDatabase } from "../db/database.server.js";
import type { StoryGrouping } from "../ingest/cluster/grouping.server.js";
import { storeArticles, toArticleInput } from "../ingest/store.server.js";
import { ensureNewspaper } from "../models/newspaper.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { storiesOf } from "../models/story.server.js";
import { type CommandIO, readJsonLines, UsageError, writeJsonLine } from "./io.server.js";
import { toClassifiedItem } from "./import.server.js";

const lineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  summary: z.string().optional().default(""),
  url: z.string().optional(),
  newspaper: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a newspaper slug")
    .max(80)
    .optional(),
  publishedAt: z.string().nullable().optional(),
});

/** Articles stored per transaction: what a large feed batch would be. */
const CHUNK = 500;

/** The newspaper of lines that name none: one newspaper, so they are compared as one paper's articles. */
const UNNAMED_NEWSPAPER = "sin-periodico";

/**
 * `cluster`: reads JSON Lines {"id","title","summary","url","newspaper","publishedAt"} on stdin
 * and prints {"id","story"} per line, in input order. The articles go through the ingestion path
 * (normalize, classify, store and place in stories) into a private in-memory database, oldest
 * first as feeds would bring them; a story is named by the id of its first article. A line the
 * pipeline rejects (no usable title or link) gets "story": null and a warning on stderr.
 */
export async function clusterCommand(io: CommandIO, sources: SourceNewspaper[], grouping: StoryGrouping, now = Date.now()): Promise<void> {
  const lines: { id: string | number; article: ReturnType<typeof toArticleInput> | null }[] = [];
  const database = await openDatabase(":memory:");
  try {
    const { db } = database;
    await syncReferenceData(db, sources);
    const newspapers = new Map<string, { id: number; homeDepartment: string | null }>();
    for await (const { line, value } of readJsonLines(io.stdin)) {
      const parsed = lineSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UsageError(`line ${line}: ${issue?.path.join(".") || "value"}: ${issue?.message ?? "invalid"}`);
      }
      const { id, title, summary, publishedAt } = parsed.data;
      const slug = parsed.data.newspaper ?? UNNAMED_NEWSPAPER;
      let newspaper = newspapers.get(slug);
      if (!newspaper) {
        newspaper = await ensureNewspaper(db, slug, now);
        newspapers.set(slug, newspaper);
      }
      // Lines without a link still need an identity: a reserved address per line.
      const url = parsed.data.url ?? `https://cluster.invalid/linea-${line}`;
      const item = toClassifiedItem({ id, title, summary, url, publishedAt }, { slug, homeDepartment: newspaper.homeDepartment }, now);
      if (!item) io.stderr.write(`line ${line}: not grouped (no usable title or link)\n`);
      lines.push({ id, article: item ? toArticleInput(item, { newspaperId: newspaper.id, feedId: null }, now) : null });
    }

    // Oldest first, as ingestion meets them; ties keep the input order.
    const order = lines
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.article !== null)
      .sort((a, b) => (a.entry.article?.published_at ?? 0) - (b.entry.article?.published_at ?? 0) || a.index - b.index);
    const articleOf = new Map<number, number>();
    for (let start = 0; start < order.length; start += CHUNK) {
      const chunk = order.slice(start, start + CHUNK);
      const ids = await storeArticles(
        db,
        grouping,
        chunk.map(({ entry }) => entry.article as NonNullable<typeof entry.article>),
      );
      chunk.forEach(({ index }, k) => articleOf.set(index, ids[k] as number));
    }
    const stories = await storiesOf(db, [...articleOf.values()]);
    // A story is named by the input id of its first article (the story's own id is that article's).
    const nameOf = new Map<number, string | number>();
    for (const { entry, index } of order) {
      const article = articleOf.get(index) as number;
      if (!nameOf.has(article)) nameOf.set(article, entry.id);
    }
    lines.forEach((entry, index) => {
      const article = articleOf.get(index);
      const story = article === undefined ? undefined : stories.get(article);
      writeJsonLine(io, { id: entry.id, story: story === undefined ? null : (nameOf.get(story) ?? null) });
    });
  } finally {
    await database.close();
  }
}
