// Compares what `cli parse-feed` prints for feed files with what Python's feedparser (the reference
// parser) reads in them, field by field: the feed's title, link and language; per item its guid,
// address, title, summary text, dates, author and categories, and whether any item is lost.
//
//   node scripts/compare-feedparser.mjs [--json] [--verbose] [--record] <file|folder>…
//
// --record writes feedparser's reading of each folder's files to <folder>/feedparser.json, which
// app/ingest/reference.test.ts checks parse-feed against (so the suite runs without Python).
//
// A folder holding an `expected.jsonl` (the conformance suite) or a `cases.jsonl` gives a file its URL and
// Content-Type; other files are read as served from https://example.com/<name>. Needs the
// compiled app (`npm run build`, or `npx tsc -p tsconfig.server.json`) and feedparser for the
// system's Python 3 (Debian: `apt-get install python3-feedparser`; FEEDPARSER_PYTHON names
// another interpreter). Prints agreement per field and every difference; exit 0 whatever it finds
// (differences can be deliberate: see docs/decisions/012-feed-reading.md).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const asJson = args.includes("--json");
const verbose = args.includes("--verbose");
const recording = args.includes("--record");
const targets = args.filter((a) => !a.startsWith("--"));
if (targets.length === 0) {
  console.error("usage: node scripts/compare-feedparser.mjs [--json] [--verbose] <file|folder>…");
  process.exit(2);
}
const cliModule = join(root, "dist", "app", "cli", "parse-feed.server.js");
if (!existsSync(cliModule)) {
  console.error("compare-feedparser: build first (npx tsc -p tsconfig.server.json)");
  process.exit(2);
}
const { parseFeedCommand } = await import(pathToFileURL(cliModule).href);

