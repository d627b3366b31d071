/*
 * Search latency on a generated corpus (default 1,000,000 articles; BENCH_CORPUS_ARTICLES=N for
 * another size). The corpus is made once by `cli generate-corpus` into bench/results/ and reused
 * (bench/support/corpus-db.mjs).
 *
 * Queries are drawn from the corpus itself, the way readers pick words from headlines: every
 * kind gets QUERIES_PER_KIND queries, run once to warm up and then ROUNDS times, round-robin; a
 * query's time is the median of its rounds, which keeps other processes' bursts on this shared
 * machine out of the figures without hiding a query that is slow every time. Baselines measured
 * in the same run, the same way: the listing pages' keyset query (newest 20, listArticles) and a
 * bare FTS5 MATCH of the same words read newest first by rowid (the index's own floor).
 * Targets (issues 5 and 19): p50 ≤ 10 ms and p99 ≤ 50 ms for every kind, typo-corrected, partial-match
 * and related-word (widened) queries included.
 */
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../app/db/database.server.js";
import { listArticles } from "../app/models/article.server.js";
import { isStopword, textWords } from "../app/text/analyze.js";
import { filteredExpression } from "../app/db/engine/sqlite-full-text.server.js";
import { queryMatch } from "../app/search/match.js";
import { parseQuery } from "../app/search/query.js";
import { ensureCorpus } from "./support/corpus-db.mjs";
import { countSearchResults, PARTIAL_BELOW, type SearchFilters, searchArticles, type SearchOrder } from "../app/search/search.server.js";
import { expandQuery } from "../app/search/related.js";
import { RELATED_CLASSES } from "../app/search/related-words.js";

const ARTICLES = Number(process.env.BENCH_CORPUS_ARTICLES ?? 1_000_000);
const QUERIES_PER_KIND = Number(process.env.BENCH_QUERIES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench", "results");
const TARGET = { p50: 10, p99: 50 };

function print(line = ""): void {
  process.stdout.write(`${line}\n`);
}

interface Case {
  q: string;
  filters?: SearchFilters;
  order?: SearchOrder;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN, n: samples.length };
}

const CORPUS = ensureCorpus(ARTICLES).path;
const { db, close } = await openDatabase(CORPUS);
const { rows: span } = await sql<{ last: number }>`select max(published_at) as last from articles`.execute(db);
// The corpus ends when it was generated: measure recency from there, not from today.
const now = Number(span[0]?.last);

// Headlines spread evenly over the corpus, with what filtered queries need.
const sampleIds = Array.from({ length: 600 }, (_, i) => Math.max(1, Math.round(((i + 0.5) * ARTICLES) / 600)));
const samples = await db
  .selectFrom("articles as a")
  .leftJoin("article_departments as ad", "ad.article_id", "a.id")
  .select(["a.id", "a.title", "a.category_slug", "a.newspaper_id", "a.published_at", "ad.department_slug"])
  .where("a.id", "in", sampleIds)
  .execute();

