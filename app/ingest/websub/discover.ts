/*
 * WebSub discovery (W3C WebSub §4): a feed names its hub and its own address (the topic) in the
 * HTTP Link header, or in the document: `<link rel="hub">` / `<atom:link rel="self">` in RSS and
 * Atom, `hubs` in JSON Feed. The Link header wins, as the recommendation says.
 */

/** The hub and the topic a feed advertises, or null. */
export interface HubLinks {
  hub: string;
  topic: string;
}

/** The rel="hub" and rel="self" targets of an HTTP Link header. */
function fromLinkHeader(header: string): { hub: string | null; self: string | null } {
  let hub: string | null = null;
  let self: string | null = null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const target = /^\s*<([^>]*)>/.exec(part)?.[1];
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(part)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (!target) continue;
    if (rel.includes("hub")) hub ??= target;
    if (rel.includes("self")) self ??= target;
  }
  return { hub, self };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag);
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");

/** The rel="hub" and rel="self" links of an RSS or Atom document (only the feed's head: before the first item). */
function fromDocument(text: string): { hub: string | null; self: string | null } {
  const headEnd = text.search(/<(?:item|entry)[\s>]/i);
  const head = headEnd === -1 ? text : text.slice(0, headEnd);
  let hub: string | null = null;
  let self: string | null = null;
  for (const match of head.matchAll(/<(?:[\w-]+:)?link\b[^>]*>/gi)) {
    const tag = match[0];
    const relMatch = attribute(tag, "rel");
    const hrefMatch = attribute(tag, "href");
    const rel = (relMatch?.[1] ?? relMatch?.[2] ?? "").toLowerCase().split(/\s+/);
    const href = hrefMatch?.[1] ?? hrefMatch?.[2];
    if (!href) continue;
    if (rel.includes("hub")) hub ??= decodeEntities(href);
    if (rel.includes("self")) self ??= decodeEntities(href);
  }
  if (hub === null && /^\s*\{/.test(text)) {
    try {
      const json = JSON.parse(text) as { hubs?: { type?: string; url?: string }[]; feed_url?: string };
      hub = json.hubs?.find((entry) => entry.type?.toLowerCase() === "websub" && entry.url)?.url ?? null;
      self = json.feed_url ?? null;
    } catch {
      // Not JSON after all: no hub.
    }
  }
  return { hub, self };
}

/** Only http(s) addresses are hubs or topics. */
function httpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The hub a fetched feed advertises and the topic to subscribe to (its rel="self", else the
 * address it was fetched from), or null when it names no hub.
 */
export function discoverHub(input: { text: string; linkHeader: string | null | undefined; url: string }): HubLinks | null {
  const header = input.linkHeader ? fromLinkHeader(input.linkHeader) : { hub: null, self: null };
  const document = header.hub ? { hub: null, self: null } : fromDocument(input.text);
  const hub = httpUrl(header.hub ?? document.hub, input.url);
  if (!hub) return null;
  const topic = httpUrl(header.self ?? document.self, input.url) ?? input.url;
  return { hub, topic };
}
