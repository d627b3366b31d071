import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { loadSources } from "../../data/sources.server.js";
import { syncReferenceData } from "../../models/reference.server.js";
import { openDatabase } from "../database.server.js";

describe("migration 0013_search_terms on SQLite", () => {
  it("lists the words of the articles stored before it, and triggers add those of later ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rotativa-terms-"));
    try {
      const path = join(dir, "old.db");
      const first = await openDatabase(path);
      await syncReferenceData(first.db, loadSources());
      await createArticle(first.db, { title: "Elecciones en Medellín", summary: "Abre la inscripción." });
      // Back to the state before 0013.
      for (const trigger of ["articles_terms_insert", "articles_terms_update", "search_terms_trigrams_insert"])
        await sql`drop trigger ${sql.raw(trigger)}`.execute(first.db);
      await sql`drop table search_terms`.execute(first.db);
      await sql`drop table search_terms_trigrams`.execute(first.db);
      await sql`delete from kysely_migration where name = '0013_search_terms'`.execute(first.db);
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
});
