/*
 * Several processes on one PostgreSQL database (run by the PostgreSQL pass, `npm run test:pg`):
 * two web instances and two ingestion workers (`cli worker`), against a local feed server with
 * 100 feeds that counts every request. Three ingestion cycles: the test makes every feed due at
 * once (as if its interval had passed) and waits until each was fetched. Then: no article stored
 * twice (neighbouring feeds list some of the same articles), every healthy feed fetched exactly
 * once per cycle (the workers share the feeds through their leases), and both web instances serve
 * the same pages. And a contact form posted to both web instances at once is stored once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { createInterface } from "node:readline";
import { PassThrough } from "node:stream";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../app/db/database.server.js";
import { ROOT, type ServerProcess, startServer, stopProcess } from "../support/compiled-app.js";
import { createPostgresTestDatabase, databaseUrlFor, testDatabaseUrl } from "../support/test-db.js";
import { figure } from "./support.js";

const FEEDS = 100;
/** Feeds 7, 17, 27…: answer 500 (their failures are recorded; they are not "healthy"). */
const failing = (feed: number) => feed % 10 === 7;
const NEWSPAPERS = 10;
const CYCLES = 3;
const COOKIE_SECRET = "multi-process-cookie-secret-0123456789";

let dir: string;
let database: OpenDatabase;
let databaseUrl: string;
let feedServer: Server;
let feedBase: string;
const requests = new Map<number, number>();
let cycle = 1;
const workers: { child: ChildProcess; exited: Promise<number | string> }[] = [];
const webs: ServerProcess[] = [];
/** Feeds refreshed by each worker, from its log. */
const refreshedBy: number[] = [0, 0];

const TOPICS = [
  "Concejo aprueba presupuesto para acueducto",
  "Gobernación anuncia vías terciarias",
  "Festival de música llena el parque principal",
  "Alcaldía entrega subsidios de vivienda",
  "Hospital regional abre nueva sala de urgencias",
  "Productores de café reportan buena cosecha",
  "Policía desarticula banda de hurto",
  "Universidad pública amplía cupos",
];

function item(feed: number, key: string, at: number): string {
  const topic = TOPICS[(feed * 7 + key.length * 3 + Number(key.replace(/\D/g, "") || 0)) % TOPICS.length];
  return `<item><title>${topic} en el municipio ${feed} (${key})</title>
<link>${feedBase}/noticias/${feed}/${key}</link><guid>${feedBase}/noticias/${feed}/${key}</guid>
<description>Informe ${key} del municipio ${feed} sobre ${topic?.toLowerCase()}.</description>
<pubDate>${new Date(at).toUTCString()}</pubDate></item>`;
}

