import { memoize } from "../text/memo.js";
/*
 * Article URLs become the key that deduplicates articles across feeds, so the same page must always
 * give the same string: resolved (xml:base, then the feed URL), http(s) only, tracking parameters and
 * fragments removed, percent-encoding normalised (RFC 3986 §6.2.2), and idempotent.
 */

/** Longest URL accepted; anything longer is a data blob or an attack, not an article link. */
const MAX_URL_LENGTH = 4096;

/** Query parameters that only identify a campaign or a click, never the page (compared lower-case). */
const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "igsh",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "__hssc",
  "__hstc",
  "__hsfp",
  "hsctatracking",
  "mkt_tok",
  "ref_src",
  "ref_url",
  "spm",
  "ocid",
  "cmpid",
  "__twitter_impression",
  "wt.mc_id",
  "wt.mc_ev",
  "wt_mc_id",
  "s_kwcid",
  "ef_id",
  "oly_anon_id",
  "oly_enc_id",
  "vero_id",
  "vero_conv",
  "rb_clickid",
  "_openstat",
  "at_medium",
  "at_campaign",
  "xtor",
  "fb_action_ids",
  "fb_action_types",
  "fb_source",
  "fb_ref",
  "action_object_map",
  "action_type_map",
  "action_ref_map",
  "__tn__",
  "ns_source",
  "ns_mchannel",
  "ns_campaign",
  "ns_linkname",
  "ns_fee",
  "sr_share",
  "guccounter",
  "guce_referrer",
  "guce_referrer_sig",
]);

/** Prefixes of tracking parameter families (utm_source, mc_tc, hsa_acc, pk_campaign, mtm_kwd, __cft__[0]). */
const TRACKING_PREFIXES = ["utm_", "mc_", "hsa_", "pk_", "mtm_", "piwik_", "__cft__"];

