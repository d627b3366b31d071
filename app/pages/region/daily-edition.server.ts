import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../db/schema.js";
import { type DayStory, listDayStories } from "../../models/daily-edition.server.js";
import { formatBogotaDay, startOfBogotaDay } from "../../text/bogota-day.js";
import { pageNow } from "../../text/format.js";
import { loadFamilyEntity } from "../listing.server.js";
import { parseParamsOr404, slugParams } from "../params.server.js";
import { FEED_ITEMS, renderRss, rssResponse } from "../rss.server.js";
import { SITE_NAME } from "../seo.js";
import { coverageLabel } from "./coverage.js";

/** Lines a daily edition shows at most (a department's busiest day has fewer stories). */
export const DAILY_EDITION_LINES = 60;

/** What /departamentos/{slug}/hoy shows. */
export interface DailyEdition {
  slug: string;
  name: string;
  /** Bogotá's date, "jueves, 26 de noviembre de 2026". */
  day: string;
  stories: DayStory[];
  now: number;
}

/** The day's edition of a department (404 with suggestions when the slug names none). */
export async function loadDailyEditionOf(db: Db, slug: string, requestedPath: string, now = pageNow()): Promise<DailyEdition> {
  const entity = await loadFamilyEntity(db, "departamentos", slug, requestedPath);
  const stories = await listDayStories(db, { department: slug, since: startOfBogotaDay(now), until: now, limit: DAILY_EDITION_LINES });
  return { slug, name: entity.name, day: formatBogotaDay(now), stories, now };
}

/** The loader of /departamentos/{slug}/hoy. */
export async function loadDailyEdition({ params, request, context }: LoaderFunctionArgs): Promise<DailyEdition> {
  const { slug } = parseParamsOr404(params, slugParams);
  return loadDailyEditionOf(context.db, slug, new URL(request.url).pathname);
}

/** GET /departamentos/{slug}/hoy/rss.xml: the daily edition as RSS, each item the newest version of a story. */
export async function dailyEditionFeed(db: Db, siteUrl: string, params: unknown, now = pageNow()): Promise<Response> {
  const { slug } = parseParamsOr404(params, slugParams);
  const edition = await loadDailyEditionOf(db, slug, `/departamentos/${slug}/hoy/rss.xml`, now);
  const pagePath = `/departamentos/${slug}/hoy`;
  const channel = {
    title: `${edition.name} hoy · ${SITE_NAME}`,
    description: `Las historias de ${edition.name} del ${edition.day}, con cuántos periódicos cuentan cada una.`,
    pagePath,
    feedPath: `${pagePath}/rss.xml`,
  };
  const lines = edition.stories.slice(0, FEED_ITEMS);
  const coverage = new Map(lines.map((line) => [line.newest.id, line.newspapers]));
  return rssResponse(
    renderRss(
      siteUrl,
      {
        ...channel,
        describe: (article) =>
          `${coverageLabel(coverage.get(article.id) ?? 1)}. ${article.newspaper.name}${article.summary ? `: ${article.summary}` : ""}`,
      },
      lines.map((line) => line.newest),
      now,
    ),
  );
}