/** Topic words of the sampled headlines with how many articles contain them (counted once each). */
const frequency = new Map<string, number>();
for (const sample of samples) {
  for (const word of textWords(sample.title)) {
    const text = sample.title.slice(word.start, word.end);
    if (isStopword(word.folded) || word.folded.length < 4 || /\d/.test(word.folded) || frequency.has(text.toLowerCase())) continue;
    frequency.set(text.toLowerCase(), await countSearchResults(db, parseQuery(text), {}, Number.MAX_SAFE_INTEGER));
  }
}
const byFrequency = [...frequency.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
const take = <T>(list: T[], n: number): T[] => Array.from({ length: n }, (_, i) => list[i % list.length] as T);
const common = byFrequency.filter(([, n]) => n >= ARTICLES / 100).map(([w]) => w);
const rare = byFrequency.filter(([, n]) => n <= Math.max(50, ARTICLES / 2000)).map(([w]) => w);
/** Every sampled topic word, spread over the frequency range by a stride through the sorted list. */
const anyWord = byFrequency.map(([w]) => w).map((_, i, all) => all[(i * 7) % all.length] as string);

/** Two or three consecutive words of a headline that start and end with a topic word. */
function phraseOf(title: string, index: number): string | null {
  const words = textWords(title);
  for (let k = 0; k < words.length; k += 1) {
    const start = (index + k) % words.length;
    const length = 2 + (index % 2);
    const run = words.slice(start, start + length);
    if (run.length < 2 || isStopword(run[0]!.folded) || isStopword(run[run.length - 1]!.folded)) continue;
    return `"${title.slice(run[0]!.start, run[run.length - 1]!.end)}"`;
  }
  return null;
}

/**
 * Queries that search related words (app/search/related.ts): a word of the lexicon, alone or with
 * a rare word, whose own words find fewer than PARTIAL_BELOW articles (only then are related
 * words searched), so that every query of the kind pays for the widened search.
 */
const lexiconWords = RELATED_CLASSES.flatMap((cls) => cls.words).filter((word) => !/[\s-]/u.test(word));
const relatedCases: Case[] = [];
for (const [i, word] of [
  ...lexiconWords,
  ...lexiconWords.flatMap((w, j) => rare.slice(j % 7, (j % 7) + 3).map((r) => `${w} ${r}`)),
].entries()) {
  if (relatedCases.length >= 2 * QUERIES_PER_KIND || i > 600) break;
  const query = parseQuery(word);
  if (expandQuery(query) && (await countSearchResults(db, query, {}, PARTIAL_BELOW)) < PARTIAL_BELOW) relatedCases.push({ q: word });
}

const phrases = samples.map((s, i) => phraseOf(s.title, i)).filter((p): p is string => p !== null);
const filtered: Case[] = samples.map((sample, i) => {
  const q = anyWord[i % anyWord.length] ?? "noticias";
  switch (i % 4) {
    case 0:
      return { q, filters: { category: sample.category_slug } };
    case 1:
      return { q, filters: { newspaperId: sample.newspaper_id } };
    case 2:
      return sample.department_slug
        ? { q, filters: { department: sample.department_slug } }
        : { q, filters: { category: sample.category_slug } };
    default:
      return { q, filters: { from: Number(sample.published_at) - 15 * 86_400_000, to: Number(sample.published_at) + 15 * 86_400_000 } };
  }
});

const KINDS: Record<string, Case[]> = {
  "common word": take(common, QUERIES_PER_KIND).map((q) => ({ q })),
  "rare word": take(rare, QUERIES_PER_KIND).map((q) => ({ q })),
  phrase: take(phrases, QUERIES_PER_KIND).map((q) => ({ q })),
  "filtered (category, newspaper, department, 30 days)": take(filtered, QUERIES_PER_KIND),
  "two words": take(anyWord, QUERIES_PER_KIND).map((q, i) => {
    const other = common[i % common.length] === q ? common[(i + 1) % common.length] : common[i % common.length];
    return { q: `${q} ${other}` };
  }),
  "common word, newest first": take(common, QUERIES_PER_KIND).map((q) => ({ q, order: "recientes" as const })),
  // A word and another one excluded ("-word"), both from the sampled topic words.
  exclusion: take(anyWord, QUERIES_PER_KIND).map((q, i) => ({
    q: `${q} -${common[(i + 3) % common.length] === q ? common[(i + 4) % common.length] : common[(i + 3) % common.length]}`,
  })),
  // Issue 19: a sampled word with two neighbouring letters swapped (a typo to correct), and queries
  // whose words no article holds together (partial matches), one with a word no article holds.
  "typo (corrected)": take(
    anyWord.filter((w) => w.length >= 6),
    QUERIES_PER_KIND,
  ).map((w) => ({ q: `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` })),
  "partial (three words, rarely together)": take(rare, QUERIES_PER_KIND).map((q, i) => ({
    q: `${q} ${common[i % common.length]} ${anyWord[(i * 13) % anyWord.length]}`,
  })),
  "partial (a word no article holds)": take(anyWord, QUERIES_PER_KIND).map((q, i) => ({
    q: `${q} ${common[(i + 5) % common.length]} vs ${2031 + (i % 5)}`,
  })),
  "related words (widened)": take(relatedCases, QUERIES_PER_KIND),
  // Words of the vocabulary that no article holds: the index answers from its term list.
  "no results": Array.from({ length: QUERIES_PER_KIND }, (_, i) => ({
    q: `${["zarigüeya", "quásar", "xilófono", "ornitorrinco", "pterodáctilo"][i % 5]}${i % 7 === 0 ? "" : ` ${anyWord[i % anyWord.length]}`}`,
  })),
};

async function timeSearch(cases: Case[]): Promise<number[]> {
  const times: number[] = [];
  for (const c of cases) {
    const started = performance.now();
    await searchArticles(db, { query: parseQuery(c.q), filters: c.filters, order: c.order, now });
    times.push(performance.now() - started);
  }
  return times;
}

async function timeBaselines(): Promise<{ listing: number[]; bare: number[] }> {
  const listing: number[] = [];
  const bare: number[] = [];
  const expressions = KINDS["common word"]!.map((c) => filteredExpression(queryMatch(parseQuery(c.q))!, {}));
  for (const [i, expression] of expressions.entries()) {
    let started = performance.now();
    await listArticles(db, { limit: 20, now, category: i % 2 === 0 ? undefined : samples[i % samples.length]?.category_slug });
    listing.push(performance.now() - started);
    started = performance.now();
    await sql`select rowid from article_search where article_search match ${expression} order by rowid desc limit 20`.execute(db);
    bare.push(performance.now() - started);
  }
  return { listing, bare };
}

/** Per-query medians over the rounds. */
function medians(rounds: number[][]): number[] {
  return (rounds[0] ?? []).map((_, i) => {
    const values = rounds.map((round) => round[i] as number).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] as number;
  });
}

