/*
 * The WebSub subscriber (W3C WebSub §5–§8; ADR 024): asks a hub for a feed's updates, answers the
 * hub's verification of intent, checks the signature of every delivery and stores it through the
 * same path as a polled read (read → normalize → classify → group → store), renews leases before
 * they end and unsubscribes feeds that were removed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "../../db/schema.js";
import { findFeed } from "../../models/feed.server.js";
import {
  findSubscription,
  listSubscriptionUpkeep,
  markSubscriptionActive,
  markSubscriptionEnded,
  recordDelivery,
  recordSubscriptionError,
  saveSubscriptionRequest,
  type Subscription,
} from "../../models/websub.server.js";
import type { StoryGrouping } from "../cluster/grouping.server.js";
import { readFeed } from "../read-feed.js";
import { classifyItems } from "../refresh-feed.server.js";
import { storeFeedBatch } from "../store.server.js";
import { discoverHub, type HubLinks } from "./discover.js";
import { type Periodic, startPeriodic } from "../periodic.js";

/** The lease Rotativa asks for (hubs may grant another). */
export const LEASE_SECONDS = 10 * 24 * 3600;

/** What the subscriber needs. */
export interface WebsubDeps {
  db: Db;
  log: Pick<Logger, "info" | "warn">;
  /** Public address of the site: callbacks are `${siteUrl}/websub/<feed id>`. */
  siteUrl: string;
  grouping: Pick<StoryGrouping, "placeNew">;
  now?: () => number;
  /** Sends a form to the hub (replaced in tests); default: fetch with a 10 s timeout. */
  post?: (url: string, form: URLSearchParams) => Promise<{ status: number; text: string }>;
  /** Told when a delivery stored articles (the page cache is dropped). */
  onStored?: (feedId: number, inserted: number, updated: number) => void;
}

export function callbackUrl(siteUrl: string, feedId: number): string {
  return `${siteUrl}/websub/${feedId}`;
}

async function defaultPost(url: string, form: URLSearchParams): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: "POST", body: form, redirect: "error", signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: (await response.text()).slice(0, 300) };
}

/** Sends a (un)subscription request; the hub answers 202 and verifies intent later. */
async function ask(
  deps: WebsubDeps,
  mode: "subscribe" | "unsubscribe",
  request: { feedId: number; hub: string; topic: string; secret: string },
) {
  const now = (deps.now ?? Date.now)();
  await saveSubscriptionRequest(deps.db, { ...request, state: mode === "subscribe" ? "pending" : "unsubscribing", at: now });
  const form = new URLSearchParams({
    "hub.mode": mode,
    "hub.topic": request.topic,
    "hub.callback": callbackUrl(deps.siteUrl, request.feedId),
    ...(mode === "subscribe" ? { "hub.secret": request.secret, "hub.lease_seconds": String(LEASE_SECONDS) } : {}),
  });
  try {
    const answer = await (deps.post ?? defaultPost)(request.hub, form);
    if (answer.status < 200 || answer.status > 299) throw new Error(`hub answered HTTP ${answer.status}: ${answer.text}`);
    deps.log.info({ feed: request.feedId, hub: request.hub, mode }, "websub: request sent");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordSubscriptionError(deps.db, request.feedId, message);
    deps.log.warn({ feed: request.feedId, hub: request.hub, mode, err: message }, "websub: request failed");
  }
}

/**
 * A polled read found the feed's hub: subscribe unless a subscription to the same hub and topic
 * is live or waiting for its verification (a refused or failed one is asked again after an hour).
 */
export async function subscribeIfNeeded(deps: WebsubDeps, feedId: number, links: HubLinks): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const current = await findSubscription(deps.db, feedId);
  const same = current !== null && current.hub === links.hub && current.topic === links.topic;
  if (same && current.state === "active" && (current.leaseUntil ?? 0) > now) return;
  if (same && now - current.requestedAt < 3_600_000) return;
  await ask(deps, "subscribe", { feedId, ...links, secret: randomBytes(24).toString("hex") });
}

/**
 * The hub's GET on the callback (verification of intent, §5.3): echo the challenge when the mode
 * and topic are what this feed asked for, 404 otherwise. A denial (§5.2) ends the subscription.
 */
export async function verifyIntent(
  deps: WebsubDeps,
  feedId: number,
  query: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const now = (deps.now ?? Date.now)();
  const field = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  const mode = field("hub.mode");
  const subscription = await findSubscription(deps.db, feedId);
  if (!subscription || field("hub.topic") !== subscription.topic) return { status: 404, body: "" };
  if (mode === "denied") {
    await markSubscriptionEnded(deps.db, feedId, "denied", field("hub.reason") || "denied by the hub");
    deps.log.warn({ feed: feedId, hub: subscription.hub, reason: field("hub.reason") }, "websub: subscription denied");
    return { status: 200, body: "" };
  }
  const challenge = field("hub.challenge");
  if (!challenge) return { status: 404, body: "" };
  if (mode === "subscribe" && (subscription.state === "pending" || subscription.state === "active")) {
    const lease = Number(field("hub.lease_seconds"));
    const seconds = Number.isFinite(lease) && lease > 0 ? lease : LEASE_SECONDS;
    await markSubscriptionActive(deps.db, feedId, now, now + seconds * 1000);
    deps.log.info({ feed: feedId, hub: subscription.hub, leaseSeconds: seconds }, "websub: subscription verified");
    return { status: 200, body: challenge };
  }
  if (mode === "unsubscribe" && subscription.state === "unsubscribing") {
    await markSubscriptionEnded(deps.db, feedId, "ended");
    deps.log.info({ feed: feedId, hub: subscription.hub }, "websub: unsubscription verified");
    return { status: 200, body: challenge };
  }
  return { status: 404, body: "" };
}

