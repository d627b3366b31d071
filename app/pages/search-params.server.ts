/*
 * Reads a search's parameters (the page's query string, the CLI's options) into a form, the
 * filters searchArticles takes, and Spanish messages for anything invalid. Invalid filters are
 * never fatal: each is dropped with a message saying so (the page answers 400 with the results
 * of the rest), and no value, however long or strange, reaches SQL other than as a parameter.
 */
import { z } from "zod";
import type { Db } from "../db/schema.js";
import { getCategory } from "../models/category.server.js";
import { getDepartment } from "../models/department.server.js";
import { getMunicipality } from "../models/municipality.server.js";
import { getNewspaper } from "../models/newspaper.server.js";
import { slugSchema } from "./params.server.js";
import { MAX_QUERY_LENGTH } from "../search/query.js";
import { CANDIDATE_WINDOW, type SearchFilters } from "../search/search.server.js";
import {
  bogotaDayEnd,
  bogotaDayStart,
  EMPTY_SEARCH_FORM,
  type FilterField,
  SEARCH_ORDERS,
  SEARCH_PAGE_SIZE,
  type SearchForm,
} from "./search-form.js";

/** A parameter that was not valid, and what was done instead, in Spanish. */
export interface SearchIssue {
  field: FilterField | "orden" | "pagina";
  message: string;
}

/** The highest page a search can show: the ranked window split into pages. */
export const MAX_PAGE = Math.ceil(CANDIDATE_WINDOW / SEARCH_PAGE_SIZE);

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1990 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  });
const orderSchema = z.enum(SEARCH_ORDERS);
const pageSchema = z
  .string()
  .regex(/^[1-9]\d{0,3}$/)
  .transform(Number)
  .refine((page) => page <= MAX_PAGE);

/** A raw value as a message may quote it: short, one line. */
function quoted(value: string): string {
  const clean = value.replace(/[\p{C}\s]+/gu, " ").trim();
  return `«${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}»`;
}

/** Where parameters come from: a query string, or the CLI's options by the same names. */
export type SearchParamsSource = URLSearchParams | Partial<Record<keyof SearchForm, string | undefined>>;

function read(source: SearchParamsSource, name: keyof SearchForm): string {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name];
  return typeof value === "string" ? value.trim() : "";
}

/** The search a request asks for: its form, the filters to apply, and what was invalid. */
export async function readSearchParams(
  db: Db,
  source: SearchParamsSource,
): Promise<{ form: SearchForm; filters: SearchFilters; issues: SearchIssue[] }> {
  const issues: SearchIssue[] = [];
  const form: SearchForm = { ...EMPTY_SEARCH_FORM, q: Array.from(read(source, "q")).slice(0, MAX_QUERY_LENGTH).join("") };
  const filters: SearchFilters = {};

  // The entity filters: a slug that names a category, newspaper or department gives its filter.
  const entities: {
    field: "categoria" | "periodico" | "departamento";
    filter: (slug: string) => Promise<SearchFilters | null>;
    unknown: string;
  }[] = [
    {
      field: "categoria",
      filter: async (slug) => ((await getCategory(db, slug)) ? { category: slug } : null),
      unknown: "La categoría %s no existe; se buscó en todas.",
    },
    {
      field: "periodico",
      filter: async (slug) => {
        const newspaper = await getNewspaper(db, slug);
        return newspaper ? { newspaperId: newspaper.id } : null;
      },
      unknown: "El periódico %s no está en Rotativa; se buscó en todos.",
    },
    {
      field: "departamento",
      filter: async (slug) => ((await getDepartment(db, slug)) ? { department: slug } : null),
      unknown: "El departamento %s no existe; se buscó en todos.",
    },
  ];
  for (const entity of entities) {
    const value = read(source, entity.field);
    if (!value) continue;
    const filter = slugSchema.safeParse(value).success ? await entity.filter(value) : null;
    if (filter) {
      form[entity.field] = value;
      Object.assign(filters, filter);
    } else issues.push({ field: entity.field, message: entity.unknown.replace("%s", () => quoted(value)) });
  }

  // A municipality is named by its DIVIPOLA code (the article page links to it that way).
  const municipio = read(source, "municipio");
  if (municipio) {
    if (/^\d{5}$/u.test(municipio) && (await getMunicipality(db, municipio))) {
      form.municipio = municipio;
      filters.municipality = municipio;
    } else
      issues.push({
        field: "municipio",
        message: `El municipio ${quoted(municipio)} no existe (use su código DIVIPOLA de cinco cifras); se buscó en todos.`,
      });
  }

  for (const field of ["desde", "hasta"] as const) {
    const value = read(source, field);
    if (!value) continue;
    if (dateSchema.safeParse(value).success) form[field] = value;
    else issues.push({ field, message: `La fecha ${quoted(value)} no es válida (use el formato AAAA-MM-DD); se ignoró.` });
  }
  if (form.desde && form.hasta && form.hasta < form.desde) {
    issues.push({ field: "hasta", message: `La fecha final (${form.hasta}) es anterior a la inicial (${form.desde}); se ignoró.` });
    form.hasta = "";
  }
  if (form.desde) filters.from = bogotaDayStart(form.desde);
  if (form.hasta) filters.to = bogotaDayEnd(form.hasta);

  const orden = read(source, "orden");
  if (orden) {
    const parsed = orderSchema.safeParse(orden);
    if (parsed.success) form.orden = parsed.data;
    else issues.push({ field: "orden", message: `El orden ${quoted(orden)} no existe; se ordenó por relevancia.` });
  }
  // Anything but "no" keeps corrections on (the default): a mistyped value is not worth a message.
  if (read(source, "corregir") === "no") form.corregir = "no";
  const pagina = read(source, "pagina");
  if (pagina) {
    const parsed = pageSchema.safeParse(pagina);
    if (parsed.success) form.pagina = parsed.data;
    else issues.push({ field: "pagina", message: `La página ${quoted(pagina)} no es válida (de 1 a ${MAX_PAGE}); se muestra la primera.` });
  }
  return { form, filters, issues };
}
