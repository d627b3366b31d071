// Feed-reading throughput: items/s for parse (bytes → ParsedFeed), read (parse + normalize: what
// ingestion does with a fetched document) and read → classify, over a corpus of generated
// newspaper feeds in the four formats the newsroom writes (RSS 2.0, Atom 1.0, RSS 1.0, JSON Feed;
// 100 items per document), measured in one process against baselines measured in the same run:
//
// - the floor: htmlparser2 tokenizing the same documents with no handler work (and JSON.parse for
//   JSON Feed), which any reader built on it pays;
// - another build of Rotativa, when BENCH_BASELINE_DIST names its compiled `dist/` folder (for
//   issue 24, the reader before it: `git worktree add /tmp/rotativa-base eb8b5f7`, give it a
//   node_modules of its own lock (`npm ci`, or a copy), `npx tsc -p tsconfig.server.json` there,
//   then `BENCH_BASELINE_DIST=/tmp/rotativa-base/dist npm run bench -- parse-throughput`). The
//   printed ratio is this build's items/s over the baseline's: ≥ 0.85 means "within 15 %".
//
// Builds run alternately, several rounds each; the figure is the median round, in CPU time (the
// machine is shared: CPU time is what the code costs) with wall time beside it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Parser } from "htmlparser2";
import { app, cpuMs, now, report, round } from "./support/common.mjs";
import { generateItems, renderDocument } from "./support/corpus.mjs";

const ITEMS = Number(process.env.BENCH_PARSE_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 7);
const PER_FEED = 100;
const FORMATS = ["rss2", "atom", "rdf", "json"];
const CONTENT_TYPES = {
  rss2: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml",
  rdf: "application/rdf+xml",
  json: "application/feed+json",
};
const FETCHED_AT = Date.now();

/** The generated documents: `ITEMS` items in documents of 100, the formats in turn. */
function corpus() {
  const items = generateItems(ITEMS, { seed: 11 });
  const documents = [];
  for (let i = 0; i < items.length; i += PER_FEED) {
    const format = FORMATS[(i / PER_FEED) % FORMATS.length];
    const chunk = items.slice(i, i + PER_FEED);
    const url = `https://bench.example/${chunk[0].newspaper}/${format}-${i / PER_FEED}.xml`;
    documents.push({ format, input: { bytes: renderDocument(chunk, { format, feedUrl: url }), contentType: CONTENT_TYPES[format], url } });
  }
  return documents;
}

/** A build's reading functions, imported from its compiled `dist/`. */
async function loadBuild(name, importer) {
  const { parseFeed } = await importer("ingest/parse-feed.js");
  const { readFeed } = await importer("ingest/read-feed.js");
  const { classifyArticle } = await importer("ingest/classify/index.js");
  return { name, parseFeed, readFeed, classifyArticle };
}

/** The stages measured for a build: each runs over every document and returns how many items it read. */
function stagesOf(build) {
  return {
    parse(documents) {
      let n = 0;
      for (const { input } of documents) {
        const parsed = build.parseFeed(input);
        if (!parsed.ok) throw new Error(`${build.name}: ${input.url}: ${parsed.error}`);
        n += parsed.feed.items.length;
      }
      return n;
    },
    read(documents) {
      let n = 0;
      for (const { input } of documents) {
        const read = build.readFeed(input, FETCHED_AT);
        if (!read.ok) throw new Error(`${build.name}: ${input.url}: ${read.error}`);
        n += read.items.length;
      }
      return n;
    },
    "read → classify"(documents) {
      let n = 0;
      for (const { input } of documents) {
        const read = build.readFeed(input, FETCHED_AT);
        if (!read.ok) throw new Error(`${build.name}: ${input.url}: ${read.error}`);
        for (const item of read.items) {
          build.classifyArticle({
            title: item.title,
            summary: item.summary,
            url: item.url,
            feedCategory: null,
            itemCategories: item.categories,
            newspaper: { slug: "bench", homeDepartment: null },
          });
          n += 1;
        }
      }
      return n;
    },
  };
}

