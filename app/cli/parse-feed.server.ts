import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { fetchFeed, type FetchFeedOptions } from "../ingest/fetch-feed.server.js";
import { readFeed } from "../ingest/read-feed.js";
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
      throw new UsageError(result.status === "error" ? `cannot fetch ${target}: ${result.code}: ${result.error}` : `cannot fetch ${target}: not modified`);
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
  const read = readFeed({ bytes, contentType, url }, now);
  if (!read.ok) throw new UsageError(`${target}: ${read.error}`);
  const output = {
    feed: { title: read.feed.title, link: read.feed.link, language: read.feed.language },
    items: read.items.map((item) => ({
      guid: item.guid,
      url: item.url,
      title: item.title,
      summary: item.summary,
      publishedAt: item.publishedAtFromFeed ? iso(item.publishedAt) : null,
      updatedAt: iso(item.updatedAt),
      author: item.author,
      imageUrl: item.imageUrl,
      categories: item.categories,
    })),
  };
  io.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
}
