/*
 * The operators' command line as shipped: the compiled dist/cli.js (built by `npm run test:e2e`),
 * run as a separate process with its stdout, stderr and exit code checked.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { feedOutputProblems, NOT_FEEDS } from "../support/feed-output.js";
import type * as newsroomModule from "../../tools/newsroom/newsroom.server.js";

/** The compiled newsroom has the source's shape. */
type NewsroomModule = typeof newsroomModule;

const ROOT = process.cwd();
const FIXTURES = join(ROOT, "tests", "fixtures", "feeds");

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Run {
  const result = spawnSync(process.execPath, [join(ROOT, "dist", "cli.js"), ...args], {
    cwd: ROOT,
    input: options.input ?? "",
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...options.env },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-cli-"));
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** One case of the conformance suite (tests/fixtures/feeds/conformance/expected.jsonl). */
interface ConformanceCase {
  file: string;
  url: string;
  contentType?: string;
  behaviour: string;
  expect: {
    feed?: Record<string, unknown>;
    items?: Record<string, unknown>[];
    skipped?: Record<string, number>;
    stored?: number;
    warnings?: number;
  };
}

/*
 * The shipped command on a sample of the fixture feeds: every format, the encodings a file's bytes
 * carry, entity attacks and what is not a feed. Every fixture runs in-process through the same
 * command in app/cli/parse-feed.server.test.ts, with the same checks (tests/support/feed-output.ts).
 */
const THROUGH_THE_PROCESS = [
  "html-page.html",
  "rss2-wordpress.xml",
  "rss091.xml",
  "rss1-rdf.xml",
  "atom10.xml",
  "jsonfeed11.json",
  "latin1.xml",
  "utf16.xml",
  "windows1252-no-declaration.xml",
  "billion-laughs.xml",
  "external-entity.xml",
];

test.describe("parse-feed", () => {
  test("the sample fixtures exist", () => {
    const files = new Set(readdirSync(FIXTURES));
    expect(THROUGH_THE_PROCESS.filter((name) => !files.has(name))).toEqual([]);
  });

  for (const name of THROUGH_THE_PROCESS) {
    test(`${name}`, () => {
      const run = cli(["parse-feed", join(FIXTURES, name), "--url", "https://diario.example.com.co/rss"]);
      if (NOT_FEEDS.has(name)) {
        expect(run.status).toBe(2);
        expect(run.stdout).toBe("");
        expect(run.stderr.trim().split("\n")).toHaveLength(1);
        return;
      }
      expect(run.status, run.stderr).toBe(0);
      expect(feedOutputProblems(name, run.stdout)).toEqual([]);
    });
  }

  // The conformance suite (one fixture per behaviour of the RSS, Atom and JSON Feed specifications
  // and of real feeds' quirks) through the shipped command, as the held-out corpora are read.
  const conformanceDir = join(FIXTURES, "conformance");
  const cases = readFileSync(join(conformanceDir, "expected.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as ConformanceCase);
  // Through the process: every case of the encodings a file's bytes and the --content-type flag
  // decide, and the first case of each format; app/ingest/conformance.test.ts checks every case on
  // the same printed JSON in-process.
  const families = new Set<string>();
  const sampled = cases.filter((c) => {
    const family = c.file.replace(/[-.].*$/, "");
    const first = !families.has(family);
    families.add(family);
    return first || family === "enc" || c.contentType !== undefined;
  });
  for (const c of sampled) {
    test(`conformance: ${c.file}: ${c.behaviour}`, () => {
      const args = [
        "parse-feed",
        join(conformanceDir, c.file),
        "--url",
        c.url,
        ...(c.contentType ? ["--content-type", c.contentType] : []),
      ];
      const run = cli(args);
      expect(run.status, run.stderr).toBe(0);
      const output = JSON.parse(run.stdout) as { feed: unknown; items: unknown[]; skipped: unknown; stored: number; warnings: unknown[] };
      if (c.expect.feed) expect(output.feed).toMatchObject(c.expect.feed);
      if (c.expect.items) {
        expect(output.items).toHaveLength(c.expect.items.length);
        c.expect.items.forEach((item, index) => expect(output.items[index]).toMatchObject(item));
      }
      if (c.expect.skipped) expect(output.skipped).toEqual(c.expect.skipped);
      if (c.expect.stored !== undefined) expect(output.stored).toBe(c.expect.stored);
      if (c.expect.warnings !== undefined) expect(output.warnings).toHaveLength(c.expect.warnings);
    });
  }

  test("reads the feeds' Spanish text and dates", () => {
    const run = cli(["parse-feed", join(FIXTURES, "latin1.xml")]);
    expect(run.status).toBe(0);
    const parsed = JSON.parse(run.stdout) as { items: { title: string; publishedAt: string | null }[] };
    expect(parsed.items.map((item) => item.title).join(" ")).toMatch(/[ñáéíóú]/);
    expect(parsed.items.every((item) => item.publishedAt !== null)).toBe(true);
  });

  test("a missing file or a bad option is one line on stderr and a non-zero exit", () => {
    const missing = cli(["parse-feed", join(dir, "nada.xml")]);
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toMatch(/^rotativa: cannot read .*\n$/);
    const unknown = cli(["parse-feed"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim().split("\n")).toHaveLength(1);
  });
});

test.describe("classify", () => {
  test("prints the category, departments and municipalities (DIVIPOLA codes) of each line, in order", () => {
    const input = [
      {
        id: 1,
        title: "Gobernador de Antioquia anuncia obras en Medellín",
        summary: "",
        url: "https://x.example/politica/obras",
        newspaper: "el-colombiano",
      },
      {
        id: "b",
        title: "Millonarios venció al Junior en El Campín",
        summary: "",
        url: "https://x.example/deportes/futbol",
        newspaper: "diario-desconocido",
      },
      {
        id: 3,
        title: "El dólar cierra a la baja por tercer día consecutivo",
        summary: "",
        url: "https://x.example/a",
        newspaper: "el-tiempo",
      },
    ]
      .map((line) => JSON.stringify(line))
      .join("\n");
    const run = cli(["classify"], { input });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: unknown; category: string; departments: string[]; municipalities: string[] });
    expect(lines.map((line) => line.id)).toEqual([1, "b", 3]);
    expect(lines.map((line) => Object.keys(line))).toEqual(Array(3).fill(["id", "category", "departments", "municipalities"]));
    expect(lines[0]).toMatchObject({ category: "politica", departments: ["antioquia"], municipalities: ["05001"] });
    expect(lines[1]?.category).toBe("deportes");
    expect(lines[2]).toMatchObject({ category: "economia", departments: [], municipalities: [] });
  });

  test("stops at a bad line with its number", () => {
    const run = cli(["classify"], { input: '{"id":1,"title":"Uno"}\nnot json\n' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/line 2/);
  });
});

test.describe("cluster and stories", () => {
  const lines = [
    {
      id: "a",
      title: "Sismo de magnitud 4,8 sacude Santander",
      summary: "El epicentro fue en Los Santos.",
      url: "https://vanguardia.example/a",
      newspaper: "vanguardia",
      publishedAt: "2025-03-10T07:00:00-05:00",
    },
    {
      id: "b",
      title: "Temblor de 4,8 en Los Santos, Santander, se sintió en Bogotá",
      summary: "Ocurrió a las 6:52 de la mañana.",
      url: "https://eltiempo.example/b",
      newspaper: "el-tiempo",
      publishedAt: "2025-03-10T07:20:00-05:00",
    },
    {
      id: 3,
      title: "Pico y placa en Bogotá para este martes 11 de marzo",
      url: "https://eltiempo.example/c",
      newspaper: "el-tiempo",
      publishedAt: "2025-03-11T05:00:00-05:00",
    },
    {
      id: 4,
      title: "Pico y placa en Bogotá para este lunes 10 de marzo",
      newspaper: "canal-capital",
      publishedAt: "2025-03-10T05:00:00-05:00",
    },
  ];

  test("cluster prints each line's story, named after its first article, in input order", () => {
    const run = cli(["cluster"], { input: lines.map((line) => JSON.stringify(line)).join("\n") });
    expect(run.status, run.stderr).toBe(0);
    const out = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: unknown; story: unknown });
    expect(out).toEqual([
      { id: "a", story: "a" },
      { id: "b", story: "a" },
      { id: 3, story: 3 },
      { id: 4, story: 4 },
    ]);
    const bad = cli(["cluster"], { input: '{"id":1,"title":"Uno"}\n{"title":"sin id"}\n' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/line 2: id/);
  });

  test("stories rebuild regroups a database the way ingestion grouped it", () => {
    const database = join(dir, "stories.db");
    const file = join(dir, "stories.jsonl");
    writeFileSync(file, `${lines.map((line) => JSON.stringify({ url: `https://x.example/${line.id}`, ...line })).join("\n")}\n`);
    expect(cli(["import", file, "--database", database]).status).toBe(0);
    const run = cli(["stories", "rebuild", "--database", database]);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ articles: 4, stories: 3, sharedStories: 1 });
    expect(cli(["stories", "--database", database]).status).toBe(2);
    expect(cli(["stories", "nada", "--database", database]).status).toBe(2);
  });

  test("places rebuild re-tags stored articles with the current rules, idempotently", () => {
    const database = join(dir, "places.db");
    const file = join(dir, "places.jsonl");
    writeFileSync(file, `${lines.map((line) => JSON.stringify({ url: `https://x.example/${line.id}`, ...line })).join("\n")}\n`);
    expect(cli(["import", file, "--database", database]).status).toBe(0);
    // Imported with today's rules, so nothing changes; the command still reads every article.
    const run = cli(["places", "rebuild", "--database", database]);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ articles: 4, changed: 0 });
    expect(cli(["places", "--database", database]).status).toBe(2);
  });
});

test.describe("import, status and feeds", () => {
  test("imports articles through the pipeline, idempotently, and reports the store", () => {
    const database = join(dir, "import.db");
    const file = join(dir, "articles.jsonl");
    const now = Date.now();
    const lines = Array.from({ length: 40 }, (_, i) => ({
      title: `Concejo de Cali aprueba el presupuesto número ${i} para &lt;2026&gt;`,
      summary: "<p>El <b>Concejo</b> de Cali aprobó el presupuesto.</p>",
      url: `https://noticias.example.com.co/cali/presupuesto-${i}?utm_source=rss#comentarios`,
      newspaper: i % 2 === 0 ? "el-pais" : "periodico-de-pruebas",
      publishedAt: new Date(now - i * 60_000).toISOString(),
    }));
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`);
    const first = cli(["import", file, "--database", database]);
    expect(first.status, first.stderr).toBe(0);
    const again = cli(["import", file, "--database", database]);
    expect(again.status, again.stderr).toBe(0);
    const status = cli(["status", "--database", database]);
    expect(JSON.parse(status.stdout)).toMatchObject({ databaseReachable: true, articles: 40 });

    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, '{"title":"Sin enlace","newspaper":"el-pais"}\n');
    const refused = cli(["import", bad, "--database", database]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/bad\.jsonl:1: url/);
  });

  test("search takes a query that starts with '-' (an excluded word) as the query", () => {
    const database = join(dir, "search.db");
    const file = join(dir, "search.jsonl");
    const now = Date.now();
    const lines = [
      { title: "Deportes: el ciclismo colombiano brilla en la Vuelta", url: "https://d.example/1", newspaper: "el-tiempo" },
      { title: "Deportes: fútbol, la Selección convoca a 26 jugadores", url: "https://d.example/2", newspaper: "el-tiempo" },
      { title: "Deportes: el tenis de mesa suma medallas", url: "https://d.example/3", newspaper: "semana" },
    ].map((line, i) => JSON.stringify({ ...line, summary: "", publishedAt: new Date(now - i * 60_000).toISOString() }));
    writeFileSync(file, `${lines.join("\n")}\n`);
    expect(cli(["import", file, "--database", database]).status).toBe(0);
    for (const args of [
      ["search", "-fútbol deportes", "--json", "--database", database],
      ["search", "--json", "--database", database, "-fútbol deportes"],
    ]) {
      const run = cli(args);
      expect(run.status, run.stderr).toBe(0);
      const found = JSON.parse(run.stdout) as { results: { title: string }[]; total: number };
      expect(found.total).toBe(2);
      expect(found.results.some((result) => /fútbol/.test(result.title))).toBe(false);
    }
    // Flags in English; the page's Spanish names are aliases of the same options.
    const english = cli([
      "search",
      "deportes",
      "--newspaper",
      "semana",
      "--order",
      "newest",
      "--limit",
      "5",
      "--json",
      "--database",
      database,
    ]);
    const spanish = cli([
      "search",
      "deportes",
      "--periodico",
      "semana",
      "--orden",
      "recientes",
      "--limite",
      "5",
      "--json",
      "--database",
      database,
    ]);
    expect(english.status, english.stderr).toBe(0);
    expect(english.stdout).toBe(spanish.stdout);
    expect((JSON.parse(english.stdout) as { total: number }).total).toBe(1);
    const twice = cli(["search", "deportes", "--newspaper", "semana", "--periodico", "el-tiempo", "--database", database]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/--newspaper and --periodico are the same option/);
    const unknown = cli(["search", "deportes", "--category", "nada", "--database", database]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/--category: La categoría «nada» no existe/);
  });

  test("ingest --once reads a local newsroom and feeds lists every feed's health", async () => {
    const { startNewsroom } = (await import(
      pathToFileURL(join(ROOT, "dist", "tools", "newsroom", "newsroom.server.js")).href
    )) as NewsroomModule;
    const newsroom = await startNewsroom({ misbehaving: true, slowDelayMs: 200 });
    try {
      // Everything but the feed that never answers (it would hold the run for the 30 s timeout).
      const sources = newsroom.sources
        .map((paper) => ({
          ...paper,
          feeds: paper.feeds.filter((feed) => !newsroom.feeds.some((f) => f.url === feed.url && f.behaviour === "hang")),
        }))
        .filter((paper) => paper.feeds.length > 0);
      const sourcesFile = join(dir, "sources.json");
      writeFileSync(sourcesFile, JSON.stringify({ newspapers: sources }));
      const database = join(dir, "ingest.db");
      const env = { SOURCES_FILE: sourcesFile, FEEDS_ALLOW_PRIVATE: "1" };
      // The CLI runs synchronously below; the newsroom must keep answering meanwhile.
      const run = await new Promise<Run>((resolve) => {
        import("node:child_process").then(({ execFile }) => {
          execFile(
            process.execPath,
            [join(ROOT, "dist", "cli.js"), "ingest", "--once", "--database", database],
            { env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env }, timeout: 120_000 },
            (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
          );
        });
      });
      expect(run.status, run.stderr).toBe(0);
      // Piped: no progress, no summary; one line per failed feed on stderr.
      expect(run.stdout).toBe("");
      const failures = run.stderr.trim().split("\n");
      expect(failures.some((line) => /HTTP 500/.test(line))).toBe(true);
      expect(failures.some((line) => /HTTP 429/.test(line))).toBe(true);

      const feeds = cli(["feeds", "--json", "--database", database], { env });
      expect(feeds.status).toBe(0);
      // JSON Lines: one feed per line.
      const list = feeds.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { url: string; lastError: string | null; lastSuccessAt: number | null; articles: number });
      expect(list.length).toBe(sources.reduce((sum, paper) => sum + paper.feeds.length, 0));
      expect(list.filter((feed) => feed.lastError !== null).length).toBeGreaterThanOrEqual(5);
      expect(list.filter((feed) => feed.lastSuccessAt !== null && feed.articles > 0).length).toBeGreaterThan(30);

      const table = cli(["feeds", "--database", database], { env });
      expect(table.stdout.split("\n")[0]).toMatch(/NEWSPAPER\s+URL\s+STATUS/);
      expect(table.stdout).toMatch(/HTTP 500/);

      // Failures a minute old are not alerts yet (the newsroom's quieter feeds may already be silent).
      const fresh = cli(["feeds", "--failing", "--json", "--database", database], { env });
      expect(fresh.stderr).toBe("");
      const freshAlerts = fresh.stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { state: string });
      expect(fresh.status).toBe(freshAlerts.length > 0 ? 3 : 0);
      expect(freshAlerts.filter((alert) => alert.state === "failing")).toEqual([]);
      // Seven hours later (the failure runs moved back), past the 6 h threshold: listed, exit 3.
      const handle = new Database(database);
      handle.prepare("update feeds set failing_since = failing_since - ? where failing_since is not null").run(7 * 3_600_000);
      handle.close();
      const failing = cli(["feeds", "--failing", "--database", database], { env });
      expect(failing.status, failing.stderr).toBe(3);
      expect(failing.stdout.split("\n")[0]).toMatch(/^KIND\s+STATE\s+SINCE\s+WHAT\s+WHY$/);
      expect(failing.stdout).toMatch(/feed\s+failing\s+7 h ago\s+.*HTTP 500/);
    } finally {
      await newsroom.close();
    }
  });
});
