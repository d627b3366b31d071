/*
 * What every `parse-feed` output must look like, whatever the feed: checked on the command run
 * in-process (app/cli/parse-feed.server.test.ts) and on the shipped command (tests/e2e/cli.spec.ts).
 */
import { decodeHTML } from "entities";

/** The fixtures of tests/fixtures/feeds that are not a feed at all: the command must say so and fail. */
export const NOT_FEEDS = new Set(["html-page.html"]);
/** A feed that escaped its text twice: parse-feed shows it as the feed says it (ingestion stores it read once more). */
export const DOUBLE_ESCAPED = new Set(["double-escaped.xml"]);

const ITEM_KEYS = ["author", "categories", "guid", "imageUrl", "publishedAt", "skip", "summary", "title", "updatedAt", "url"];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The problems of one fixture's printed output (empty when it is well-formed): keys, counts, text, dates, links. */
export function feedOutputProblems(name: string, stdout: string): string[] {
  const problems: string[] = [];
  const parsed = JSON.parse(stdout) as {
    feed: Record<string, unknown>;
    items: Record<string, unknown>[];
    stored: number;
    skipped: Record<string, number>;
    warnings: string[];
  };
  const keys = (value: object) => Object.keys(value).sort().join(",");
  if (keys(parsed) !== "feed,items,skipped,stored,warnings") problems.push(`top-level keys ${keys(parsed)}`);
  if (keys(parsed.feed) !== "language,link,title") problems.push(`feed keys ${keys(parsed.feed)}`);
  const skipped = Object.values(parsed.skipped).reduce((sum, n) => sum + n, 0);
  if (parsed.stored + skipped !== parsed.items.length)
    problems.push(`stored ${parsed.stored} + skipped ${skipped} ≠ ${parsed.items.length} items`);
  parsed.items.forEach((item, index) => {
    const at = `item ${index}`;
    if (keys(item) !== ITEM_KEYS.join(",")) problems.push(`${at}: keys ${keys(item)}`);
    if (item.url === null ? item.skip === null : !/^https?:\/\//.test(String(item.url))) problems.push(`${at}: url ${String(item.url)}`);
    // A title is text or null (an item without one).
    const title = item.title === null ? "" : String(item.title);
    if (/\uFFFD|Ã[\u0080-\u00ff]/i.test(title)) problems.push(`${at}: mojibake in the title ${title}`);
    if (/\uFFFD/.test(String(item.summary))) problems.push(`${at}: replacement character in the summary`);
    if (!DOUBLE_ESCAPED.has(name)) {
      if (/<[a-z/][^>]*>/i.test(title)) problems.push(`${at}: markup in the title ${title}`);
      // Entities are decoded (an undefined one, like the XXE fixture's '&xxe;', stays as text).
      if (decodeHTML(title) !== title) problems.push(`${at}: an entity left in the title ${title}`);
      if (/<[a-z/][^>]*>/i.test(String(item.summary))) problems.push(`${at}: markup in the summary`);
    }
    for (const key of ["publishedAt", "updatedAt"]) {
      if (item[key] !== null && !ISO.test(String(item[key]))) problems.push(`${at}: ${key} ${String(item[key])}`);
    }
    if (item.imageUrl !== null && !/^https?:\/\//.test(String(item.imageUrl))) problems.push(`${at}: imageUrl ${String(item.imageUrl)}`);
  });
  return problems;
}
