import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { loadSources } from "../../data/sources.server.js";
import { syncReferenceData } from "../../models/reference.server.js";
import { openDatabase } from "../database.server.js";

describe("migrations 0013_search_terms and 0020_spelling_keys on SQLite", () => {
  it("lists the words of the articles stored before them under their spelling keys, and triggers add those of later ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-terms-"));
    try {
      const path = join(dir, "old.db");
      const first = await openDatabase(path);
      await syncReferenceData(first.db, loadSources());
      await createArticle(first.db, { title: "Elecciones en Medellín", summary: "Abre la inscripción." });
      // Back to the state before 0013.
      for (const trigger of ["articles_terms_insert", "articles_terms_update", "search_terms_spellings_insert"])
        await sql`drop trigger ${sql.raw(trigger)}`.execute(first.db);
      await sql`drop table search_terms`.execute(first.db);
      await sql`drop table search_spellings`.execute(first.db);
      await sql`delete from kysely_migration where name in ('0013_search_terms', '0020_spelling_keys')`.execute(first.db);
      await first.close();

      const reopened = await openDatabase(path);
      const { rows } = await sql<{ term: string }>`select term from search_terms order by term`.execute(reopened.db);
      expect(rows.map((row) => row.term)).toEqual(["abre", "elecciones", "en", "inscripcion", "la", "medellin"]);
      expect((await reopened.engine.fullText.termsSpelledLike(reopened.db, "medelin", 1))[0]?.term).toBe("medellin");
      await createArticle(reopened.db, { title: "Lluvias en Bogotá" });
      expect((await reopened.engine.fullText.termsSpelledLike(reopened.db, "luvias", 1))[0]?.term).toBe("lluvias");
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("0020 keys the words of a database made before it and drops its trigram table", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-spellings-"));
    try {
      const path = join(dir, "old.db");
      const first = await openDatabase(path);
      await syncReferenceData(first.db, loadSources());
      await createArticle(first.db, { title: "Inflación en Cartagena", summary: "Sube el precio de la vivienda." });
      // The state 0013 left before 0020: the trigram table of the words and its trigger, no keys.
      await sql`drop trigger search_terms_spellings_insert`.execute(first.db);
      await sql`drop table search_spellings`.execute(first.db);
      await sql`create virtual table search_terms_trigrams using fts5(term, tokenize = 'trigram')`.execute(first.db);
      await sql`insert into search_terms_trigrams (term) select '  ' || term || ' ' from search_terms`.execute(first.db);
      await sql`
        create trigger search_terms_trigrams_insert after insert on search_terms
        begin insert into search_terms_trigrams (term) values ('  ' || new.term || ' '); end
      `.execute(first.db);
      await sql`delete from kysely_migration where name = '0020_spelling_keys'`.execute(first.db);
      await first.close();

      const reopened = await openDatabase(path);
      const tables = await sql<{ name: string }>`select name from sqlite_master where name like 'search_terms_trigrams%'`.execute(
        reopened.db,
      );
      expect(tables.rows).toEqual([]);
      expect((await reopened.engine.fullText.termsSpelledLike(reopened.db, "cartajena", 1))[0]).toEqual({
        term: "cartagena",
        distance: 0.5,
      });
      expect((await reopened.engine.fullText.termsSpelledLike(reopened.db, "inflasion", 1))[0]?.term).toBe("inflacion");
      await createArticle(reopened.db, { title: "Vacunación en Pasto" });
      expect((await reopened.engine.fullText.termsSpelledLike(reopened.db, "bacunasion", 1))[0]?.term).toBe("vacunacion");
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