/** RFC 3986 unreserved characters: percent-encoding them changes nothing but the string. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Whether a string is an absolute http(s) URL. */
export function isHttpUrl(value: string | null | undefined): boolean {
  if (typeof value !== "string") return false;
  return /^\s*https?:\/\/[^\s/?#]+/i.test(value);
}

/** Undoes HTML escaping left in a URL ('&amp;', WordPress's '&#038;'): no real link contains these. */
function unescapeAmpersands(value: string): string {
  let s = value;
  for (let i = 0; i < 3 && /&(?:amp;|#0*38;|#x0*26;)/i.test(s); i++) s = s.replace(/&(?:amp;|#0*38;|#x0*26;)/gi, "&");
  return s;
}

/** Parses an http(s) base URL, or undefined. */
function parseBase(base: string | null | undefined): URL | undefined {
  if (typeof base !== "string" || base.trim() === "") return undefined;
  return parsedBase(base);
}

/** The last base parsed: every item of a feed is resolved against the same one. Only read, never changed. */
const parsedBase = memoize(1, (base): URL | undefined => {
  try {
    const parsed = new URL(base.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed : undefined;
  } catch {
    return undefined;
  }
});

/** Parses `raw` against `base` and keeps it only when it is http(s) with a host. */
function parseHttp(raw: string, base?: string | null): URL | null {
  if (typeof raw !== "string") return null;
  let s = unescapeAmpersands(raw.trim());
  if (s === "" || s.length > MAX_URL_LENGTH) return null;
  // 'www.example.com/x' without a scheme is a link an editor typed by hand.
  if (/^www\.[^\s/]+\.[a-z]{2,}/i.test(s)) s = `http://${s}`;
  let url: URL;
  try {
    url = new URL(s, parseBase(base));
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  return url;
}

/** Resolves an image URL against a base and checks it is http(s), keeping every query parameter image CDNs need. */
export function resolveHttpUrl(raw: string | null | undefined, base?: string | null): string | null {
  if (typeof raw !== "string") return null;
  const url = parseHttp(raw, base);
  return url ? url.href : null;
}

/**
 * An item's address as the feed gives it (the reference parser's link): an absolute http(s) URL
 * kept as written (escaped ampersands undone), a relative one resolved against `base`; null when
 * it is not http(s). Nothing is removed: that is canonicalizeUrl's job.
 */
export function feedAddress(raw: string | null | undefined, base?: string | null): string | null {
  if (typeof raw !== "string") return null;
  const s = unescapeAmpersands(raw.trim());
  if (s === "" || s.length > MAX_URL_LENGTH) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) {
    if (!/^https?:\/\/[^\s/?#]+/i.test(s) || parseHttp(s) === null) return null;
    // The scheme lower-cased, the rest as written.
    return s.replace(/^https?/i, (scheme) => scheme.toLowerCase());
  }
  const url = parseHttp(s, base);
  return url ? url.href : null;
}

/** Resolves a reference (a permalink guid, an id) against a base, as the reference parser shows it; kept as written when it has a scheme or cannot be resolved. */
export function resolveReference(raw: string, base?: string | null): string {
  const s = raw.trim();
  if (s === "" || /^[a-z][a-z0-9+.-]*:/i.test(s)) return s;
  const parsedBase = parseBase(base);
  if (!parsedBase) return s;
  try {
    return new URL(s, parsedBase).href;
  } catch {
    return s;
  }
}

/** Whether a query parameter name is a tracking parameter. */
function isTrackingParam(name: string): boolean {
  let key = name;
  try {
    key = decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    // Broken percent-encoding: compare the raw name.
  }
  key = key.trim().toLowerCase();
  return TRACKING_PARAMS.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Decodes percent-escapes of unreserved characters and upper-cases the hex of the others (RFC 3986 §6.2.2.1–2). */
function normalizePercentEncoding(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const ch = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

/**
 * Fragments that only say where a link was clicked ('#?ref=rss', '#tk.rss_all', '#xtor=RSS-3',
 * '#utm_source=feed'), not which part of the page it points at.
 */
const TRACKING_FRAGMENT = /^#(?:\?|[^#]*=|(?:tk|xtor|utm|at|ns|rss|ref|from|src|source|cmp|campaign|echobox|sr_share)(?:[._-]|$))/i;

/** Whether a fragment ('#…') is a tracking tag rather than an anchor in the page. */
export function isTrackingFragment(hash: string): boolean {
  return TRACKING_FRAGMENT.test(hash);
}

/** One canonicalisation pass over a parsed URL; `keepAnchor` keeps a fragment that is not a tracking tag. */
function canonicalOnce(url: URL, keepAnchor = false): string {
  url.username = "";
  url.password = "";
  if (url.hostname.endsWith(".")) url.hostname = url.hostname.replace(/\.+$/, "");
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParam(pair.split("=")[0] ?? ""));
  const search = kept.length > 0 ? `?${kept.join("&")}` : "";
  // '#!/…' and '#/…' are routes of single-page sites, not in-page anchors: they name different articles.
  const hash = /^#[!/]/.test(url.hash) || (keepAnchor && url.hash.length > 1 && !isTrackingFragment(url.hash)) ? url.hash : "";
  return `${url.protocol}//${url.host}${normalizePercentEncoding(url.pathname)}${normalizePercentEncoding(search)}${normalizePercentEncoding(hash)}`;
}

/** The canonical form of an article URL (resolved against `base`, http(s) only, tracking and fragment removed), or null when unusable. */
export function canonicalizeUrl(raw: string, base?: string | null): string | null {
  return canonical(raw, base, false);
}

/**
 * The address a reader follows to an article: canonical as canonicalizeUrl, but an anchor in the
 * page ('#section-2') is kept; tracking fragments ('#?ref=rss', '#tk.rss_all') are not.
 */
export function articleAddress(raw: string, base?: string | null): string | null {
  return canonical(raw, base, true);
}

/** The fragment of an article address ('#…'), or null. */
export function fragmentOf(address: string): string | null {
  const at = address.indexOf("#");
  return at === -1 || at === address.length - 1 ? null : address.slice(at);
}

/** Canonicalises until stable. */
function canonical(raw: string, base: string | null | undefined, keepAnchor: boolean): string | null {
  const url = parseHttp(raw, base);
  if (!url) return null;
  let current = canonicalOnce(url, keepAnchor);
  // Re-parse until stable so that canonicalizeUrl(canonicalizeUrl(x)) === canonicalizeUrl(x).
  for (let i = 0; i < 3; i++) {
    let reparsed: URL;
    try {
      reparsed = new URL(current);
    } catch {
      return null;
    }
    const next = canonicalOnce(reparsed, keepAnchor);
    if (next === current) return current;
    current = next;
  }
  return current;
}
