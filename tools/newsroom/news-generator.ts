/*
 * The news generator of the simulated newsroom: invented but realistic Colombian news in Spanish.
 *
 * Pure and deterministic: what a newspaper has published is a function of (seed, newspaper, minute).
 * Time is cut into one-minute buckets; a feed read at time `now` shows the items published in the
 * minutes before now's bucket, so reading twice within a minute gives the same feed, and reading a
 * minute later shows the new items on top while older ones keep their guid, URL, title and date.
 *
 * - Every minute one core newspaper (chosen by hash) publishes a story, and each newspaper may
 *   publish an extra one, so across all feeds at least one item appears every minute.
 * - Every 15 minutes a shared event happens (an earthquake, a match, a Senate vote…); several
 *   newspapers cover it minutes later, each with a differently worded headline.
 * - Each candidate story has a few alternative wordings; a story takes the first one that no
 *   candidate wording of the same newspaper's previous three days uses (and is withheld in the
 *   unlikely case that none is free), so headlines are unique within any feed. The rule only looks
 *   at a fixed window of candidates, never at earlier decisions, so it gives the same answer
 *   whenever it is evaluated.
 */
import { CATEGORIES } from "../../app/data/categories.js";
import { type DemoNewspaper, DEMO_NEWSPAPERS } from "./catalog.js";
import { DAILY_EVENTS, EVENT_KINDS, type EventKind } from "./events.js";
import { EVENT_DRAWS, EVENT_MEMORY_MS, eventMarks, marksMeet } from "./event-identity.js";
import { Rng, hashInts, hashString, unitFromInts } from "./random.js";
import { Ctx, FILLERS, type Story, TEMPLATES, polish } from "./stories.js";
import { PLACES } from "./vocabulary.js";

/** One minute in milliseconds: the generator's time bucket. */
export const MINUTE_MS = 60_000;

/** How far back a feed looks for items, and how long a headline stays reserved (three days, in minutes). */
export const LOOKBACK_MINUTES = 3 * 24 * 60;

/** Minutes between two shared events. */
export const EVENT_SPACING_MINUTES = 15;

/** How many alternative wordings a story has for avoiding a repeated headline. */
const WORDINGS = 3;

/** The longest delay between an event and a newspaper's story about it, in minutes. */
const MAX_COVERAGE_DELAY = 58;

/** Colombian time is UTC−5 all year. */
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

/** Width and height of every generated image. */
export const IMAGE_SIZE = { width: 640, height: 360 } as const;

/** Background colours of the generated images (RGB). */
export const IMAGE_PALETTE: readonly (readonly [number, number, number])[] = [
  [0x1f, 0x4e, 0x79],
  [0x2e, 0x7d, 0x32],
  [0xb7, 0x1c, 0x1c],
  [0xf9, 0xa8, 0x25],
  [0x6a, 0x1b, 0x9a],
  [0x00, 0x83, 0x8f],
  [0x5d, 0x40, 0x37],
  [0x37, 0x47, 0x4f],
];

/** An image attached to an item. */
export interface GeneratedImage {
  url: string;
  path: string;
  width: number;
  height: number;
  type: "image/png";
  alt: string;
}

/** One generated article, with the ground truth (category, departments, event) a test may compare against. */
export interface GeneratedItem {
  /** Numeric id, unique within the newspaper (minute × 10 + kind). */
  id: number;
  guid: string;
  /** Whether the guid is the article URL. */
  guidIsPermalink: boolean;
  url: string;
  /** The URL's path on the newsroom server. */
  path: string;
  title: string;
  /** One to three plain-text sentences. */
  summary: string;
  /** HTML paragraphs (and sometimes a figure), for newspapers that publish full content. */
  contentHtml: string | null;
  author: string | null;
  /** The category slug the story was written for. */
  category: string;
  /** The newspaper's own name for the section. */
  sectionLabel: string;
  /** Section label first, then places, institutions and clubs mentioned. */
  tags: string[];
  /** Department slugs of the places the story mentions. */
  departments: string[];
  image: GeneratedImage | null;
  publishedAt: number;
  /** The shared event the item covers ("evento-1234"), or null for a newspaper's own story. */
  eventKey: string | null;
  /** For an own story, what makes it one event with other papers' (Story.identity), or null. */
  identity: string | null;
  newspaper: string;
}

