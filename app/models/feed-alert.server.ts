import type { Db, FeedAlertsTable } from "../db/schema.js";

/** What judging a feed needs to know about it (enabled feeds only). */
export interface FeedAlertInput {
  id: number;
  url: string;
  newspaper: { id: number; slug: string; name: string };
  createdAt: number;
  lastSuccessAt: number | null;
  failingSince: number | null;
  consecutiveFailures: number;
  lastError: string | null;
  /** Publication times of its newest articles, newest first (at most `history`). */
  publishTimes: number[];
}

const toNumber = (value: number | string | bigint | null): number | null => (value === null ? null : Number(value));

/**
 * Every enabled feed with its newspaper, its failure run and the publication times of its newest
 * `history` articles (one indexed query per feed: articles_feed_recent).
 */
export async function listFeedAlertInputs(db: Db, history: number): Promise<FeedAlertInput[]> {
  const feeds = await db
    .selectFrom("feeds as f")
    .innerJoin("newspapers as n", "n.id", "f.newspaper_id")
    .select([
      "f.id",
      "f.url",
      "f.created_at",
      "f.last_success_at",
      "f.failing_since",
      "f.consecutive_failures",
      "f.last_error",
      "n.id as newspaper_id",
      "n.slug as newspaper_slug",
      "n.name as newspaper_name",
    ])
    .where("f.enabled", "=", 1)
    .orderBy("n.slug")
    .orderBy("f.id")
    .execute();
  const out: FeedAlertInput[] = [];
  for (const feed of feeds) {
    const times = await db
      .selectFrom("articles")
      .select("published_at")
      .where("feed_id", "=", feed.id)
      .orderBy("published_at", "desc")
      .limit(history)
      .execute();
    out.push({
      id: feed.id,
      url: feed.url,
      newspaper: { id: feed.newspaper_id, slug: feed.newspaper_slug, name: feed.newspaper_name },
      createdAt: Number(feed.created_at),
      lastSuccessAt: toNumber(feed.last_success_at),
      failingSince: toNumber(feed.failing_since),
      consecutiveFailures: feed.consecutive_failures,
      lastError: feed.consecutive_failures > 0 ? feed.last_error : null,
      publishTimes: times.map((row) => Number(row.published_at)),
    });
  }
  return out;
}

/** A stored alert row, as the alert check compares and updates it. */
export interface StoredAlert {
  subject: string;
  kind: FeedAlertsTable["kind"];
  label: string;
  state: FeedAlertsTable["state"];
  notifiedState: FeedAlertsTable["notified_state"];
  detail: string;
  since: number | null;
  changedAt: number;
}

/** Every stored alert row (subjects in alert, and recoveries not yet told). */
export async function listStoredAlerts(db: Db): Promise<StoredAlert[]> {
  const rows = await db.selectFrom("feed_alerts").selectAll().orderBy("subject").execute();
  return rows.map((row) => ({
    subject: row.subject,
    kind: row.kind,
    label: row.label,
    state: row.state,
    notifiedState: row.notified_state,
    detail: row.detail,
    since: toNumber(row.since),
    changedAt: Number(row.changed_at),
  }));
}

/** Writes (inserts or replaces) alert rows, in one transaction. */
export async function saveAlerts(db: Db, alerts: StoredAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const alert of alerts) {
      const row = {
        kind: alert.kind,
        label: alert.label,
        state: alert.state,
        notified_state: alert.notifiedState,
        detail: alert.detail,
        since: alert.since,
        changed_at: alert.changedAt,
      };
      await trx
        .insertInto("feed_alerts")
        .values({ subject: alert.subject, ...row })
        .onConflict((oc) => oc.column("subject").doUpdateSet(row))
        .execute();
    }
  });
}

/** A change the operator has not been told of yet: the subject's state now and the one last told. */
export interface AlertNotice {
  subject: string;
  state: StoredAlert["state"];
  notifiedState: StoredAlert["state"];
}

/**
 * Claims pending notices before sending them: each row's notified_state moves to its state only
 * if nobody else moved it meanwhile (another worker's check), so a change is e-mailed at most
 * once. Returns the notices this caller won.
 */
export async function claimAlertNotices(db: Db, notices: AlertNotice[]): Promise<AlertNotice[]> {
  const won: AlertNotice[] = [];
  for (const notice of notices) {
    const result = await db
      .updateTable("feed_alerts")
      .set({ notified_state: notice.state })
      .where("subject", "=", notice.subject)
      .where("state", "=", notice.state)
      .where("notified_state", "=", notice.notifiedState)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) won.push(notice);
  }
  return won;
}

/** Gives claimed notices back after a failed send, so the next check sends them again. */
export async function releaseAlertNotices(db: Db, notices: AlertNotice[]): Promise<void> {
  for (const notice of notices) {
    await db
      .updateTable("feed_alerts")
      .set({ notified_state: notice.notifiedState })
      .where("subject", "=", notice.subject)
      .where("notified_state", "=", notice.state)
      .execute();
  }
}

/** Forgets the rows back to "ok" whose recovery was told: nothing is left to say about them. */
export async function dropSettledAlerts(db: Db): Promise<void> {
  await db.deleteFrom("feed_alerts").where("state", "=", "ok").where("notified_state", "=", "ok").execute();
}

/** How many feeds and newspapers are in alert now, by kind (the /metrics gauge). */
export async function countAlerts(db: Db): Promise<{ feed: number; newspaper: number }> {
  const rows = await db
    .selectFrom("feed_alerts")
    .select(["kind", (eb) => eb.fn.countAll<number>().as("n")])
    .where("state", "!=", "ok")
    .groupBy("kind")
    .execute();
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0);
  return { feed: count("feed"), newspaper: count("newspaper") };
}
