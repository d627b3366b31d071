// The database at 1,000,000 articles (BENCH_CORPUS_ARTICLES=N for another size), on a generated
// corpus cached under bench/results/ (bench/support/corpus-db.mjs):
//   - listings, keyset pages (listArticles, 50 cards, the product's own query) at depths from the
//     first page to 10,000 articles in, for the front page river, a category, a department and a
//     newspaper; baseline in the same run: the same card query paged with OFFSET at the same
//     depth. Target: keyset p50 ≤ 1 ms.
//   - bytes of database per article (page_count × page_size of the vacuumed corpus, and what takes
//     the space, by table and index); baseline: the bytes of text each article holds. Target ≤ 1.1 KB.
//   - story grouping ms per article (ingestion's placement, measured while the corpus was made).
//   - server start: `node dist/server.js` (INGEST=off) to the first 200 on /; baseline in the same
//     run: a bare Node HTTP server's start to its first 200. Target ≤ 2 s.
//   - resident memory of that server after LOAD_SECONDS (60) of mixed reading load
//     (bench/support/load.mjs) on the corpus. Target ≤ 250 MB.
import { spawn } from "node:child_process";
import Database from "better-sqlite3";
import { app, now, quantile, report, round } from "./support/common.mjs";
import { ensureCorpus } from "./support/corpus-db.mjs";
import { freePort, runLoad } from "./support/load.mjs";

const ARTICLES = Number(process.env.BENCH_CORPUS_ARTICLES ?? 1_000_000);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SAMPLES = Number(process.env.BENCH_LISTING_SAMPLES ?? 200);
const DEPTHS = [0, 50, 500, 2_000, 10_000];

const corpus = ensureCorpus(ARTICLES);
const figures = [];
const add = (figure, value, unit, target, baseline, baselineWhat) =>
  figures.push({
    figure,
    value: round(value, 3),
    unit,
    target,
    baseline: baseline === null ? "" : round(baseline, 3),
    "baseline is": baselineWhat,
    "meets target": target === "" ? "" : evaluate(value, target),
  });
function evaluate(value, target) {
  const match = /^([≤≥])\s*([\d.]+)/.exec(target);
  if (!match) return "";
  return match[1] === "≤" ? value <= Number(match[2]) : value >= Number(match[2]);
}

// ---- Size: the corpus file as generate-corpus left it, vacuumed.
{
  const raw = new Database(corpus.path, { readonly: true, fileMustExist: true });
  const { page_size: pageSize } = raw.prepare("pragma page_size").get();
  const { page_count: pageCount } = raw.prepare("pragma page_count").get();
  const { freelist_count: free } = raw.prepare("pragma freelist_count").get();
  const text = raw
    .prepare(
      "select avg(length(url) + coalesce(length(guid), 0) + length(title) + length(summary) + coalesce(length(image_url), 0) + coalesce(length(author), 0)) as bytes from articles",
    )
    .get().bytes;
  const objects = raw.prepare("select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc").all();
  raw.close();
  const perArticle = ((pageCount - free) * pageSize) / ARTICLES;
  add(
    "database bytes per article",
    perArticle,
    "B",
    "≤ 1100",
    text,
    "text bytes each article holds (url, guid, title, summary, image, author)",
  );
  report(
    "Database space by object",
    objects.slice(0, 16).map((o) => ({
      object: o.name,
      "bytes per article": round(o.bytes / ARTICLES, 0),
      share: `${round((o.bytes / (pageCount * pageSize)) * 100, 1)}%`,
    })),
    [
      `${ARTICLES.toLocaleString("en")} articles, ${round((pageCount * pageSize) / 2 ** 20, 0)} MiB, ${free} free pages (vacuumed when generated)`,
    ],
  );
}

// ---- Grouping and generation, as measured when the corpus was made.
add("story grouping per article (placement at generation)", corpus.generation.groupingMsPerArticle, "ms", "", null, "");
add(
  "corpus generation",
  corpus.generation.articlesPerSecond,
  "articles/s",
  "",
  null,
  `${corpus.generated ? "made in this run" : "cached corpus, made earlier"} in ${corpus.generation.seconds} s`,
);

