// Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone's CPU) on the front page,
// a category window listing and an article page of the compiled app serving the generated corpus,
// in the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Scores and LCP / TBT / CLS,
// the median run of LIGHTHOUSE_RUNS (default 3) per page. Targets (issue 9): performance ≥ 95,
// accessibility 100, best practices ≥ 95, SEO 100; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02.
// Nothing leaves the machine: every host but 127.0.0.1 resolves to nothing, and the corpus's
// article images (on the reserved .invalid domain) are blocked, so pages are measured without
// the newspapers' pictures (they load lazily, after the largest paint, in real use).
import { spawn } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { report, root, round } from "./support/common.mjs";
import { appEnv, corpus, pickPages } from "./support/web-pages.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3441;
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

const database = await corpus(Number(process.env.HTTP_BENCH_ARTICLES ?? 200_000));
const server = spawn(process.execPath, [join(root, "dist", "server.js")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: appEnv(database, PORT, { LOG_LEVEL: "warn" }),
});
process.on("exit", () => server.kill("SIGKILL"));
await waitForServer();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ],
});

const rows = [];
const notes = [];
try {
  const pages = pickPages(database).filter((page) => page.name !== "search");
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `http://127.0.0.1:${PORT}${page.path}`,
        { port: chrome.port, output: "json", logLevel: "error" },
        { extends: "lighthouse:default", settings: { blockedUrlPatterns: ["*.invalid/*"] } },
      );
      runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
      .map((audit) => audit.id);
    const row = {
      page: page.name,
      path: page.path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": round(metric("largest-contentful-paint"), 0),
      "TBT ms": round(metric("total-blocking-time"), 0),
      CLS: round(metric("cumulative-layout-shift"), 3),
      "FCP ms": round(metric("first-contentful-paint"), 0),
      "transfer KB": round(metric("total-byte-weight") / 1024, 1),
      requests: lhr.audits["network-requests"]?.details?.items?.length ?? null,
    };
    rows.push(row);
    const short = [
      row.performance < TARGETS.performance && `performance ${row.performance}`,
      row.accessibility < TARGETS.accessibility && `accessibility ${row.accessibility}`,
      row["best practices"] < TARGETS["best-practices"] && `best practices ${row["best practices"]}`,
      row.seo < TARGETS.seo && `SEO ${row.seo}`,
      row["LCP ms"] > TARGETS.lcpMs && `LCP ${row["LCP ms"]} ms`,
      row["TBT ms"] > TARGETS.tbtMs && `TBT ${row["TBT ms"]} ms`,
      row.CLS > TARGETS.cls && `CLS ${row.CLS}`,
    ].filter(Boolean);
    notes.push(`${page.name}: ${short.length === 0 ? "every target met" : `short of target: ${short.join(", ")}`}${failing.length > 0 ? `; audits below 1: ${failing.join(", ")}` : ""}`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
notes.push(`targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}; LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`);
notes.push(`Lighthouse ${"12"} mobile defaults (simulated throttling), ${RUNS} run(s) per page, median by performance score`);
report("Lighthouse", rows, notes);

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await new Promise((resolve) => {
      const req = request({ host: "127.0.0.1", port: PORT, path: "/healthz" }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on("error", () => resolve(false));
      req.end();
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}
