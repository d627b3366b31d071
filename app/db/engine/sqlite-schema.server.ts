import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { SchemaSteps } from "./engine.js";
import { sqliteSmallerRows } from "./sqlite-smaller-rows.server.js";

/*
 * SQLite's form of the migrations whose SQL differs from PostgreSQL's (FTS5, triggers written in
 * SQLite's dialect, the JavaScript functions every connection registers: sqlite-functions.server.ts).
 * migrations.server.ts calls them from the migration of the same name.
 */

/** 0003_search on SQLite: the FTS5 index of every article, kept by triggers, and the day → id ranges of date filters. */
async function search(db: Kysely<unknown>): Promise<void> {
  // Full-text index of every article (app/search/). Contentless: it keeps only the index, not a
  // second copy of the text. Columns: title and summary as written (the tokenizer lower-cases
  // and removes accents), their Snowball stems without stopwords (search_stems(), a JavaScript
  // function every connection registers), and facet tokens for category ('c' + slug without
  // hyphens), newspaper ('n' + id) and departments ('d' + slug without hyphens), so that
  // filtered searches are answered inside the index (sqlite-full-text.server.ts builds the same tokens).
  await sql`
    create virtual table article_search using fts5(
      title, summary, title_stems, summary_stems, facets,
      content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
    )
  `.execute(db);
  await sql`
    create view article_search_source as
    select a.id as id, a.title as title, a.summary as summary,
      search_stems(a.title) as title_stems, search_stems(a.summary) as summary_stems,
      'c' || replace(a.category_slug, '-', '') || ' n' || a.newspaper_id || coalesce((
        select ' ' || group_concat('d' || replace(ad.department_slug, '-', ''), ' ')
        from article_departments ad where ad.article_id = a.id
      ), '') as facets
    from articles a
  `.execute(db);
  // The first and last article id published on each UTC day: a date filter becomes a rowid
  // range the index can seek to. Rows are only widened, never narrowed, so they stay a superset.
  await sql`create table article_search_days (day integer primary key, first_id integer not null, last_id integer not null)`.execute(db);

  const index = (id: string) => `
    insert into article_search (rowid, title, summary, title_stems, summary_stems, facets)
      select id, title, summary, title_stems, summary_stems, facets from article_search_source where id = ${id};`;
  const reindex = (id: string) => sql.raw(`delete from article_search where rowid = ${id}; ${index(id)}`);
  const widenDay = `
    insert into article_search_days (day, first_id, last_id) values (cast(new.published_at / 86400000 as integer), new.id, new.id)
      on conflict (day) do update set first_id = min(first_id, excluded.first_id), last_id = max(last_id, excluded.last_id);`;
  // Triggers keep the index in the writer's transaction, whoever writes (ingestion, import,
  // sample data, a cascade from a deleted newspaper). Rewriting a row costs FTS5 a flush of
  // its pending changes, so department triggers only rewrite articles that already exist: a
  // bulk writer may insert the departments first (foreign keys deferred) and the article last.
  await sql`create trigger articles_search_insert after insert on articles begin ${sql.raw(index("new.id") + widenDay)} end`.execute(db);
  await sql`
    create trigger articles_search_update after update on articles
    when old.title is not new.title or old.summary is not new.summary or old.category_slug is not new.category_slug
      or old.newspaper_id is not new.newspaper_id or old.id is not new.id
    begin delete from article_search where rowid = old.id; ${sql.raw(index("new.id"))} end
  `.execute(db);
  await sql`
    create trigger articles_search_dates after update of published_at on articles
    when old.published_at is not new.published_at begin ${sql.raw(widenDay)} end
  `.execute(db);
  await sql`create trigger articles_search_delete after delete on articles begin delete from article_search where rowid = old.id; end`.execute(
    db,
  );
  await sql`
    create trigger article_departments_search_insert after insert on article_departments
    when exists (select 1 from articles where id = new.article_id) begin ${reindex("new.article_id")} end
  `.execute(db);
  await sql`
    create trigger article_departments_search_delete after delete on article_departments
    when exists (select 1 from articles where id = old.article_id) begin ${reindex("old.article_id")} end
  `.execute(db);
  await sql`
    create trigger article_departments_search_update after update on article_departments
    begin ${reindex("old.article_id")} ${reindex("new.article_id")} end
  `.execute(db);

  // Articles stored before this migration.
  await sql`
    insert into article_search (rowid, title, summary, title_stems, summary_stems, facets)
    select id, title, summary, title_stems, summary_stems, facets from article_search_source
  `.execute(db);
  await sql`
    insert into article_search_days (day, first_id, last_id)
    select cast(published_at / 86400000 as integer), min(id), max(id) from articles group by 1
  `.execute(db);
}

