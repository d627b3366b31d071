/*
 * The labelled evaluation sets (tests/fixtures/labels/*.jsonl): data, not code. Each file is JSON
 * Lines, one labelled example per line, read and checked here for the tests and benchmarks that
 * measure quality (search relevance, story grouping, classification).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** Where the labelled sets live. */
export const LABELS_DIR = fileURLToPath(new URL("../fixtures/labels/", import.meta.url));

/** Reads a JSON Lines file of the labelled sets, every line checked against `schema` (a bad line names its number). */
export function readLabels<S extends z.ZodType>(file: string, schema: S): z.output<S>[] {
  const text = readFileSync(join(LABELS_DIR, file), "utf8");
  const rows: z.output<S>[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(
        `${file} line ${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
      );
    rows.push(parsed.data);
  }
  return rows;
}

const searchArticle = z.object({
  key: z.string().min(1),
  hoursAgo: z.number().nonnegative(),
  category: z.string().min(1),
  departments: z.array(z.string()),
  title: z.string().min(1),
  summary: z.string(),
});

/** An article of the search set; hoursAgo is its age when the test runs. */
export type LabelledArticle = z.output<typeof searchArticle>;

const searchQuery = z.object({
  q: z.string(),
  about: z.string(),
  relevant: z.array(z.string()),
  forbidden: z.array(z.string()).optional(),
  filters: z.object({ category: z.string().optional(), department: z.string().optional() }).optional(),
});

/** A query of the search set: the articles a reader would want (by meaning), and any that must not appear. */
export type LabelledQuery = z.output<typeof searchQuery>;

/**
 * The search set: invented Colombian news and the queries judged against it (relevance.test.ts):
 * `queries` (search-queries.jsonl) may be tuned on; `holdout` (search-holdout.jsonl, queries
 * written as readers type them, over the same articles) never is: it only reports.
 */
export function searchLabels(): { articles: LabelledArticle[]; queries: LabelledQuery[]; holdout: LabelledQuery[] } {
  return {
    articles: readLabels("search-articles.jsonl", searchArticle),
    queries: readLabels("search-queries.jsonl", searchQuery),
    holdout: readLabels("search-holdout.jsonl", searchQuery),
  };
}

const storyItem = z.object({
  id: z.string().min(1),
  story: z.string().min(1),
  newspaper: z.string().min(1),
  publishedAt: z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
  title: z.string().min(1),
  summary: z.string(),
});

/** One labelled article of a story set: what grouping reads, and the ground-truth story it belongs to. */
export type LabelledStoryItem = z.output<typeof storyItem>;

/**
 * A story set by name: "stories-labelled" and "stories-events" (tuned on), "stories-holdout" and
 * "stories-events-holdout" (never tuned on). The "events" sets hold same-template different events
 * (another town, figure or day) and paraphrased follow-ups of one event. "stories-paraphrase" (tuned
 * on) and "stories-paraphrase-holdout" (never tuned on) tell one event in other words: an institution
 * by acronym and by full name, a person by name, surname or role, reactions, "así se vivió" and
 * next-day explainers, beside hard negatives (the same institution, template or person in another
 * event). "stories-paraphrase2" (written later, before the derived acronyms and partial names were
 * measured) does the same across sections, with bodies the lexicon does not list.
 * "stories-lead-holdout" was written by the lead before a round and seen by none of its engineers
 * (never tuned on): unseen news across sections, each story beside a same-template other event.
 */
export function storyLabels(
  name:
    | "stories-labelled"
    | "stories-holdout"
    | "stories-events"
    | "stories-events-holdout"
    | "stories-paraphrase"
    | "stories-paraphrase-holdout"
    | "stories-paraphrase2"
    | "stories-lead-holdout",
): LabelledStoryItem[] {
  return readLabels(`${name}.jsonl`, storyItem);
}
