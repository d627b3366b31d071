/* The test helpers of the place rules' unit tests (app/ingest/classify/): an article's input and its department tags. */
import type { ClassifyInput } from "../../app/ingest/types.js";
import { detectDepartments } from "../../app/ingest/classify/departments.js";

export interface Options {
  category?: string;
  home?: string | null;
  url?: string;
}

/** An article with the given title and summary (a national paper's unless `home` is given). */
export function input(title: string, summary = "", options: Options = {}): ClassifyInput {
  return {
    title,
    summary,
    url: options.url ?? "https://noticias.example.com/2024/05/01/articulo-de-prueba-numero-uno/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: options.home ?? null },
  };
}

/** The departments of a national paper's article (no home department), sorted for comparison. */
export function tags(title: string, summary = "", options: Options = {}): string[] {
  return [...detectDepartments(input(title, summary, options), options.category ?? "general")].sort();
}
