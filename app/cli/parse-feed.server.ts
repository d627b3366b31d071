import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { fetchFeed, type FetchFeedOptions } from "../ingest/fetch-feed.server.js";
import { readFeed, type ReadFeedResult } from "../ingest/read-feed.js";
import { type CommandIO, UsageError } from "./io.server.js";

function iso(value: number | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * `parse-feed <file|url> [--url <feed-url>] [--content-type <type>]`: the feed as Rotativa reads
 * it, as one JSON document. `--url` is the base for relative links in a file.
 */
export async function parseFeedCommand(
  io: CommandIO,
  target: string,
  options: { url?: string; contentType?: string; fetchOptions: FetchFeedOptions; now?: number },
): Promise<void> {
  const now = options.now ?? Date.now();
  let bytes: Uint8Array;
  let contentType = options.contentType ?? null;
  let url = options.url;
  if (/^https?:\/\//i.test(target)) {
    const result = await fetchFeed({ url: target }, options.fetchOptions);
    if (result.status !== "ok") {
      throw new UsageError(
        result.status === "error" ? `cannot fetch ${target}: ${result.code}: ${result.error}` : `cannot fetch ${target}: not modified`,
      );
    }
    bytes = result.bytes;
    contentType ??= result.contentType;
    url ??= result.url;
  } else {
    try {
      bytes = readFileSync(target);
    } catch (error) {
      throw new UsageError(`cannot read ${target}: ${error instanceof Error ? error.message : String(error)}`);
    }
    url ??= pathToFileURL(target).href;
  }
  const read = readFeed({ bytes, contentType, url }, now, { zoneless: "auto" });
  if (!read.ok) throw new UsageError(`${target}: ${read.error}`);
  io.stdout.write(`${JSON.stringify(parseFeedOutput(read), null, 2)}\n`);
}

/** What `parse-feed` prints for a feed that was read: every item in document order, with what ingestion would skip and why. */
export function parseFeedOutput(read: Extract<ReadFeedResult, { ok: true }>) {
  return {
    feed: { title: read.feed.title, link: read.feed.link, language: read.feed.language },
    items: read.entries.map(({ item, skip }) => ({
      guid: item.guid,
      url: item.url,
      title: item.title,
      summary: item.summary,
      publishedAt: iso(item.publishedAt),
      updatedAt: iso(item.updatedAt),
      author: item.author,
      imageUrl: item.imageUrl,
      categories: item.categories,
      skip,
    })),
    stored: read.items.length,
    skipped: read.skipped,
    warnings: read.warnings,
  };
}
