import { type Kysely, type RawBuilder, sql } from "kysely";
import { LISTING_INDEXES } from "./listing-indexes.js";

/*
 * 0019_smaller_rows on SQLite (ADR 025). The articles table is rebuilt in place, in one transaction,
 * by SQLite's own procedure for a change ALTER TABLE cannot make (sqlite.org/lang_altertable.html,
 * "other kinds of table schema changes"): the unique constraint on `url` (an index holding every
 * URL's text again, 166 B an article) gives way to `url_hash`, a six-byte hash of the URL
 * (url-hash.ts) with an ordinary index, and a guid equal to the URL is stored as ''. The
 * rows keep their ids, so the search index (keyed by id) and every table pointing at an article
 * stay as they are; the indexes, triggers and views of the old table are made again from their
 * own SQL, so columns, indexes or triggers other migrations added are kept.
 */

/** The unique index on (feed, guid), without the rows it can never be asked for (no feed, or a guid stored as the URL). */
const FEED_GUID_INDEX = `create unique index articles_feed_guid on articles (feed_id, guid) where feed_id is not null and guid is not null and guid <> ''`;

/**
 * URL uniqueness as the dropped constraint had it, with the same error message (an insert, or a
 * change of URL, onto a URL another article holds is refused, found through the hash's index),
 * and the hash of a row written without one (writers give it: article-write.server.ts) or whose
 * URL changed. Only these triggers call rotativa_url_hash(): the column is a plain one, so a
 * connection without the function (the sqlite3 shell, a VACUUM) still reads and copies the table.
 */
const URL_TRIGGERS = [
  `create trigger articles_url_unique_insert before insert on articles
   when exists (select 1 from articles where url_hash = coalesce(new.url_hash, rotativa_url_hash(new.url)) and url = new.url)
   begin select raise(abort, 'UNIQUE constraint failed: articles.url'); end`,
  `create trigger articles_url_unique_update before update of url on articles
   when old.url is not new.url and exists (select 1 from articles where url_hash = rotativa_url_hash(new.url) and url = new.url and id <> old.id)
   begin select raise(abort, 'UNIQUE constraint failed: articles.url'); end`,
  `create trigger articles_url_hash_insert after insert on articles when new.url_hash is null
   begin update articles set url_hash = rotativa_url_hash(new.url) where id = new.id; end`,
  `create trigger articles_url_hash_update after update of url on articles when old.url is not new.url
   begin update articles set url_hash = rotativa_url_hash(new.url) where id = new.id; end`,
];

/** An index's SQL, ascending if it is one of the listing indexes. */
function ascending(index: { name: string; sql: string }): string {
  return LISTING_INDEXES.includes(index.name) ? index.sql.replace(/\s+desc\b/gi, "") : index.sql;
}

/** The articles table's SQL without the URL's unique constraint, and with the hash after the last column. */
function rebuiltTable(old: string): string {
  const unique = /("url"|\burl\b)\s+text\s+not\s+null\s+unique/i;
  if (!unique.test(old)) throw new Error(`0019_smaller_rows: unexpected articles table: ${old}`);
  const withoutUnique = old.replace(unique, '"url" text not null');
  const close = withoutUnique.lastIndexOf(")");
  return `${withoutUnique.slice(0, close)}, "url_hash" integer${withoutUnique.slice(close)}`;
}

