import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { isPostgres } from "./dialect.server.js";
import { postgresMigrations } from "./postgres-migrations.server.js";

/** An integer key the database draws: AUTOINCREMENT on SQLite (ids never reused), an identity column on PostgreSQL. */
function drawnId(db: Kysely<unknown>) {
  return isPostgres(db)
    ? (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()
    : (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement();
}

/*
 * Ordered migrations, kept in code (not read from a folder) so that the compiled server, the CLI
 * and the tests all carry the same list. Never edit a migration that has shipped: add the next one.
 * Column types stay portable (text, integer, bigint) so a PostgreSQL dialect can run the same list.
 */
/** article_counts for the articles stored before migration 0009 (the same SQL on both engines). */
async function fillArticleCounts(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into article_counts (scope, articles)
    select '', count(*) from articles
    union all select 'c:' || category_slug, count(*) from articles group by category_slug
    union all select 'n:' || newspaper_id, count(*) from articles group by newspaper_id
    union all select 'd:' || department_slug, count(*) from article_departments group by department_slug
  `.execute(db);
}

const migrations: Record<string, Migration> = {
  "0001_initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("categories")
        .addColumn("slug", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("main", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("departments")
        .addColumn("slug", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("capital", "text", (c) => c.notNull())
        .addColumn("dane_code", "text", (c) => c.notNull().unique())
        .addColumn("region", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("newspapers")
        .addColumn("id", "integer", drawnId(db))
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("site_url", "text", (c) => c.notNull())
        .addColumn("home_department", "text", (c) => c.references("departments.slug"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("feeds")
        .addColumn("id", "integer", drawnId(db))
        .addColumn("newspaper_id", "integer", (c) => c.notNull().references("newspapers.id").onDelete("cascade"))
        .addColumn("url", "text", (c) => c.notNull().unique())
        .addColumn("category_slug", "text", (c) => c.references("categories.slug"))
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("etag", "text")
        .addColumn("last_modified", "text")
        .addColumn("content_hash", "text")
        .addColumn("next_fetch_at", "bigint")
        .addColumn("last_fetched_at", "bigint")
        .addColumn("last_success_at", "bigint")
        .addColumn("last_error", "text")
        .addColumn("last_error_at", "bigint")
        .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("items_stored", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("feeds_due").on("feeds").columns(["enabled", "next_fetch_at"]).execute();

      await db.schema
        .createTable("articles")
        .addColumn("id", "integer", drawnId(db))
        .addColumn("url", "text", (c) => c.notNull().unique())
        .addColumn("guid", "text")
        .addColumn("newspaper_id", "integer", (c) => c.notNull().references("newspapers.id").onDelete("cascade"))
        .addColumn("feed_id", "integer", (c) => c.references("feeds.id").onDelete("set null"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("image_url", "text")
        .addColumn("author", "text")
        .addColumn("category_slug", "text", (c) => c.notNull().references("categories.slug"))
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addColumn("fetched_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      // Every listing is "newest N, optionally filtered, after a (published_at, id) cursor":
      // one index per filter whose leading columns are the filter and then the sort key.
      await db.schema.createIndex("articles_recent").on("articles").columns(["published_at desc", "id desc"]).execute();
      await db.schema
        .createIndex("articles_category_recent")
        .on("articles")
        .columns(["category_slug", "published_at desc", "id desc"])
        .execute();
      await db.schema
        .createIndex("articles_newspaper_recent")
        .on("articles")
        .columns(["newspaper_id", "published_at desc", "id desc"])
        .execute();
      await db.schema
        .createIndex("articles_feed_guid")
        .on("articles")
        .columns(["feed_id", "guid"])
        .unique()
        .where(sql.ref("guid"), "is not", null)
        .execute();

      await db.schema
        .createTable("article_departments")
        .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
        .addColumn("department_slug", "text", (c) => c.notNull().references("departments.slug"))
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("article_departments_pk", ["article_id", "department_slug"])
        .execute();
      await db.schema
        .createIndex("article_departments_recent")
        .on("article_departments")
        .columns(["department_slug", "published_at desc", "article_id desc"])
        .execute();

      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "integer", drawnId(db))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("article_id", "integer", (c) => c.references("articles.id").onDelete("set null"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("forwarded_at", "bigint")
        .execute();
    },
  },
  "0002_ingestion_state": {
    async up(db: Kysely<unknown>) {
      // When the current run of failures began, so operators see "failing since …".
      await db.schema.alterTable("feeds").addColumn("failing_since", "bigint").execute();
      await db.schema.alterTable("feeds").addColumn("last_status", "integer").execute();
      await db.schema.alterTable("feeds").addColumn("title", "text").execute();
      // Minimum interval the publisher asked for (<ttl>, Cache-Control, Retry-After), in seconds.
      await db.schema.alterTable("feeds").addColumn("min_interval_seconds", "integer").execute();
      // The publisher's own date as parsed, even when it was not trusted (missing → null).
      await db.schema.alterTable("articles").addColumn("publisher_published_at", "bigint").execute();
      await db.schema.createIndex("articles_feed_recent").on("articles").columns(["feed_id", "published_at desc"]).execute();
    },
  },
  "0004_contact": {
    async up(db: Kysely<unknown>) {
      // Forwarding by e-mail is retried with a growing delay; the message itself is never dropped.
      await db.schema.alterTable("contact_messages").addColumn("forward_attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("contact_messages").addColumn("forward_error", "text").execute();
      await db.schema.alterTable("contact_messages").addColumn("next_forward_at", "bigint").execute();
      // Operators read messages by date (`cli contact list --since`).
      await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();
      await db.schema
        .createIndex("contact_messages_unforwarded")
        .on("contact_messages")
        .column("next_forward_at")
        .where(sql.ref("forwarded_at"), "is", null)
        .execute();
    },
  },
  "0003_search": {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) return postgresMigrations.search(db);
      // Full-text index of every article (app/search/). Contentless: it keeps only the index, not a
      // second copy of the text. Columns: title and summary as written (the tokenizer lower-cases
      // and removes accents), their Snowball stems without stopwords (search_stems(), a JavaScript
      // function every connection registers), and facet tokens for category ('c' + slug without
      // hyphens), newspaper ('n' + id) and departments ('d' + slug without hyphens), so that
      // filtered searches are answered inside the index (app/search/fts.ts builds the same tokens).
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
      await sql`create trigger articles_search_delete after delete on articles begin delete from article_search where rowid = old.id; end`.execute(db);
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
    },
  },
  "0005_stories": {
    async up(db: Kysely<unknown>) {
      // A story's id is its first article's id: unique by construction, and merges keep the older.
      await db.schema
        .createTable("stories")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      // Nullable only so the column can be added to a filled table: every stored article gets a
      // story in the transaction that stores it, and articles stored before are placed at start.
      await db.schema.alterTable("articles").addColumn("story_id", "integer", (c) => c.references("stories.id")).execute();
      await db.schema.createIndex("articles_story").on("articles").columns(["story_id", "newspaper_id", "published_at"]).execute();
      await db.schema
        .createTable("story_features")
        .addColumn("article_id", "integer", (c) => c.primaryKey().references("articles.id").onDelete("cascade"))
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addColumn("features", "text", (c) => c.notNull())
        .execute();
      // Postings and day counts are read by key ranges only: without a rowid they are one b-tree
      // each (a PostgreSQL dialect would drop the clause). No foreign key on article_id: a cascade
      // would scan the postings for every deleted article; readers skip ids that no longer exist.
      await db.schema
        .createTable("story_keys")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addColumn("article_id", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("story_keys_pk", ["key", "published_at", "article_id"])
        .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
        .execute();
      await db.schema
        .createTable("story_term_days")
        .addColumn("term", "text", (c) => c.notNull())
        .addColumn("day", "integer", (c) => c.notNull())
        .addColumn("articles", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("story_term_days_pk", ["term", "day"])
        .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
        .execute();
      await db.schema
        .createTable("story_lock")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("pruned_before", "bigint", (c) => c.notNull())
        .execute();
      await sql`insert into story_lock (id, version, pruned_before) values (1, 0, 0)`.execute(db);
    },
  },
  "0007_ingest_speed": {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) return postgresMigrations.ingestSpeed(db);
      // Story placement reads an in-process index of recent articles (app/ingest/cluster/story-index.ts)
      // instead of querying postings for every batch. The index is valid for one state of the
      // story tables, named by a random token that every change of that state replaces: placement
      // writes a new one, and the triggers below do so for any other writer (a deleted article, a
      // story changed by hand), so a process never trusts an index another writer made stale.
      await db.schema.alterTable("story_lock").addColumn("token", "text", (c) => c.notNull().defaultTo("")).execute();
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
        await sql`create trigger ${sql.raw(`${table}_index_delete`)} after delete on ${sql.raw(table)} begin ${sql.raw(invalidate)} end`.execute(db);
      }

      // Postings move into the article's row of story_features (a JSON list of the keys it is
      // found by): the index is rebuilt from them by time range, and one appended row per article
      // costs far less to write than a dozen inserts scattered over a key-ordered table.
      await db.schema.alterTable("story_features").addColumn("keys", "text", (c) => c.notNull().defaultTo("[]")).execute();
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
        .modifyEnd(isPostgres(db) ? sql`` : sql`without rowid`)
        .execute();
      await sql`insert into story_term_days_by_day (day, term, articles) select day, term, articles from story_term_days order by day, term`.execute(db);
      await db.schema.dropTable("story_term_days").execute();
      await db.schema.alterTable("story_term_days_by_day").renameTo("story_term_days").execute();
      await sql`create trigger story_term_days_index_delete after delete on story_term_days begin ${sql.raw(invalidate)} end`.execute(db);
    },
  },
  "0009_perf_listing_counts": {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) {
        await postgresMigrations.listingCounts(db);
        return fillArticleCounts(db);
      }
      // How many articles each listing holds over all time: the whole river (scope ''), each
      // category ('c:' + slug), newspaper ('n:' + id) and department ('d:' + slug). A listing's
      // heading shows its total, and counting a million rows on every uncached page costs hundreds
      // of milliseconds; triggers keep the counts in the writer's transaction, whoever writes
      // (ingestion, import, a cascade from a deleted newspaper), so they are always exact.
      await sql`create table article_counts (scope text primary key, articles integer not null) without rowid`.execute(db);
      const add = (scope: string, delta: number) =>
        `insert into article_counts (scope, articles) values (${scope}, ${delta}) on conflict (scope) do update set articles = articles + ${delta};`;
      const article = (row: string, delta: number) => add("''", delta) + add(`'c:' || ${row}.category_slug`, delta) + add(`'n:' || ${row}.newspaper_id`, delta);
      await sql`create trigger article_counts_insert after insert on articles begin ${sql.raw(article("new", 1))} end`.execute(db);
      await sql`create trigger article_counts_delete after delete on articles begin ${sql.raw(article("old", -1))} end`.execute(db);
      await sql`
        create trigger article_counts_update after update of category_slug, newspaper_id on articles
        when old.category_slug is not new.category_slug or old.newspaper_id is not new.newspaper_id
        begin ${sql.raw(add("'c:' || old.category_slug", -1) + add("'n:' || old.newspaper_id", -1) + add("'c:' || new.category_slug", 1) + add("'n:' || new.newspaper_id", 1))} end
      `.execute(db);
      await sql`create trigger article_counts_department_insert after insert on article_departments begin ${sql.raw(add("'d:' || new.department_slug", 1))} end`.execute(db);
      await sql`create trigger article_counts_department_delete after delete on article_departments begin ${sql.raw(add("'d:' || old.department_slug", -1))} end`.execute(db);
      await sql`
        create trigger article_counts_department_update after update of department_slug on article_departments
        when old.department_slug is not new.department_slug
        begin ${sql.raw(add("'d:' || old.department_slug", -1) + add("'d:' || new.department_slug", 1))} end
      `.execute(db);
      await fillArticleCounts(db);
    },
  },
  "0008_postgres": {
    async up(db: Kysely<unknown>) {
      // Several ingestion workers share the feeds: a worker claims a due feed by setting its lease
      // (app/models/feed.server.ts), and no other worker takes it until the lease has ended.
      await db.schema.alterTable("feeds").addColumn("lease_until", "bigint").execute();
      // Rate limits shared by every web instance (app/lib/rate-limit.server.ts): one row per key
      // (limiter and client), counting the events of its current window.
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_ends_at", "bigint", (c) => c.notNull())
        .addColumn("points", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_window").on("rate_limits").column("window_ends_at").execute();
      if (isPostgres(db)) await postgresMigrations.deferrableKeys(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Branches may add migrations in any order; each one still runs exactly once.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : "";
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** Brings the database up (or down) to the named migration: for tests of a migration's data step. */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Migrations this code knows that the database has not applied (readiness: a database from an older version is not ready). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
