// Run by `npm run build` after `remix build`: indexes every stylesheet Remix compiled from
// app/styles (public/build/_assets/*.css) rule by rule, each rule with the class names a page must
// contain for the rule to possibly apply, and writes the index to build/critical-css.json. The
// server (app/http/critical-css.server.ts) then inlines, in each page it renders, only the rules
// that page's own markup can match; the whole stylesheet follows at the end of <body>, without
// blocking the first paint (docs/decisions/019-first-paint.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";

/**
 * Classes a selector needs on the page to possibly match: every `.class` outside attribute
 * selectors and outside functional pseudo-classes (`:not(.x)` matches pages without .x, `:is()`
 * and `:has()` may be satisfied otherwise), so the answer never drops a rule that could apply.
 */
export function requiredClasses(selector) {
  let plain = "";
  let depth = 0;
  let inAttribute = false;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") {
      // An escaped character is part of a name; keep both so that the class is not cut short.
      if (depth === 0 && !inAttribute) plain += selector.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (inAttribute) {
      if (char === "]") inAttribute = false;
      continue;
    }
    if (char === "[") {
      inAttribute = true;
      continue;
    }
    if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += char;
  }
  const classes = new Set();
  for (const match of plain.matchAll(/\.((?:[\w-]|\\.)+)/g)) classes.add(match[1].replace(/\\(.)/g, "$1"));
  return [...classes];
}

/**
 * The rules of one stylesheet in their order: `{ css, needs }` where `needs` lists, per selector
 * of the rule, the classes that selector requires (the rule applies if any selector's classes are
 * all on the page), or is null for a rule every page keeps (element and :root rules, @font-face,
 * @keyframes, anything that is not a style rule). A rule inside @media or @supports keeps its
 * condition around it.
 */
export function indexStylesheet(css) {
  const rules = [];
  const tree = postcss.parse(css);
  const wrap = (node, text) => {
    let out = text;
    for (let parent = node.parent; parent && parent.type === "atrule"; parent = parent.parent) {
      out = `@${parent.name} ${parent.params}{${out}}`;
    }
    return out;
  };
  const visit = (container) => {
    container.each((node) => {
      if (node.type === "comment") return;
      if (node.type === "atrule" && (node.name === "media" || node.name === "supports" || node.name === "layer") && node.nodes) {
        visit(node);
        return;
      }
      const text = wrap(node, node.toString().replace(/\s*\n\s*/g, ""));
      if (node.type !== "rule") {
        rules.push({ css: text, needs: null });
        return;
      }
      const needs = node.selectors.map(requiredClasses);
      rules.push({ css: text, needs: needs.some((list) => list.length === 0) ? null : needs });
    });
  };
  visit(tree);
  return rules;
}

/** Writes build/critical-css.json: the index of every compiled stylesheet, keyed by its public URL. */
export function writeIndex(root) {
  const assets = join(root, "public", "build", "_assets");
  const stylesheets = {};
  for (const file of readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .sort()) {
    stylesheets[`/build/_assets/${file}`] = indexStylesheet(readFileSync(join(assets, file), "utf8"));
  }
  writeFileSync(join(root, "build", "critical-css.json"), `${JSON.stringify({ stylesheets })}\n`);
  return stylesheets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { root } = await import("./build-state.mjs");
  const stylesheets = writeIndex(root);
  const counts = Object.entries(stylesheets).map(([href, rules]) => `${href.replace(/^.*\//, "")} ${rules.length} rules`);
  console.log(`indexed stylesheets for inlining: ${counts.join(", ")}`);
}