/** What the generator needs: the seed and the base URL articles and images live under. */
export interface GeneratorOptions {
  seed: number;
  /** "http://127.0.0.1:PORT", without a trailing slash. */
  baseUrl: string;
}

/** A candidate in a newspaper's publication stream (before the headline check). */
interface StreamEntry {
  minute: number;
  publishedAt: number;
  id: number;
  /** The event index for coverage, or null for an own story. */
  event: number | null;
}

/** A newspaper's candidates, newest first, with the wording each one uses (absent when withheld). */
interface StreamResult {
  bucket: number;
  entries: StreamEntry[];
  wording: Map<number, number>;
}

/** Who covers an event, when, and with which wording. */
interface Coverage {
  slug: string;
  minute: number;
  second: number;
  variant: number;
}

/** A shared event with its coverage plan. */
interface EventInfo {
  index: number;
  kind: EventKind;
  dept: string | null;
  startMinute: number;
  coverage: Coverage[];
  /** The element of the kind's subject list this event is about, when the kind has one. */
  subject: unknown;
}

/** One draw of a shared event's department and facts (see NewsGenerator.draw). */
interface EventDraft {
  dept: string | null;
  subject: unknown;
  stories: Story[];
  departments: string[];
  tags: string[];
  marks: Set<string>;
}

/** Events per day (one every EVENT_SPACING_MINUTES). */
const EVENTS_PER_DAY = (24 * 60) / EVENT_SPACING_MINUTES;
/** How far back an event is compared with the same kind's (see drawOf): 48 hours of events. */
const EVENT_MEMORY_EVENTS = EVENT_MEMORY_MS / (EVENT_SPACING_MINUTES * MINUTE_MS);
/** The kept draws are worked out forward from the start of a week of events (see drawOf). */
const DRAW_BLOCK_EVENTS = 7 * EVENTS_PER_DAY;
/** The first event of a Colombian day: events are numbered from the epoch, Colombian midnight is 05:00 UTC. */
const BOGOTA_MIDNIGHT_EVENT = (5 * 60) / EVENT_SPACING_MINUTES;

const CATEGORY_NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.name]));
const CORE = DEMO_NEWSPAPERS.filter((n) => n.core);
const BY_SLUG = new Map(DEMO_NEWSPAPERS.map((n) => [n.slug, n]));
const REGIONAL_HOMES = [...new Set(CORE.map((n) => n.homeDepartment).filter((d): d is string => d !== null))];
const ALL_DEPARTMENTS = [...new Set(PLACES.map((p) => p.dept))];

/** Folds accents, lowercases and joins words with hyphens, cut at a word boundary. */
export function slugify(text: string, maxLength = 90): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/g, "");
}

/** The categories whose stories a newspaper's feeds can carry (every category when it has a general feed). */
export function acceptedCategories(newspaper: DemoNewspaper): Set<string> {
  if (newspaper.feeds.some((f) => f.category === null)) return new Set(CATEGORIES.map((c) => c.slug));
  return new Set(newspaper.feeds.map((f) => f.category).filter((c): c is string => c !== null));
}

/** The palette index of an item's image, shared by the generator and the image server. */
export function imageColorIndex(newspaper: string, id: number): number {
  return hashInts(hashString(newspaper), id) % IMAGE_PALETTE.length;
}

