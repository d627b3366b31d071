import { z } from "zod";
import type { Db } from "../db/schema.js";
import type { ArticleFilter } from "../models/article.server.js";
import { getCategory, listCategories } from "../models/category.server.js";
import { getDepartment, listDepartments } from "../models/department.server.js";
import { getNewspaper, listNewspapers } from "../models/newspaper.server.js";
import { slugSchema } from "./params.server.js";

/** The query parameters that narrow a listing: ?categoria=&periodico=&departamento= (empty = any). */
const filterQuerySchema = z.object({
  categoria: slugSchema.optional(),
  periodico: slugSchema.optional(),
  departamento: slugSchema.optional(),
});

/** One option of a filter's select. */
export interface FilterOption {
  value: string;
  label: string;
}

/** What a listing's filter form shows: the chosen values, the options, and what was wrong. */
export interface ListingFilters {
  chosen: { categoria: string; periodico: string; departamento: string };
  options: { categorias: FilterOption[]; periodicos: FilterOption[]; departamentos: FilterOption[] };
  /** Spanish messages for values that were malformed or name nothing; those filters are ignored. */
  problems: string[];
  /** A short Spanish description of the active filters ("Política · El Tiempo"), or null. */
  summary: string | null;
}

const FIELD_NAMES = { categoria: "categoría", periodico: "periódico", departamento: "departamento" } as const;

/**
 * Reads a listing's filters from the query string. A malformed value or one that names nothing is
 * ignored and reported (the page answers 400 with the unfiltered listing and the message).
 */
export async function readListingFilters(
  db: Db,
  request: Request,
): Promise<{ filter: Pick<ArticleFilter, "category" | "newspaperId" | "department">; form: ListingFilters }> {
  const params = new URL(request.url).searchParams;
  const raw = {
    categoria: params.get("categoria")?.trim() || undefined,
    periodico: params.get("periodico")?.trim() || undefined,
    departamento: params.get("departamento")?.trim() || undefined,
  };
  const problems: string[] = [];
  const valid: Partial<Record<keyof typeof raw, string>> = {};
  for (const key of Object.keys(raw) as (keyof typeof raw)[]) {
    const value = raw[key];
    if (value === undefined) continue;
    if (!filterQuerySchema.shape[key].safeParse(value).success) problems.push(`El ${FIELD_NAMES[key]} indicado no es válido.`);
    else valid[key] = value;
  }
  const [categories, newspapers, departments, category, newspaper, department] = await Promise.all([
    listCategories(db),
    listNewspapers(db),
    listDepartments(db),
    valid.categoria ? getCategory(db, valid.categoria) : null,
    valid.periodico ? getNewspaper(db, valid.periodico) : null,
    valid.departamento ? getDepartment(db, valid.departamento) : null,
  ]);
  if (valid.categoria && !category) problems.push(`No existe la categoría «${valid.categoria}».`);
  if (valid.periodico && !newspaper) problems.push(`No existe el periódico «${valid.periodico}».`);
  if (valid.departamento && !department) problems.push(`No existe el departamento «${valid.departamento}».`);
  const names = [category?.name, newspaper?.name, department?.name].filter((name): name is string => Boolean(name));
  return {
    filter: {
      category: category?.slug,
      newspaperId: newspaper?.id,
      department: department?.slug,
    },
    form: {
      chosen: { categoria: category?.slug ?? "", periodico: newspaper?.slug ?? "", departamento: department?.slug ?? "" },
      options: {
        categorias: categories.map((c) => ({ value: c.slug, label: c.name })),
        periodicos: newspapers.map((n) => ({ value: n.slug, label: n.name })),
        departamentos: departments.map((d) => ({ value: d.slug, label: d.name })),
      },
      problems,
      summary: names.length > 0 ? names.join(" · ") : null,
    },
  };
}