// ---- Listings: keyset pages against OFFSET at the same depth.
{
  const { openDatabase } = await app("db/database.server.js");
  const { listArticles } = await app("models/article.server.js");
  const { db, close } = await openDatabase(corpus.path);
  const raw = new Database(corpus.path, { readonly: true, fileMustExist: true });
  const last = raw.prepare("select max(published_at) as t from articles").get().t;
  const category = raw.prepare("select category_slug as slug from articles group by 1 order by count(*) desc limit 1 offset 3").get().slug;
  const department = raw
    .prepare("select department_slug as slug from article_departments group by 1 order by count(*) desc limit 1 offset 2")
    .get().slug;
  const newspaper = raw.prepare("select newspaper_id as id from articles group by 1 order by count(*) desc limit 1 offset 5").get().id;
  // Baseline: listArticles' own card query (the same joins and order) paged with OFFSET: SQLite
  // builds and throws away every skipped row, which is what makes deep OFFSET pages slow.
  const cardColumns = "a.id, a.title, a.summary, a.published_at, a.image_url, n.slug, n.name, c.slug, c.name";
  const cards = "articles a join newspapers n on n.id = a.newspaper_id join categories c on c.slug = a.category_slug";
  const offsetQueries = {
    river: raw.prepare(`select ${cardColumns} from ${cards} order by a.published_at desc, a.id desc limit 51 offset ?`),
    category: raw.prepare(
      `select ${cardColumns} from ${cards} where a.category_slug = ? order by a.published_at desc, a.id desc limit 51 offset ?`,
    ),
    department: raw.prepare(
      `select ${cardColumns} from ${cards} join article_departments ad on ad.article_id = a.id where ad.department_slug = ? order by ad.published_at desc, ad.article_id desc limit 51 offset ?`,
    ),
    newspaper: raw.prepare(
      `select ${cardColumns} from ${cards} where a.newspaper_id = ? order by a.published_at desc, a.id desc limit 51 offset ?`,
    ),
  };
  const kinds = {
    "front page river": { filter: {}, offset: (d) => offsetQueries.river.all(d) },
    [`category (${category})`]: { filter: { category }, offset: (d) => offsetQueries.category.all(category, d) },
    [`department (${department})`]: { filter: { department }, offset: (d) => offsetQueries.department.all(department, d) },
    [`newspaper (#${newspaper})`]: { filter: { newspaperId: newspaper }, offset: (d) => offsetQueries.newspaper.all(newspaper, d) },
  };
  const rows = [];
  for (const [kind, { filter, offset }] of Object.entries(kinds)) {
    const keyset = [];
    const keysetDeep = [];
    const offsets = [];
    const offsetsDeep = [];
    // The cursor a reader holds at each depth: the article just before it (read once, untimed).
    const cursors = new Map(DEPTHS.map((depth) => [depth, depth === 0 ? null : offset(depth - 1)[0]]));
    for (let i = 0; i < SAMPLES + DEPTHS.length; i += 1) {
      const depth = DEPTHS[i % DEPTHS.length];
      let t = now();
      const page = offset(depth);
      const offsetMs = now() - t;
      const before = cursors.get(depth);
      t = now();
      const listed = await listArticles(db, {
        ...filter,
        limit: 50,
        now: last,
        before: before ? { publishedAt: Number(before.published_at), id: before.id } : null,
      });
      const keysetMs = now() - t;
      if (listed.articles[0]?.id !== page[0]?.id) throw new Error(`${kind}: keyset and OFFSET disagree at depth ${depth}`);
      // The first round warms the pages up, as a running server's are.
      if (i < DEPTHS.length) continue;
      keyset.push(keysetMs);
      offsets.push(offsetMs);
      if (depth === DEPTHS[DEPTHS.length - 1]) {
        keysetDeep.push(keysetMs);
        offsetsDeep.push(offsetMs);
      }
    }
    const deepest = DEPTHS[DEPTHS.length - 1];
    rows.push({
      listing: kind,
      "keyset p50 ms": round(quantile(keyset, 0.5), 3),
      "keyset p99 ms": round(quantile(keyset, 0.99), 3),
      "OFFSET p50 ms": round(quantile(offsets, 0.5), 3),
      "OFFSET p99 ms": round(quantile(offsets, 0.99), 3),
      [`keyset p50 at ${deepest}`]: round(quantile(keysetDeep, 0.5), 3),
      [`OFFSET p50 at ${deepest}`]: round(quantile(offsetsDeep, 0.5), 3),
    });
    add(
      `keyset listing p50, ${kind}`,
      quantile(keyset, 0.5),
      "ms",
      "≤ 1",
      quantile(offsets, 0.5),
      "the same card query paged with OFFSET, same depths",
    );
    add(
      `keyset listing p99, ${kind}`,
      quantile(keyset, 0.99),
      "ms",
      "",
      quantile(offsets, 0.99),
      "the same card query paged with OFFSET, same depths",
    );
    add(
      `keyset listing p50 at depth ${deepest}, ${kind}`,
      quantile(keysetDeep, 0.5),
      "ms",
      "",
      quantile(offsetsDeep, 0.5),
      `OFFSET ${deepest}`,
    );
  }
  // A listing's heading shows its total: the counter (article_counts) against counting the rows.
  const { countArticles } = await app("models/article.server.js");
  const countRows = raw.prepare("select count(*) as n from articles");
  const counter = [];
  const counted = [];
  for (let i = 0; i < 21; i += 1) {
    let t = now();
    const total = await countArticles(db, { now: last });
    counter.push(now() - t);
    t = now();
    const truth = countRows.get().n;
    counted.push(now() - t);
    if (total !== truth) throw new Error(`article_counts says ${total}, the table holds ${truth}`);
  }
  add(
    "listing total of the whole river (countArticles)",
    quantile(counter, 0.5),
    "ms",
    "",
    quantile(counted, 0.5),
    "count(*) of the same rows",
  );

  // The front page's and /departamentos' counts of the last week per department: one index range
  // per department against grouping the week's rows by department (what the query did before).
  const { countArticlesSince } = await app("models/article.server.js");
  const grouped = raw.prepare(
    "select department_slug as slug, count(*) as n from article_departments where published_at >= ? group by department_slug",
  );
  const perEntity = [];
  const byGrouping = [];
  const weekAgo = last - 7 * 86_400_000;
  for (let i = 0; i < 21; i += 1) {
    let t = now();
    const counts = await countArticlesSince(db, "department", weekAgo);
    perEntity.push(now() - t);
    t = now();
    const truth = grouped.all(weekAgo);
    byGrouping.push(now() - t);
    if (truth.some((row) => counts.get(row.slug) !== row.n)) throw new Error("countArticlesSince disagrees with grouping");
  }
  add(
    "articles per department in the last week (countArticlesSince)",
    quantile(perEntity, 0.5),
    "ms",
    "",
    quantile(byGrouping, 0.5),
    "grouping the week's rows by department",
  );
  raw.close();
  await close();
  report("Listings at depth", rows, [
    `listArticles: one page of 50 cards (newspaper, category, departments, coverage) at depths ${DEPTHS.join(", ")}, ${SAMPLES} pages per listing; OFFSET: the same card rows without departments and coverage (flatters the baseline)`,
  ]);
}

