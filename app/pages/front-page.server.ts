import type { Db } from "../db/schema.js";
import { type ArticleCard, countArticlesSince, listArticleRows, readCardExtras, toCard, withCardExtras } from "../models/article.server.js";
import { listCategories } from "../models/category.server.js";
import { listDepartments } from "../models/department.server.js";
import { listTopStories } from "../models/story-ranking.server.js";
import { newArticlesHref } from "./fragments.js";
import { pageNow } from "../text/format.js";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How many top stories, river items and articles per section the front page shows. */
export const FRONT_PAGE = { top: 7, river: 12, perSection: 5 } as const;

/** One main category's block on the front page. */
export interface FrontSection {
  slug: string;
  name: string;
  articles: ArticleCard[];
}

/** A department with news in the last day, for the strip of regions. */
export interface ActiveDepartment {
  slug: string;
  name: string;
  count: number;
}

/** Everything the front page shows. */
export interface FrontPage {
  top: ArticleCard[];
  /** Whether the top stories reach back further than the last 24 hours (a quiet day). */
  topWidened: boolean;
  river: ArticleCard[];
  newArticlesHref: string | null;
  sections: FrontSection[];
  departments: ActiveDepartment[];
  now: number;
}

/**
 * The front page at `now`: the top stories of the last 24 hours (the stories most newspapers cover,
 * then the newest article of each main category), the latest articles
 * as a river, each main category's newest articles, and the departments with news in the last
 * day. At 7 a.m. or at midnight it is never empty: the top stories widen to 72 hours when the day
 * was quiet, and sections show their newest articles whatever their age.
 */
export async function loadFrontPage(db: Db, now = pageNow()): Promise<FrontPage> {
  const [categories, departments, departmentCounts, riverRows] = await Promise.all([
    listCategories(db),
    listDepartments(db),
    countArticlesSince(db, "department", now - DAY),
    listArticleRows(db, { limit: FRONT_PAGE.river, now }),
  ]);
  const main = categories.filter((category) => category.main);
  const newestRows = await Promise.all(
    main.map((category) => listArticleRows(db, { category: category.slug, limit: FRONT_PAGE.perSection + 1, now })),
  );
  // The departments and coverage of the river's and every section's cards, read once for all of them.
  const extras = await readCardExtras(db, [
    ...new Set([...riverRows.rows, ...newestRows.flatMap((page) => page.rows)].map((row) => row.id)),
  ]);
  const river = { articles: withCardExtras(riverRows.rows.map(toCard), extras) };
  const newestByCategory = newestRows.map((page) => ({ articles: withCardExtras(page.rows.map(toCard), extras) }));

  // The most covered stories of the day first (one line per story, never the same event twice),
  // then the newest article of each main category whose story is not there yet; a quiet day
  // reaches back 72 hours.
  const covered = await listTopStories(db, { now, window: "ultimo-dia", minNewspapers: 2, limit: FRONT_PAGE.top });
  const candidates = newestByCategory.map((page) => page.articles[0]).filter((card): card is ArticleCard => card !== undefined);
  let fresh = candidates.filter((card) => card.publishedAt >= now - DAY);
  const topWidened = covered.length + fresh.length < 3;
  if (topWidened) fresh = candidates.filter((card) => card.publishedAt >= now - 3 * DAY);
  const seenStories = new Set(covered.map((story) => story.storyId));
  const top = covered.map((story) => story.lead);
  for (const card of fresh.sort((a, b) => b.publishedAt - a.publishedAt)) {
    if (top.length >= FRONT_PAGE.top) break;
    // The card was read with its story: no second look-up by id.
    const story = card.storyId ?? -card.id;
    if (seenStories.has(story)) continue;
    seenStories.add(story);
    top.push(card);
  }
  const onTop = new Set(top.map((card) => card.id));

  const sections = main
    .map((category, index) => ({
      slug: category.slug,
      name: category.name,
      articles: (newestByCategory[index]?.articles ?? []).filter((card) => !onTop.has(card.id)).slice(0, FRONT_PAGE.perSection),
    }))
    .filter((section) => section.articles.length > 0);

  const newest = river.articles[0];
  return {
    top,
    topWidened,
    river: river.articles,
    newArticlesHref: newest ? newArticlesHref({}, { publishedAt: newest.publishedAt, id: newest.id }) : null,
    sections,
    departments: departments
      .map((department) => ({ slug: department.slug, name: department.name, count: departmentCounts.get(department.slug) ?? 0 }))
      .filter((department) => department.count > 0)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "es")),
    now,
  };
}

/**
 * A card as a compact list shows it (headline, genre, newspaper, time, coverage): its summary,
 * picture and departments are left out of the page's loader data, which carries every field of
 * every card twice in effect (serialised on the server, inline in the page).
 */
export function compactCard(card: ArticleCard): ArticleCard {
  return { ...card, summary: "", imageUrl: null, departments: [] };
}

/**
 * The front page as its route sends it: the river and the sections are compact lists, so their
 * cards' summaries, pictures and departments stay out of the page's loader data (the payload API,
 * /_payload.json, keeps whole cards).
 */
export function withCompactLists<T extends FrontPage>(page: T): T {
  return {
    ...page,
    river: page.river.map(compactCard),
    sections: page.sections.map((section) => ({ ...section, articles: section.articles.map(compactCard) })),
  };
}
