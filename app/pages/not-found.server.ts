import { data } from "@remix-run/node";
import type { Db } from "../db/schema.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listNewspapers } from "../models/newspaper.server.js";
import { type NotFoundHelp, type SuggestionCandidate, suggestPages } from "./not-found.js";

/**
 * The 404 for a path that names no page, carrying "¿Quiso decir …?" suggestions for the error
 * page. Thrown by loaders; reading the three small reference lists costs less than a listing page.
 */
export async function notFoundWithHelp(db: Db, pathname: string): Promise<ReturnType<typeof data<NotFoundHelp>>> {
  let suggestions: NotFoundHelp["suggestions"] = [];
  // Only paths that could be a misspelt section are worth the lookup (not "/wp-login.php" floods).
  if (pathname.length <= 120 && pathname.split("/").filter(Boolean).length <= 3) {
    const [categories, newspapers, departments] = await Promise.all([listCategories(db), listNewspapers(db), listDepartments(db)]);
    const candidates: SuggestionCandidate[] = [
      ...categories.map((c) => ({ family: "categorias" as const, slug: c.slug, name: c.name })),
      ...newspapers.map((n) => ({ family: "periodicos" as const, slug: n.slug, name: n.name })),
      ...departments.map((d) => ({ family: "departamentos" as const, slug: d.slug, name: d.name })),
    ];
    suggestions = suggestPages(pathname, candidates);
  }
  return data({ suggestions }, { status: 404, statusText: "Not Found" });
}
