import type { Db } from "../db/schema.js";
import { type ArticleCard, listArticles } from "../models/article.server.js";
import { type FamilyKind, loadFamilyEntity } from "./listing.server.js";
import { notFound, parseParamsOr404, slugParams, storyParams } from "./params.server.js";
import { loadStoryFeed } from "./story-page.server.js";
import { absoluteUrl, SITE_NAME } from "./seo.js";

/** Items in an outgoing feed. */
export const FEED_ITEMS = 50;

/** Escapes text for XML content and attributes, dropping characters XML 1.0 forbids. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** An RFC 822 date as RSS 2.0 wants it ("Sun, 22 Nov 2026 15:04:05 GMT"). */
export function rfc822(epochMs: number): string {
  return new Date(epochMs).toUTCString();
}

/** What one outgoing feed is about. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed mirrors (a path). */
  pagePath: string;
  /** The feed's own path. */
  feedPath: string;
  /** An item's description (default: the newspaper's name and the summary). */
  describe?: (article: ArticleCard) => string;
}

/** Writes an RSS 2.0 document of articles, each linking to its page on the site. */
export function renderRss(siteUrl: string, channel: FeedChannel, articles: ArticleCard[], now: number): string {
  const items = articles.map((article) => {
    const link = absoluteUrl(siteUrl, `/articulos/${article.id}`);
    const description = channel.describe
      ? channel.describe(article)
      : article.summary
        ? `${article.newspaper.name}: ${article.summary}`
        : article.newspaper.name;
    return [
      "    <item>",
      `      <title>${xmlEscape(article.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `      <description>${xmlEscape(description)}</description>`,
      `      <category>${xmlEscape(article.category.name)}</category>`,
      ...article.departments.map(
        (department) =>
          `      <category domain="${xmlEscape(absoluteUrl(siteUrl, "/departamentos"))}">${xmlEscape(department.name)}</category>`,
      ),
      "    </item>",
    ].join("\n");
  });
  const newest = articles[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(absoluteUrl(siteUrl, channel.pagePath))}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    "    <language>es-co</language>",
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    "    <ttl>15</ttl>",
    `    <atom:link href="${xmlEscape(absoluteUrl(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** An RSS document as a response, cached for five minutes. */
export function rssResponse(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=600",
    },
  });
}

/** GET /rss.xml: the newest articles of every newspaper. */
export async function frontPageFeed(db: Db, siteUrl: string, now = Date.now()): Promise<Response> {
  const page = await listArticles(db, { limit: FEED_ITEMS, now });
  const channel = {
    title: `${SITE_NAME} · Noticias de Colombia`,
    description: "Las noticias de los periódicos nacionales y regionales de Colombia.",
    pagePath: "/",
    feedPath: "/rss.xml",
  };
  return rssResponse(renderRss(siteUrl, channel, page.articles, now));
}

/** GET /{categorias|periodicos|departamentos}/{slug}/rss.xml: one entity's newest articles (404 when unknown). */
export async function familyFeed(db: Db, siteUrl: string, kind: FamilyKind, params: unknown, now = Date.now()): Promise<Response> {
  const { slug } = parseParamsOr404(params, slugParams);
  const entity = await loadFamilyEntity(db, kind, slug);
  const page = await listArticles(db, { ...entity.filter, limit: FEED_ITEMS, now });
  const channel = {
    title: `${entity.name} · ${SITE_NAME}`,
    description: `Noticias de ${entity.name} reunidas por ${SITE_NAME}. ${entity.description}`,
    pagePath: entity.basePath,
    feedPath: `${entity.basePath}/rss.xml`,
  };
  return rssResponse(renderRss(siteUrl, channel, page.articles, now));
}

/**
 * GET /historias/{id}/rss.xml: the story's versions, newest first, so a reader following a story
 * hears of every newspaper that tells it (404 when the id names no story; an absorbed story's id
 * is redirected to the feed of the story it joined).
 */
export async function storyFeed(db: Db, siteUrl: string, params: unknown, now = Date.now()): Promise<Response> {
  const { id } = parseParamsOr404(params, storyParams);
  const story = await loadStoryFeed(db, id, FEED_ITEMS);
  if (!story) throw notFound();
  const pagePath = `/historias/${story.storyId}`;
  if (story.storyId !== id) return new Response(null, { status: 302, headers: { Location: `${pagePath}/rss.xml` } });
  const channel = {
    title: `${story.title} · cobertura completa · ${SITE_NAME}`,
    description: `Cada versión de esta historia en los periódicos de Colombia, reunidas por ${SITE_NAME}.`,
    pagePath,
    feedPath: `${pagePath}/rss.xml`,
  };
  return rssResponse(renderRss(siteUrl, channel, story.versions, now));
}