/** Year, month and day of an instant in Colombian time, zero-padded. */
export function bogotaDateParts(epochMs: number): { yyyy: string; mm: string; dd: string } {
  const local = new Date(epochMs + BOGOTA_OFFSET_MS);
  return {
    yyyy: String(local.getUTCFullYear()),
    mm: String(local.getUTCMonth() + 1).padStart(2, "0"),
    dd: String(local.getUTCDate()).padStart(2, "0"),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Generates the news of the simulated newsroom; results depend only on the options and the arguments. */
export class NewsGenerator {
  readonly seed: number;
  readonly baseUrl: string;
  private readonly paperHash = new Map<string, number>();
  private readonly staff = new Map<string, string[]>();
  private readonly titleMemo = new Map<string, string>();
  private readonly eventMemo = new Map<number, EventInfo>();
  private readonly kindMemo = new Map<number, EventKind>();
  private readonly draftMemo = new Map<number, EventDraft>();
  private readonly drawMemo = new Map<number, number>();
  private readonly weekDrawMemo = new Map<number, number>();
  private readonly streamMemo = new Map<string, StreamResult>();

  constructor(options: GeneratorOptions) {
    this.seed = options.seed >>> 0;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    for (const n of DEMO_NEWSPAPERS) this.paperHash.set(n.slug, hashString(n.slug));
  }

  /**
   * The newest items of one feed of a newspaper at time `now`: every item for a general feed
   * (category null), only that category's items for a section feed. Newest first.
   */
  feedItems(newspaperSlug: string, category: string | null, now: number, limit: number): GeneratedItem[] {
    const newspaper = this.newspaper(newspaperSlug);
    const bucket = Math.floor(now / MINUTE_MS);
    const { entries, wording } = this.stream(newspaper, bucket);
    const items: GeneratedItem[] = [];
    for (const entry of entries) {
      if (items.length >= limit) break;
      if (entry.minute < bucket - LOOKBACK_MINUTES) break;
      const attempt = wording.get(entry.id);
      if (attempt === undefined) continue;
      if (category !== null && this.entryCategory(newspaper, entry) !== category) continue;
      items.push(this.buildItem(newspaper, entry, attempt));
    }
    return items;
  }

  /** The article with this id if the newspaper published it in the last three days before `now`, else null. */
  articleById(newspaperSlug: string, id: number, now: number): GeneratedItem | null {
    const newspaper = BY_SLUG.get(newspaperSlug);
    if (!newspaper || !Number.isSafeInteger(id) || id <= 0) return null;
    const bucket = Math.floor(now / MINUTE_MS);
    if (Math.floor(id / 10) < bucket - LOOKBACK_MINUTES) return null;
    const { entries, wording } = this.stream(newspaper, bucket);
    const entry = entries.find((e) => e.id === id);
    const attempt = entry ? wording.get(entry.id) : undefined;
    return entry && attempt !== undefined ? this.buildItem(newspaper, entry, attempt) : null;
  }

  /** A shared event's kind, start and the marks of the draw it keeps (event-identity.ts), for tests. */
  eventDraw(index: number): { kind: string; startMinute: number; daily: boolean; marks: ReadonlySet<string> } {
    const info = this.event(index);
    return {
      kind: info.kind.key,
      startMinute: info.startMinute,
      daily: this.dailyEvent(index) !== null,
      marks: this.draft(index, this.drawOf(index)).marks,
    };
  }

  /** The newspaper with this slug (throws for an unknown slug: the catalog is fixed). */
  newspaper(slug: string): DemoNewspaper {
    const newspaper = BY_SLUG.get(slug);
    if (!newspaper) throw new Error(`Unknown demo newspaper: ${slug}`);
    return newspaper;
  }

  private hashOf(newspaper: DemoNewspaper): number {
    return this.paperHash.get(newspaper.slug) ?? hashString(newspaper.slug);
  }

  /** Whether the newspaper publishes its own story in this minute. */
  private publishesOwn(newspaper: DemoNewspaper, minute: number): boolean {
    if (newspaper.core) {
      const turn = hashInts(this.seed, 1, minute) % CORE.length;
      if (CORE[turn] === newspaper) return true;
    }
    return unitFromInts(this.seed, 2, this.hashOf(newspaper), minute) < newspaper.extraRate;
  }

  private ownEntry(newspaper: DemoNewspaper, minute: number): StreamEntry {
    const second = hashInts(this.seed, 3, this.hashOf(newspaper), minute) % 60;
    return { minute, publishedAt: minute * MINUTE_MS + second * 1000, id: minute * 10, event: null };
  }

  private coverageEntry(eventIndex: number, coverage: Coverage): StreamEntry {
    return {
      minute: coverage.minute,
      publishedAt: coverage.minute * MINUTE_MS + coverage.second * 1000,
      id: coverage.minute * 10 + 1 + (((eventIndex % 9) + 9) % 9),
      event: eventIndex,
    };
  }

  /** A shared event: kind, department, start and the newspapers that cover it. */
  private event(index: number): EventInfo {
    const cached = this.eventMemo.get(index);
    if (cached) return cached;
    const kind = this.kindOf(index);
    const { dept, subject } = this.draft(index, this.drawOf(index));
    const startMinute = this.startMinute(index);
    const base = hashInts(this.seed, 7, index);
    const coverage: Coverage[] = [];
    for (const newspaper of DEMO_NEWSPAPERS) {
      if (!acceptedCategories(newspaper).has(kind.category)) continue;
      const h = this.hashOf(newspaper);
      let p: number;
      if (newspaper.homeDepartment === null) p = dept === null ? 0.5 : 0.3;
      else if (dept === newspaper.homeDepartment) p = 0.9;
      else p = dept === null ? 0.08 : 0.02;
      if (unitFromInts(this.seed, 6, index, h) >= p) continue;
      const delay = 2 + (hashInts(this.seed, 8, index, h) % (MAX_COVERAGE_DELAY - 1));
      coverage.push({
        slug: newspaper.slug,
        minute: startMinute + delay,
        second: hashInts(this.seed, 9, index, h) % 60,
        variant: base + coverage.length,
      });
    }
    const info: EventInfo = { index, kind, dept, startMinute, coverage, subject };
    if (this.eventMemo.size > 20_000) this.eventMemo.clear();
    this.eventMemo.set(index, info);
    return info;
  }

  /** The daily recurring event planned for this event's quarter-hour of the Colombian day, if any. */
  private dailyEvent(index: number) {
    const slot = (((index - BOGOTA_MIDNIGHT_EVENT) % EVENTS_PER_DAY) + EVENTS_PER_DAY) % EVENTS_PER_DAY;
    return DAILY_EVENTS.find((event) => event.slot === slot) ?? null;
  }

  /** The kind drawn for an event: its day's recurring event, or a weighted draw from the event's stream. */
  private drawnKind(index: number): EventKind {
    const cached = this.kindMemo.get(index);
    if (cached) return cached;
    const kind = this.dailyEvent(index)?.kind ?? new Rng(hashInts(this.seed, 5, index)).weighted(EVENT_KINDS, (k) => k.weight);
    if (this.kindMemo.size > 50_000) this.kindMemo.clear();
    this.kindMemo.set(index, kind);
    return kind;
  }

  /**
   * The kind of an event: the drawn one, unless it is a once-a-month figure drawn again too soon
   * (see EventKind.minGapEvents), which gives way to another kind. Only earlier draws are looked
   * at, never earlier decisions, so the answer does not depend on the order of evaluation.
   */
  private kindOf(index: number): EventKind {
    const kind = this.drawnKind(index);
    if (!kind.minGapEvents) return kind;
    for (let e = index - kind.minGapEvents; e < index; e++) {
      if (this.drawnKind(e) === kind) {
        return new Rng(hashInts(this.seed, 16, index)).weighted(EVENT_KINDS, (k) => (k.minGapEvents ? 0 : k.weight));
      }
    }
    return kind;
  }

  /**
   * The subject of an event whose kind draws from a short list: the kind's events of a Colombian
   * day take consecutive elements of a seeded order of the list, and each day starts half the
   * list further on, so a subject does not come back within two days unless the kind happens more
   * than half the list's length times in a day; two days on, an event whose subject came back is
   * drawn again (drawOf) and `shift` moves it further on.
   */
  private rotatedSubject(index: number, kind: EventKind, subjects: readonly unknown[], shift = 0): unknown {
    const day = Math.floor((index - BOGOTA_MIDNIGHT_EVENT) / EVENTS_PER_DAY);
    const first = day * EVENTS_PER_DAY + BOGOTA_MIDNIGHT_EVENT;
    let position = shift;
    for (let e = first; e < index; e++) if (this.kindOf(e) === kind) position += 1;
    const order = subjects
      .map((subject, i) => ({ subject, key: hashInts(this.seed, 15, hashString(kind.key), i) }))
      .sort((a, b) => a.key - b.key);
    const step = Math.ceil(subjects.length / 2);
    const at = (((day * step + position) % subjects.length) + subjects.length) % subjects.length;
    return order[at]?.subject ?? subjects[0];
  }

  private startMinute(index: number): number {
    return index * EVENT_SPACING_MINUTES + (hashInts(this.seed, 4, index) % EVENT_SPACING_MINUTES);
  }

  /**
   * One draw of an event's department, subject and facts. The first is the event's own random
   * stream; a later one (see drawOf) draws the department again (unless the day's plan or the
   * subject fixes it), takes the next subject of the kind's rotation and draws the facts from
   * another stream.
   */
  private draft(index: number, attempt: number): EventDraft {
    const key = index * EVENT_DRAWS + attempt;
    const cached = this.draftMemo.get(key);
    if (cached) return cached;
    const kind = this.kindOf(index);
    const daily = this.dailyEvent(index);
    const rng = new Rng(attempt === 0 ? hashInts(this.seed, 5, index) : hashInts(this.seed, 17, index, attempt));
    rng.next(); // the draw kindOf used, so the rest of the stream is the same whatever the kind
    let dept: string | null = null;
    if (kind.regional) dept = rng.chance(0.65) ? rng.pick(REGIONAL_HOMES) : rng.pick(ALL_DEPARTMENTS);
    if (daily) dept = daily.dept;
    const subject = kind.subjects ? this.rotatedSubject(index, kind, kind.subjects, attempt) : null;
    if (subject !== null && kind.subjectDept) dept = kind.subjectDept(subject) ?? dept;
    const facts = new Rng(attempt === 0 ? hashInts(this.seed, 10, index) : hashInts(this.seed, 18, index, attempt));
    const ctx = new Ctx(facts, dept, this.startMinute(index) * MINUTE_MS);
    ctx.subject = subject;
    const stories = kind.build(ctx, dept ?? "bogota").map(polish);
    const departments = [...ctx.departments];
    const tags = [...ctx.tags];
    const marks = eventMarks({ kind: kind.key, names: [...departments, ...tags], stories });
    const draft = { dept, subject, stories, departments, tags, marks };
    if (this.draftMemo.size > 40_000) this.draftMemo.clear();
    this.draftMemo.set(key, draft);
    return draft;
  }

  /**
   * Which draw an event keeps: the first that repeats no draw kept by the same kind's events of the
   * 48 hours before it (event-identity.ts: the same places and figures, or a headline word for
   * word). The answer must not depend on the order of evaluation, so the kept draws are worked out
   * forward from the start of the event's week (DRAW_BLOCK_EVENTS); an event of the week before
   * counts with the draw it keeps when its own week is looked at alone (`weekOnly`), which is the
   * one it keeps unless a repeat carried over from the week before it. The day's planned events
   * (pico y placa) are kept as planned: each day's is another by its date. When every draw
   * repeats, the last is kept.
   */
  private drawOf(index: number, weekOnly = false): number {
    if (this.dailyEvent(index)) return 0;
    const memo = weekOnly ? this.weekDrawMemo : this.drawMemo;
    const cached = memo.get(index);
    if (cached !== undefined) return cached;
    const block = Math.floor((index - BOGOTA_MIDNIGHT_EVENT) / DRAW_BLOCK_EVENTS) * DRAW_BLOCK_EVENTS + BOGOTA_MIDNIGHT_EVENT;
    // Earlier events of the week first, oldest first, so that no call recurses deeply.
    for (let e = Math.max(block, index - EVENTS_PER_DAY); e < index; e++) if (!memo.has(e)) this.drawOf(e, weekOnly);
    const kind = this.kindOf(index);
    const earlier: Set<string>[] = [];
    for (let e = Math.max(index - EVENT_MEMORY_EVENTS, weekOnly ? block : Number.NEGATIVE_INFINITY); e < index; e++) {
      if (this.kindOf(e) === kind && !this.dailyEvent(e)) earlier.push(this.draft(e, this.drawOf(e, weekOnly || e < block)).marks);
    }
    let chosen = EVENT_DRAWS - 1;
    for (let attempt = 0; attempt < EVENT_DRAWS - 1; attempt++) {
      const marks = this.draft(index, attempt).marks;
      if (!earlier.some((other) => marksMeet(marks, other))) {
        chosen = attempt;
        break;
      }
    }
    if (memo.size > 50_000) memo.clear();
    memo.set(index, chosen);
    return chosen;
  }

  /** Every wording of an event: its kept draw's. */
  private eventStories(index: number): { stories: Story[]; departments: string[]; tags: string[] } {
    return this.draft(index, this.drawOf(index));
  }

  /**
   * The newspaper's candidates over the six days before `bucket`, newest first, and the wording each
   * one uses: the first whose headline no candidate wording of the previous three days uses.
   */
  private stream(newspaper: DemoNewspaper, bucket: number): StreamResult {
    const cached = this.streamMemo.get(newspaper.slug);
    if (cached && cached.bucket === bucket) return cached;
    const from = bucket - 2 * LOOKBACK_MINUTES;
    const entries: StreamEntry[] = [];
    for (let minute = from; minute < bucket; minute++) {
      if (this.publishesOwn(newspaper, minute)) entries.push(this.ownEntry(newspaper, minute));
    }
    const firstEvent = Math.floor((from - MAX_COVERAGE_DELAY - EVENT_SPACING_MINUTES) / EVENT_SPACING_MINUTES);
    for (let e = firstEvent; e * EVENT_SPACING_MINUTES < bucket; e++) {
      for (const coverage of this.event(e).coverage) {
        if (coverage.slug !== newspaper.slug || coverage.minute < from || coverage.minute >= bucket) continue;
        entries.push(this.coverageEntry(e, coverage));
      }
    }
    entries.sort((a, b) => a.publishedAt - b.publishedAt || a.id - b.id);
    const wording = new Map<number, number>();
    const lastSeen = new Map<string, number>();
    for (const entry of entries) {
      const candidates = Array.from({ length: WORDINGS }, (_, attempt) => this.title(newspaper, entry, attempt).toLowerCase());
      const free = candidates.findIndex((title) => {
        const previous = lastSeen.get(title);
        return previous === undefined || entry.minute - previous > LOOKBACK_MINUTES;
      });
      if (free >= 0) wording.set(entry.id, free);
      for (const title of candidates) lastSeen.set(title, entry.minute);
    }
    entries.reverse();
    const result: StreamResult = { bucket, entries, wording };
    this.streamMemo.set(newspaper.slug, result);
    return result;
  }

  /** The category of an entry, without building the whole item. */
  private entryCategory(newspaper: DemoNewspaper, entry: StreamEntry): string {
    if (entry.event !== null) return this.event(entry.event).kind.category;
    return this.ownCategory(newspaper, entry.minute);
  }

  private ownCategory(newspaper: DemoNewspaper, minute: number): string {
    const accepted = acceptedCategories(newspaper);
    const options = CATEGORIES.map((c) => c.slug).filter((slug) => accepted.has(slug));
    const rng = new Rng(hashInts(this.seed, 11, this.hashOf(newspaper), minute));
    return rng.weighted(options, (slug) => newspaper.weights[slug] ?? (accepted.size > 1 ? 0.2 : 1));
  }

  /** An own story: template chosen for the category, written in the newspaper's region. */
  private ownStory(newspaper: DemoNewspaper, entry: StreamEntry, wording: number): { story: Story; ctx: Ctx; category: string } {
    const category = this.ownCategory(newspaper, entry.minute);
    const templates = TEMPLATES[category] ?? TEMPLATES["general"] ?? [];
    const home = newspaper.homeDepartment;
    // A regional newspaper rewrites a story set far from home a few times before accepting it.
    for (let attempt = 0; ; attempt++) {
      const rng = new Rng(hashInts(this.seed, 12, this.hashOf(newspaper), entry.minute, wording, attempt));
      const template = rng.pick(templates);
      const ctx = new Ctx(rng, home, entry.publishedAt);
      const story = template(ctx);
      const local = home === null || ctx.departments.size === 0 || ctx.departments.has(home);
      if (local || attempt >= 3 || rng.chance(0.15)) return { story: polish(story), ctx, category };
    }
  }

  private title(newspaper: DemoNewspaper, entry: StreamEntry, wording: number): string {
    const key = `${newspaper.slug}:${entry.id}:${wording}`;
    const cached = this.titleMemo.get(key);
    if (cached !== undefined) return cached;
    const title = this.storyOf(newspaper, entry, wording).story.title;
    if (this.titleMemo.size > 300_000) this.titleMemo.clear();
    this.titleMemo.set(key, title);
    return title;
  }

  private storyOf(
    newspaper: DemoNewspaper,
    entry: StreamEntry,
    wording: number,
  ): { story: Story; departments: string[]; tags: string[]; category: string } {
    if (entry.event === null) {
      const { story, ctx, category } = this.ownStory(newspaper, entry, wording);
      return { story, departments: [...ctx.departments], tags: [...ctx.tags], category };
    }
    const info = this.event(entry.event);
    const built = this.eventStories(entry.event);
    const coverage = info.coverage.find((c) => c.slug === newspaper.slug);
    const variant = ((coverage?.variant ?? 0) + wording) % built.stories.length;
    const story = built.stories[variant] ?? built.stories[0];
    if (!story) throw new Error(`Event kind ${info.kind.key} has no wording`);
    return { story, departments: built.departments, tags: built.tags, category: info.kind.category };
  }

  /** The invented reporters of a newspaper (stable for a seed). */
  private reporters(newspaper: DemoNewspaper): string[] {
    const cached = this.staff.get(newspaper.slug);
    if (cached) return cached;
    const rng = new Rng(hashInts(this.seed, 13, this.hashOf(newspaper)));
    const ctx = new Ctx(rng, null, 0);
    const names = Array.from({ length: 6 }, () => ctx.person().name);
    this.staff.set(newspaper.slug, names);
    return names;
  }

  private buildItem(newspaper: DemoNewspaper, entry: StreamEntry, wording: number): GeneratedItem {
    const { story, departments, tags, category } = this.storyOf(newspaper, entry, wording);
    const rng = new Rng(hashInts(this.seed, 14, this.hashOf(newspaper), entry.id));
    const sectionLabel = newspaper.labels?.[category] ?? CATEGORY_NAMES.get(category) ?? "General";
    const segment = newspaper.sections === null ? null : (newspaper.sections[category] ?? category);
    const { yyyy, mm, dd } = bogotaDateParts(entry.publishedAt);
    const path = `/${newspaper.slug}${segment ? `/${segment}` : ""}/${yyyy}/${mm}/${dd}/${slugify(story.title)}-${entry.id}`;
    const url = `${this.baseUrl}${path}`;
    const site = `${this.baseUrl}/${newspaper.slug}/`;
    let guid: string;
    let guidIsPermalink = false;
    if (newspaper.guidStyle === "permalink") {
      guid = url;
      guidIsPermalink = true;
    } else if (newspaper.guidStyle === "wordpress") guid = `${site}?p=${entry.id}`;
    else guid = `urn:${newspaper.slug}:articulo:${entry.id}`;

    let author: string | null;
    if (story.author) author = story.author;
    else {
      const roll = rng.next();
      if (roll < 0.6) author = rng.pick(this.reporters(newspaper));
      else if (roll < 0.85) author = rng.chance(0.5) ? `Redacción ${newspaper.name}` : "Redacción";
      else author = null;
    }

    let image: GeneratedImage | null = null;
    if (rng.chance(newspaper.imageShare)) {
      const imagePath = `/imagenes/${newspaper.slug}/${entry.id}.png`;
      image = {
        url: `${this.baseUrl}${imagePath}`,
        path: imagePath,
        width: IMAGE_SIZE.width,
        height: IMAGE_SIZE.height,
        type: "image/png",
        alt: `Imagen de referencia: ${story.title}`,
      };
    }

    let contentHtml: string | null = null;
    if (newspaper.fullContent) {
      const paragraphs = [...story.summary, ...(story.body ?? [])];
      const fillers = FILLERS[category] ?? [];
      if (fillers.length > 0) {
        const ctx = new Ctx(rng, newspaper.homeDepartment, entry.publishedAt);
        paragraphs.push(rng.pick(fillers)(ctx));
      }
      if (story.quote) paragraphs.splice(1, 0, story.quote);
      const html = paragraphs.filter((p) => p !== "").map((p) => `<p>${escapeHtml(p)}</p>`);
      if (image && rng.chance(0.7)) {
        html.splice(
          1,
          0,
          `<figure><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}"><figcaption>${escapeHtml(
            newspaper.name,
          )}</figcaption></figure>`,
        );
      }
      contentHtml = html.join("\n");
    }

    return {
      id: entry.id,
      guid,
      guidIsPermalink,
      url,
      path,
      title: story.title,
      summary: story.summary.filter((s) => s !== "").join(" "),
      contentHtml,
      author,
      category,
      sectionLabel,
      tags: [...new Set([sectionLabel, ...tags.slice(0, 4)])],
      departments,
      image,
      publishedAt: entry.publishedAt,
      eventKey: entry.event === null ? null : `evento-${entry.event}`,
      identity: entry.event === null ? (story.identity ?? null) : null,
      newspaper: newspaper.slug,
    };
  }
}
