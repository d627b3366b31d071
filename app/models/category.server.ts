import type { Db } from "../db/schema.js";

/** A category as pages show it. */
export interface Category {
  slug: string;
  name: string;
  description: string;
  main: boolean;
}

/** Every category in the taxonomy's order. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.selectFrom("categories").select(["slug", "name", "description", "main"]).orderBy("position").execute();
  return rows.map((row) => ({ ...row, main: row.main === 1 }));
}

/** One category by slug, or null when no category has that slug. */
export async function getCategory(db: Db, slug: string): Promise<Category | null> {
  const row = await db.selectFrom("categories").select(["slug", "name", "description", "main"]).where("slug", "=", slug).executeTakeFirst();
  return row ? { ...row, main: row.main === 1 } : null;
}
