/*
 * The section part of an article URL: the folded path segments before the article's own slug.
 * Newspapers file articles under /section/subsection/slug; dates, numeric ids, file names and
 * generic words ("articulo", "noticias") say nothing about the section and are left out.
 */
import { fold } from "../../text/spanish.js";
import { memoize } from "../../text/memo.js";

/** Path words that only say "this is an article" on some sites, never a section. */
const GENERIC_SEGMENTS: ReadonlySet<string> = new Set([
  "articulo",
  "articulos",
  "article",
  "articles",
  "noticia",
  "noticias",
  "news",
  "nota",
  "notas",
  "amp",
  "index.php",
  "content",
  "story",
  "post",
  "posts",
  "blog",
  "archivos",
  "www",
  "es",
  "en",
]);

/** A slug has many hyphenated words; a section name has at most three ("musica-y-libros"). */
const MAX_SECTION_WORDS = 3;

/** The segments of the last URL read: classifying one article reads its URL's sections three times. */
const segmentsOf = memoize(1, (url): readonly string[] => Object.freeze(readSegments(url)));

/** Returns the section segments of an article URL, folded, with hyphens and underscores as spaces. */
export function sectionSegments(url: string): readonly string[] {
  // No address at all (story grouping reads places without one): skip the parser's exception.
  if (url === "") return [];
  return segmentsOf(url);
}

function readSegments(url: string): string[] {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return [];
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const parts = decoded.split("/").filter((part) => part.length > 0);
  // The last segment is the article itself (slug, id or file) unless the path ends at a section.
  if (parts.length > 0) parts.pop();
  const sections: string[] = [];
  for (const part of parts) {
    const folded = fold(part);
    const words = folded.split(/[-_\s]+/u).filter((w) => w.length > 0);
    if (words.length > MAX_SECTION_WORDS) break; // the slug (and its id after it) starts here
    if (/\d/u.test(folded)) continue; // dates (2024, 05) and numeric ids
    if (/\.[a-z0-9]+$/u.test(folded) && folded !== "index.php") continue;
    if (GENERIC_SEGMENTS.has(folded)) continue;
    sections.push(words.join(" "));
  }
  return sections;
}