// ---- Server start to the first 200 on /, against a bare Node server's.
async function timeToFirst200(args, env) {
  const port = await freePort();
  const started = now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) return now() - started;
      } catch {
        // not listening yet
      }
      if (now() - started > 60_000) throw new Error("no 200 within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  }
}
{
  const { root } = await import("./support/common.mjs");
  const server = [];
  const bare = [];
  const bareServer = `require("node:http").createServer((q, s) => s.end("ok")).listen(Number(process.env.PORT), "127.0.0.1")`;
  for (let i = 0; i < 3; i += 1) {
    server.push(
      await timeToFirst200([`${root}/dist/server.js`], {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        DATABASE_PATH: corpus.path,
        INGEST: "off",
        LOG_LEVEL: "warn",
      }),
    );
    bare.push(await timeToFirst200(["-e", bareServer], {}));
  }
  add(
    "server start to first 200 on / (median of 3)",
    quantile(server, 0.5),
    "ms",
    "≤ 2000",
    quantile(bare, 0.5),
    "bare Node http server, start to first 200",
  );
}

// ---- Resident memory after LOAD_SECONDS of reading load on the corpus.
{
  const [phase] = await runLoad({
    corpus: corpus.path,
    connections: 20,
    warmupSeconds: 5,
    log: (line) => console.log(line),
    phases: [{ name: `reading load on ${ARTICLES.toLocaleString("en")} articles`, durationSeconds: LOAD_SECONDS }],
  });
  add(
    `resident memory after ${LOAD_SECONDS} s of load`,
    phase.rssMiB.end * 1.048576,
    "MB",
    "≤ 250",
    phase.rssMiB.ready * 1.048576,
    "the same server once ready, before any request",
  );
  add(
    "load: requests/s during that run (20 connections)",
    phase.requestsPerSecond,
    "req/s",
    "",
    null,
    `p99 ${phase.latencyMs.p99} ms, ${phase.errors} errors`,
  );
}

report("Database", figures, [
  `${ARTICLES.toLocaleString("en")} articles`,
  `corpus ${corpus.path.split("/").pop()} (version ${corpus.version})`,
]);