/** Feed i: five articles of its own, one new per cycle, and the first article of feed i+1 (shared). */
function feedDocument(feed: number): string {
  const now = Date.now();
  const items = [0, 1, 2, 3, 4].map((k) => item(feed, `a${k}`, now - (k + 1) * 3_600_000));
  for (let c = 2; c <= cycle; c += 1) items.push(item(feed, `c${c}`, now - 60_000 * (CYCLES - c + 1)));
  const next = (feed + 1) % FEEDS;
  items.push(item(next, "a0", now - 3_600_000));
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed ${feed}</title>
<link>${feedBase}/</link><description>Noticias del municipio ${feed}</description>${items.join("\n")}</channel></rss>`;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startWorker(index: number): { child: ChildProcess; exited: Promise<number | string> } {
  // No COOKIE_SECRET: a worker signs no cookies (only the web instances below need it).
  const child = spawn(process.execPath, [join(ROOT, "dist", "cli.js"), "worker"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATABASE_URL: databaseUrl,
      SOURCES_FILE: join(dir, "sources.json"),
      FEEDS_ALLOW_PRIVATE: "1",
      INGEST_TICK_SECONDS: "0.5",
      INGEST_CONCURRENCY: "4",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its log lines: how many feeds this worker refreshed.
  const lines = createInterface({ input: mergeStreams(child) });
  lines.on("line", (line) => {
    if (line.includes('"feed refreshed"')) refreshedBy[index - 1] = (refreshedBy[index - 1] ?? 0) + 1;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? `worker ${index}`)),
  );
  return { child, exited };
}

function mergeStreams(child: ChildProcess): NodeJS.ReadableStream {
  const merged = new PassThrough();
  let open = 2;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.pipe(merged, { end: false });
    stream?.once("end", () => {
      open -= 1;
      if (open === 0) merged.end();
    });
  }
  return merged;
}

/** The article links of a page, in order. */
function articleLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/articulos\/\d+)"/g)].map((match) => match[1] as string);
}

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error("this test runs in the PostgreSQL pass: npm run test:pg (TEST_DATABASE_URL)");
  dir = mkdtempSync(join(tmpdir(), "rotativa-multi-"));
  database = await createPostgresTestDatabase({ referenceData: false, poolSize: 2 });
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  databaseUrl = databaseUrlFor(rows[0]?.name as string);

  feedServer = createServer((req, res) => {
    const match = /^\/feeds\/(\d+)\.xml$/.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const feed = Number(match[1]);
    requests.set(feed, (requests.get(feed) ?? 0) + 1);
    if (failing(feed)) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end("error");
      return;
    }
    res.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(feedDocument(feed));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}`;
  const newspapers = Array.from({ length: NEWSPAPERS }, (_, n) => ({
    slug: `diario-${n + 1}`,
    name: `Diario ${n + 1}`,
    siteUrl: `${feedBase}/diario-${n + 1}`,
    homeDepartment: null,
    feeds: Array.from({ length: FEEDS / NEWSPAPERS }, (_, f) => ({
      url: `${feedBase}/feeds/${n * (FEEDS / NEWSPAPERS) + f}.xml`,
      category: null,
    })),
  }));
  writeFileSync(join(dir, "sources.json"), JSON.stringify({ newspapers }));

  // Web instances first (they load the sources), then the two workers at once.
  const env = { DATABASE_URL: databaseUrl, COOKIE_SECRET, SOURCES_FILE: join(dir, "sources.json"), DATABASE_PATH: join(dir, "unused.db") };
  webs.push(...(await Promise.all([startServer({ database: "", env }), startServer({ database: "", env })])));
  workers.push(startWorker(1), startWorker(2));
}, 120_000);

