import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/*
 * Critical CSS (issue 28, docs/decisions/019-first-paint.md). `npm run build` indexes each compiled
 * stylesheet rule by rule with the classes a rule needs (scripts/critical-css.mjs); each rendered
 * page then carries, in one <style> of its head, the rules its own markup can match, and loads the
 * whole stylesheet at the end of <body>, where it blocks nothing. The selection is conservative: a
 * rule stays unless a class it requires is absent, so the first paint already has every rule that
 * styles the page and the full stylesheet, when it lands, changes nothing on screen (no shift).
 */

/** One rule of a stylesheet: its text, and per selector the classes it needs (null: every page keeps it). */
export interface IndexedRule {
  css: string;
  needs: string[][] | null;
}

/** What the build wrote: every stylesheet's rules, keyed by the public URL the page links. */
export interface StyleIndex {
  stylesheets: Record<string, IndexedRule[]>;
}

/** The page styles service handed to entry.server through the load context. */
export interface PageStyles {
  /** Fills each critical-CSS placeholder of a rendered page with the rules its markup can match. */
  inline(html: string): string;
}

/**
 * Classes an inline script may put on the page before its first paint, which the server's markup
 * does not show: the colour mode remembered in localStorage (app/client/theme.ts) sets `light` or
 * `dark` on <html>.
 */
const SCRIPT_CLASSES = ["light", "dark"];

/** The placeholder the root document renders for one stylesheet: `<style data-critical-for="URL"></style>`. */
const PLACEHOLDER = /<style data-critical-for="([^"]+)"><\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The class names a page's markup uses (class attributes of every element, SVG included). */
export function pageClasses(html: string): Set<string> {
  const classes = new Set(SCRIPT_CLASSES);
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The rules of one indexed stylesheet that can apply to a page with these classes, in their order. */
export function selectRules(rules: IndexedRule[], classes: Set<string>): string {
  let css = "";
  for (const rule of rules) {
    if (rule.needs === null || rule.needs.some((needed) => needed.every((name) => classes.has(name)))) css += rule.css;
  }
  // A stylesheet cannot end an inline <style> early: "</style" never survives in the text.
  return css.replace(/<\/style/gi, "<\\/style");
}

/** The service over an index; stylesheets the index lacks keep an empty placeholder (their link still styles the page). */
export function createPageStyles(index: StyleIndex): PageStyles {
  return {
    inline(html) {
      if (!html.includes("data-critical-for=")) return html;
      const classes = pageClasses(html);
      return html.replace(PLACEHOLDER, (placeholder, href: string) => {
        const rules = index.stylesheets[href];
        return rules ? `<style data-critical-for="${href}">${selectRules(rules, classes)}</style>` : placeholder;
      });
    },
  };
}

/**
 * Reads the index `npm run build` wrote beside the server build (build/critical-css.json). Without
 * one (remix dev, an old build) pages are served with their stylesheet only, as before.
 */
export function readPageStyles(buildDirectory: string): PageStyles {
  const path = join(buildDirectory, "critical-css.json");
  if (!existsSync(path)) return createPageStyles({ stylesheets: {} });
  return createPageStyles(JSON.parse(readFileSync(path, "utf8")) as StyleIndex);
}