/** Whether `header` (X-Hub-Signature: "sha1=…" or "sha256=…", also sha384/sha512) signs `body` with `secret`. */
export function signatureMatches(header: string | undefined, body: Uint8Array, secret: string): boolean {
  const match = /^(sha1|sha256|sha384|sha512)=([0-9a-f]+)$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const expected = createHmac((match[1] as string).toLowerCase(), secret)
    .update(body)
    .digest();
  const given = Buffer.from(match[2] as string, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a delivery came to: the status the hub is answered with, and what was stored. */
export interface DeliveryOutcome {
  status: number;
  inserted: number;
  updated: number;
  reason?: string;
}

/**
 * A hub's POST on the callback (content distribution, §7–§8): a live subscription, a valid
 * signature over the exact body, then the body read and stored like a polled read of the feed.
 * A bad or missing signature is refused (403) and nothing is stored.
 */
export async function receiveDelivery(
  deps: WebsubDeps,
  feedId: number,
  delivery: { body: Uint8Array; contentType: string | null; signature: string | undefined },
): Promise<DeliveryOutcome> {
  const now = (deps.now ?? Date.now)();
  const subscription = await findSubscription(deps.db, feedId);
  if (!subscription || subscription.state !== "active") return { status: 410, inserted: 0, updated: 0, reason: "no subscription" };
  if (!signatureMatches(delivery.signature, delivery.body, subscription.secret)) {
    deps.log.warn({ feed: feedId, hub: subscription.hub }, "websub: delivery with a bad signature refused");
    return { status: 403, inserted: 0, updated: 0, reason: "bad signature" };
  }
  const feed = await findFeed(deps.db, feedId);
  if (!feed) return { status: 410, inserted: 0, updated: 0, reason: "no feed" };
  const read = readFeed({ bytes: delivery.body, contentType: delivery.contentType, url: subscription.topic }, now);
  if (!read.ok) {
    deps.log.warn({ feed: feedId, err: read.error }, "websub: unreadable delivery");
    return { status: 202, inserted: 0, updated: 0, reason: read.error };
  }
  const summary = await storeFeedBatch(deps.db, deps.grouping, {
    source: { newspaperId: feed.newspaper.id, feedId: feed.id },
    items: classifyItems(feed, read.items),
    fetchedAt: now,
  });
  await recordDelivery(deps.db, feedId, now);
  if (summary.inserted > 0 || summary.updated > 0) deps.onStored?.(feedId, summary.inserted, summary.updated);
  return { status: 202, inserted: summary.inserted, updated: summary.updated };
}

/**
 * Renews the leases in their last fifth (at most their last day: a 10-day lease is renewed a day
 * before it ends, a 60-second one 12 seconds before), and unsubscribes the feeds removed from the
 * sources. Runs every minute beside the scheduler.
 */
export async function upkeepSubscriptions(deps: WebsubDeps): Promise<{ renewed: number; unsubscribed: number }> {
  const now = (deps.now ?? Date.now)();
  const day = 24 * 3_600_000;
  const due = await listSubscriptionUpkeep(deps.db, now + day);
  const renew = due.renew.filter((s) => (s.leaseUntil ?? 0) - now < Math.min(day, ((s.leaseUntil ?? 0) - (s.verifiedAt ?? now)) / 5));
  const { unsubscribe } = due;
  for (const subscription of renew) await ask(deps, "subscribe", pick(subscription));
  for (const subscription of unsubscribe) await ask(deps, "unsubscribe", pick(subscription));
  return { renewed: renew.length, unsubscribed: unsubscribe.length };
}

const pick = ({ feedId, hub, topic, secret }: Subscription) => ({ feedId, hub, topic, secret });

/** The hook a polled read calls (RefreshDeps.websub): finds the hub the feed advertises and subscribes. */
export function websubHook(deps: WebsubDeps): {
  found(feed: { id: number }, document: { bytes: Uint8Array; linkHeader: string | null; url: string }): Promise<void>;
} {
  return {
    async found(feed, document) {
      const text = new TextDecoder("latin1").decode(document.bytes.subarray(0, 64 * 1024));
      const links = discoverHub({ text, linkHeader: document.linkHeader, url: document.url });
      if (links) await subscribeIfNeeded(deps, feed.id, links);
    },
  };
}

/** Upkeep (renewals, unsubscriptions) every minute beside the scheduler. */
export function startWebsubUpkeep(deps: WebsubDeps, intervalMs = 60_000): Periodic {
  return startPeriodic(
    () => upkeepSubscriptions(deps),
    intervalMs,
    (error) => deps.log.warn({ err: error }, "websub: upkeep failed"),
  );
}
