import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, sql, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSources } from "../data/sources.server.js";
import { createArticle, newspaperId } from "../../tests/support/builders.js";
import { openDatabase, type OpenDatabase } from "../db/database.server.js";
import { migrateTo, migrateToLatest } from "../db/migrations.server.js";
import type { Db } from "../db/schema.js";
import { registerSearchFunctions } from "../db/sqlite-functions.server.js";
import { syncReferenceData } from "./reference.server.js";
import { grouping } from "../../tests/support/grouping.js";
import { writeArticles } from "./article-write.server.js";
import { storiesOf } from "./story.server.js";

const MINUTE = 60_000;
const now = Date.UTC(2025, 2, 11, 20, 0);

/** Counts the statements that read the story tables: what the in-process index spares. */
class StoryTableReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    const text = JSON.stringify(args.node);
    if (args.node.kind === "SelectQueryNode" && (text.includes('"story_features"') || text.includes('"story_term_days"'))) this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

interface Version {
  newspaper: string;
  title: string;
  summary: string;
}

/** Three newspapers' versions of one earthquake, and an unrelated article of the same hour. */
const VERSIONS: readonly [Version, Version, Version] = [
  {
    newspaper: "vanguardia",
    title: "Fuerte temblor sacudió a Santander: epicentro en Los Santos",
    summary: "El Servicio Geológico Colombiano reportó un sismo de magnitud 4,8.",
  },
  {
    newspaper: "el-tiempo",
    title: "Sismo de magnitud 4,8 en Los Santos, Santander, se sintió en Bogotá",
    summary: "El movimiento ocurrió a las 6:52 de la mañana.",
  },
  {
    newspaper: "semana",
    title: "Temblor de 4,8 en Santander: esto dijo el Servicio Geológico",
    summary: "No se reportan daños, según el reporte preliminar.",
  },
];
const UNRELATED = {
  newspaper: "el-tiempo",
  title: "Karol G anuncia tres conciertos en Medellín",
  summary: "Las boletas salen a la venta el viernes.",
};

let dir: string;
let first: OpenDatabase;
let second: OpenDatabase;
let path: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "rotativa-story-index-"));
  path = join(dir, "rotativa.db");
  first = await openDatabase(path);
  await syncReferenceData(first.db, loadSources());
  second = await openDatabase(path);
});
afterEach(async () => {
  await first.close();
  await second.close();
  rmSync(dir, { recursive: true, force: true });
});

const storyOf = async (db: Db, id: number) => (await storiesOf(db, [id])).get(id);

