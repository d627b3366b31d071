/*
 * Scripts after the first paint (issue 28, docs/decisions/019-first-paint.md). A page is whole
 * without JavaScript: server-rendered, its critical CSS inlined. Its scripts only hydrate and
 * enhance it, so on a slow phone network nothing they fetch should share the link with the
 * document before its text is on screen. Remix names a page's modules twice: `<link
 * rel="modulepreload">` tags, which the browser fetches as soon as its parser sees them, and an
 * inline module script whose static imports load the page's route modules before it runs
 * `import(entry.client)`. This rewrite keeps that script's work and order, and starts it once the
 * first paint is on screen. The preload tags stay where React rendered them (hydration expects a
 * `<link>` there) but without their `rel`, which the script gives back after the paint (the
 * browser then fetches them all in parallel: no waterfall); it imports the same route modules with
 * `import()` and goes on exactly as Remix wrote it. A page in a background tab starts at once (no
 * frame is painted there). A script of another shape is left as Remix wrote it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
/** The attribute a preload tag waits with, without its rel, until the first paint. */
const WAITING = "data-after-paint";
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (\w+) from "(\/[^"]+)";$/gm;
const STATIC_IMPORT = /^\s*import[\s{*"']/m;

/**
 * Waits for the page's first contentful paint (the browser's own paint timing, which reports it
 * once the frame is on screen); where paint timing is missing, for the frame after the first one.
 * A page in a background tab, where nothing is painted, starts at once; no page waits over 3 s.
 */
const AFTER_FIRST_PAINT =
  'if(document.visibilityState!=="hidden")await new Promise(r=>{const p="first-contentful-paint";' +
  "if(performance.getEntriesByName(p).length)return r();setTimeout(r,3000);" +
  'try{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;' +
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName(p).length){o.disconnect();r()}}).observe({type:"paint",buffered:true})}' +
  "catch{requestAnimationFrame(()=>setTimeout(r))}});";

/** Starts a page's modules after its first paint; a page without Remix's boot script is unchanged. */
export function deferScripts(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const names: string[] = [];
  const modules: string[] = [];
  const rest = (boot[1] ?? "").replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    names.push(name);
    modules.push(url);
    return "";
  });
  if (STATIC_IMPORT.test(rest)) return html;
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  const script =
    AFTER_FIRST_PAINT +
    `for(const l of document.querySelectorAll("link[${WAITING}]"))l.rel="modulepreload";` +
    `const [${names.join(",")}]=await Promise.all(${list}.map(u=>import(u)));` +
    rest;
  return html
    .replace(MODULE_PRELOAD, `<link ${WAITING}=""`)
    .replace(BOOT_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}
