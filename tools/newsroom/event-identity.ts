/*
 * What makes two shared events the same event to a reader: the same kind, places and figures (two
 * magnitude-4,5 earthquakes in Ciénaga six hours apart), or a headline either could have written
 * word for word ("Ministerio de Salud prende las alarmas por el dengue en Caldas" twice, one hour
 * apart). No text can tell such a pair apart, so the generator draws the later
 * event again (news-generator.ts), and the ground truth stays fair. Pure.
 */
import { fold } from "../../app/text/spanish.js";
import type { Story } from "./stories.js";

/** How far back an event is compared with earlier ones: the grouping window, 48 hours. */
export const EVENT_MEMORY_MS = 48 * 3_600_000;

/** How many times an event is drawn before the last draw is kept whatever it repeats. */
export const EVENT_DRAWS = 8;

/** One draw of an event: its kind, what it names (places, institutions, clubs) and its wordings. */
export interface EventDraw {
  kind: string;
  names: readonly string[];
  stories: readonly Story[];
}

/**
 * The marks of a draw: each headline, folded, and, when its headlines give figures, one key of
 * kind, names and figures. Two draws that share a mark are one event to a reader.
 */
export function eventMarks(draw: EventDraw): Set<string> {
  const headlines = draw.stories.map((story) => fold(story.title).replace(/\s+/g, " ").trim());
  const marks = new Set(headlines.map((headline) => `titular|${headline}`));
  const figures = [...new Set(headlines.flatMap((headline) => headline.match(/\d+(?:[.,]\d+)*/g) ?? []))].sort();
  if (figures.length > 0) marks.add(`hecho|${draw.kind}|${[...new Set(draw.names)].sort().join(",")}|${figures.join(",")}`);
  return marks;
}

/** Whether two sets of marks share one. */
export function marksMeet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const mark of a) if (b.has(mark)) return true;
  return false;
}
