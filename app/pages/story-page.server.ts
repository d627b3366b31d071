/*
 * The full coverage of one story (/historias/{id}, its RSS feed and its payload): every version
 * in the order it was published, who covers it (national and regional newspapers, by
 * department), its categories and departments, and "¿Quién no lo ha contado?", the newspapers
 * that usually tell stories of its departments or category and have not told this one.
 */
import type { Db } from "../db/schema.js";
import {
  countStoryArticlesAfter,
  findStory,
  getStoryTotals,
  listStoryArticles,
  listStoryFacets,
  listStoryNewspapers,
  listUsualNewspapers,
  type StoryArticle,
  type StoryFacet,
  type StoryNewspaper,
  type StoryTotals,
  type UsualNewspaper,
} from "../models/story-page.server.js";
import type { DepartmentRef } from "../models/article.server.js";
import { pageNow } from "../text/format.js";

/** The most versions a story page lists (a story past it says how many more there are). */
export const STORY_VERSION_LIMIT = 200;

/**
 * The rule of "¿Quién no lo ha contado?", stated on the page as it is applied: a newspaper is
 * expected to tell a story when, in the `days` days before the story began, it told at least
 * `minStories` distinct stories of one of the story's departments (its `departments` most
 * frequent) or of its main category, and it has not published this one.
 */
export const USUAL_COVERAGE_RULE = { days: 30, minStories: 5, departments: 3, shownPerGroup: 12 } as const;

/** One version in the story's timeline. */
export interface StoryVersionItem extends StoryArticle {
  /** True for the newspaper's first article of the story (later ones are its updates or follow-ups). */
  firstOfNewspaper: boolean;
}

/** The newspapers of one department that cover the story. */
export interface RegionalCoverage {
  department: DepartmentRef;
  newspapers: StoryNewspaper[];
}

/** A department or category the rule of "¿Quién no lo ha contado?" looks at. */
export interface MissingSubject {
  kind: "departamento" | "categoria";
  slug: string;
  name: string;
}

/** Newspapers that usually tell stories of one of the story's subjects and have not told this one. */
export interface MissingGroup extends MissingSubject {
  newspapers: UsualNewspaper[];
  /** How many more the rule names beyond those listed. */
  more: number;
}

/** Everything the story page shows. */
export interface StoryPageData {
  story: StoryTotals & {
    id: number;
    /** The headline and summary of the story's first version: what the page is named after. */
    title: string;
    summary: string;
    imageUrl: string | null;
  };
  /** Oldest first, at most STORY_VERSION_LIMIT. */
  versions: StoryVersionItem[];
  coverage: { national: StoryNewspaper[]; regional: RegionalCoverage[] };
  categories: StoryFacet[];
  departments: StoryFacet[];
  missing: {
    rule: { days: number; minStories: number; since: number; until: number; subjects: MissingSubject[] };
    groups: MissingGroup[];
  };
  /** The fragment that counts versions stored after this page was made ("N versiones nuevas"). */
  newVersionsHref: string;
  now: number;
}

/** The page's answer: the story, a redirect to the story an absorbed id now belongs to, or nothing (404). */
export type StoryPageLookup = { kind: "page"; page: StoryPageData } | { kind: "moved"; id: number } | null;

