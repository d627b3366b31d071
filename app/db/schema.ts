import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";

/** Times are stored as UTC epoch milliseconds (integers sort and compare the same on every engine). */
type EpochMs = number;

export interface CategoriesTable {
  slug: string;
  name: string;
  description: string;
  position: number;
  main: number;
}

export interface DepartmentsTable {
  slug: string;
  name: string;
  capital: string;
  dane_code: string;
  region: string;
  position: number;
}

export interface NewspapersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  site_url: string;
  /** Home department of a regional newspaper; null for national ones. */
  home_department: string | null;
  created_at: EpochMs;
}

export interface FeedsTable {
  id: Generated<number>;
  newspaper_id: number;
  url: string;
  /** Category every item of a section feed belongs to, when the feed is a section. */
  category_slug: string | null;
  enabled: ColumnType<number, number | undefined, number>;
  etag: string | null;
  last_modified: string | null;
  content_hash: string | null;
  next_fetch_at: EpochMs | null;
  last_fetched_at: EpochMs | null;
  last_success_at: EpochMs | null;
  last_error: string | null;
  last_error_at: EpochMs | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  items_stored: ColumnType<number, number | undefined, number>;
  created_at: EpochMs;
  failing_since: EpochMs | null;
  last_status: number | null;
  title: string | null;
  min_interval_seconds: number | null;
  /** Until when a worker holds the feed it claimed (several workers share the feeds); null when free. */
  lease_until: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** Items of the last read that were not stored, by reason, as JSON ('{"no-address":3}'); null before any read (migration 0011). */
  skipped_items: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArticlesTable {
  id: Generated<number>;
  /** Canonical URL: the article's identity across feeds (unique: kept by triggers, found through url_hash). */
  url: string;
  /** The feed's guid; '' when it is the URL itself (not stored twice: article-identity.ts, storedGuid), null when the feed gave none. */
  guid: string | null;
  /** A six-byte hash of the URL (app/db/url-hash.ts): what finds an article by URL (migration 0019); set by a trigger when a writer leaves it out. */
  url_hash: Generated<number>;
  newspaper_id: number;
  feed_id: number | null;
  title: string;
  summary: string;
  image_url: string | null;
  author: string | null;
  category_slug: string;
  /** The publisher's date, corrected when missing or in the future. */
  published_at: EpochMs;
  /** When Rotativa first saw the article. */
  fetched_at: EpochMs;
  /** The publisher's date as the feed gave it, even when not trusted; null when absent. */
  publisher_published_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  updated_at: EpochMs;
  /** The story (same event across newspapers) the article belongs to; set when it is stored. */
  story_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ArticleDepartmentsTable {
  article_id: number;
  department_slug: string;
  /** Copy of the article's published_at so department listings page through one index. */
  published_at: EpochMs;
}

/** One municipality of DANE's DIVIPOLA list (reference data, app/data/municipalities.ts). */
export interface MunicipalitiesTable {
  code: string;
  name: string;
  department_slug: string;
  position: number;
}

export interface ArticleMunicipalitiesTable {
  article_id: number;
  municipality_code: string;
  /** Copy of the article's published_at, as in article_departments. */
  published_at: EpochMs;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  reason: string;
  message: string;
  article_id: number | null;
  created_at: EpochMs;
  forwarded_at: EpochMs | null;
  /** Failed attempts to forward it by e-mail so far. */
  forward_attempts: ColumnType<number, number | undefined, number>;
  forward_error: string | null;
  /** When forwarding is tried next; null once forwarded or when forwarding is off. */
  next_forward_at: EpochMs | null;
  /** The nonce of the form it was sent from (unique: a form stores one message); null before migration 0010. */
  form_token: string | null;
  /** The story a reader reported as grouping different news ("no es la misma noticia"); null for other messages (migration 0015). */
  story_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A story: the articles of several newspapers (or one) that report the same event. */
export interface StoriesTable {
  /** The id of the story's first article (unique by construction; merges keep the older id). */
  id: number;
  created_at: EpochMs;
}

/** What story grouping stored about an article: its weighted terms and headline facts (JSON). */
export interface StoryFeaturesTable {
  article_id: number;
  published_at: EpochMs;
  features: string;
  /** The keys later articles find it by (JSON list): its postings in the story index. */
  keys: string;
}

/** How many articles of a day contained a term ("" counts the day's articles): the IDF statistics. */
export interface StoryTermDaysTable {
  term: string;
  day: number;
  articles: number;
}

/** One row that serialises story assignment between writers, and the pruning mark. */
export interface StoryLockTable {
  id: number;
  version: number;
  pruned_before: EpochMs;
  /** Random, replaced by every change of the story tables: names the state an in-process index mirrors. */
  token: string;
}

/** How many articles a listing holds over all time ('' all, 'c:' category, 'n:' newspaper id, 'd:' department), kept by triggers. */
export interface ArticleCountsTable {
  scope: string;
  articles: number;
}

/** Events counted per limiter and client in the current window (rate limits shared by instances). */
export interface RateLimitsTable {
  key: string;
  window_ends_at: EpochMs;
  points: number;
}

/** Every table Kysely knows about. */
/** A feed's or newspaper's alert state and what the operator was last told (migration 0018). */
export interface FeedAlertsTable {
  /** "feed:<id>" or "newspaper:<slug>". */
  subject: string;
  kind: "feed" | "newspaper";
  /** What the operator reads: the newspaper's name and, for a feed, its URL. */
  label: string;
  state: "ok" | "failing" | "silent";
  notified_state: "ok" | "failing" | "silent";
  /** Why, in Spanish (the last error, how long it has been silent). */
  detail: string;
  /** When the current trouble began (failing since, or the newest article's time). */
  since: EpochMs | null;
  changed_at: EpochMs;
}

/** A feed's WebSub subscription (migration 0018). */
export interface WebsubSubscriptionsTable {
  feed_id: number;
  hub: string;
  topic: string;
  secret: string;
  state: "pending" | "active" | "unsubscribing" | "ended" | "denied";
  lease_until: EpochMs | null;
  requested_at: EpochMs;
  verified_at: EpochMs | null;
  last_delivery_at: EpochMs | null;
  deliveries: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

export interface Database {
  categories: CategoriesTable;
  departments: DepartmentsTable;
  newspapers: NewspapersTable;
  feeds: FeedsTable;
  articles: ArticlesTable;
  article_departments: ArticleDepartmentsTable;
  municipalities: MunicipalitiesTable;
  article_municipalities: ArticleMunicipalitiesTable;
  contact_messages: ContactMessagesTable;
  stories: StoriesTable;
  story_features: StoryFeaturesTable;
  story_term_days: StoryTermDaysTable;
  story_lock: StoryLockTable;
  article_counts: ArticleCountsTable;
  rate_limits: RateLimitsTable;
  feed_alerts: FeedAlertsTable;
  websub_subscriptions: WebsubSubscriptionsTable;
}

/** The one query handle every model function receives. */
export type Db = Kysely<Database>;

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type NewspaperRow = Selectable<NewspapersTable>;
export type FeedRow = Selectable<FeedsTable>;