describe("the in-process story index", () => {
  it("spares the reads of the story tables while nobody else writes", async () => {
    const reads = new StoryTableReads();
    const db = first.db.withPlugin(reads);
    const a = await createArticle(db, { ...VERSIONS[0], published_at: now - 30 * MINUTE });
    expect(reads.count).toBeGreaterThan(0);
    reads.count = 0;
    await createArticle(db, { ...UNRELATED, published_at: now - 25 * MINUTE });
    const b = await createArticle(db, { ...VERSIONS[1], published_at: now - 20 * MINUTE });
    expect(reads.count).toBe(0);
    expect(await storyOf(db, b)).toBe(a);
  });

  it("is shared by two handles of one file while it matches the database", async () => {
    const a = await createArticle(first.db, { ...VERSIONS[0], published_at: now - 30 * MINUTE });
    const reads = new StoryTableReads();
    const b = await createArticle(second.db.withPlugin(reads), { ...VERSIONS[1], published_at: now - 20 * MINUTE });
    expect(reads.count).toBe(0);
    expect(await storyOf(first.db, b)).toBe(a);
  });

  it("reads again what a separate process stored (cli import beside the server)", async () => {
    const reads = new StoryTableReads();
    const db = first.db.withPlugin(reads);
    const a = await createArticle(db, { ...VERSIONS[0], published_at: now - 30 * MINUTE });
    // Another process: its own memory, the same file.
    const lines = join(dir, "import.jsonl");
    writeFileSync(
      lines,
      `${JSON.stringify({ ...VERSIONS[1], url: "https://www.eltiempo.com/colombia/sismo-los-santos", publishedAt: new Date(now - 20 * MINUTE).toISOString() })}\n`,
    );
    execFileSync(process.execPath, ["--import", "tsx", "cli.ts", "import", lines, "--database", path], {
      stdio: "pipe",
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    const imported = await first.db
      .selectFrom("articles")
      .select("id")
      .where("url", "=", "https://www.eltiempo.com/colombia/sismo-los-santos")
      .executeTakeFirstOrThrow();
    expect(await storyOf(db, imported.id)).toBe(a);
    reads.count = 0;
    const c = await createArticle(db, { ...VERSIONS[2], published_at: now - 10 * MINUTE });
    // The index this process kept no longer matches the file: it read the tables again, and found the import.
    expect(reads.count).toBeGreaterThan(0);
    expect(await storyOf(db, c)).toBe(a);
    const incremental = await storiesOf(db, [a, imported.id, c]);
    await grouping.rebuild(db);
    expect(await storiesOf(db, [a, imported.id, c])).toEqual(incremental);
  }, 30_000);

  it("forgets what a transaction that rolled back had placed", async () => {
    const newspaper = await newspaperId(first.db, VERSIONS[0].newspaper);
    await expect(
      first.db.transaction().execute(async (trx) => {
        const { ids } = await writeArticles(
          trx,
          [
            {
              url: "https://www.vanguardia.com/santander/temblor-los-santos",
              guid: null,
              newspaper_id: newspaper,
              feed_id: null,
              title: VERSIONS[0].title,
              summary: VERSIONS[0].summary,
              image_url: null,
              author: null,
              category_slug: "general",
              published_at: now - 30 * MINUTE,
              fetched_at: now,
              updated_at: now,
            },
          ],
          grouping.placeNew,
        );
        expect(ids).toHaveLength(1);
        throw new Error("the feed's record could not be written");
      }),
    ).rejects.toThrow("could not be written");
    const b = await createArticle(first.db, { ...VERSIONS[1], published_at: now - 20 * MINUTE });
    expect(await storyOf(first.db, b)).toBe(b);
  });

  it("forgets an article another writer deleted", async () => {
    const a = await createArticle(first.db, { ...VERSIONS[0], published_at: now - 30 * MINUTE });
    await second.db.deleteFrom("articles").where("id", "=", a).execute();
    const b = await createArticle(first.db, { ...VERSIONS[1], published_at: now - 20 * MINUTE });
    expect(await storyOf(first.db, b)).toBe(b);
  });
});

describe("migration 0007_ingest_speed", () => {
  it("moves the postings into story_features and keeps the day counts, so stored articles are still found", async () => {
    const raw = new SQLite(join(dir, "old.db"));
    registerSearchFunctions(raw);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
    await migrateTo(db, "0005_stories");
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`insert into story_features (article_id, published_at, features) values (1, 5, '{}'), (2, 6, '{}')`.execute(db);
    await sql`insert into story_keys (key, published_at, article_id) values ('sism', 5, 1), ('santand', 5, 1), ('sism', 6, 2)`.execute(db);
    await sql`insert into story_term_days (term, day, articles) values ('sism', 20100, 2), ('', 20100, 7)`.execute(db);
    await migrateToLatest(db);
    const features = await sql<{
      article_id: number;
      keys: string;
    }>`select article_id, keys from story_features order by article_id`.execute(db);
    expect(features.rows.map((row) => [row.article_id, (JSON.parse(row.keys) as string[]).sort()])).toEqual([
      [1, ["santand", "sism"]],
      [2, ["sism"]],
    ]);
    const counts = await sql`select day, term, articles from story_term_days order by day, term`.execute(db);
    expect(counts.rows).toEqual([
      { day: 20100, term: "", articles: 7 },
      { day: 20100, term: "sism", articles: 2 },
    ]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where name = 'story_keys'`.execute(db);
    expect(tables.rows).toEqual([]);
    await db.destroy();
  });

  it("gives stories that group like the ones grouped before it (placement reads the moved postings)", async () => {
    const a = await createArticle(first.db, { ...VERSIONS[0], published_at: now - 30 * MINUTE });
    const stored = await first.db.selectFrom("story_features").select("keys").where("article_id", "=", a).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.keys)).toEqual(expect.arrayContaining(["sism", "santand"]));
  });
});
