import type { Db } from "../db/schema.js";

/** A municipality of DANE's DIVIPOLA list as pages show it. */
export interface Municipality {
  /** Five-digit DIVIPOLA code. */
  code: string;
  name: string;
  department: { slug: string; name: string };
}

function municipalities(db: Db) {
  return db
    .selectFrom("municipalities as m")
    .innerJoin("departments as d", "d.slug", "m.department_slug")
    .select(["m.code", "m.name", "d.slug as department_slug", "d.name as department_name"]);
}

type Row = { code: string; name: string; department_slug: string; department_name: string };
const toMunicipality = (row: Row): Municipality => ({
  code: row.code,
  name: row.name,
  department: { slug: row.department_slug, name: row.department_name },
});

/** One municipality by DIVIPOLA code, or null when none has that code. */
export async function getMunicipality(db: Db, code: string): Promise<Municipality | null> {
  const row = await municipalities(db).where("m.code", "=", code).executeTakeFirst();
  return row ? toMunicipality(row) : null;
}

/** The municipalities of one department, alphabetically as Spanish readers sort them (accents ignored). */
export async function listMunicipalities(db: Db, department: string): Promise<Municipality[]> {
  const rows = await municipalities(db).where("m.department_slug", "=", department).execute();
  const collator = new Intl.Collator("es", { sensitivity: "base" });
  return rows.map(toMunicipality).sort((a, b) => collator.compare(a.name, b.name));
}

/** The municipalities of one department that some article is about, alphabetically (a listing's filter offers only these). */
export async function listMunicipalitiesWithNews(db: Db, department: string): Promise<Municipality[]> {
  const rows = await municipalities(db)
    .where("m.department_slug", "=", department)
    .where((eb) =>
      eb.exists(eb.selectFrom("article_municipalities as am").select("am.article_id").whereRef("am.municipality_code", "=", "m.code")),
    )
    .execute();
  const collator = new Intl.Collator("es", { sensitivity: "base" });
  return rows.map(toMunicipality).sort((a, b) => collator.compare(a.name, b.name));
}
