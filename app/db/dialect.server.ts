import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The few places where SQLite and PostgreSQL need different SQL ask here which engine a handle
 * (or a transaction of it) talks to. Everything else is the same Kysely query on both.
 */
export function isPostgres(db: Kysely<unknown> | Kysely<never> | { getExecutor(): { adapter: unknown } }): boolean {
  return (db as { getExecutor(): { adapter: unknown } }).getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Serialises writers of articles and stories, taken first in their transaction. SQLite already
 * did so at BEGIN IMMEDIATE (one writer per file). PostgreSQL lets writers run side by side: two
 * workers storing the same URL, or related articles, would each decide on what it read before the
 * other committed (duplicate rows, or two stories for one event). Locking the story_lock row
 * first makes the second writer wait; in READ COMMITTED each later statement then sees what the
 * first one committed.
 */
export async function lockArticleWriters(trx: Kysely<never> | Kysely<unknown> | object): Promise<void> {
  const db = trx as Kysely<unknown>;
  if (!isPostgres(db)) return;
  await sql`select id from story_lock where id = 1 for update`.execute(db);
}

/**
 * Checks foreign keys at commit instead of at each statement, for writers that insert the rows
 * referring to an article before the article (ids are drawn by the writer). SQLite's pragma lasts
 * until the transaction ends; on PostgreSQL the constraints are DEFERRABLE (migration 0001 on
 * PostgreSQL) and SET CONSTRAINTS lasts until the transaction ends as well.
 */
export async function deferForeignKeys(trx: Kysely<never> | Kysely<unknown> | object): Promise<void> {
  const db = trx as Kysely<unknown>;
  if (isPostgres(db)) await sql`set constraints all deferred`.execute(db);
  else await sql`pragma defer_foreign_keys = on`.execute(db);
}