/** Loads a story's page; `moved` when the id names an article whose story has another id now. */
export async function loadStoryPage(db: Db, id: number, now = pageNow()): Promise<StoryPageLookup> {
  const found = await findStory(db, id);
  if (!found) return null;
  if (found.kind === "moved") return { kind: "moved", id: found.id };
  const [totals, articles, facets, newspapers] = await Promise.all([
    getStoryTotals(db, id),
    listStoryArticles(db, id, STORY_VERSION_LIMIT),
    listStoryFacets(db, id),
    listStoryNewspapers(db, id),
  ]);
  const first = articles[0];
  if (!totals || !first) return null;

  const seen = new Set<string>();
  const versions = articles.map((article) => {
    const firstOfNewspaper = !seen.has(article.newspaper.slug);
    seen.add(article.newspaper.slug);
    return { ...article, firstOfNewspaper };
  });

  const national = newspapers.filter((newspaper) => newspaper.region === null);
  const regionalByDepartment = new Map<string, RegionalCoverage>();
  for (const newspaper of newspapers) {
    if (!newspaper.region) continue;
    const entry = regionalByDepartment.get(newspaper.region.slug) ?? { department: newspaper.region, newspapers: [] };
    entry.newspapers.push(newspaper);
    regionalByDepartment.set(newspaper.region.slug, entry);
  }
  const regional = [...regionalByDepartment.values()].sort(
    (a, b) => b.newspapers.length - a.newspapers.length || a.department.name.localeCompare(b.department.name, "es"),
  );

  return {
    kind: "page",
    page: {
      story: { ...totals, id, title: first.title, summary: first.summary, imageUrl: first.imageUrl },
      versions,
      coverage: { national, regional },
      categories: facets.categories,
      departments: facets.departments,
      missing: await findMissingNewspapers(db, {
        storyStart: totals.firstPublishedAt,
        departments: facets.departments,
        category: facets.categories[0] ?? null,
        told: newspapers.map((newspaper) => newspaper.id),
      }),
      newVersionsHref: newVersionsHref(id, totals.newestId),
      now,
    },
  };
}

/**
 * "¿Quién no lo ha contado?": for each of the story's main departments, then its main category,
 * the newspapers that told at least USUAL_COVERAGE_RULE.minStories stories of it in the 30 days
 * before the story began and have not told this one. A newspaper is named once, under the first
 * subject that names it. The window ends when the story began, so the story itself never counts.
 */
async function findMissingNewspapers(
  db: Db,
  input: { storyStart: number; departments: StoryFacet[]; category: StoryFacet | null; told: number[] },
): Promise<StoryPageData["missing"]> {
  const rule = USUAL_COVERAGE_RULE;
  const since = input.storyStart - rule.days * 86_400_000;
  const subjects: MissingSubject[] = [
    ...input.departments.slice(0, rule.departments).map((d) => ({ kind: "departamento" as const, slug: d.slug, name: d.name })),
    ...(input.category ? [{ kind: "categoria" as const, slug: input.category.slug, name: input.category.name }] : []),
  ];
  const found = await Promise.all(
    subjects.map((subject) =>
      listUsualNewspapers(db, {
        subject: { kind: subject.kind === "departamento" ? "department" : "category", slug: subject.slug },
        from: since,
        to: input.storyStart,
        minStories: rule.minStories,
        excludeNewspaperIds: input.told,
      }),
    ),
  );
  const named = new Set<string>();
  const groups: MissingGroup[] = [];
  subjects.forEach((subject, index) => {
    const newspapers = (found[index] ?? []).filter((newspaper) => !named.has(newspaper.slug));
    for (const newspaper of newspapers) named.add(newspaper.slug);
    if (newspapers.length === 0) return;
    groups.push({
      ...subject,
      newspapers: newspapers.slice(0, rule.shownPerGroup),
      more: Math.max(0, newspapers.length - rule.shownPerGroup),
    });
  });
  return { rule: { days: rule.days, minStories: rule.minStories, since, until: input.storyStart, subjects }, groups };
}

/** The address of the fragment counting a story's versions stored after `newestId`. */
export function newVersionsHref(storyId: number, newestId: number): string {
  return `/fragmentos/nuevas?historia=${storyId}&ultima=${newestId}`;
}

/** How many versions joined a story after the article `afterId`, at most `cap` (the fragment's count). */
export function countNewVersions(db: Db, storyId: number, afterId: number, cap: number): Promise<number> {
  return countStoryArticlesAfter(db, storyId, afterId, cap);
}

/** A story's feed: its headline and its newest versions first. */
export interface StoryFeedData {
  /** The story's id now (an absorbed id leads to the story it joined). */
  storyId: number;
  title: string;
  versions: StoryArticle[];
}

/** The story's newest versions, for its RSS feed; null when the id names no story. */
export async function loadStoryFeed(db: Db, id: number, limit: number): Promise<StoryFeedData | null> {
  const found = await findStory(db, id);
  if (!found) return null;
  const [first] = await listStoryArticles(db, found.id, 1);
  if (!first) return null;
  return { storyId: found.id, title: first.title, versions: await listStoryArticles(db, found.id, limit, "newest") };
}
