// Realistic feed documents for the ingestion benchmarks, from the simulated newsroom's generator
// (invented Spanish news of every category and many departments).
import { tool } from "./common.mjs";

const { NewsGenerator } = await tool("newsroom/news-generator.js");
const { DEMO_NEWSPAPERS } = await tool("newsroom/catalog.js");
const { renderFeed } = await tool("newsroom/feed-render.js");

const DAY = 86_400_000;
export const NEWSPAPERS = DEMO_NEWSPAPERS.filter((paper) => !paper.misbehavingOnly);

/**
 * `count` distinct generated articles, newest first, drawn from every newspaper over successive
 * three-day windows before `end`.
 */
export function generateItems(count, { seed = 7, baseUrl = "https://bench.example", end = Date.now() } = {}) {
  const generator = new NewsGenerator({ seed, baseUrl });
  const seen = new Set();
  const items = [];
  for (let window = 0; items.length < count && window < 400; window += 1) {
    const at = end - window * 3 * DAY;
    for (const paper of NEWSPAPERS) {
      for (const item of generator.feedItems(paper.slug, null, at, 10_000)) {
        if (seen.has(item.url)) continue;
        seen.add(item.url);
        items.push(item);
        if (items.length >= count) return items;
      }
    }
  }
  if (items.length < count) throw new Error(`the generator gave only ${items.length} items`);
  return items;
}

/** Renders items (of one newspaper or many) as one feed document in `format`. */
export function renderDocument(items, { format = "rss2", feedUrl, title = "Rotativa bench" }) {
  return renderFeed({
    format,
    title,
    description: "Noticias generadas para medir la ingestión",
    siteUrl: new URL("/", feedUrl).href,
    feedUrl,
    items,
    updated: items[0]?.publishedAt ?? Date.now(),
    guidStyle: "permalink",
  });
}
