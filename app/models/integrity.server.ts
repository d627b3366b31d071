import { sql } from "kysely";
import { engineOf } from "../db/engine/index.server.js";
import type { Db } from "../db/schema.js";

/** The store's health as `cli check`, backups, restores and the crash test read it. */
export interface StoreCheck {
  ok: boolean;
  /** What is wrong, one line each; empty when ok. */
  problems: string[];
  counts: { articles: number; newspapers: number; feeds: number; contactMessages: number; searchRows: number };
}

/** How many of the newest articles have their index row checked one by one. */
const SAMPLED_ARTICLES = 200;

/**
 * Checks the storage (the engine's own checks: SQLite's integrity_check and foreign keys), the
 * full-text index (one index row per article and none for a deleted one, and the newest articles
 * found by their own content), and counts the contents.
 */
export async function checkStore(db: Db): Promise<StoreCheck> {
  const engine = engineOf(db);
  const problems = await engine.settings.checkStorage(db);
  const index = await engine.fullText.check(db, SAMPLED_ARTICLES);
  problems.push(...index.problems);
  return { ok: problems.length === 0, problems, counts: { ...(await countContents(db)), searchRows: index.rows } };
}

/** What the store holds. */
async function countContents(db: Db): Promise<Omit<StoreCheck["counts"], "searchRows">> {
  const counts = await db
    .selectNoFrom([
      sql<number>`(select count(*) from articles)`.as("articles"),
      sql<number>`(select count(*) from newspapers)`.as("newspapers"),
      sql<number>`(select count(*) from feeds)`.as("feeds"),
      sql<number>`(select count(*) from contact_messages)`.as("contact_messages"),
    ])
    .executeTakeFirstOrThrow();
  return {
    articles: Number(counts.articles),
    newspapers: Number(counts.newspapers),
    feeds: Number(counts.feeds),
    contactMessages: Number(counts.contact_messages),
  };
}