/** 0007_ingest_speed on SQLite: the story index token and its triggers, postings moved into story_features, day-first term counts. */
async function ingestSpeed(db: Kysely<unknown>): Promise<void> {
  // Story placement reads an in-process index of recent articles (app/ingest/cluster/story-index.ts)
  // instead of querying postings for every batch. The index is valid for one state of the
  // story tables, named by a random token that every change of that state replaces: placement
  // writes a new one, and the triggers below do so for any other writer (a deleted article, a
  // story changed by hand), so a process never trusts an index another writer made stale.
  await db.schema
    .alterTable("story_lock")
    .addColumn("token", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update story_lock set token = lower(hex(randomblob(8)))`.execute(db);
  const invalidate = "update story_lock set token = lower(hex(randomblob(8))) where id = 1;";
  await sql`create trigger story_index_article_delete after delete on articles begin ${sql.raw(invalidate)} end`.execute(db);
  await sql`
    create trigger story_index_article_update after update of story_id, published_at, newspaper_id on articles
    when (old.story_id is not null and old.story_id is not new.story_id)
      or old.published_at is not new.published_at or old.newspaper_id is not new.newspaper_id
    begin ${sql.raw(invalidate)} end
  `.execute(db);
  for (const table of ["stories", "story_features"]) {
    await sql`create trigger ${sql.raw(`${table}_index_delete`)} after delete on ${sql.raw(table)} begin ${sql.raw(invalidate)} end`.execute(
      db,
    );
  }

  // Postings move into the article's row of story_features (a JSON list of the keys it is
  // found by): the index is rebuilt from them by time range, and one appended row per article
  // costs far less to write than a dozen inserts scattered over a key-ordered table.
  await db.schema
    .alterTable("story_features")
    .addColumn("keys", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await sql`
    update story_features set keys = p.keys
    from (select article_id, json_group_array(key) as keys from story_keys group by article_id) as p
    where p.article_id = story_features.article_id
  `.execute(db);
  await db.schema.dropTable("story_keys").execute();

  // Day counts keyed by day first: the index loads whole days, and a batch's increments land
  // in the pages of one or two days instead of all over the table.
  await db.schema
    .createTable("story_term_days_by_day")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("articles", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("story_term_days_day_pk", ["day", "term"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`insert into story_term_days_by_day (day, term, articles) select day, term, articles from story_term_days order by day, term`.execute(
    db,
  );
  await db.schema.dropTable("story_term_days").execute();
  await db.schema.alterTable("story_term_days_by_day").renameTo("story_term_days").execute();
  await sql`create trigger story_term_days_index_delete after delete on story_term_days begin ${sql.raw(invalidate)} end`.execute(db);
}

/** 0009_perf_listing_counts on SQLite: the article_counts table and its triggers (the migration fills it for both engines). */
async function listingCounts(db: Kysely<unknown>): Promise<void> {
  // How many articles each listing holds over all time: the whole river (scope ''), each
  // category ('c:' + slug), newspaper ('n:' + id) and department ('d:' + slug). A listing's
  // heading shows its total, and counting a million rows on every uncached page costs hundreds
  // of milliseconds; triggers keep the counts in the writer's transaction, whoever writes
  // (ingestion, import, a cascade from a deleted newspaper), so they are always exact.
  await sql`create table article_counts (scope text primary key, articles integer not null) without rowid`.execute(db);
  const add = (scope: string, delta: number) =>
    `insert into article_counts (scope, articles) values (${scope}, ${delta}) on conflict (scope) do update set articles = articles + ${delta};`;
  const article = (row: string, delta: number) =>
    add("''", delta) + add(`'c:' || ${row}.category_slug`, delta) + add(`'n:' || ${row}.newspaper_id`, delta);
  await sql`create trigger article_counts_insert after insert on articles begin ${sql.raw(article("new", 1))} end`.execute(db);
  await sql`create trigger article_counts_delete after delete on articles begin ${sql.raw(article("old", -1))} end`.execute(db);
  await sql`
    create trigger article_counts_update after update of category_slug, newspaper_id on articles
    when old.category_slug is not new.category_slug or old.newspaper_id is not new.newspaper_id
    begin ${sql.raw(add("'c:' || old.category_slug", -1) + add("'n:' || old.newspaper_id", -1) + add("'c:' || new.category_slug", 1) + add("'n:' || new.newspaper_id", 1))} end
  `.execute(db);
  await sql`create trigger article_counts_department_insert after insert on article_departments begin ${sql.raw(add("'d:' || new.department_slug", 1))} end`.execute(
    db,
  );
  await sql`create trigger article_counts_department_delete after delete on article_departments begin ${sql.raw(add("'d:' || old.department_slug", -1))} end`.execute(
    db,
  );
  await sql`
    create trigger article_counts_department_update after update of department_slug on article_departments
    when old.department_slug is not new.department_slug
    begin ${sql.raw(add("'d:' || old.department_slug", -1) + add("'d:' || new.department_slug", 1))} end
  `.execute(db);
}

/**
 * 0013_search_terms on SQLite: every word the index holds as written (folded), for corrections of
 * search words (found by spelling keys since 0020; a trigram table of them, which 0020 drops, was
 * made here before). Triggers add the words of every article
 * stored or edited (search_words(), a JavaScript function like search_stems()); words are never
 * removed (a word no article holds any more finds nothing, which a correction checks anyway).
 */
async function searchTerms(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_terms (term text primary key) without rowid`.execute(db);
  const addWords = "insert or ignore into search_terms (term) select value from json_each(search_words(new.title || ' ' || new.summary));";
  await sql`create trigger articles_terms_insert after insert on articles begin ${sql.raw(addWords)} end`.execute(db);
  await sql`
    create trigger articles_terms_update after update of title, summary on articles
    when old.title is not new.title or old.summary is not new.summary begin ${sql.raw(addWords)} end
  `.execute(db);
  await sql`
    insert or ignore into search_terms (term)
    select words.value from articles, json_each(search_words(articles.title || ' ' || articles.summary)) as words
  `.execute(db);
}

/**
 * 0020_spelling_keys on SQLite: every word of search_terms under its spelling keys (spelling_keys(),
 * a JavaScript function: text/spelling.ts), kept by a trigger as words are added, in place of the
 * trigram table, whose ranked lookup read a share of the whole vocabulary for each misspelt word.
 */
async function spellingKeys(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists search_terms_trigrams_insert`.execute(db);
  await sql`drop table if exists search_terms_trigrams`.execute(db);
  await sql`create table search_spellings (key text not null, term text not null, primary key (key, term)) without rowid`.execute(db);
  await sql`
    create trigger search_terms_spellings_insert after insert on search_terms
    begin insert or ignore into search_spellings (key, term) select value, new.term from json_each(spelling_keys(new.term)); end
  `.execute(db);
  await sql`
    insert or ignore into search_spellings (key, term)
    select keys.value, search_terms.term from search_terms, json_each(spelling_keys(search_terms.term)) as keys
  `.execute(db);
}

/** 0012_municipalities on SQLite: the index's facets gain the municipalities, kept by triggers. */
async function municipalities(db: Kysely<unknown>): Promise<void> {
  // The search index's facets gain 'm' + code per municipality (sqlite-full-text.server.ts), so a search
  // narrowed to a municipality is answered inside the index like one narrowed to a department.
  // Articles stored before keep their index rows: they have no municipalities until re-tagged
  // (`cli places rebuild`), whose writes rewrite their rows through the triggers below.
  await sql`drop view article_search_source`.execute(db);
  await sql`
    create view article_search_source as
    select a.id as id, a.title as title, a.summary as summary,
      search_stems(a.title) as title_stems, search_stems(a.summary) as summary_stems,
      'c' || replace(a.category_slug, '-', '') || ' n' || a.newspaper_id || coalesce((
        select ' ' || group_concat('d' || replace(ad.department_slug, '-', ''), ' ')
        from article_departments ad where ad.article_id = a.id
      ), '') || coalesce((
        select ' ' || group_concat('m' || am.municipality_code, ' ')
        from article_municipalities am where am.article_id = a.id
      ), '') as facets
    from articles a
  `.execute(db);
  const reindex = (id: string) =>
    sql.raw(`delete from article_search where rowid = ${id};
      insert into article_search (rowid, title, summary, title_stems, summary_stems, facets)
      select id, title, summary, title_stems, summary_stems, facets from article_search_source where id = ${id};`);
  // As for departments: only articles that already exist are rewritten, so a writer inserting
  // the municipalities first (keys deferred) and the article last writes its index row once.
  await sql`
    create trigger article_municipalities_search_insert after insert on article_municipalities
    when exists (select 1 from articles where id = new.article_id) begin ${reindex("new.article_id")} end
  `.execute(db);
  await sql`
    create trigger article_municipalities_search_delete after delete on article_municipalities
    when exists (select 1 from articles where id = old.article_id) begin ${reindex("old.article_id")} end
  `.execute(db);
}

/** SQLite's schema steps. */
export const sqliteSchema: SchemaSteps = {
  drawnId: (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement(),
  // Postings and counts read by key ranges only: without a rowid they are one b-tree each.
  keyOnly: (table: CreateTableBuilder<string, string>) => table.modifyEnd(sql`without rowid`),
  search,
  ingestSpeed,
  // SQLite defers foreign keys per transaction (pragma defer_foreign_keys): nothing to change.
  deferrableKeys: async () => {},
  listingCounts,
  searchTerms,
  municipalities,
  smallerRows: sqliteSmallerRows,
  spellingKeys,
};
