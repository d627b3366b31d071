/*
 * "Mi región": the departments (and at most one municipality) a reader chose, kept in a cookie
 * (app/http/region-cookie.server.ts), and the "Tu región" section they open the front page with.
 */
import { z } from "zod";
import type { Db } from "../../db/schema.js";
import { type ArticleCard, listArticles } from "../../models/article.server.js";
import { listDepartments } from "../../models/department.server.js";
import { getMunicipality, listMunicipalities, type Municipality } from "../../models/municipality.server.js";
import { listTopStories } from "../../models/story-ranking.server.js";
import { pageNow } from "../../text/format.js";
import { type FrontPage, loadFrontPage } from "../front-page.server.js";

/** How many departments Mi región may hold. */
export const MAX_REGION_DEPARTMENTS = 5;

/** Lines per chosen department in "Tu región", and in all. */
export const REGION_LINES = { perDepartment: 5, total: 12, municipality: 4 } as const;

/**
 * Cache-Control of a page carrying a reader's own section: only the reader's browser may keep it,
 * and it asks again each time (a 304 when nothing changed), so a changed choice shows at once.
 */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/** A reader's choice as pages show it. */
export interface RegionChoice {
  departments: { slug: string; name: string }[];
  municipality: Municipality | null;
}

/** The cookie's shape; anything else is no choice. */
const cookieShape = z.object({
  departments: z.array(z.string().max(80)).max(MAX_REGION_DEPARTMENTS * 2),
  municipality: z
    .string()
    .regex(/^\d{5}$/u)
    .nullable()
    .optional(),
});

/**
 * The choice a cookie's value holds, checked against the reference data: unknown departments are
 * dropped, a municipality counts only within a chosen department; null when nothing is left.
 */
export async function readRegionChoice(db: Db, raw: unknown): Promise<RegionChoice | null> {
  const parsed = cookieShape.safeParse(raw);
  if (!parsed.success || parsed.data.departments.length === 0) return null;
  const wanted = new Set(parsed.data.departments);
  const departments = (await listDepartments(db))
    .filter((department) => wanted.has(department.slug))
    .slice(0, MAX_REGION_DEPARTMENTS)
    .map(({ slug, name }) => ({ slug, name }));
  if (departments.length === 0) return null;
  const code = parsed.data.municipality;
  const municipality = code ? await getMunicipality(db, code) : null;
  const inChosen = municipality !== null && departments.some((department) => department.slug === municipality.department.slug);
  return { departments, municipality: inChosen ? municipality : null };
}

/** The "Tu región" section: the chosen departments' headlines, one line per story. */
export interface RegionSection {
  choice: RegionChoice;
  stories: ArticleCard[];
  /** Whether the lines reach back past the last 24 hours (a quiet day). */
  widened: boolean;
  /** The newest articles about the chosen municipality, when there is one. */
  municipalityArticles: ArticleCard[];
}

/**
 * The chosen departments' most covered stories of the last 24 hours (the last 7 days when the day
 * was quiet), each department's own newspapers first among equals, never the same story twice.
 */
export async function loadRegionSection(db: Db, choice: RegionChoice, now: number): Promise<RegionSection> {
  const rank = (window: "ultimo-dia" | "ultima-semana") =>
    Promise.all(
      choice.departments.map((department) =>
        listTopStories(db, {
          now,
          window,
          department: department.slug,
          regionalFor: department.slug,
          limit: REGION_LINES.perDepartment,
          ...(window === "ultima-semana" ? { halfLifeHours: 24 } : {}),
        }),
      ),
    );
  let ranked = await rank("ultimo-dia");
  const widened = ranked.every((stories) => stories.length === 0);
  if (widened) ranked = await rank("ultima-semana");
  // Interleave the departments' rankings, so that each chosen department has its first lines in.
  const seen = new Set<number>();
  const stories: ArticleCard[] = [];
  for (let rankIndex = 0; rankIndex < REGION_LINES.perDepartment; rankIndex++) {
    for (const list of ranked) {
      const story = list[rankIndex];
      if (!story || seen.has(story.storyId) || stories.length >= REGION_LINES.total) continue;
      seen.add(story.storyId);
      stories.push(story.lead);
    }
  }
  const municipalityArticles = choice.municipality
    ? (await listArticles(db, { municipality: choice.municipality.code, limit: REGION_LINES.municipality, now })).articles
    : [];
  return { choice, stories, widened, municipalityArticles };
}

/** The front page, opened by "Tu región" when the reader has chosen one. */
export type HomePage = FrontPage & { region: RegionSection | null };

/** The front page for a reader whose region cookie holds `raw` (null without one). */
export async function loadHomePage(db: Db, raw: unknown, now = pageNow()): Promise<HomePage> {
  const choice = raw === null ? null : await readRegionChoice(db, raw);
  const [page, region] = await Promise.all([loadFrontPage(db, now), choice ? loadRegionSection(db, choice, now) : null]);
  return { ...page, region };
}

/** What the /mi-region page shows: every department, and the municipalities of the chosen ones. */
export interface RegionChooserData {
  choice: RegionChoice | null;
  departments: { slug: string; name: string; region: string }[];
  municipalities: { department: string; towns: { code: string; name: string }[] }[];
  maxDepartments: number;
}

/** The data of the Mi región chooser for a reader whose cookie holds `raw`. */
export async function loadRegionChooser(db: Db, raw: unknown): Promise<RegionChooserData> {
  const [choice, departments] = await Promise.all([raw === null ? null : readRegionChoice(db, raw), listDepartments(db)]);
  const municipalities = await Promise.all(
    (choice?.departments ?? []).map(async (department) => ({
      department: department.name,
      towns: (await listMunicipalities(db, department.slug)).map(({ code, name }) => ({ code, name })),
    })),
  );
  return {
    choice,
    departments: departments.map(({ slug, name, region }) => ({ slug, name, region })),
    municipalities,
    maxDepartments: MAX_REGION_DEPARTMENTS,
  };
}