/** The floor: htmlparser2's tokenizer over the same text with empty handlers; JSON.parse for JSON Feed. */
function floor(documents) {
  let n = 0;
  for (const { format, input } of documents) {
    const text = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength).toString("utf8");
    if (format === "json") {
      n += JSON.parse(text).items.length;
      continue;
    }
    const parser = new Parser({ onopentag() {}, onclosetag() {}, ontext() {} }, { xmlMode: true, decodeEntities: false });
    parser.write(text);
    parser.end();
    n += PER_FEED;
  }
  return n;
}

/** Runs `fn` over the documents once: CPU and wall milliseconds and the items it read. */
function measure(fn, documents) {
  globalThis.gc?.();
  const c = cpuMs();
  const t = now();
  const items = fn(documents);
  return { cpu: cpuMs() - c, wall: now() - t, items };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const documents = corpus();
const builds = [await loadBuild("this build", app)];
const baselineDist = process.env.BENCH_BASELINE_DIST;
if (baselineDist) {
  if (!existsSync(join(baselineDist, "app", "ingest", "read-feed.js")))
    throw new Error(`BENCH_BASELINE_DIST: no compiled app in ${baselineDist}`);
  builds.push(await loadBuild(`baseline (${baselineDist})`, (path) => import(pathToFileURL(join(baselineDist, "app", path)).href)));
}

// Contenders: every stage of every build, plus the floor; one warm-up run each (the JIT), then rounds in alternating order.
const contenders = [{ build: "floor", stage: "htmlparser2 tokenizing / JSON.parse", fn: floor }];
for (const build of builds) for (const [stage, fn] of Object.entries(stagesOf(build))) contenders.push({ build: build.name, stage, fn });
for (const contender of contenders) {
  for (let i = 0; i < 2; i++) measure(contender.fn, documents);
  contender.runs = [];
}
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? contenders : [...contenders].reverse();
  for (const contender of order) contender.runs.push(measure(contender.fn, documents));
}

const rows = contenders.map(({ build, stage, runs }) => {
  const cpu = median(runs.map((run) => run.cpu));
  const wall = median(runs.map((run) => run.wall));
  const items = runs[0].items;
  return {
    build,
    stage,
    items,
    cpuMs: round(cpu),
    wallMs: round(wall),
    itemsPerCpuSecond: round((items / cpu) * 1000, 0),
    itemsPerSecond: round((items / wall) * 1000, 0),
  };
});
const notes = [
  `${documents.length} documents of ${PER_FEED} items (${FORMATS.join(", ")} in turn), ${Math.round(documents.reduce((sum, d) => sum + d.input.bytes.length, 0) / 1024)} KiB; median of ${ROUNDS} rounds`,
];
const floorRow = rows[0];
const parseRow = rows.find((row) => row.build === "this build" && row.stage === "parse");
notes.push(`parse costs ${round(parseRow.cpuMs / floorRow.cpuMs, 1)}× the bare tokenizing of the same bytes`);
const ratios = [];
if (builds.length > 1) {
  for (const stage of Object.keys(stagesOf(builds[0]))) {
    const mine = rows.find((row) => row.build === "this build" && row.stage === stage);
    const base = rows.find((row) => row.build === builds[1].name && row.stage === stage);
    // Throughput ratio in items of the baseline: the baseline may drop items this build keeps.
    const ratio = base.cpuMs / mine.cpuMs;
    ratios.push({
      stage,
      ratio: round(ratio, 2),
      wallRatio: round(base.wallMs / mine.wallMs, 2),
      items: mine.items,
      baselineItems: base.items,
    });
    notes.push(
      `${stage}: ${round(ratio, 2)}× the baseline's throughput in CPU time (${round(base.wallMs / mine.wallMs, 2)}× in wall time; target ≥ 0.85)${mine.items !== base.items ? `; items read ${mine.items} against ${base.items}` : ""}`,
    );
  }
} else {
  notes.push("no BENCH_BASELINE_DIST: only the tokenizing floor is measured beside this build");
}
report("Parse throughput", rows, notes);
if (ratios.length > 0) console.table(ratios);
