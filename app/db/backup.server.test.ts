import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { loadSources } from "../data/sources.server.js";
import { checkStore } from "../models/integrity.server.js";
import { syncReferenceData } from "../models/reference.server.js";
import { storeFileChecker } from "../cli/backup.server.js";
import { BackupError, backupDatabase, restoreDatabase } from "./backup.server.js";
import { openSqliteDatabase } from "./database.server.js";

/** The checks the CLI runs on a copy before keeping it. */
const checkCopy = storeFileChecker({});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-backup-"));
  dirs.push(dir);
  return dir;
}

describe("backupDatabase and restoreDatabase", () => {
  it("copy a database that is being written to, and the copy restores whole, checked and counted", async () => {
    const dir = tempDir();
    const live = await openSqliteDatabase(join(dir, "rotativa.db"));
    await syncReferenceData(live.db, loadSources());
    for (let i = 0; i < 50; i += 1) await createArticle(live.db, { title: `Noticia inicial ${i} sobre Bogotá` });
    // Writes keep landing while the backup runs (as ingestion does).
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await createArticle(live.db, { title: `Noticia durante la copia ${written}` });
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await backupDatabase(live.sqlite, join(dir, "copia.db"), checkCopy);
    writing = false;
    await writer;
    expect(backup.check.ok).toBe(true);
    expect(backup.check.counts.articles).toBeGreaterThanOrEqual(50);
    expect(backup.check.counts.searchRows).toBe(backup.check.counts.articles);
    // Only the finished copy is left: no partial file, no WAL beside it.
    expect(readdirSync(dir).filter((name) => name.startsWith("copia"))).toEqual(["copia.db"]);
    const total = (await checkStore(live.db)).counts.articles;
    await live.close();

    const target = join(dir, "restaurada.db");
    const restored = await restoreDatabase(join(dir, "copia.db"), target, checkCopy);
    expect(restored.previous).toBeNull();
    const reopened = await openSqliteDatabase(target);
    const check = await checkStore(reopened.db);
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(check.counts).toEqual(backup.check.counts);
    expect(check.counts.articles).toBeLessThanOrEqual(total);
    const found = await sql<{ n: number }>`select count(*) as n from article_search where article_search match 'bogota'`.execute(
      reopened.db,
    );
    expect(Number(found.rows[0]?.n)).toBe(50);
    await reopened.close();
  });

  it("restore keeps the replaced database aside and refuses while another process has it open", async () => {
    const dir = tempDir();
    const first = await openSqliteDatabase(join(dir, "a.db"));
    await syncReferenceData(first.db, loadSources());
    await createArticle(first.db, { title: "La que estaba en la copia" });
    await backupDatabase(first.sqlite, join(dir, "copia.db"), checkCopy);
    await createArticle(first.db, { title: "La que llegó después" });

    // The server still has the database open: nothing is touched.
    await expect(restoreDatabase(join(dir, "copia.db"), join(dir, "a.db"), checkCopy)).rejects.toThrow(
      /in use: stop the web server and the worker/,
    );
    expect((await checkStore(first.db)).counts.articles).toBe(2);
    await first.close();

    const restored = await restoreDatabase(join(dir, "copia.db"), join(dir, "a.db"), checkCopy, new Date("2026-11-20T12:00:00Z"));
    expect(restored.previous).toBe(join(dir, "a.db.antes-de-restaurar-2026-11-20T12-00-00-000Z"));
    const now = await openSqliteDatabase(join(dir, "a.db"));
    expect(await now.db.selectFrom("articles").select("title").execute()).toEqual([{ title: "La que estaba en la copia" }]);
    await now.close();
    const before = await openSqliteDatabase(restored.previous as string);
    expect((await checkStore(before.db)).counts.articles).toBe(2);
    await before.close();
  });

  it("refuse what is not a Rotativa backup, and the database itself as a destination", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "notas.txt"), "esto no es una base de datos\n".repeat(200));
    await expect(restoreDatabase(join(dir, "notas.txt"), join(dir, "a.db"), checkCopy)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreDatabase(join(dir, "no-existe.db"), join(dir, "a.db"), checkCopy)).rejects.toThrow(/no backup at/);
    expect(existsSync(join(dir, "a.db"))).toBe(false);
    const live = await openSqliteDatabase(join(dir, "a.db"));
    await expect(backupDatabase(live.sqlite, join(dir, "a.db"), checkCopy)).rejects.toThrow(/cannot be the database itself/);
    await live.close();
  });
});

describe("checkStore", () => {
  it("finds an article the search index lost", async () => {
    const dir = tempDir();
    const database = await openSqliteDatabase(join(dir, "a.db"));
    await syncReferenceData(database.db, loadSources());
    const id = await createArticle(database.db, { title: "Inundaciones en Mocoa" });
    await createArticle(database.db, { title: "Elecciones en Pasto" });
    expect(await checkStore(database.db)).toMatchObject({ ok: true, problems: [] });
    await sql`delete from article_search where rowid = ${id}`.execute(database.db);
    const check = await checkStore(database.db);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(expect.arrayContaining(["search index: 1 articles are not indexed"]));
    await database.close();
  });
});
