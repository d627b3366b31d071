/*
 * The classifier's labelled sets (tests/fixtures/labels/classify-*.jsonl): read, validated and
 * turned into what the classifier reads. Used by the accuracy test and scripts/classify-quality.ts
 * does the same through the CLI. The sets are data, described in tests/fixtures/labels/classify.md.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import sources from "../../app/data/sources.json";
import type { ClassifyInput } from "../../app/ingest/types.js";

const LABELS = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "labels");

const rowSchema = z.strictObject({
  title: z.string().min(1),
  summary: z.string(),
  url: z.string(),
  newspaper: z.string().min(1),
  feedCategory: z.string().optional(),
  itemCategories: z.array(z.string()).optional(),
  category: z.string().min(1),
  departments: z.array(z.string()),
  /** DIVIPOLA codes of the municipalities the article is about; absent on rows not labelled for them. */
  municipalities: z.array(z.string().regex(/^\d{5}$/u)).optional(),
  /** The trap the row exercises, when it is a hard case. */
  hard: z.string().optional(),
});

/** One labelled article: what the classifier reads and what it should answer. */
export type LabelledArticle = z.infer<typeof rowSchema>;

/** The labelled sets of the classifier. */
export type ClassifyLabelSet = "classify-labelled" | "classify-holdout" | "classify-lead-holdout";

const HOME = new Map<string, string | null>(sources.newspapers.map((n) => [n.slug, n.homeDepartment]));

/** Reads one labelled set; a malformed line fails with its number. */
export function loadClassifyLabels(set: ClassifyLabelSet): LabelledArticle[] {
  return parseClassifyLabels(readFileSync(join(LABELS, `${set}.jsonl`), "utf8"), `${set}.jsonl`);
}

/** Parses labelled rows written as JSON Lines (any file of this format); a malformed line fails with its number. */
export function parseClassifyLabels(text: string, name: string): LabelledArticle[] {
  const rows: LabelledArticle[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const parsed = rowSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${name} line ${index + 1}: ${parsed.error.message}`);
    rows.push(parsed.data);
  });
  return rows;
}

/** The home department of a newspaper of sources.json (undefined for an unknown slug). */
export function homeDepartmentOf(newspaper: string): string | null | undefined {
  return HOME.get(newspaper);
}

/**
 * What the classifier reads for a row. `asCli` drops the feed's section and the item's categories,
 * as `cli classify` (through which held-out sets are judged) does.
 */
export function toClassifyInput(row: LabelledArticle, { asCli = false } = {}): ClassifyInput {
  return {
    title: row.title,
    summary: row.summary,
    url: row.url,
    feedCategory: asCli ? null : (row.feedCategory ?? null),
    itemCategories: asCli ? [] : (row.itemCategories ?? []),
    newspaper: { slug: row.newspaper, homeDepartment: HOME.get(row.newspaper) ?? null },
  };
}
