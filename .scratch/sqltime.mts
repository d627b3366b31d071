import { openDatabase } from "/work/wt-perfweb/app/db/database.server";
import { loadFrontPage } from "/work/wt-perfweb/app/lib/front-page.server";
import { loadListing, loadFamilyEntity } from "/work/wt-perfweb/app/lib/listing.server";
import { loadArticlePage } from "/work/wt-perfweb/app/lib/article-page.server";
const database = await openDatabase("/work/wt-perfweb/bench/results/http-corpus-200000.db");
const times = new Map<string, number[]>();
const proto = Object.getPrototypeOf(database.sqlite.prepare("select 1"));
for (const m of ["all", "get", "run", "iterate"]) {
  const orig = proto[m];
  proto[m] = function (this: any, ...a: any[]) { const t = performance.now(); const r = orig.apply(this, a); const d = performance.now() - t; const k = this.source.slice(0, 200); (times.get(k) ?? times.set(k, []).get(k)!).push(d); return r; };
}
const run = async (name: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await fn();
  times.clear();
  const t = performance.now(); const N = 10;
  for (let i = 0; i < N; i++) await fn();
  console.log(`\n== ${name}: ${((performance.now() - t) / N).toFixed(2)} ms/load`);
  for (const [k, v] of [...times].sort((a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y)).slice(0, 8)) console.log((v.reduce((x, y) => x + y) / N).toFixed(2).padStart(7), "ms", String(v.length / N).padStart(4), "x ", k.replace(/\s+/g, " "));
};
await run("front", () => loadFrontPage(database.db));
const entity = await loadFamilyEntity(database.db, "categorias", "deportes");
await run("category window", () => loadListing(database.db, new Request("http://x/categorias/deportes/ultimo-dia"), { filter: entity.filter, window: "ultimo-dia" }));
await run("article", () => loadArticlePage(database.db, 200000));
