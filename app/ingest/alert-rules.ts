/*
 * When a feed or a newspaper is "in alert" (ADR 024). Pure: the alert check
 * (feed-alerts.server.ts), `cli feeds --failing` and the tests share these rules.
 *
 * - Failing: the feed's current run of failed reads began at least `afterMs` ago
 *   (ALERT_AFTER_HOURS, 6 h by default).
 * - Silent: its reads succeed but nothing new has been published for longer than its usual
 *   rhythm allows. The rhythm is learned from the gaps between the publication times of its
 *   newest articles (up to SILENCE_HISTORY): the limit is SILENCE_FACTOR times the 95th
 *   percentile of those gaps, so a night's or a weekend's usual pause is already in it, and
 *   never less than `afterMs`. With fewer than SILENCE_MIN_ARTICLES articles there is no rhythm
 *   to learn, and the limit is SILENCE_WITHOUT_HISTORY_MS (a week). A feed that never brought an
 *   article, read successfully and older than `afterMs`, is silent too.
 * - A newspaper is in alert when every one of its enabled feeds is: it has vanished from
 *   Rotativa, whatever the reason.
 */

import type { FeedAlertInput } from "../models/feed-alert.server.js";

/** What judging a feed needs (models/feed-alert.server.ts reads it). */
export type FeedFacts = Omit<FeedAlertInput, "newspaper"> & { newspaper: Pick<FeedAlertInput["newspaper"], "slug" | "name"> };

export type AlertState = "ok" | "failing" | "silent";

/** A feed or newspaper found in alert. */
export interface AlertVerdict {
  subject: string;
  kind: "feed" | "newspaper";
  label: string;
  state: Exclude<AlertState, "ok">;
  /** Why, in Spanish, without times relative to now (it is stored and compared). */
  detail: string;
  /** When the trouble began: the start of the failure run, or the newest article. */
  since: number | null;
  /** The newspaper's slug (a feed's, or the newspaper's own). */
  newspaper: string;
}

export const SILENCE_HISTORY = 200;
export const SILENCE_MIN_ARTICLES = 10;
export const SILENCE_QUANTILE = 0.95;
export const SILENCE_FACTOR = 2;
export const SILENCE_WITHOUT_HISTORY_MS = 7 * 24 * 3_600_000;

/** The 95th percentile of the gaps between consecutive publication times, or null without enough history. */
export function usualGapMs(publishTimes: readonly number[]): number | null {
  if (publishTimes.length < SILENCE_MIN_ARTICLES) return null;
  const sorted = [...publishTimes].sort((a, b) => b - a);
  const gaps = sorted.slice(1).map((time, i) => (sorted[i] as number) - time);
  gaps.sort((a, b) => a - b);
  const index = Math.min(gaps.length - 1, Math.ceil(SILENCE_QUANTILE * gaps.length) - 1);
  return gaps[Math.max(0, index)] as number;
}

/** How long a feed may go without a new article before it is silent. */
export function silenceLimitMs(publishTimes: readonly number[], afterMs: number): number {
  const gap = usualGapMs(publishTimes);
  if (gap === null) return Math.max(afterMs, SILENCE_WITHOUT_HISTORY_MS);
  return Math.max(afterMs, SILENCE_FACTOR * gap);
}

/** "45 min", "7 h", "3 d": a length of time for the operator. */
export function formatSpan(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 72) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

/** The feed's verdict, or null when it is fine. */
export function judgeFeed(feed: FeedFacts, now: number, afterMs: number): AlertVerdict | null {
  const base = {
    subject: `feed:${feed.id}`,
    kind: "feed" as const,
    label: `${feed.newspaper.name}: ${feed.url}`,
    newspaper: feed.newspaper.slug,
  };
  if (feed.consecutiveFailures > 0) {
    if (feed.failingSince === null || now - feed.failingSince < afterMs) return null;
    return { ...base, state: "failing", detail: `falla: ${feed.lastError ?? "error desconocido"}`, since: feed.failingSince };
  }
  if (feed.lastSuccessAt === null) return null;
  const newest = feed.publishTimes[0];
  if (newest === undefined) {
    if (now - feed.createdAt < afterMs) return null;
    return { ...base, state: "silent", detail: "se lee bien pero nunca ha traído noticias", since: feed.createdAt };
  }
  const limit = silenceLimitMs(feed.publishTimes, afterMs);
  if (now - Math.max(...feed.publishTimes) <= limit) return null;
  const gap = usualGapMs(feed.publishTimes);
  const rhythm =
    gap === null ? "sin historia suficiente para conocer su ritmo" : `su ritmo habitual deja pausas de hasta ${formatSpan(gap)}`;
  return { ...base, state: "silent", detail: `sin noticias nuevas por más de ${formatSpan(limit)} (${rhythm})`, since: newest };
}

/** Every feed and newspaper in alert, feeds first, newspapers after their feeds. */
export function judgeFeeds(feeds: readonly FeedFacts[], now: number, afterMs: number): AlertVerdict[] {
  const verdicts: AlertVerdict[] = [];
  const byNewspaper = new Map<string, { name: string; feeds: number; alerts: AlertVerdict[] }>();
  for (const feed of feeds) {
    const group = byNewspaper.get(feed.newspaper.slug) ?? { name: feed.newspaper.name, feeds: 0, alerts: [] };
    group.feeds += 1;
    const verdict = judgeFeed(feed, now, afterMs);
    if (verdict) {
      verdicts.push(verdict);
      group.alerts.push(verdict);
    }
    byNewspaper.set(feed.newspaper.slug, group);
  }
  for (const [slug, group] of byNewspaper) {
    if (group.feeds === 0 || group.alerts.length < group.feeds) continue;
    const failing = group.alerts.some((alert) => alert.state === "failing");
    const starts = group.alerts.map((alert) => alert.since).filter((since): since is number => since !== null);
    verdicts.push({
      subject: `newspaper:${slug}`,
      kind: "newspaper",
      label: group.name,
      state: failing ? "failing" : "silent",
      detail:
        group.feeds === 1
          ? "su única fuente está en alerta: el periódico no aparece en Rotativa"
          : `sus ${group.feeds} fuentes están en alerta: el periódico no aparece en Rotativa`,
      since: starts.length > 0 ? Math.min(...starts) : null,
      newspaper: slug,
    });
  }
  return verdicts;
}
