/*
 * The one seam between SQLite and PostgreSQL: everything the two engines do differently, one small
 * interface per concern. An engine is chosen once, when a database is opened (openDatabase picks it
 * from the location), and travels with the handle: engineOf(db) gives it back from any handle,
 * transaction or connection of that database. Model and search code call the engine; none of it
 * asks which engine it is talking to. docs/decisions/014-database-engine-seam.md explains the shape.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, RawBuilder, SelectQueryBuilder } from "kysely";
import type { Db } from "../schema.js";
import type { ArticleFilters, Candidate, IndexedArticle, IndexedTerm, Question, TextMatch } from "./full-text.js";

/** The engines Rotativa runs on. */
export type EngineName = "sqlite" | "postgres";

/** Any handle, transaction or connection of a database (typed or not). */
export type AnyDb = Db | Kysely<unknown> | Kysely<never>;

/** How concurrent writers are kept apart. */
export interface Writers {
  /**
   * Serialises writers of articles and stories, taken first in their transaction (SQLite already
   * did at BEGIN IMMEDIATE; PostgreSQL locks the story_lock row, see docs/deploy.md).
   */
  lockArticleWriters(trx: AnyDb): Promise<void>;
  /** Checks foreign keys at commit instead of at each statement, until the transaction ends. */
  deferForeignKeys(trx: AnyDb): Promise<void>;
  /** A claim's SELECT of rows to take: rows another claim holds are skipped where the engine can lock rows. */
  skipLocked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
}

/** Ids a writer draws itself (so rows referring to an article can be written before it). */
export interface DrawnIds {
  /** The highest article id ever given (never reused: story features may outlive an article). */
  lastArticleId(trx: Db): Promise<number>;
  /** Moves the engine's own counter past ids a writer gave (PostgreSQL's identity sequence). */
  articleIdsGiven(trx: Db, lastId: number): Promise<void>;
}

/** Column types a bulk statement reads from JSON. */
export type JsonColumnType = "integer" | "bigint" | "text";

/** Statements over many rows at once (upserts of counters, CASE updates). */
export interface BulkRows {
  /**
   * A SELECT yielding `rows` (a list of same-length arrays) as typed columns, from one JSON
   * parameter: one statement text for any number of rows (prepared once), for INSERT … SELECT.
   */
  fromJson(rows: readonly (readonly unknown[])[], columns: readonly (readonly [name: string, type: JsonColumnType])[]): RawBuilder<unknown>;
  /** A bound integer, typed as such where the engine would otherwise guess text (CASE … THEN ?). */
  integer(value: number): RawBuilder<number>;
}

/** Connection settings and the engine's own checks of its storage. */
export interface Settings {
  /**
   * Runs `write` so that its commit is on disk before it resolves, for writes a reader was told
   * succeeded (a contact message): SQLite syncs the WAL at that commit, PostgreSQL does at every commit.
   */
  durably<T>(db: Db, write: (connection: Db) => Promise<T>): Promise<T>;
  /** The engine's own checks of its storage (SQLite: integrity and foreign keys; PostgreSQL guards its files itself): one line per problem. */
  checkStorage(db: Db): Promise<string[]>;
  /** Whether several processes may serve one database at once (then shared state, such as rate limits, lives in it). */
  sharedByProcesses: boolean;
  /**
   * Runs `work` so that a statement still running after `milliseconds()` (read as each statement
   * starts being bounded) is cancelled by the server, where the engine can: PostgreSQL's
   * statement_timeout, set for one transaction. SQLite cannot interrupt a statement: `work` runs as is.
   */
  cancelAfter<T>(db: Db, milliseconds: () => number, work: (db: Db) => Promise<T>): Promise<T>;
}

/** The schema steps whose SQL differs (one list of migrations, one history on both engines). */
export interface SchemaSteps {
  /** An integer key the database draws: AUTOINCREMENT (never reused) on SQLite, an identity column on PostgreSQL. */
  drawnId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** A table read only by key ranges: SQLite stores it without a rowid (one b-tree). */
  keyOnly(table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string>;
  /** 0003_search: the full-text index and whatever keeps it current. */
  search(db: Kysely<unknown>): Promise<void>;
  /** 0007_ingest_speed: the story index token and its triggers, postings into story_features, day-first term counts. */
  ingestSpeed(db: Kysely<unknown>): Promise<void>;
  /** 0008_postgres: what lets writers defer foreign keys. */
  deferrableKeys(db: Kysely<unknown>): Promise<void>;
  /** 0009_perf_listing_counts: the article_counts table and the triggers that keep it. */
  listingCounts(db: Kysely<unknown>): Promise<void>;
  /** 0012_municipalities: what the municipalities of articles need beside their tables (SQLite: the index's facets). */
  municipalities(db: Kysely<unknown>): Promise<void>;
  /** 0013_search_terms: the words of the index (and their trigrams, dropped by 0020), and on PostgreSQL the search index of analysed words. */
  searchTerms(db: Kysely<unknown>): Promise<void>;
  /** 0019_smaller_rows: the URL found by a fixed-size hash instead of a unique index of its text, and a guid equal to the URL stored as ''. */
  smallerRows(db: Kysely<unknown>): Promise<void>;
  /** 0020_spelling_keys: the words of the index under their spelling keys (text/spelling.ts), kept as words are added; the trigram index goes. */
  spellingKeys(db: Kysely<unknown>): Promise<void>;
}

/** What one search asks of the index (the engine may share what it reads between the questions). */
export interface FullTextSearch {
  /** The newest `limit` matches (highest id first), with each question's answer. */
  newest(search: { match: TextMatch; filters: ArticleFilters; limit: number; questions: readonly Question[] }): Promise<Candidate[]>;
  /** How many articles match, counting at most `limit` + 1 (Infinity counts them all). */
  count(search: { match: TextMatch; filters: ArticleFilters; limit: number }): Promise<number>;
}

/** The full-text index: what writers keep and what search asks. */
export interface FullText {
  /**
   * Opens one search, naming the matches it will ask about (its own, its groups) and its filters:
   * an engine may read what it needs about all of them at once (PostgreSQL: the lexeme counts, in
   * one round trip). Any match may still be asked; the named ones are only read ahead.
   */
  search(db: Db, ahead: { matches: readonly TextMatch[]; filters: ArticleFilters }): FullTextSearch;
  /** Writes the index rows of articles the caller just inserted or changed, in its transaction (SQLite's triggers already did). */
  index(trx: Db, articles: readonly IndexedArticle[]): Promise<void>;
  /** Words of the index (folded, as written) within a correction's edits of `word`, found by spelling keys, closest first: candidates for a correction. */
  termsSpelledLike(db: Db, word: string, limit: number): Promise<IndexedTerm[]>;
  /** Checks the index against the articles: one line per problem, and how many index rows it holds. */
  check(db: Db, sample: number): Promise<{ problems: string[]; rows: number }>;
}

/** Backups: a copy of the SQLite file by Rotativa, or the server's own tools on PostgreSQL. */
export type Backups = { by: "rotativa" } | { by: "server"; backup: string; restore: string };

/** One database engine: each concern behind its own small interface. */
export interface Engine {
  name: EngineName;
  /** The engine's name for operators ("SQLite", "PostgreSQL"). */
  label: string;
  writers: Writers;
  ids: DrawnIds;
  bulk: BulkRows;
  settings: Settings;
  schema: SchemaSteps;
  fullText: FullText;
  backups: Backups;
}
