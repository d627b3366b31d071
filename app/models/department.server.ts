import type { Db } from "../db/schema.js";

/** A department (or Bogotá D.C.) as pages show it. */
export interface Department {
  slug: string;
  name: string;
  capital: string;
  region: string;
}

/** Every department in alphabetical order. */
export async function listDepartments(db: Db): Promise<Department[]> {
  return db.selectFrom("departments").select(["slug", "name", "capital", "region"]).orderBy("position").execute();
}

/** One department by slug, or null when none has that slug. */
export async function getDepartment(db: Db, slug: string): Promise<Department | null> {
  const row = await db.selectFrom("departments").select(["slug", "name", "capital", "region"]).where("slug", "=", slug).executeTakeFirst();
  return row ?? null;
}
