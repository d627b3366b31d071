import { type RawBuilder, sql } from "kysely";
import { isPostgres } from "../db/dialect.server.js";
import type { Db } from "../db/schema.js";

/** The store's health as `cli check`, backups, restores and the crash test read it. */
export interface StoreCheck {
  ok: boolean;
  /** What is wrong, one line each; empty when ok. */
  problems: string[];
  counts: { articles: number; newspapers: number; feeds: number; contactMessages: number; searchRows: number };
}

/** How many of the newest articles have their index row's words and facets checked one by one. */
const SAMPLED_ARTICLES = 200;

/**
 * Checks the file (SQLite's integrity_check and foreign keys), the full-text index (FTS5's own
 * integrity-check, one index row per article and none for a deleted one, and for the newest
 * articles that the index finds each by its own title word and facets), and counts the contents.
 */
export async function checkStore(db: Db): Promise<StoreCheck> {
  if (isPostgres(db)) return checkPostgresStore(db);
  const problems: string[] = [];
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const messages = integrity.rows.map((row) => row.integrity_check).filter((message) => message !== "ok");
  problems.push(...messages.slice(0, 20).map((message) => `integrity_check: ${message}`));
  const foreign = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
  if (foreign.rows.length > 0) problems.push(`foreign_key_check: ${foreign.rows.length} rows point nowhere (first in ${foreign.rows[0]?.table})`);

  try {
    // FTS5's own structural check of the index (a command, written as an insert).
    await sql`insert into article_search (article_search) values ('integrity-check')`.execute(db);
  } catch (error) {
    problems.push(`search index: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = await sql<{ n: number }>`
    select count(*) as n from articles a where not exists (select 1 from article_search s where s.rowid = a.id)`.execute(db);
  const orphans = await sql<{ n: number }>`
    select count(*) as n from article_search s where not exists (select 1 from articles a where a.id = s.rowid)`.execute(db);
  if (Number(missing.rows[0]?.n) > 0) problems.push(`search index: ${missing.rows[0]?.n} articles are not indexed`);
  if (Number(orphans.rows[0]?.n) > 0) problems.push(`search index: ${orphans.rows[0]?.n} index rows have no article`);
  // The index must answer for each article's own content, not only hold a row for it.
  const sample = await db.selectFrom("articles").select(["id", "title", "newspaper_id"]).orderBy("id", "desc").limit(SAMPLED_ARTICLES).execute();
  let unfindable = 0;
  for (const article of sample) {
    const word = /[\p{L}\p{N}]{3,}/u.exec(article.title)?.[0];
    const terms = [`facets : "n${article.newspaper_id}"`, ...(word ? [`title : "${word}"`] : [])].join(" AND ");
    // "rowid + 0": FTS5 does not narrow a MATCH by a plain rowid equality, so SQLite filters.
    const found = await sql<{ n: number }>`select count(*) as n from article_search where article_search match ${terms} and rowid + 0 = ${article.id}`.execute(db);
    if (Number(found.rows[0]?.n) !== 1) unfindable += 1;
  }
  if (unfindable > 0) problems.push(`search index: ${unfindable} of the ${sample.length} newest articles are not found by their own title and newspaper`);

  return { ok: problems.length === 0, problems, counts: await countContents(db, sql`(select count(*) from article_search)`) };
}

/** What the store holds; `searchRows` counts the search index's rows as the engine keeps them. */
async function countContents(db: Db, searchRows: RawBuilder<number>): Promise<StoreCheck["counts"]> {
  const counts = await db
    .selectNoFrom([
      sql<number>`(select count(*) from articles)`.as("articles"),
      sql<number>`(select count(*) from newspapers)`.as("newspapers"),
      sql<number>`(select count(*) from feeds)`.as("feeds"),
      sql<number>`(select count(*) from contact_messages)`.as("contact_messages"),
      searchRows.as("search_rows"),
    ])
    .executeTakeFirstOrThrow();
  return {
    articles: Number(counts.articles),
    newspapers: Number(counts.newspapers),
    feeds: Number(counts.feeds),
    contactMessages: Number(counts.contact_messages),
    searchRows: Number(counts.search_rows),
  };
}

/**
 * The same check on PostgreSQL, where the server guards the files (its own checksums and WAL) and
 * the foreign keys: whether the newest articles are found by their own title word through the
 * search vector and its index, and the counts (searchRows: articles with a search vector).
 */
async function checkPostgresStore(db: Db): Promise<StoreCheck> {
  const problems: string[] = [];
  const sample = await db.selectFrom("articles").select(["id", "title"]).orderBy("id", "desc").limit(SAMPLED_ARTICLES).execute();
  let unfindable = 0;
  for (const article of sample) {
    const word = /[\p{L}\p{N}]{3,}/u.exec(article.title)?.[0];
    if (!word) continue;
    const found = await sql<{ n: number }>`
      select count(*) as n from articles
      where search_vector @@ (plainto_tsquery('rotativa_es', rotativa_search_text(${word})) || plainto_tsquery('rotativa_simple', ${word})) and id = ${article.id}`.execute(db);
    if (Number(found.rows[0]?.n) !== 1) unfindable += 1;
  }
  if (unfindable > 0) problems.push(`search index: ${unfindable} of the ${sample.length} newest articles are not found by their own title`);
  const counts = await countContents(db, sql<number>`(select count(*) from articles where search_vector is not null)`);
  return { ok: problems.length === 0, problems, counts };
}