/** The files to compare, each with the URL and Content-Type it is served with. */
function casesOf(target) {
  const path = resolve(target);
  if (!statSync(path).isDirectory()) return [{ file: path, url: `https://example.com/${basename(path)}`, contentType: null }];
  const listed = new Map();
  for (const manifest of ["expected.jsonl", "cases.jsonl"].map((name) => join(path, name))) {
    if (!existsSync(manifest)) continue;
    for (const line of readFileSync(manifest, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const c = JSON.parse(line);
      listed.set(c.file, c);
    }
  }
  return readdirSync(path)
    .filter((name) => /\.(xml|rss|atom|rdf|json|txt)$/.test(name) && name !== "feedparser.json" && name !== "differences.json")
    .sort()
    .map((name) => {
      const c = listed.get(name);
      return { file: join(path, name), url: c?.url ?? `https://example.com/${name}`, contentType: c?.contentType ?? null };
    });
}

const cases = targets.flatMap(casesOf);

/** The version of feedparser that read the files. */
function dumpedVersion() {
  const v = spawnSync(python, ["-c", "import feedparser; print(feedparser.__version__)"]);
  return v.status === 0 ? v.stdout.toString().trim() : "unknown";
}

// feedparser's reading of every file, in one Python process.
const python = process.env.FEEDPARSER_PYTHON ?? "/usr/bin/python3";
const dumped = spawnSync(python, [join(root, "scripts", "feedparser-dump.py")], { input: JSON.stringify(cases), maxBuffer: 1 << 28 });
if (dumped.status !== 0) {
  console.error(`compare-feedparser: feedparser failed: ${dumped.stderr.toString().slice(0, 2000)}`);
  process.exit(2);
}
const readings = JSON.parse(dumped.stdout.toString());
const reference = new Map(readings.map((r) => [r.file, r]));
if (recording) {
  // One file per folder, keyed by file name, in name order (stable diffs).
  const byFolder = new Map();
  for (const r of readings) {
    const folder = dirname(r.file);
    if (!byFolder.has(folder)) byFolder.set(folder, {});
    byFolder.get(folder)[basename(r.file)] = { ...r, file: basename(r.file) };
  }
  for (const [folder, content] of byFolder) {
    writeFileSync(join(folder, "feedparser.json"), `${JSON.stringify({ feedparser: dumpedVersion(), readings: content }, null, 1)}\n`);
    console.error(`compare-feedparser: wrote ${join(folder, "feedparser.json")}`);
  }
}

/** What `cli parse-feed` prints for a case (the command's own code, without a process per file). */
async function parseFeedJson(c) {
  const stdout = new PassThrough();
  const chunks = [];
  stdout.on("data", (chunk) => chunks.push(chunk));
  const io = { stdin: new PassThrough(), stdout, stderr: new PassThrough() };
  try {
    await parseFeedCommand(io, c.file, {
      url: c.url,
      contentType: c.contentType ?? undefined,
      fetchOptions: {},
      now: Date.UTC(2030, 0, 1),
    });
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const squash = (s) => (typeof s === "string" ? s.replace(/\s+/g, " ").trim() : s);
const noSpace = (s) => (typeof s === "string" ? s.replace(/\s+/g, "") : s);

/** Compares one field: "same", "spacing" (equal but for whitespace) or "differ". */
function verdict(ours, theirs) {
  if (ours === theirs || squash(ours) === squash(theirs)) return "same";
  if ((ours === null || ours === "") && (theirs === null || theirs === "")) return "same";
  if (typeof ours === "string" && typeof theirs === "string" && noSpace(ours) === noSpace(theirs)) return "spacing";
  return "differ";
}

const tally = {};
const differences = [];
function record(field, file, index, ours, theirs) {
  const v = verdict(ours, theirs);
  tally[field] ??= { same: 0, spacing: 0, differ: 0 };
  tally[field][v] += 1;
  if (v !== "same") differences.push({ file: basename(file), index, field, verdict: v, ours, feedparser: theirs });
}

let lostItems = 0;
let feedparserItems = 0;
for (const c of cases) {
  const ref = reference.get(c.file);
  const ours = await parseFeedJson(c);
  const name = basename(c.file);
  if (!ref || ref.error) {
    differences.push({
      file: name,
      field: "feedparser error",
      verdict: "note",
      ours: ours.error ?? `${ours.items?.length} items`,
      feedparser: ref?.error,
    });
    continue;
  }
  feedparserItems += ref.entries.length;
  if (ours.error) {
    lostItems += ref.entries.length;
    record("document read", c.file, null, ours.error, `${ref.entries.length} entries`);
    continue;
  }
  record("item count", c.file, null, String(ours.items.length), String(ref.entries.length));
  if (ours.items.length < ref.entries.length) lostItems += ref.entries.length - ours.items.length;
  record("feed.title", c.file, null, ours.feed.title, ref.feed.title);
  record("feed.link", c.file, null, ours.feed.link, ref.feed.link);
  record("feed.language", c.file, null, ours.feed.language, ref.feed.language);
  ref.entries.forEach((entry, i) => {
    const item = ours.items[i];
    if (!item) return;
    record("guid", c.file, i, item.guid, entry.id);
    record("url", c.file, i, item.url, entry.link);
    record("title", c.file, i, item.title, entry.title);
    record("summary", c.file, i, item.summary, entry.summary);
    record("publishedAt", c.file, i, item.publishedAt, entry.published);
    record("updatedAt", c.file, i, item.updatedAt, entry.updated);
    record("author", c.file, i, item.author, entry.author);
    record("categories", c.file, i, JSON.stringify(item.categories), JSON.stringify(entry.categories));
  });
}

const rows = Object.entries(tally).map(([field, t]) => {
  const n = t.same + t.spacing + t.differ;
  return {
    field,
    compared: n,
    same: t.same,
    spacingOnly: t.spacing,
    differ: t.differ,
    agreement: `${((100 * (t.same + t.spacing)) / n).toFixed(1)} %`,
  };
});
if (asJson) {
  console.log(JSON.stringify({ files: cases.length, feedparserItems, lostItems, fields: rows, differences }, null, 2));
} else {
  console.log(`${cases.length} files, ${feedparserItems} items read by feedparser, ${lostItems} of them lost by parse-feed`);
  console.table(rows);
  for (const d of differences) {
    if (d.verdict === "spacing" && !verbose) continue;
    const show = (value) => {
      const text = JSON.stringify(value) ?? "undefined";
      return text.length > 400 && !verbose ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
    };
    console.log(
      `${d.file}${d.index === null || d.index === undefined ? "" : `[${d.index}]`} ${d.field} (${d.verdict})\n    ours:       ${show(d.ours)}\n    feedparser: ${show(d.feedparser)}`,
    );
  }
}
