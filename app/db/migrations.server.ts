import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { SchemaSteps } from "./engine/engine.js";
import { engineOf } from "./engine/index.server.js";

/** The schema steps of the engine a migration runs on (the SQL that differs: engine/*-schema.server.ts). */
function schemaOf(db: Kysely<unknown>): SchemaSteps {
  return engineOf(db).schema;
}

/** An integer key the database draws: AUTOINCREMENT on SQLite (ids never reused), an identity column on PostgreSQL. */
function drawnId(db: Kysely<unknown>) {
  return (c: ColumnDefinitionBuilder) => schemaOf(db).drawnId(c);
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
      await db.schema
        .alterTable("contact_messages")
        .addColumn("forward_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
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
      await schemaOf(db).search(db);
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
      await db.schema
        .alterTable("articles")
        .addColumn("story_id", "integer", (c) => c.references("stories.id"))
        .execute();
      await db.schema.createIndex("articles_story").on("articles").columns(["story_id", "newspaper_id", "published_at"]).execute();
      await db.schema
        .createTable("story_features")
        .addColumn("article_id", "integer", (c) => c.primaryKey().references("articles.id").onDelete("cascade"))
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addColumn("features", "text", (c) => c.notNull())
        .execute();
      // Postings and day counts are read by key ranges only: without a rowid they are one b-tree
      // each on SQLite (keyOnly). No foreign key on article_id: a cascade
      // would scan the postings for every deleted article; readers skip ids that no longer exist.
      await db.schema
        .createTable("story_keys")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addColumn("article_id", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("story_keys_pk", ["key", "published_at", "article_id"])
        .$call((table) => schemaOf(db).keyOnly(table))
        .execute();
      await db.schema
        .createTable("story_term_days")
        .addColumn("term", "text", (c) => c.notNull())
        .addColumn("day", "integer", (c) => c.notNull())
        .addColumn("articles", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("story_term_days_pk", ["term", "day"])
        .$call((table) => schemaOf(db).keyOnly(table))
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
      await schemaOf(db).ingestSpeed(db);
    },
  },
  "0009_perf_listing_counts": {
    async up(db: Kysely<unknown>) {
      await schemaOf(db).listingCounts(db);
      await fillArticleCounts(db);
    },
  },
  "0010_contact_form_tokens": {
    async up(db: Kysely<unknown>) {
      // The contact form's token is used once (app/pages/contact.server.ts): the message stored from
      // a form carries that form's nonce, and the unique index makes a second post of the same form
      // find it instead of storing again, atomically, on both engines and across web instances.
      // Messages stored before this migration have none (NULLs never collide).
      await db.schema.alterTable("contact_messages").addColumn("form_token", "text").execute();
      await db.schema.createIndex("contact_messages_form_token").on("contact_messages").column("form_token").unique().execute();
    },
  },
  "0011_feed_skipped_items": {
    async up(db: Kysely<unknown>) {
      // What the last read of a feed left out and why (an item without an http(s) address, without
      // any text, listed twice), shown by `cli feeds` and the newspapers page: nothing is dropped
      // silently. Plain column, same on both engines; old rows stay null until their next read.
      await db.schema.alterTable("feeds").addColumn("skipped_items", "text").execute();
    },
  },
  "0012_municipalities": {
    async up(db: Kysely<unknown>) {
      // DANE's municipalities (app/data/municipalities.ts, synchronised at every start like the
      // departments) and the municipalities each article is about, with a copy of published_at so
      // that a municipality's articles page through one index, as departments' do.
      await db.schema
        .createTable("municipalities")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("department_slug", "text", (c) => c.notNull().references("departments.slug"))
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("municipalities_department").on("municipalities").column("department_slug").execute();
      await db.schema
        .createTable("article_municipalities")
        .addColumn("article_id", "integer", (c) => c.notNull().references("articles.id").onDelete("cascade"))
        .addColumn("municipality_code", "text", (c) => c.notNull().references("municipalities.code"))
        .addColumn("published_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("article_municipalities_pk", ["article_id", "municipality_code"])
        .$call((table) => schemaOf(db).keyOnly(table))
        .execute();
      await db.schema
        .createIndex("article_municipalities_recent")
        .on("article_municipalities")
        .columns(["municipality_code", "published_at desc", "article_id desc"])
        .execute();
      await schemaOf(db).municipalities(db);
    },
  },
  "0008_postgres": {
    async up(db: Kysely<unknown>) {
      // Several ingestion workers share the feeds: a worker claims a due feed by setting its lease
      // (app/models/feed.server.ts), and no other worker takes it until the lease has ended.
      await db.schema.alterTable("feeds").addColumn("lease_until", "bigint").execute();
      // Rate limits shared by every web instance (app/models/rate-limit.server.ts): one row per key
      // (limiter and client), counting the events of its current window.
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_ends_at", "bigint", (c) => c.notNull())
        .addColumn("points", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_window").on("rate_limits").column("window_ends_at").execute();
      await schemaOf(db).deferrableKeys(db);
    },
  },
  "0013_search_terms": {
    async up(db: Kysely<unknown>) {
      // Every word the search index holds, by spelling (corrections of search words), on both
      // engines; on PostgreSQL also the search index itself, rebuilt from the JavaScript analysis
      // SQLite's index uses, so both engines find the same articles (engine/*-schema.server.ts).
      await schemaOf(db).searchTerms(db);
    },
  },
  "0015_contact_story": {
    async up(db: Kysely<unknown>) {
      // "Reportar: no es la misma noticia" on a story's page: the message keeps the story the
      // reader saw. No foreign key: a story can be merged away later, and the report must stay
      // as it was written (the id still leads to the story its first article belongs to).
      await db.schema.alterTable("contact_messages").addColumn("story_id", "integer").execute();
    },
  },
  "0018_feed_alerts_and_websub": {
    async up(db: Kysely<unknown>) {
      // One row per feed or newspaper whose alert state is not plain "ok", or whose last change
      // has not been e-mailed yet: `state` is what the last check found, `notified_state` what the
      // operator was last told, so a change is sent once even across restarts (ADR 024).
      await db.schema
        .createTable("feed_alerts")
        .addColumn("subject", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("notified_state", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("since", "bigint")
        .addColumn("changed_at", "bigint", (c) => c.notNull())
        .execute();
      // A feed's WebSub subscription: the hub, the topic it was asked for, the secret the hub
      // signs deliveries with, and how far the subscription has gone (pending, active, ended).
      await db.schema
        .createTable("websub_subscriptions")
        .addColumn("feed_id", "integer", (c) => c.primaryKey())
        .addColumn("hub", "text", (c) => c.notNull())
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("lease_until", "bigint")
        .addColumn("requested_at", "bigint", (c) => c.notNull())
        .addColumn("verified_at", "bigint")
        .addColumn("last_delivery_at", "bigint")
        .addColumn("deliveries", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .execute();
    },
  },
  "0019_smaller_rows": {
    async up(db: Kysely<unknown>) {
      // Smaller rows (ADR 025): articles found by a six-byte hash of their URL, guids equal to the URL not stored twice.
      await schemaOf(db).smallerRows(db);
    },
  },
  "0020_spelling_keys": {
    async up(db: Kysely<unknown>) {
      // A misspelt search word's candidates found by spelling keys (text/spelling.ts) on both
      // engines, in place of trigram indexes whose lookup grew with the vocabulary.
      await schemaOf(db).spellingKeys(db);
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
