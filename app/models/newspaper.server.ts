import type { Db } from "../db/schema.js";

/** A newspaper as pages show it, with the name of its home department when it is regional. */
export interface Newspaper {
  id: number;
  slug: string;
  name: string;
  siteUrl: string;
  homeDepartment: { slug: string; name: string } | null;
}

function newspaperQuery(db: Db) {
  return db
    .selectFrom("newspapers as n")
    .leftJoin("departments as d", "d.slug", "n.home_department")
    .select(["n.id", "n.slug", "n.name", "n.site_url", "d.slug as department_slug", "d.name as department_name"]);
}

type NewspaperQueryRow = Awaited<ReturnType<ReturnType<typeof newspaperQuery>["executeTakeFirstOrThrow"]>>;

function toNewspaper(row: NewspaperQueryRow): Newspaper {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    siteUrl: row.site_url,
    homeDepartment: row.department_slug && row.department_name ? { slug: row.department_slug, name: row.department_name } : null,
  };
}

/** Every newspaper, national and regional, by name. */
export async function listNewspapers(db: Db): Promise<Newspaper[]> {
  const rows = await newspaperQuery(db).orderBy("n.name").execute();
  return rows.map(toNewspaper);
}

/** One newspaper by slug, or null when none has that slug. */
export async function getNewspaper(db: Db, slug: string): Promise<Newspaper | null> {
  const row = await newspaperQuery(db).where("n.slug", "=", slug).executeTakeFirst();
  return row ? toNewspaper(row) : null;
}

/** Title-cases a slug for a newspaper nobody described ("la-voz-del-sur" → "La Voz Del Sur"). */
function nameFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The id of the newspaper with this slug, creating it as a national newspaper named after its
 * slug when it is unknown (articles imported from elsewhere may name any newspaper).
 */
export async function ensureNewspaper(db: Db, slug: string, now = Date.now()): Promise<{ id: number; homeDepartment: string | null }> {
  const existing = await db.selectFrom("newspapers").select(["id", "home_department"]).where("slug", "=", slug).executeTakeFirst();
  if (existing) return { id: existing.id, homeDepartment: existing.home_department };
  const created = await db
    .insertInto("newspapers")
    .values({ slug, name: nameFromSlug(slug), site_url: "", home_department: null, created_at: now })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ slug }))
    .returning(["id", "home_department"])
    .executeTakeFirstOrThrow();
  return { id: created.id, homeDepartment: created.home_department };
}
