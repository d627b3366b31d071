import type { Db, WebsubSubscriptionsTable } from "../db/schema.js";

/** A feed's WebSub subscription as the subscriber reads it. */
export interface Subscription {
  feedId: number;
  hub: string;
  topic: string;
  secret: string;
  state: WebsubSubscriptionsTable["state"];
  leaseUntil: number | null;
  requestedAt: number;
  verifiedAt: number | null;
  deliveries: number;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAll>["executeTakeFirstOrThrow"]>>;
const selectAll = (db: Db) => db.selectFrom("websub_subscriptions").selectAll();
const num = (value: number | string | bigint | null) => (value === null ? null : Number(value));

function toSubscription(row: Row): Subscription {
  return {
    feedId: row.feed_id,
    hub: row.hub,
    topic: row.topic,
    secret: row.secret,
    state: row.state,
    leaseUntil: num(row.lease_until),
    requestedAt: Number(row.requested_at),
    verifiedAt: num(row.verified_at),
    deliveries: row.deliveries,
  };
}

export async function findSubscription(db: Db, feedId: number): Promise<Subscription | null> {
  const row = await selectAll(db).where("feed_id", "=", feedId).executeTakeFirst();
  return row ? toSubscription(row) : null;
}

/** Records a subscription request (a new one, a renewal, or an unsubscription) before it is sent to the hub. */
export async function saveSubscriptionRequest(
  db: Db,
  request: { feedId: number; hub: string; topic: string; secret: string; state: "pending" | "unsubscribing"; at: number },
): Promise<void> {
  const values = {
    hub: request.hub,
    topic: request.topic,
    secret: request.secret,
    state: request.state,
    requested_at: request.at,
    last_error: null,
  };
  await db
    .insertInto("websub_subscriptions")
    .values({ feed_id: request.feedId, ...values })
    .onConflict((oc) => oc.column("feed_id").doUpdateSet(values))
    .execute();
}

/** The hub confirmed a subscription (verification of intent): active until its lease ends. */
export async function markSubscriptionActive(db: Db, feedId: number, at: number, leaseUntil: number): Promise<void> {
  await db
    .updateTable("websub_subscriptions")
    .set({ state: "active", verified_at: at, lease_until: leaseUntil })
    .where("feed_id", "=", feedId)
    .execute();
}

/** The subscription is over (unsubscription verified, or the hub denied it). */
export async function markSubscriptionEnded(db: Db, feedId: number, state: "ended" | "denied", error: string | null = null): Promise<void> {
  await db.updateTable("websub_subscriptions").set({ state, lease_until: null, last_error: error }).where("feed_id", "=", feedId).execute();
}

export async function recordSubscriptionError(db: Db, feedId: number, error: string): Promise<void> {
  await db
    .updateTable("websub_subscriptions")
    .set({ last_error: error.slice(0, 500) })
    .where("feed_id", "=", feedId)
    .execute();
}

export async function recordDelivery(db: Db, feedId: number, at: number): Promise<void> {
  await db
    .updateTable("websub_subscriptions")
    .set((eb) => ({ last_delivery_at: at, deliveries: eb("deliveries", "+", 1) }))
    .where("feed_id", "=", feedId)
    .execute();
}

/** Whether the feed has an active subscription now (its polling slows down). */
export async function hasActiveSubscription(db: Db, feedId: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("websub_subscriptions")
    .select("feed_id")
    .where("feed_id", "=", feedId)
    .where("state", "=", "active")
    .where("lease_until", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What upkeep must do now: active subscriptions of enabled feeds whose lease ends before
 * `renewBefore` (renew), and live subscriptions of feeds disabled or removed (unsubscribe).
 */
export async function listSubscriptionUpkeep(db: Db, renewBefore: number): Promise<{ renew: Subscription[]; unsubscribe: Subscription[] }> {
  const renew = await selectAll(db)
    .where("state", "=", "active")
    .where("lease_until", "<", renewBefore)
    .where("feed_id", "in", db.selectFrom("feeds").select("id").where("enabled", "=", 1))
    .execute();
  const unsubscribe = await selectAll(db)
    .where("state", "in", ["active", "pending"])
    .where("feed_id", "not in", db.selectFrom("feeds").select("id").where("enabled", "=", 1))
    .execute();
  return { renew: renew.map(toSubscription), unsubscribe: unsubscribe.map(toSubscription) };
}
