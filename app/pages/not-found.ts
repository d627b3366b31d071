/*
 * The 404 page's help: "¿Quiso decir …?" links to the category, newspaper or department whose slug
 * is a small typo away from the path, and the words of the path to prefill the search form.
 * Pure: the candidates come from the loader (app/pages/not-found.server.ts).
 */
import { fold } from "../text/fold.js";
import { editDistance } from "../text/edit-distance.js";

/** A page the 404 may suggest: a family's entity, named as readers know it. */
export interface SuggestionCandidate {
  family: "categorias" | "periodicos" | "departamentos";
  slug: string;
  name: string;
}

/** A suggested link. */
export interface Suggestion {
  href: string;
  name: string;
}

/** What a 404 thrown by a loader carries for the error page. */
export interface NotFoundHelp {
  suggestions: Suggestion[];
}

const FAMILIES = ["categorias", "periodicos", "departamentos"] as const;
const WINDOW_SEGMENTS = new Set(["ultima-hora", "ultimo-dia", "ultima-semana", "titulares"]);
/** Path words that name a place on the site, not what the reader looks for. */
const SITE_WORDS = new Set([
  "categorias",
  "categoria",
  "periodicos",
  "periodico",
  "departamentos",
  "departamento",
  "articulos",
  "articulo",
  "noticias",
  "ultima",
  "ultimo",
  "hora",
  "dia",
  "semana",
  "titulares",
  "www",
  "html",
  "php",
  "index",
]);

/** How many typos a slug of this length tolerates: one per four letters, at least one. */
function tolerance(slug: string): number {
  return Math.max(1, Math.floor(slug.length / 4));
}

/** A path segment as slugs are written: decoded, folded, words joined by hyphens. */
function slugOf(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape: compare the raw text.
  }
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Up to `limit` pages the reader probably meant: entities whose slug is within a few typos of the
 * path's entity segment, in the path's family when it names one (itself possibly misspelt), with a
 * valid window segment kept. Exact matches are left out: that page exists, so it was not the typo.
 */
export function suggestPages(pathname: string, candidates: readonly SuggestionCandidate[], limit = 3): Suggestion[] {
  const segments = pathname.split("/").filter(Boolean).map(slugOf).filter(Boolean);
  if (segments.length === 0 || segments.length > 3) return [];
  // "/categorias/politika[/ultima-hora]", "/categoria/politika", or a bare "/politika".
  const familyGuess = segments.length >= 2 ? FAMILIES.find((family) => editDistance(segments[0] ?? "", family) <= 2) : undefined;
  const wanted = segments.length >= 2 ? (segments[1] ?? "") : (segments[0] ?? "");
  if (segments.length >= 2 && !familyGuess) return [];
  const tail = segments.length === 3 && WINDOW_SEGMENTS.has(segments[2] ?? "") ? `/${segments[2]}` : "";
  const scored: { suggestion: Suggestion; distance: number }[] = [];
  for (const candidate of candidates) {
    if (familyGuess && candidate.family !== familyGuess) continue;
    if (tail === "/titulares" && candidate.family !== "departamentos") continue;
    const distance = editDistance(wanted, candidate.slug);
    const exactElsewhere = distance === 0 && (segments[0] !== candidate.family || segments.length > (tail ? 3 : 2));
    if ((distance > 0 || exactElsewhere) && distance <= tolerance(candidate.slug)) {
      scored.push({ suggestion: { href: `/${candidate.family}/${candidate.slug}${tail}`, name: candidate.name }, distance });
    }
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.suggestion.name.localeCompare(b.suggestion.name, "es"))
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}

/** The words of a path worth searching for ("/categorias/elecciones-en-cali" → "elecciones en cali"). */
export function searchWordsOf(pathname: string): string {
  const words: string[] = [];
  for (const segment of pathname.split("/")) {
    let text = segment;
    try {
      text = decodeURIComponent(segment);
    } catch {
      continue;
    }
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || /^\d+$/.test(word) || SITE_WORDS.has(fold(word))) continue;
      words.push(word.toLowerCase());
    }
  }
  return words.join(" ").slice(0, 100);
}
