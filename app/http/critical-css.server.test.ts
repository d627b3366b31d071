import { describe, expect, it } from "vitest";
// The build step that writes the index the server reads (npm run build).
import { indexStylesheet, requiredClasses } from "../../scripts/critical-css.mjs";
import { createPageStyles, pageClasses, selectRules, type StyleIndex } from "./critical-css.server.js";

const SHEET = [
  ":root{--bg:white}",
  ":root.dark{--bg:black}",
  "body{margin:0}",
  ".site-header{padding:1rem}",
  ".site-header a:hover{color:red}",
  ".chart .bar,.tile{fill:red}",
  "li:not(.active){opacity:.5}",
  "html[data-build-stale] .notice{display:block}",
  "@media (min-width:60rem){.front-grid{display:grid}.article-card{gap:1rem}}",
  "@keyframes fade{from{opacity:0}to{opacity:1}}",
  "@font-face{font-family:x;src:url(x.woff2)}",
].join("");

describe("requiredClasses", () => {
  it("needs every class of a selector, but none inside :not(), :is() or attribute selectors", () => {
    expect(requiredClasses(".a .b:hover > .c::after")).toEqual(["a", "b", "c"]);
    expect(requiredClasses("li:not(.active)")).toEqual([]);
    expect(requiredClasses(":is(.a,.b) .c")).toEqual(["c"]);
    expect(requiredClasses('[class~="x.y"] .z')).toEqual(["z"]);
    expect(requiredClasses(":root.dark")).toEqual(["dark"]);
  });
});

describe("critical CSS", () => {
  const index: StyleIndex = { stylesheets: { "/build/_assets/site-X.css": indexStylesheet(SHEET) } };
  const styles = createPageStyles(index);
  const page = (body: string) =>
    `<html><head><style data-critical-for="/build/_assets/site-X.css"></style></head><body>${body}<link rel="stylesheet" href="/build/_assets/site-X.css"/></body></html>`;

  it("inlines the rules the page's markup can match, in the stylesheet's order, and leaves out the others", () => {
    const html = styles.inline(page('<header class="site-header"><a href="/">x</a></header><ol><li class="article-card">y</li></ol>'));
    const css = /<style data-critical-for="[^"]+">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(css).toBe(
      ":root{--bg:white}:root.dark{--bg:black}body{margin:0}.site-header{padding:1rem}.site-header a:hover{color:red}" +
        "li:not(.active){opacity:.5}@media (min-width:60rem){.article-card{gap:1rem}}" +
        "@keyframes fade{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}",
    );
    // Rules for markup the page does not have wait for the whole stylesheet.
    expect(css).not.toContain(".front-grid");
    expect(css).not.toContain(".chart");
    expect(css).not.toContain(".notice");
  });

  it("keeps a rule when any one of its selectors can match, and the colour modes a script may set", () => {
    const classes = pageClasses('<svg class="tile"></svg>');
    expect(classes.has("dark")).toBe(true);
    const css = selectRules(indexStylesheet(SHEET), classes);
    expect(css).toContain(".chart .bar,.tile{fill:red}");
    expect(css).toContain(":root.dark{--bg:black}");
  });

  it("changes nothing in a page without a placeholder, or for a stylesheet the build did not index", () => {
    const plain = "<html><head></head><body><p class='x'>z</p></body></html>";
    expect(styles.inline(plain)).toBe(plain);
    const unknown = '<style data-critical-for="/build/_assets/other.css"></style>';
    expect(styles.inline(unknown)).toBe(unknown);
  });

  it("never lets the stylesheet's text close the inline element early", () => {
    const css = selectRules([{ css: '.a::after{content:"</style><script>"}', needs: null }], new Set());
    expect(css).not.toMatch(/<\/style/i);
  });
});
