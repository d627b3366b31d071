import { type Kysely, sql } from "kysely";
import { LISTING_INDEXES } from "./listing-indexes.js";

/*
 * 0019_smaller_rows on PostgreSQL (ADR 025): the same change as on SQLite
 * (sqlite-smaller-rows.server.ts), made with ALTER TABLE in place. The unique constraint on `url`
 * (a b-tree of every URL's text) gives way to `url_hash`, set from the URL by a trigger with the SQL twin
 * of url-hash.ts, with an ordinary index; a guid equal to the URL is stored as ''. Rows already
 * written are rewritten once by the migration's UPDATE (VACUUM FULL gives the space back).
 */

/**
 * The six first bytes of the URL's SHA-256, as a signed integer: the same number as urlHash() in
 * url-hash.ts (12 hex digits padded to 64 bits, then shifted back keeping the sign). Immutable:
 * convert_to to UTF-8 only depends on its argument.
 */
const URL_HASH_FUNCTION = `
  create or replace function rotativa_url_hash(text) returns bigint language sql immutable strict parallel safe as
  $$ select ('x' || left(encode(sha256(convert_to($1, 'UTF8')), 'hex'), 12) || '0000')::bit(64)::bigint >> 16 $$`;

/** 0019_smaller_rows on PostgreSQL. */
export async function postgresSmallerRows(db: Kysely<unknown>): Promise<void> {
  await sql.raw(URL_HASH_FUNCTION).execute(db);
  await sql`alter table articles add column url_hash bigint`.execute(db);
  await sql`update articles set url_hash = rotativa_url_hash(url), guid = case when guid = url then '' else guid end`.execute(db);
  await sql`alter table articles alter column url_hash set not null`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select c.conname as name from pg_constraint c
    where c.conrelid = 'articles'::regclass and c.contype = 'u'
      and c.conkey = array[(select attnum from pg_attribute where attrelid = 'articles'::regclass and attname = 'url')]::smallint[]
  `.execute(db);
  for (const { name } of rows) await sql`alter table articles drop constraint ${sql.id(name)}`.execute(db);
  await sql`drop index if exists articles_feed_guid`.execute(db);
  await sql`create unique index articles_feed_guid on articles (feed_id, guid) where feed_id is not null and guid is not null and guid <> ''`.execute(
    db,
  );
  await sql`create index articles_url_hash on articles (url_hash)`.execute(db);
  // Listing indexes oldest first, as on SQLite (appended to, their pages fill; read backwards).
  for (const name of LISTING_INDEXES) {
    const { rows: found } = await sql<{
      definition: string;
    }>`select indexdef as definition from pg_indexes where indexname = ${name}`.execute(db);
    const definition = found[0]?.definition;
    if (!definition) continue;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql.raw(definition.replace(/\s+DESC\b/gi, "")).execute(db);
  }
  // The hash of every row written (whatever the writer gave), and URL uniqueness as the
  // constraint had it (writers of articles hold the story lock, so two transactions never insert
  // the same URL at once: engine.ts, lockArticleWriters).
  await sql`
    create function articles_url_hash() returns trigger language plpgsql as $$
    begin
      new.url_hash := rotativa_url_hash(new.url);
      if exists (select 1 from articles where url_hash = new.url_hash and url = new.url and id <> new.id) then
        raise exception 'duplicate key value violates unique constraint "articles_url_key"' using errcode = 'unique_violation',
          detail = format('Key (url)=(%s) already exists.', new.url);
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`create trigger articles_url_hash before insert or update of url on articles for each row execute function articles_url_hash()`.execute(
    db,
  );
}