afterAll(async () => {
  await Promise.all([...workers, ...webs].map((process) => stopProcess(process, "SIGTERM")));
  if (feedServer?.listening) await new Promise<void>((resolve) => feedServer.close(() => resolve()));
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("two web instances and two workers on one PostgreSQL", () => {
  it("fetch every healthy feed once per cycle, store no article twice, and serve the same pages", async () => {
    const fetchedSince = async (since: number) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from feeds where enabled = 1 and last_fetched_at >= ${since}`.execute(
        database.db,
      );
      return Number(rows[0]?.n);
    };
    let cycleStart = 0;
    for (cycle = 1; cycle <= CYCLES; cycle += 1) {
      if (cycle > 1) {
        // The interval has passed for every feed: all due at once, for both workers to share.
        cycleStart = Date.now();
        await sql`update feeds set next_fetch_at = ${cycleStart} where enabled = 1`.execute(database.db);
      }
      await waitFor(`cycle ${cycle}`, async () => (await fetchedSince(cycleStart)) === FEEDS);
      // Time for a double fetch to show if the workers did not share the feeds (several ticks).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const healthy = [...Array(FEEDS).keys()].filter((feed) => !failing(feed));
      const counts = healthy.map((feed) => requests.get(feed) ?? 0);
      figure(
        `multi-process cycle ${cycle}: ${FEEDS} feeds fetched; healthy feeds' requests min ${Math.min(...counts)} max ${Math.max(...counts)} (expected ${cycle}); ` +
          `failing feeds' requests ${[...Array(FEEDS).keys()]
            .filter(failing)
            .map((feed) => requests.get(feed) ?? 0)
            .join(",")}`,
      );
      figure(`multi-process cycle ${cycle}: feeds refreshed so far by worker 1: ${refreshedBy[0]}, by worker 2: ${refreshedBy[1]}`);
      expect(counts.every((count) => count === cycle)).toBe(true);
    }

    const { rows: totals } = await sql<{
      articles: number;
      urls: number;
    }>`select count(*) as articles, count(distinct url) as urls from articles`.execute(database.db);
    const { rows: perWorker } = await sql<{
      n: number;
    }>`select count(*) as n from feeds where enabled = 1 and lease_until is not null`.execute(database.db);
    const healthyFeeds = FEEDS - [...Array(FEEDS).keys()].filter(failing).length;
    // Own articles of healthy feeds (5 + one per later cycle), and the shared first article of each
    // failing feed, listed by its healthy neighbour.
    const expected = healthyFeeds * (5 + CYCLES - 1) + [...Array(FEEDS).keys()].filter(failing).length;
    figure(
      `multi-process: ${Number(totals[0]?.articles)} articles, ${Number(totals[0]?.urls)} distinct URLs (expected ${expected}); leases still held: ${Number(perWorker[0]?.n)}`,
    );
    expect(Number(totals[0]?.articles)).toBe(Number(totals[0]?.urls));
    expect(Number(totals[0]?.articles)).toBe(expected);
    // Both workers took part (each claims at most twice its concurrency at a time).
    expect(refreshedBy.every((count) => count > 0)).toBe(true);
    expect((refreshedBy[0] ?? 0) + (refreshedBy[1] ?? 0)).toBe(FEEDS * CYCLES);

    const pages = ["/", "/todas-las-noticias", "/periodicos/diario-3", "/busqueda?q=municipio%2042"];
    for (const page of pages) {
      const [first, second] = await Promise.all(webs.map(async (web) => (await fetch(`${web.base}${page}`)).text()));
      const links = [articleLinks(first as string), articleLinks(second as string)];
      figure(`multi-process: ${page} lists ${links[0]?.length} articles on instance 1 and ${links[1]?.length} on instance 2`);
      expect(links[0]?.length).toBeGreaterThan(0);
      expect(links[1]).toEqual(links[0]);
    }
  }, 240_000);

  it("store a contact form posted to both instances at once exactly once, and refuse another message on its token on either", async () => {
    const FORMS = 6;
    const tokens = await Promise.all(
      Array.from(
        { length: FORMS },
        async () => /name="inicio" value="([^"]+)"/.exec(await (await fetch(`${webs[0]?.base}/contacto`)).text())?.[1] ?? "",
      ),
    );
    expect(tokens.every((token) => token !== "")).toBe(true);
    // The production minimum fill time (3 s), counted from when the forms were shown.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const post = (web: ServerProcess, form: Record<string, string>, address: string) =>
      fetch(`${web.base}/contacto`, {
        method: "POST",
        body: new URLSearchParams(form),
        redirect: "manual",
        headers: { Origin: web.base, "X-Forwarded-For": address },
      });
    for (const [i, token] of tokens.entries()) {
      const form = {
        inicio: token,
        sitio_web: "",
        nombre: "Lectora",
        correo: "lectora@example.co",
        motivo: "sugerencia",
        mensaje: `Mensaje ${i}, enviado a las dos instancias a la vez.`,
      };
      const address = `192.0.2.${i + 1}`;
      // A double submit that reaches both instances: each answers like the first, one stores.
      const answers = await Promise.all(webs.map((web) => post(web, form, address)));
      expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
      const other = await post(
        webs[i % 2] as ServerProcess,
        { ...form, mensaje: `Otro mensaje ${i} con un formulario ya usado.` },
        address,
      );
      expect(other.status).toBe(409);
    }
    const { rows } = await sql<{
      message: string;
      copies: number;
    }>`select message, count(*) as copies from contact_messages group by message order by message`.execute(database.db);
    figure(
      `multi-process: ${FORMS} contact forms each posted to both instances at once: ${rows.length} messages stored, copies per message ${[...new Set(rows.map((row) => Number(row.copies)))].join(",")}`,
    );
    expect(rows.map((row) => [row.message, Number(row.copies)])).toEqual(
      tokens.map((_, i) => [`Mensaje ${i}, enviado a las dos instancias a la vez.`, 1]),
    );
  });
});
