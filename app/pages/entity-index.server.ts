/*
 * The three index pages (/categorias, /periodicos, /departamentos): every entity of one kind with
 * its article counts of the last 24 hours and 7 days.
 */
import type { Db } from "../db/schema.js";
import { type CountDimension, countArticlesSince } from "../models/article.server.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listNewspaperHealth } from "../models/feed.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { pageNow } from "../text/format.js";
import { windowStart } from "../text/windows.js";
import { describeFeedHealth } from "./feed-health.js";

/** One entity as an index page lists it. */
export interface EntityIndexItem {
  href: string;
  name: string;
  description: string;
  day: number;
  week: number;
}

/** Article counts of the last 24 hours and 7 days for every entity of one dimension. */
export async function loadEntityCounts(db: Db, by: CountDimension, now = Date.now()) {
  const [day, week] = await Promise.all([
    countArticlesSince(db, by, windowStart("ultimo-dia", now)),
    countArticlesSince(db, by, windowStart("ultima-semana", now)),
  ]);
  return (slug: string) => ({ day: day.get(slug) ?? 0, week: week.get(slug) ?? 0 });
}

/** /categorias: every category with its counts. */
export async function loadCategoryIndex(db: Db): Promise<{ items: EntityIndexItem[] }> {
  const [categories, countsOf] = await Promise.all([listCategories(db), loadEntityCounts(db, "category")]);
  return {
    items: categories.map((c) => ({ href: `/categorias/${c.slug}`, name: c.name, description: c.description, ...countsOf(c.slug) })),
  };
}

/** /departamentos: every department with its capital and counts. */
export async function loadDepartmentIndex(db: Db): Promise<{ items: EntityIndexItem[] }> {
  const [departments, countsOf] = await Promise.all([listDepartments(db), loadEntityCounts(db, "department")]);
  return {
    items: departments.map((d) => ({
      href: `/departamentos/${d.slug}`,
      name: d.name,
      description: d.slug === "bogota" ? "Distrito Capital" : `Capital: ${d.capital}`,
      ...countsOf(d.slug),
    })),
  };
}

/** /periodicos: every newspaper, national or regional, with its counts and the health of its feeds. */
export async function loadNewspaperIndex(
  db: Db,
): Promise<{ items: (EntityIndexItem & { status: ReturnType<typeof describeFeedHealth> })[] }> {
  const now = pageNow();
  const [newspapers, countsOf, health] = await Promise.all([
    listNewspapers(db),
    loadEntityCounts(db, "newspaper", now),
    listNewspaperHealth(db),
  ]);
  return {
    items: newspapers.map((n) => ({
      href: `/periodicos/${n.slug}`,
      name: n.name,
      description: n.homeDepartment ? `Regional · ${n.homeDepartment.name}` : "Nacional",
      ...countsOf(n.slug),
      status: describeFeedHealth(health.get(n.slug), now),
    })),
  };
}
