/*
 * Article URLs become the key that deduplicates articles across feeds, so the same page must always
 * give the same string: resolved (xml:base, then the feed URL), http(s) only, tracking parameters and
 * fragments removed, percent-encoding normalised (RFC 3986 §6.2.2), and idempotent.
 */

/** Longest URL accepted; anything longer is a data blob or an attack, not an article link. */
const MAX_URL_LENGTH = 4096;

/** Query parameters that only identify a campaign or a click, never the page (compared lower-case). */
const TRACKING_PARAMS = new Set([
  "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "ttclid", "li_fat_id",
  "igshid", "igsh", "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "__hssc", "__hstc", "__hsfp", "hsctatracking",
  "mkt_tok", "ref_src", "ref_url", "spm", "ocid", "cmpid", "__twitter_impression", "wt.mc_id", "wt.mc_ev", "wt_mc_id",
  "s_kwcid", "ef_id", "oly_anon_id", "oly_enc_id", "vero_id", "vero_conv", "rb_clickid", "_openstat", "at_medium",
  "at_campaign", "xtor", "fb_action_ids", "fb_action_types", "fb_source", "fb_ref", "action_object_map",
  "action_type_map", "action_ref_map", "__tn__", "ns_source", "ns_mchannel", "ns_campaign", "ns_linkname", "ns_fee",
  "sr_share", "guccounter", "guce_referrer", "guce_referrer_sig",
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

/** The last base parsed: every item of a feed is resolved against the same one. Only read, never changed. */
let lastBase: { raw: string; url: URL | undefined } | null = null;

/** Parses an http(s) base URL, or undefined. */
function parseBase(base: string | null | undefined): URL | undefined {
  if (typeof base !== "string" || base.trim() === "") return undefined;
  if (lastBase?.raw === base) return lastBase.url;
  let url: URL | undefined;
  try {
    const parsed = new URL(base.trim());
    url = parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed : undefined;
  } catch {
    url = undefined;
  }
  lastBase = { raw: base, url };
  return url;
}

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

/** One canonicalisation pass over a parsed URL. */
function canonicalOnce(url: URL): string {
  url.username = "";
  url.password = "";
  if (url.hostname.endsWith(".")) url.hostname = url.hostname.replace(/\.+$/, "");
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParam(pair.split("=")[0] ?? ""));
  const search = kept.length > 0 ? `?${kept.join("&")}` : "";
  // '#!/…' and '#/…' are routes of single-page sites, not in-page anchors: they name different articles.
  const hash = /^#[!/]/.test(url.hash) ? url.hash : "";
  return `${url.protocol}//${url.host}${normalizePercentEncoding(url.pathname)}${normalizePercentEncoding(search)}${normalizePercentEncoding(hash)}`;
}

/** The canonical form of an article URL (resolved against `base`, http(s) only, tracking and fragment removed), or null when unusable. */
export function canonicalizeUrl(raw: string, base?: string | null): string | null {
  const url = parseHttp(raw, base);
  if (!url) return null;
  let current = canonicalOnce(url);
  // Re-parse until stable so that canonicalizeUrl(canonicalizeUrl(x)) === canonicalizeUrl(x).
  for (let i = 0; i < 3; i++) {
    let reparsed: URL;
    try {
      reparsed = new URL(current);
    } catch {
      return null;
    }
    const next = canonicalOnce(reparsed);
    if (next === current) return current;
    current = next;
  }
  return current;
}
