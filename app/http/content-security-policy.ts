/*
 * The Content-Security-Policy of every response. Pages are answered from HTTP caches (ETag,
 * 304, shared caches for anonymous readers), so a per-request nonce would make every page unique;
 * instead each HTML answer lists the SHA-256 hashes of the inline scripts (and inline style
 * attributes) it actually contains, computed from its bytes once rendered. The same bytes always
 * carry the same policy, and anything injected into a page, which no hash names, is refused.
 */

/** The inline code of an HTML document, as the browser will hash it. */
export interface InlineCode {
  /** Contents of every <script> without a src (JSON-LD data blocks included: hashing them is harmless). */
  scripts: string[];
  /** Values of style attributes and contents of <style> elements. */
  styles: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style[\s/>]/gi;
// React writes attributes with double quotes and escapes &, <, >, " and ' inside them.
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** Finds the inline code of a rendered page. React and Remix escape "<" inside script text, so a script ends at the first "</script". */
export function findInlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.push(match[2] ?? "");
  }
  const styles: string[] = [];
  for (const match of html.matchAll(STYLE_ELEMENT)) styles.push(match[1] ?? "");
  for (const match of html.matchAll(STYLE_ATTRIBUTE)) {
    styles.push((match[1] ?? "").replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity));
  }
  return { scripts, styles };
}

/** What a policy depends on besides the page. */
export interface PolicyOptions {
  /** Served over TLS: ask browsers to upgrade http: subresources. */
  secure: boolean;
  /** `remix dev`: its live reload talks over a WebSocket. */
  development: boolean;
}

/**
 * The policy for a response whose inline code has these hashes ("sha256-…"). No 'unsafe-inline'
 * for scripts; styles only from our stylesheet plus the hashed attributes ('unsafe-hashes' lets a
 * hash name a style attribute, nothing else). Images come from the newspapers' own hosts, which
 * are not all on https.
 */
export function buildPolicy(hashes: { scripts: string[]; styles: string[] }, options: PolicyOptions): string {
  const quoted = (list: string[]) => [...new Set(list)].map((hash) => `'${hash}'`);
  const styleSources = hashes.styles.length > 0 ? ["'self'", "'unsafe-hashes'", ...quoted(hashes.styles)] : ["'self'"];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...quoted(hashes.scripts)],
    ["style-src", ...styleSources],
    ["img-src", "'self'", "data:", "https:", "http:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(options.development ? ["ws:", "wss:"] : [])],
    ["media-src", "'none'"],
    ["object-src", "'none'"],
    ["frame-src", "'none'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.secure) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
