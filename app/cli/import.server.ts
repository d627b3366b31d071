import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { z } from "zod";
import type { Db } from "../db/schema.js";
import { classifyArticle } from "../ingest/classify/index.js";
import { normalizeItem } from "../ingest/normalize-item.js";
import type { StoryGrouping } from "../ingest/cluster/grouping.server.js";
import { type ClassifiedItem, storeFeedBatch } from "../ingest/store.server.js";
import { ensureNewspaper } from "../models/newspaper.server.js";
import { type CommandIO, progress, readJsonLines, UsageError } from "./io.server.js";

const lineSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  title: z.string(),
  summary: z.string().optional().default(""),
  url: z.string(),
  newspaper: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a newspaper slug")
    .max(80),
  publishedAt: z.string().nullable().optional(),
  categories: z.array(z.string()).optional().default([]),
  author: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
});

/** What a line of articles JSON Lines gives the pipeline (the fields import and cluster read). */
export interface ArticleLine {
  id?: string | number;
  title: string;
  summary: string;
  url: string;
  publishedAt?: string | null;
  categories?: string[];
  author?: string | null;
  imageUrl?: string | null;
}

/**
 * An article line through normalize and classify, as a feed item would go: null when the
 * pipeline rejects it (no usable link or title).
 */
export function toClassifiedItem(
  article: ArticleLine,
  newspaper: { slug: string; homeDepartment: string | null },
  now: number,
): ClassifiedItem | null {
  const { article: normalized } = normalizeItem(
    {
      guid: article.id === undefined ? null : String(article.id),
      guidIsPermaLink: false,
      link: article.url,
      origLink: null,
      base: null,
      // Imported text may hold HTML or entities, as a feed's description would.
      title: typeof article.title === "string" ? { type: "html", value: article.title } : null,
      summary: typeof article.summary === "string" ? { type: "html", value: article.summary } : null,
      content: null,
      published: article.publishedAt ?? null,
      updated: null,
      author: article.author ?? null,
      inheritedAuthor: null,
      images: article.imageUrl ? [{ url: article.imageUrl }] : [],
      categories: article.categories ?? [],
      complete: true,
    },
    { feedUrl: article.url, fetchedAt: now },
  );
  if (normalized === null) return null;
  const classification = classifyArticle({
    title: normalized.title,
    summary: normalized.summary,
    url: normalized.url,
    feedCategory: null,
    itemCategories: normalized.categories,
    newspaper,
  });
  return { ...normalized, ...classification };
}

/** How many articles go into one transaction. */
const BATCH = 500;

/** What an import did. */
export interface ImportSummary {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/**
 * `import <file.jsonl>`: articles {"title","summary","url","newspaper","publishedAt",…} through
 * the same normalize → classify → store path as feeds. Bad lines stop the import with their line
 * number; batches already stored stay.
 */
export async function importCommand(
  io: CommandIO,
  db: Db,
  grouping: StoryGrouping,
  file: string,
  now = Date.now(),
): Promise<ImportSummary> {
  try {
    await access(file);
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  const show = progress(io);
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
  const batches = new Map<string, { newspaperId: number; items: ClassifiedItem[] }>();
  const newspapers = new Map<string, { id: number; homeDepartment: string | null }>();

  const flush = async (slug: string) => {
    const batch = batches.get(slug);
    if (!batch || batch.items.length === 0) return;
    const written = await storeFeedBatch(db, grouping, {
      source: { newspaperId: batch.newspaperId, feedId: null },
      items: batch.items,
      fetchedAt: now,
    });
    summary.inserted += written.inserted;
    summary.updated += written.updated;
    summary.unchanged += written.unchanged;
    batch.items = [];
  };

  for await (const { line, value } of readJsonLines(createReadStream(file))) {
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UsageError(`${file}:${line}: ${issue?.path.join(".") || "value"}: ${issue?.message ?? "invalid"}`);
    }
    const article = parsed.data;
    summary.read += 1;
    let newspaper = newspapers.get(article.newspaper);
    if (!newspaper) {
      newspaper = await ensureNewspaper(db, article.newspaper, now);
      newspapers.set(article.newspaper, newspaper);
    }
    const classified = toClassifiedItem(article, { slug: article.newspaper, homeDepartment: newspaper.homeDepartment }, now);
    if (!classified) {
      summary.rejected += 1;
      continue;
    }
    let batch = batches.get(article.newspaper);
    if (!batch) {
      batch = { newspaperId: newspaper.id, items: [] };
      batches.set(article.newspaper, batch);
    }
    batch.items.push(classified);
    if (batch.items.length >= BATCH) await flush(article.newspaper);
    show.update(`importando… ${summary.read} leídas`);
  }
  for (const slug of batches.keys()) await flush(slug);
  show.done(
    `${summary.read} leídas: ${summary.inserted} nuevas, ${summary.updated} actualizadas, ${summary.unchanged} sin cambios, ${summary.rejected} descartadas`,
  );
  return summary;
}
