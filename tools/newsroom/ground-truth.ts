/*
 * The newsroom's ground truth for story grouping: which generated items report one event. Items
 * covering a shared event carry its key. Every other item is a newspaper's own story, drawn from a
 * template — except that two such items with the same headline, word for word, published within
 * two days of each other (the grouping window) are one: the generator drew the same headline twice
 * ("Parques Nacionales Naturales cierra el Parque Utría durante 11 semanas…" in two newspapers a
 * day apart), and nothing in the text could tell two events apart, as no reader could. A calendar
 * day is no boundary: a copy at 23:50 and one at 00:10 are the same story. Own stories about one
 * thing that happens once (a chamber's vote on a bill at one stage, a motion against a minister)
 * carry its identity (stories.ts, Story.identity) and count as one whatever their headlines. Pure.
 */
import { fold } from "../../app/text/spanish.js";
import type { GeneratedItem } from "./news-generator.js";

/** Two identical headlines further apart than this are two events (the grouping window). */
export const SAME_HEADLINE_WINDOW_MS = 48 * 3_600_000;

/** The ground-truth event of each item, by the key given with it. */
export function groundTruth<K>(
  items: ReadonlyMap<K, Pick<GeneratedItem, "title" | "publishedAt" | "eventKey"> & { identity?: string | null }>,
): Map<K, string> {
  const truth = new Map<K, string>();
  const byHeadline = new Map<string, { key: K; at: number }[]>();
  for (const [key, item] of items) {
    if (item.eventKey) {
      truth.set(key, item.eventKey);
      continue;
    }
    const headline = item.identity ? `identidad|${item.identity}` : fold(item.title).replace(/\s+/g, " ").trim();
    const copies = byHeadline.get(headline) ?? [];
    copies.push({ key, at: item.publishedAt });
    byHeadline.set(headline, copies);
  }
  for (const [headline, copies] of byHeadline) {
    copies.sort((a, b) => a.at - b.at);
    let label = "";
    let previous = Number.NEGATIVE_INFINITY;
    for (const copy of copies) {
      if (copy.at - previous > SAME_HEADLINE_WINDOW_MS) label = `${headline}|${copy.at}`;
      truth.set(copy.key, label);
      previous = copy.at;
    }
  }
  return truth;
}
