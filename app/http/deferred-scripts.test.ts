import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-scripts.js";

const remixPage = (boot: string) =>
  '<html><head><style data-critical-for="/a.css">p{}</style></head><body><main>texto</main>' +
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  `<link rel="modulepreload" href="/build/root-C.js"/><script type="module" async="">${boot}</script></body></html>`;

const BOOT = `;
import * as route0 from "/build/root-C.js";
import * as route1 from "/build/routes/_site-D.js";
window.__remixManifest = {"entry":{"module":"/build/entry.client-A.js"}};
window.__remixRouteModules = {"root":route0,"routes/_site":route1};

import("/build/entry.client-A.js");`;

/** The rewritten boot script as a function of the browser globals it uses (`import()` becomes `__import`). */
function bootScript(): (...globals: unknown[]) => Promise<void> {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferScripts(remixPage(BOOT)))?.[1] ?? "";
  return new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "performance",
    "PerformanceObserver",
    "__import",
    `return (async () => {${script.replace(/\bimport\(/g, "__import(")}})();`,
  ) as (...globals: unknown[]) => Promise<void>;
}

describe("deferScripts", () => {
  it("keeps the module preload tags, without their rel, and starts the same work after the first paint", () => {
    const html = deferScripts(remixPage(BOOT));
    expect(html).not.toContain('<link rel="modulepreload"');
    // The tags stay where React rendered them (hydration walks them), inert until the script runs.
    expect(html).toContain(
      '<link data-after-paint="" href="/build/entry.client-A.js"/><link data-after-paint="" href="/build/_shared/chunk-B.js"/><link data-after-paint="" href="/build/root-C.js"/>',
    );
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    // Waits for the first contentful paint before fetching anything…
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("modulepreload"));
    // …then gives the preloads their rel back (all fetched at once) and imports the same route modules…
    expect(script).toContain('for(const l of document.querySelectorAll("link[data-after-paint]"))l.rel="modulepreload";');
    expect(script).toContain('const [route0,route1]=await Promise.all(["/build/root-C.js","/build/routes/_site-D.js"].map(u=>import(u)));');
    // …and runs the rest as Remix wrote it, the route modules in place before the entry.
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.indexOf("window.__remixRouteModules")).toBeLessThan(script.indexOf('import("/build/entry.client-A.js")'));
  });

  it("is valid module code that sets the route modules before importing the entry", async () => {
    const order: string[] = [];
    const links = ["/build/entry.client-A.js", "/build/_shared/chunk-B.js"].map((href) => ({ href, rel: "" }));
    const fakeWindow: Record<string, unknown> = {};
    let painted: (() => void) | null = null;
    class FakeObserver {
      static supportedEntryTypes = ["paint", "resource"];
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        painted = () => this.callback({ getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) }, this);
      }
      disconnect() {}
    }
    const run = bootScript();
    const running = run(
      fakeWindow,
      {
        visibilityState: "visible",
        querySelectorAll: (selector: string) => (selector === "link[data-after-paint]" ? links : []),
      },
      (callback: () => void) => setTimeout(callback, 0),
      { getEntriesByName: () => [] },
      FakeObserver,
      async (url: string) => {
        order.push(url);
        if (url.includes("entry.client")) expect(fakeWindow.__remixRouteModules).toBeDefined();
        return { url };
      },
    );
    // Nothing is fetched or imported before the page reports its first contentful paint.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    expect(links.map((link) => link.rel)).toEqual(["", ""]);
    (painted as (() => void) | null)?.();
    await running;
    expect(links.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
    expect(order).toEqual(["/build/root-C.js", "/build/routes/_site-D.js", "/build/entry.client-A.js"]);
    expect(fakeWindow.__remixRouteModules).toEqual({
      root: { url: "/build/root-C.js" },
      "routes/_site": { url: "/build/routes/_site-D.js" },
    });
  });

  it("falls back to the frame after the first one where paint timing is missing", async () => {
    const order: string[] = [];
    let frames = 0;
    const run = bootScript();
    await run(
      {},
      { visibilityState: "visible", querySelectorAll: () => [] },
      (callback: () => void) => {
        frames += 1;
        setTimeout(callback, 0);
      },
      { getEntriesByName: () => [] },
      class OldObserver {
        static supportedEntryTypes = ["resource"];
      },
      async (url: string) => {
        order.push(url);
        return {};
      },
    );
    expect(frames).toBe(1);
    expect(order).toEqual(["/build/root-C.js", "/build/routes/_site-D.js", "/build/entry.client-A.js"]);
  });

  it("leaves a page without Remix's boot script, or with an import it does not know, as it is", () => {
    const plain = '<html><body><link rel="modulepreload" href="/build/x.js"/><p>hola</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    const unknown = remixPage('import { x } from "/build/x.js";\nimport("/build/entry.client-A.js");');
    expect(deferScripts(unknown)).toBe(unknown);
  });
});
