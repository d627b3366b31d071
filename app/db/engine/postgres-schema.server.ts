import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { Db } from "../schema.js";
import type { SchemaSteps } from "./engine.js";
import type { IndexedArticle } from "./full-text.js";
import { addSpellingKeys, writeIndexRows } from "./postgres-full-text.server.js";
import { postgresSmallerRows } from "./postgres-smaller-rows.server.js";

/*
 * PostgreSQL's form of the migrations whose SQL differs from SQLite's (FTS5, triggers written in
 * SQLite's dialect, SQLite's functions). migrations.server.ts calls them from the migration of the
 * same name, so both engines keep one list of migrations and one history.
 */

/** 0003_search on PostgreSQL: a weighted tsvector (title A, summary B) kept by the database, and its GIN index. */
async function search(db: Kysely<unknown>): Promise<void> {
  // unaccent is a trusted extension (PostgreSQL 13+): the database owner may create it.
  await sql`create extension if not exists unaccent`.execute(db);
  // 'spanish' stems with Snowball's Spanish stemmer, as app/search/analyze.ts does for SQLite, on
  // text folded the same way first (rotativa_search_text): accents removed ("elección" and
  // "eleccion" are one word), then the accent put back on a final "-ción"/"-sión", the one suffix
  // the stemmer only knows accented (so "vacunación" and "vacunaciones" share a stem, as in
  // app/text/spanish.ts). Search applies the same function to the reader's words.
  // rotativa_simple keeps the words as written (accents and case aside): the ranking's
  // "word as typed" and "phrase" signals, which SQLite reads from its unstemmed columns.
  const { rows } = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'unaccent'`.execute(db);
  const dictionary = `${rows[0]?.schema ?? "public"}.unaccent`;
  // Immutable (unaccent() itself is only stable) so that a generated column may call it; true as
  // long as the unaccent rules file is not edited, which would call for a reindex anyway.
  await sql`
    create function rotativa_search_text(text) returns text language sql immutable strict parallel safe as
    ${sql.lit(`select regexp_replace(${dictionary}('${dictionary}'::regdictionary, $1), '([cs])ion\\M', '\\1ión', 'gi')`)}
  `.execute(db);
  await sql`create text search configuration rotativa_es (copy = spanish)`.execute(db);
  await sql`create text search configuration rotativa_simple (copy = simple)`.execute(db);
  await sql`alter text search configuration rotativa_simple alter mapping for hword, hword_part, word with unaccent, simple`.execute(db);
  // Generated: every writer (ingestion, import, a hand edit) keeps it, with no trigger to forget.
  // to_tsvector(regconfig, text) is immutable, as a generated column requires.
  await sql`
    alter table articles add column search_vector tsvector generated always as (
      setweight(to_tsvector('rotativa_es'::regconfig, rotativa_search_text(title)), 'A')
        || setweight(to_tsvector('rotativa_es'::regconfig, rotativa_search_text(summary)), 'B')
    ) stored
  `.execute(db);
  await sql`create index articles_search on articles using gin (search_vector)`.execute(db);
}

/** 0007_ingest_speed on PostgreSQL: the story lock's token, its invalidating triggers, postings moved into story_features. */
async function ingestSpeed(db: Kysely<unknown>): Promise<void> {
  const token = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;
  await db.schema
    .alterTable("story_lock")
    .addColumn("token", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update story_lock set token = ${token}`.execute(db);
  // Statement triggers with a transition table: one update of the lock per statement that
  // deleted something (a per-row trigger would rewrite the lock's row once per deleted article).
  await sql`
    create function story_index_invalidate_deleted() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from gone) then update story_lock set token = ${token} where id = 1; end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create function story_index_invalidate() returns trigger language plpgsql as $$
    begin update story_lock set token = ${token} where id = 1; return null; end $$
  `.execute(db);
  for (const table of ["articles", "stories", "story_features"]) {
    await sql`
      create trigger ${sql.raw(`${table}_index_delete`)} after delete on ${sql.raw(table)}
      referencing old table as gone for each statement execute function story_index_invalidate_deleted()
    `.execute(db);
  }
  await sql`
    create trigger story_index_article_update after update of story_id, published_at, newspaper_id on articles
    for each row when ((old.story_id is not null and old.story_id is distinct from new.story_id)
      or old.published_at is distinct from new.published_at or old.newspaper_id is distinct from new.newspaper_id)
    execute function story_index_invalidate()
  `.execute(db);

  await db.schema
    .alterTable("story_features")
    .addColumn("keys", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await sql`
    update story_features set keys = p.keys
    from (select article_id, json_agg(key)::text as keys from story_keys group by article_id) as p
    where p.article_id = story_features.article_id
  `.execute(db);
  await db.schema.dropTable("story_keys").execute();

  await db.schema
    .createTable("story_term_days_by_day")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("articles", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("story_term_days_day_pk", ["day", "term"])
    .execute();
  await sql`insert into story_term_days_by_day (day, term, articles) select day, term, articles from story_term_days`.execute(db);
  await db.schema.dropTable("story_term_days").execute();
  await db.schema.alterTable("story_term_days_by_day").renameTo("story_term_days").execute();
  await sql`
    create trigger story_term_days_index_delete after delete on story_term_days
    referencing old table as gone for each statement execute function story_index_invalidate_deleted()
  `.execute(db);
}

/**
 * 0008_postgres on PostgreSQL: foreign keys become DEFERRABLE (still checked at each statement
 * unless a writer defers them, as SQLite's defer_foreign_keys does: see postgres.server.ts), and
 * the identity sequences start after the ids already stored.
 */
async function deferrableKeys(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string; name: string }>`
    select c.conrelid::regclass::text as table, c.conname as name
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = current_schema()
  `.execute(db);
  for (const row of rows) {
    await sql`alter table ${sql.raw(row.table)} alter constraint ${sql.id(row.name)} deferrable initially immediate`.execute(db);
  }
}

/**
 * 0009_perf_listing_counts on PostgreSQL: the same article_counts table, kept by row triggers in
 * PL/pgSQL (SQLite's trigger bodies are plain statements); the migration fills it for both engines. Writers take the story lock first, so
 * the shared '' row is never a point of deadlock between two workers.
 */
async function listingCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create table article_counts (scope text primary key, articles integer not null)`.execute(db);
  await sql`
    create function article_counts_add(counted text, delta integer) returns void language sql as $$
      insert into article_counts (scope, articles) values (counted, delta)
      on conflict (scope) do update set articles = article_counts.articles + excluded.articles
    $$
  `.execute(db);
  await sql`
    create function article_counts_articles() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        if tg_op = 'DELETE' then perform article_counts_add('', -1); end if;
        perform article_counts_add('c:' || old.category_slug, -1);
        perform article_counts_add('n:' || old.newspaper_id, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        if tg_op = 'INSERT' then perform article_counts_add('', 1); end if;
        perform article_counts_add('c:' || new.category_slug, 1);
        perform article_counts_add('n:' || new.newspaper_id, 1);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create function article_counts_departments() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then perform article_counts_add('d:' || old.department_slug, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform article_counts_add('d:' || new.department_slug, 1); end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger article_counts_insert_delete after insert or delete on articles for each row execute function article_counts_articles()`.execute(
    db,
  );
  await sql`
    create trigger article_counts_update after update of category_slug, newspaper_id on articles for each row
    when (old.category_slug is distinct from new.category_slug or old.newspaper_id is distinct from new.newspaper_id)
    execute function article_counts_articles()
  `.execute(db);
  await sql`create trigger article_counts_department_insert_delete after insert or delete on article_departments for each row execute function article_counts_departments()`.execute(
    db,
  );
  await sql`
    create trigger article_counts_department_update after update of department_slug on article_departments for each row
    when (old.department_slug is distinct from new.department_slug)
    execute function article_counts_departments()
  `.execute(db);
}

/** Articles read per statement while the search index is filled. */
const FILL_BATCH = 2_000;

/**
 * 0013_search_terms on PostgreSQL: the search index moves out of the articles table into
 * article_search, written by the writers from the same JavaScript analysis SQLite's index uses
 * (stems, words as written with positions, facets: see postgres-full-text.server.ts), and
 * search_terms lists every indexed word for corrections (pg_trgm's trigram index of it, made here
 * before, gave way to spelling keys in 0020). The
 * generated search_vector (PostgreSQL's own stemmer and stopwords, recomputed text per candidate)
 * is dropped. The GIN indexes are built after the fill, which is faster than keeping them as it goes.
 */
async function searchTerms(db: Kysely<unknown>): Promise<void> {
  // Vacuumed after 2 % of new rows rather than 20 %: vacuum merges the GIN index's pending list
  // (which every search reads through) and keeps the statistics of new words fresh for the planner.
  await sql`
    create table article_search (
      id integer primary key references articles (id) on delete cascade deferrable initially immediate,
      published_at bigint not null,
      terms tsvector not null
    ) with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02)
  `.execute(db);
  await sql`create table search_terms (term text primary key)`.execute(db);
  // How many index rows hold each lexeme, exact (kept by the statement triggers below, in the
  // writer's transaction): a one-word search counts its matches here instead of visiting every
  // matching row, and the newest matches of any search are sought in windows sized from it.
  // Counters updated by every batch: room on each page for updates in place (HOT), vacuumed often.
  await sql`
    create table article_search_lexemes (lexeme text primary key, articles integer not null)
    with (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.01)
  `.execute(db);
  let after = 0;
  for (;;) {
    const { rows } = await sql<IndexedArticle & { departments: string[] | null }>`
      select a.id, a.title, a.summary, a.category_slug, a.newspaper_id, a.published_at,
        (select array_agg(d.department_slug order by d.department_slug) from article_departments d where d.article_id = a.id) as departments
      from articles a where a.id > ${after} order by a.id limit ${FILL_BATCH}
    `.execute(db);
    if (rows.length === 0) break;
    await writeIndexRows(
      db as unknown as Db,
      rows.map((row) => ({
        ...row,
        id: Number(row.id),
        newspaper_id: Number(row.newspaper_id),
        published_at: Number(row.published_at),
        departments: row.departments ?? [],
      })),
      { spellingKeys: false },
    );
    after = Number(rows[rows.length - 1]?.id);
  }
  await sql`
    insert into article_search_lexemes (lexeme, articles)
    select lexeme, count(*) from article_search, unnest(tsvector_to_array(terms)) as lexeme group by lexeme
  `.execute(db);
  await lexemeCountTriggers(db);
  await sql`create index article_search_terms on article_search using gin (terms)`.execute(db);
  // Date filters, and the copy of published_at kept in step with the article's.
  await sql`create index article_search_published on article_search (published_at)`.execute(db);
  await sql`
    create function article_search_published() returns trigger language plpgsql as $$
    begin update article_search set published_at = new.published_at where id = new.id; return null; end $$
  `.execute(db);
  await sql`
    create trigger article_search_published after update of published_at on articles for each row
    when (old.published_at is distinct from new.published_at) execute function article_search_published()
  `.execute(db);
  await sql`drop index if exists articles_search`.execute(db);
  await sql`alter table articles drop column if exists search_vector`.execute(db);
  await sql`drop function if exists rotativa_search_text(text)`.execute(db);
  await sql`drop text search configuration if exists rotativa_es`.execute(db);
  await sql`drop text search configuration if exists rotativa_simple`.execute(db);
}

/**
 * 0020_spelling_keys on PostgreSQL: every word of search_terms under its spelling keys
 * (text/spelling.ts; the writers add the keys of the words they add), in place of pg_trgm's index,
 * so that both engines find a misspelt word's candidates by the same keys.
 */
async function spellingKeys(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_spellings (key text not null, term text not null, primary key (key, term))`.execute(db);
  let after = "";
  for (;;) {
    const { rows } = await sql<{ term: string }>`
      select term from search_terms where term collate "C" > ${after} order by term collate "C" limit ${FILL_BATCH * 10}
    `.execute(db);
    if (rows.length === 0) break;
    await addSpellingKeys(
      db as unknown as Db,
      rows.map((row) => row.term),
    );
    after = rows[rows.length - 1]?.term as string;
  }
  await sql`drop index if exists search_terms_trigrams`.execute(db);
}

/**
 * The triggers that keep article_search_lexemes: one statement per writing statement (transition
 * tables), adding the lexemes of the rows written and taking away those of the rows replaced or
 * deleted. Lexemes in code-point order: two writers touching the same counters in one order
 * cannot deadlock.
 */
async function lexemeCountTriggers(db: Kysely<unknown>): Promise<void> {
  const change = (rows: string, sign: "+" | "-") =>
    `select lexeme, ${sign}count(*) as articles from ${rows}, unnest(tsvector_to_array(${rows}.terms)) as lexeme group by lexeme`;
  const apply = (changes: string) => `
    insert into article_search_lexemes (lexeme, articles)
    select lexeme, sum(articles) from (${changes}) as changes group by lexeme having sum(articles) <> 0 order by lexeme collate "C"
    on conflict (lexeme) do update set articles = article_search_lexemes.articles + excluded.articles;`;
  await sql`
    create function article_search_lexemes_insert() returns trigger language plpgsql as ${sql.lit(`begin ${apply(change("added", "+"))} return null; end`)}
  `.execute(db);
  await sql`
    create function article_search_lexemes_update() returns trigger language plpgsql as ${sql.lit(`begin ${apply(`${change("added", "+")} union all ${change("removed", "-")}`)} return null; end`)}
  `.execute(db);
  await sql`
    create function article_search_lexemes_delete() returns trigger language plpgsql as ${sql.lit(`begin ${apply(change("removed", "-"))} return null; end`)}
  `.execute(db);
  await sql`
    create trigger article_search_lexemes_insert after insert on article_search
    referencing new table as added for each statement execute function article_search_lexemes_insert()
  `.execute(db);
  await sql`
    create trigger article_search_lexemes_update after update on article_search
    referencing old table as removed new table as added for each statement execute function article_search_lexemes_update()
  `.execute(db);
  await sql`
    create trigger article_search_lexemes_delete after delete on article_search
    referencing old table as removed for each statement execute function article_search_lexemes_delete()
  `.execute(db);
}

/** PostgreSQL's schema steps. */
export const postgresSchema: SchemaSteps = {
  drawnId: (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity(),
  // PostgreSQL's tables are heaps; a key-only table is an ordinary one.
  keyOnly: (table: CreateTableBuilder<string, string>) => table,
  search,
  spellingKeys,
  ingestSpeed,
  deferrableKeys,
  listingCounts,
  searchTerms,
  // 0012: writers insert an article's municipalities before the article, keys deferred (as 0008);
  // a municipality filter is a condition beside the search index (postgres-full-text.server.ts).
  municipalities: deferrableKeys,
  smallerRows: postgresSmallerRows,
};