// Warm-up: the same queries once, so the measured rounds see a warm page cache (as a server does).
for (const cases of Object.values(KINDS)) await timeSearch(cases);
await timeBaselines();

const rounds: Record<string, number[][]> = {};
const baselineRounds: { listing: number[][]; bare: number[][] } = { listing: [], bare: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [kind, cases] of Object.entries(KINDS)) (rounds[kind] ??= []).push(await timeSearch(cases));
  const baselines = await timeBaselines();
  baselineRounds.listing.push(baselines.listing);
  baselineRounds.bare.push(baselines.bare);
}
const listing = summarize(medians(baselineRounds.listing));
const bare = summarize(medians(baselineRounds.bare));
const results: Record<
  string,
  ReturnType<typeof summarize> & { vsListing: number; vsBareMatch: number; meetsTarget: boolean; example: string; slowest: string[] }
> = {};
const describe = (c: Case) => `${c.q}${c.filters ? ` ${JSON.stringify(c.filters)}` : ""}${c.order ? ` (${c.order})` : ""}`;
for (const [kind, cases] of Object.entries(KINDS)) {
  const times = medians(rounds[kind] ?? []);
  const stats = summarize(times);
  const slowest = times
    .map((time, i) => ({ time, c: cases[i] as Case }))
    .sort((a, b) => b.time - a.time)
    .slice(0, 3)
    .map(({ time, c }) => `${time.toFixed(1)} ms: ${describe(c)}`);
  results[kind] = {
    ...stats,
    vsListing: stats.p50 / listing.p50,
    vsBareMatch: stats.p50 / bare.p50,
    meetsTarget: stats.p50 <= TARGET.p50 && stats.p99 <= TARGET.p99,
    example: cases[0] ? describe(cases[0]) : "",
    slowest,
  };
}
await close();

const ms = (value: number) => value.toFixed(2).padStart(7);
print(
  `\nSearch latency, ${ARTICLES.toLocaleString("en")} articles, ${QUERIES_PER_KIND} queries per kind, median of ${ROUNDS} rounds per query (ms; target p50 ≤ ${TARGET.p50}, p99 ≤ ${TARGET.p99})`,
);
print(`${"kind".padEnd(52)}   p50     p99     max   p50/listing  p50/bare MATCH`);
for (const [kind, r] of Object.entries(results)) {
  print(
    `${kind.padEnd(52)}${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)}   ${r.vsListing.toFixed(1).padStart(8)}×  ${r.vsBareMatch.toFixed(1).padStart(8)}×${r.meetsTarget ? "" : "   ✗ target"}`,
  );
}
print(`${"baseline: keyset listing page (listArticles, 20)".padEnd(52)}${ms(listing.p50)} ${ms(listing.p99)} ${ms(listing.max)}`);
print(`${"baseline: bare FTS5 MATCH, newest 20 by rowid".padEnd(52)}${ms(bare.p50)} ${ms(bare.p99)} ${ms(bare.max)}`);

writeFileSync(
  join(RESULTS, "search.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpu: cpus()[0]?.model, cores: cpus().length, memoryGb: Math.round(totalmem() / 1e9) },
      articles: ARTICLES,
      queriesPerKind: QUERIES_PER_KIND,
      rounds: ROUNDS,
      target: TARGET,
      baselines: { keysetListing: listing, bareMatch: bare },
      kinds: results,
    },
    null,
    2,
  )}\n`,
);
const missed = Object.entries(results).filter(([, r]) => !r.meetsTarget);
if (missed.length > 0) print(`\nmissed the target: ${missed.map(([k]) => k).join(", ")}`);
