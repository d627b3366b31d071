/*
 * Rules for the paths the server answers outside the pages: how long each answer may be cached.
 * The server applies them and publishes them in every build's meta file
 * (/builds/meta/{id}.json, `matcher`), as the specification's manifest of route rules.
 */

/** What the server promises about the answers of a path. */
export interface RouteRule {
  /** The Cache-Control header of its answers. */
  cacheControl: string;
}

/** Exact paths and path prefixes ending in "/**". */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  // Asked on a timer to detect a new deployment: an old answer would hide it.
  "/builds/latest.json": { cacheControl: "no-store" },
  // A build's meta never changes once the build exists.
  "/builds/meta/**": { cacheControl: "public, max-age=31536000, immutable" },
  // Page fragments change with the news, like the pages they belong to: briefly cacheable.
  "/fragmentos/**": { cacheControl: "public, max-age=30, stale-while-revalidate=30" },
};

/** The rules as the meta file lists them: exact paths, and prefixes for "/**" patterns. */
export interface RouteRulesMatcher {
  static: Record<string, RouteRule>;
  wildcard: Record<string, RouteRule>;
}

/** Splits the rules into exact paths and prefixes, the shape published in the build's meta file. */
export function routeRulesMatcher(rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES): RouteRulesMatcher {
  const matcher: RouteRulesMatcher = { static: {}, wildcard: {} };
  for (const [pattern, rule] of Object.entries(rules)) {
    if (pattern.endsWith("/**")) matcher.wildcard[pattern.slice(0, -2)] = rule;
    else matcher.static[pattern] = rule;
  }
  return matcher;
}

/** The rule for a path: an exact match, else the longest matching prefix; null when none applies. */
export function routeRuleFor(path: string, matcher: RouteRulesMatcher = routeRulesMatcher()): RouteRule | null {
  const exact = matcher.static[path];
  if (exact) return exact;
  let best: { prefix: string; rule: RouteRule } | null = null;
  for (const [prefix, rule] of Object.entries(matcher.wildcard)) {
    if (path.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { prefix, rule };
  }
  return best?.rule ?? null;
}

/** The Cache-Control header a path's rule asks for; throws for a path without a rule (a programming error). */
export function cacheControlFor(path: string): string {
  const rule = routeRuleFor(path);
  if (!rule) throw new Error(`No route rule for ${path}`);
  return rule.cacheControl;
}
