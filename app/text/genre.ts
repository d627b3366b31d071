import { fold } from "./fold.js";

/** What kind of piece an article is, when it is not plain news: readers must tell comment from report. */
export type Genre = "opinion" | "analisis";

/** The visible label of each genre. */
export const GENRE_LABELS: Record<Genre, string> = { opinion: "Opinión", analisis: "Análisis" };

/** Path segments (folded) with which newspapers file commentary. */
const OPINION_SEGMENTS = new Set([
  "opinion",
  "opiniones",
  "columnistas",
  "columnista",
  "columnas",
  "columna",
  "editorial",
  "editoriales",
  "blogs-de-opinion",
  "cartas-de-los-lectores",
]);
const ANALYSIS_SEGMENTS = new Set(["analisis", "analisis-y-opinion", "analisis-de-datos"]);

/**
 * A word every segment of OPINION_SEGMENTS and ANALYSIS_SEGMENTS contains: a URL whose folded,
 * decoded text holds none of them has no such segment, and is not parsed (most cards' URLs).
 */
const GENRE_WORDS = /opinion|column|editorial|analisis|cartas/;

/** Whether a URL may have a genre's segment (false only when it surely has none). */
function mayNameGenre(url: string): boolean {
  try {
    return GENRE_WORDS.test(fold(decodeURIComponent(url)));
  } catch {
    return true;
  }
}

/** The folded path segments of a URL without file extensions ("analisis.xml" → "analisis"); none when it is not a URL. */
function segmentsOf(url: string | null | undefined): string[] {
  if (!url || !mayNameGenre(url)) return [];
  try {
    return new URL(url).pathname
      .split("/")
      .map((segment) =>
        fold(decodeURIComponent(segment))
          .replace(/\s+/g, "-")
          .replace(/\.[a-z0-9]+$/, ""),
      )
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** Whether a feed's title names an analysis section ("El Tiempo - Análisis"). */
function titleSaysAnalysis(title: string | null | undefined): boolean {
  return title ? /\banalisis\b/.test(fold(title)) : false;
}

/**
 * The genre of an article: "analisis" when its URL or its feed (address or title) files it under
 * análisis, "opinion" when it was classified as opinion or its URL files it with the columns;
 * null for news. The URL's path is read, not its host: "laopinion.co" is a newspaper, not a genre.
 */
export function genreOf(article: {
  categorySlug: string;
  url?: string | null;
  feedUrl?: string | null;
  feedTitle?: string | null;
}): Genre | null {
  const own = segmentsOf(article.url);
  const feed = segmentsOf(article.feedUrl);
  if ([...own, ...feed].some((segment) => ANALYSIS_SEGMENTS.has(segment)) || titleSaysAnalysis(article.feedTitle)) {
    // A feed of análisis may still carry news; only pieces filed as commentary get the label.
    if (own.some((segment) => ANALYSIS_SEGMENTS.has(segment)) || article.categorySlug === "opinion") return "analisis";
  }
  if (article.categorySlug === "opinion" || own.some((segment) => OPINION_SEGMENTS.has(segment))) return "opinion";
  return null;
}