async function rows<T>(db: Kysely<unknown>, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** 0019_smaller_rows on SQLite: see the comment at the top. */
export async function sqliteSmallerRows(db: Kysely<unknown>): Promise<void> {
  // Foreign keys off for the rebuild (dropping the old table must not cascade to the rows that
  // point at its articles); it can only change outside a transaction, and is checked at the end.
  const [{ foreign_keys: keys } = { foreign_keys: 0 }] = await rows(db, sql<{ foreign_keys: number }>`pragma foreign_keys`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      // Rows that already pointed nowhere (written with keys off) are not this migration's to judge; new ones would be.
      const before = (await rows(db, sql<{ table: string }>`pragma foreign_key_check`)).length;
      await rebuild(db);
      const broken = await rows(db, sql<{ table: string }>`pragma foreign_key_check`);
      if (broken.length > before)
        throw new Error(`0019_smaller_rows: ${broken.length - before} more rows point nowhere (first in ${broken[0]?.table})`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    if (keys) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Rebuilds `table` as `create` makes it from its SQL, copying its rows (`copied` gives each
 * column's value; `hash`, the new url_hash's), then makes its indexes and triggers again from their own SQL (listing indexes
 * ascending, those named in `replaced` left to the caller). Views are dropped and made again by rebuild().
 */
async function rebuildTable(
  db: Kysely<unknown>,
  table: string,
  create: (old: string, name: string) => string,
  copied: (column: string) => RawBuilder<unknown>,
  replaced: readonly string[] = [],
  hash?: RawBuilder<unknown>,
): Promise<void> {
  const [old] = await rows(db, sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`);
  if (!old) throw new Error(`0019_smaller_rows: no ${table} table`);
  const columns = (await rows(db, sql<{ name: string }>`select name from pragma_table_info(${table})`)).map((c) => c.name);
  // Everything the old table's drop takes with it, to be made again.
  const attached = await rows(
    db,
    sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
      order by case type when 'index' then 0 else 1 end, rowid`,
  );
  const [sequence] = await rows(db, sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`);
  const rebuilt = `${table}_0019`;
  await sql.raw(create(old.sql, rebuilt)).execute(db);
  const list = sql.join([...columns.map((c) => sql.id(c)), ...(hash ? [sql.id("url_hash")] : [])]);
  const values = sql.join([...columns.map(copied), ...(hash ? [hash] : [])]);
  await sql`insert into ${sql.id(rebuilt)} (${list}) select ${values} from ${sql.id(table)}`.execute(db);
  await sql`drop table ${sql.id(table)}`.execute(db);
  // The rename leaves other objects' SQL as it is (triggers of other tables name the table, which
  // the renamed one is again): without the legacy setting SQLite refuses them while no table has that name.
  await sql`pragma legacy_alter_table = on`.execute(db);
  await sql`alter table ${sql.id(rebuilt)} rename to ${sql.id(table)}`.execute(db);
  await sql`pragma legacy_alter_table = off`.execute(db);
  // AUTOINCREMENT never gives an id twice, even a deleted article's: its counter carries over.
  if (sequence) {
    const [now] = await rows(db, sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`);
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${Math.max(sequence.seq, now?.seq ?? 0)})`.execute(db);
  }
  for (const object of attached) {
    if (replaced.includes(object.name)) continue;
    await sql.raw(object.type === "index" ? ascending(object) : object.sql).execute(db);
  }
}

/** The new table's SQL, renamed `name`. */
function renamed(old: string, table: string, name: string): string {
  const head = new RegExp(`^create table\\s+("${table}"|${table})\\s*\\(`, "i");
  if (!head.test(old)) throw new Error(`0019_smaller_rows: unexpected ${table} table: ${old}`);
  return old.replace(head, `create table "${name}" (`);
}

async function rebuild(db: Kysely<unknown>): Promise<void> {
  const views = await rows(db, sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'view' order by rowid`);
  for (const view of views) await sql`drop view ${sql.id(view.name)}`.execute(db);
  await rebuildTable(
    db,
    "articles",
    (old, name) => rebuiltTable(renamed(old, "articles", name)),
    (column) => (column === "guid" ? sql`case when guid = url then '' else guid end` : sql.id(column)),
    ["articles_feed_guid"],
    sql`rotativa_url_hash(url)`,
  );
  await sql.raw(FEED_GUID_INDEX).execute(db);
  await sql`create index articles_url_hash on articles (url_hash)`.execute(db);
  for (const trigger of URL_TRIGGERS) await sql.raw(trigger).execute(db);
  // An article's departments are read by its key only (and the listing index): one b-tree
  // without a rowid instead of a table and the index of its primary key (about 20 B an article).
  await rebuildTable(
    db,
    "article_departments",
    (old, name) =>
      /without\s+rowid\s*$/i.test(old)
        ? renamed(old, "article_departments", name)
        : `${renamed(old, "article_departments", name)} without rowid`,
    (column) => sql.id(column),
  );
  for (const name of LISTING_INDEXES.filter((index) => index.startsWith("article_municipalities"))) {
    const [index] = await rows(
      db,
      sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and name = ${name}`,
    );
    if (!index) continue;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql.raw(ascending(index)).execute(db);
  }
  for (const view of views) await sql.raw(view.sql).execute(db);
}
