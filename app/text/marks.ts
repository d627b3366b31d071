/*
 * Highlighted stretches of a text, as loaders send them and pages render them. Kept apart from
 * highlight.ts (which stems, and would bring the stemmer into the browser bundle).
 */

/** A highlighted stretch of a text: [start, end) in UTF-16 offsets. */
export type Range = readonly [number, number];

/** A text cut into plain and highlighted pieces, in order; ranges out of order or bounds are skipped. */
export function splitByRanges(text: string, ranges: readonly Range[]): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
