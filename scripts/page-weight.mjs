// What a page costs a reader in bytes (issue 28), shared by the byte-budget test
// (tests/e2e/page-weight.spec.ts) and the benchmark (bench/lighthouse.bench.mjs). Every size is
// gzip level 9 of the file as served, never a time.
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/** The budgets of issue 28, in bytes (gzip -9). */
export const BUDGETS = {
  /** Every script a first visit to /ultimo-dia names (src, href, modulepreloads, inline imports). */
  firstVisitJs: 92_000,
  /** What one more route adds to what the first visit already loaded. */
  furtherRoute: 4_096,
  /** A 50-card listing's HTML, its inlined CSS included. */
  listingHtml: 20_000,
  /** A story page with 50 versions, its inlined CSS included. */
  storyHtml: 24_000,
};

/** gzip level 9 size of a body. */
export const gzip9 = (body) => gzipSync(body, { level: 9 }).length;

/**
 * The /build/ scripts an HTML page names: `src` and `href` attributes (modulepreloads included),
 * every `import "…"` or `import("…")` of its inline scripts, and the list of route modules the
 * deferred boot script imports after the first paint (app/http/deferred-scripts.ts), so nothing a
 * page loads by itself escapes the count.
 */
export function scriptsNamedBy(html) {
  const named = new Set();
  for (const match of html.matchAll(/\s(?:src|href)="(\/build\/[^"]+\.js)"/g)) named.add(match[1]);
  for (const match of html.matchAll(/\bimport\s*(?:[\w{},*\s]+from\s*)?\(?\s*["'](\/build\/[^"']+\.js)["']/g)) named.add(match[1]);
  for (const match of html.matchAll(/Promise\.all\((\[[^\]]*\])/g)) {
    for (const url of JSON.parse(match[1])) if (/^\/build\/.+\.js$/.test(url)) named.add(url);
  }
  return named;
}

/** The inline CSS a page carries (the contents of its <style> elements). */
export function inlineCss(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}

/**
 * The stylesheets that hold up a page's first paint: every `<link rel="stylesheet">` for the
 * screen, wherever it is (Chrome fetches one at the end of <body> at the highest priority too),
 * but a print one (the full stylesheet before the page applies it, app/components/site/document.tsx)
 * and the copy in <noscript>, which only a browser without JavaScript reads.
 */
export function blockingStylesheets(html) {
  const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  return [...withoutNoscript.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\smedia="print"/.test(tag));
}

/** Reads the compiled scripts of public/: each file's bytes and static imports, cached per reader. */
export function createScriptReader(publicDir) {
  const cache = new Map();
  const read = (path) => {
    let entry = cache.get(path);
    if (!entry) {
      const file = join(publicDir, path);
      const body = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      const text = body.toString("utf8");
      const imports = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
        posix.normalize(posix.join(posix.dirname(path), match[1])),
      );
      entry = { path, bytes: body.length, gzip: gzip9(body), imports };
      cache.set(path, entry);
    }
    return entry;
  };
  /** The files and everything they import, transitively. */
  const closure = (paths) => {
    const seen = new Set();
    const stack = [...paths];
    while (stack.length > 0) {
      const path = stack.pop();
      if (seen.has(path)) continue;
      seen.add(path);
      stack.push(...read(path).imports);
    }
    return seen;
  };
  return { read, closure };
}

/** The scripts of a first visit: what the page names and what those import, with each one's weight. */
export function firstVisitScripts(html, reader) {
  const files = [...reader.closure(scriptsNamedBy(html))].map((path) => reader.read(path));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * What each route adds once a first visit's scripts are loaded: its module, its parents' modules
 * and their imports, less what the browser already has. Read from the Remix manifest of the build.
 */
export function furtherRoutes(publicDir, loaded, reader) {
  // The manifest is a script that sets window.__remixManifest (minified, so not JSON): run it apart.
  const sandbox = { window: {} };
  runInNewContext(readFileSync(join(publicDir, manifestPath(publicDir)), "utf8"), sandbox);
  const manifest = sandbox.window.__remixManifest;
  if (!manifest?.routes) throw new Error("no Remix manifest in public/build");
  const have = reader.closure(loaded);
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    const chain = [];
    for (let id = route.id; id; id = manifest.routes[id]?.parentId) chain.push(manifest.routes[id]);
    const extra = [...reader.closure(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]))].filter((path) => !have.has(path));
    rows.push({
      route: route.id,
      path: route.path ?? "",
      files: extra.length,
      gzip: extra.reduce((sum, path) => sum + reader.read(path).gzip, 0),
    });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

function manifestPath(publicDir) {
  const build = join(publicDir, "build");
  const version = readFileSync(join(publicDir, "..", "build", "version.txt"), "utf8").trim();
  const candidate = `/build/manifest-${version.toUpperCase()}.js`;
  if (existsSync(join(publicDir, candidate))) return candidate;
  throw new Error(`no manifest ${candidate} in ${build}`);
}
