// Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone's CPU) on the four page
// kinds — the front page, a category window listing, an article page and a search page — of the
// compiled app serving the generated corpus (HTTP_BENCH_ARTICLES, default 200,000), in the system
// Chromium. Each figure is the median of LIGHTHOUSE_RUNS (default 5) runs per page, taken figure by
// figure. Targets (issue 28): performance ≥ 98, accessibility 100, best practices ≥ 95, SEO 100;
// LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.02. LIGHTHOUSE_PORT (default 3442) is the server's port.
// Nothing leaves the machine: every host but 127.0.0.1 resolves to nothing, and the corpus's
// article images (on the reserved .invalid domain) are blocked, so pages are measured without
// the newspapers' pictures. Cards' pictures load lazily, after the largest paint, in real use; an
// article's lead picture is fetched at once from the newspaper's host (fetchpriority="high"), and
// Lighthouse's simulation counts that other origin's connection, blocked or not: the article page
// is measured twice, with a picture and without one (docs/decisions/019-first-paint.md).
import { spawn } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { report, root, round } from "./support/common.mjs";
import {
  blockingStylesheets,
  BUDGETS,
  createScriptReader,
  firstVisitScripts,
  furtherRoutes,
  gzip9,
  inlineCss,
  scriptsNamedBy,
} from "../scripts/page-weight.mjs";
import { appEnv, articleWithoutPicture, corpus, pickPages } from "./support/web-pages.mjs";
import { ensureChromium } from "../scripts/system-packages.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3442);
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 95, seo: 100, lcpMs: 1200, tbtMs: 50, cls: 0.02 };
/** The middle value (the lower middle for an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const database = await corpus(Number(process.env.HTTP_BENCH_ARTICLES ?? 200_000));
const server = spawn(process.execPath, [join(root, "dist", "server.js")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: appEnv(database, PORT, { LOG_LEVEL: "warn" }),
});
process.on("exit", () => server.kill("SIGKILL"));
await waitForServer();

weighPages(pickPages(database));

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
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
  const pages = [...pickPages(database), articleWithoutPicture(database)].filter(Boolean);
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
    // A run Lighthouse could not finish (a runtime error, no paint seen on a loaded machine) has no
    // figures: it is counted, not averaged in.
    const failed = runs.filter(
      (run) =>
        run.runtimeError ||
        run.categories.performance.score === null ||
        !Number.isFinite(run.audits["largest-contentful-paint"]?.numericValue),
    );
    if (failed.length === runs.length) {
      notes.push(`${page.name}: every run failed (${failed[0].runtimeError?.code ?? "no figures"})`);
      continue;
    }
    runs.splice(0, runs.length, ...runs.filter((run) => !failed.includes(run)));
    // Each figure's own median: one noisy run moves no figure, and a good score never hides a bad LCP.
    const lhr = runs[0];
    const score = (id) => median(runs.map((run) => Math.round((run.categories[id].score ?? 0) * 100)));
    const metric = (id) => median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN));
    const failing = [
      ...new Set(
        runs.flatMap((run) =>
          Object.values(run.categories)
            .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => run.audits[ref.id]))
            .filter(
              (audit) =>
                audit &&
                audit.score !== null &&
                audit.score < 1 &&
                audit.scoreDisplayMode !== "informative" &&
                audit.scoreDisplayMode !== "manual",
            )
            .map((audit) => audit.id),
        ),
      ),
    ];
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
      "LCP element": lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel?.slice(0, 40) ?? null,
      "render-blocking requests": median(runs.map((run) => run.audits["render-blocking-resources"]?.details?.items?.length ?? 0)),
      "failed runs": failed.length,
      "performance runs": runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)).join(" "),
      "LCP runs": runs.map((run) => Math.round(run.audits["largest-contentful-paint"]?.numericValue ?? 0)).join(" "),
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
    notes.push(
      `${page.name}: ${short.length === 0 ? "every target met" : `short of target: ${short.join(", ")}`}${failing.length > 0 ? `; audits below 1: ${failing.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
notes.push(
  `targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}; LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
);
notes.push(
  `Lighthouse 12 mobile defaults (simulated throttling), ${RUNS} run(s) per page, the median of each figure; corpus of ${Number(process.env.HTTP_BENCH_ARTICLES ?? 200_000)} articles`,
);
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

/**
 * Bytes, before any Lighthouse run (issue 28): each page kind's HTML and inlined CSS, the scripts
 * its first visit names, and for /ultimo-dia every chunk's weight and what each further route adds.
 */
async function weighPages(pages) {
  const reader = createScriptReader(join(root, "public"));
  const rows = [];
  let listing = "";
  for (const page of [...pages, { name: "window listing", path: "/ultimo-dia" }]) {
    const html = await (await fetch(`http://127.0.0.1:${PORT}${page.path}`)).text();
    if (page.path === "/ultimo-dia") listing = html;
    const visit = firstVisitScripts(html, reader);
    rows.push({
      page: page.name,
      path: page.path,
      "HTML B": html.length,
      "HTML gzip -9 B": gzip9(html),
      "inlined CSS B": inlineCss(html).length,
      "blocking stylesheets": blockingStylesheets(html).length,
      scripts: visit.files.length,
      "JS gzip -9 B": visit.gzip,
    });
  }
  const first = firstVisitScripts(listing, reader);
  const chunks = first.files.sort((a, b) => b.gzip - a.gzip).map((file) => ({ chunk: file.path, B: file.bytes, "gzip -9 B": file.gzip }));
  const routes = furtherRoutes(join(root, "public"), scriptsNamedBy(listing), reader);
  const heaviest = routes[0];
  report("Page weight", rows, [
    `first visit to /ultimo-dia: ${first.gzip} B of JavaScript gzip -9 in ${first.files.length} files (target ≤ ${BUDGETS.firstVisitJs}: ${first.gzip <= BUDGETS.firstVisitJs ? "met" : "not met"})`,
    `heaviest further route: ${heaviest.route} +${heaviest.gzip} B (target ≤ ${BUDGETS.furtherRoute} each: ${routes.every((route) => route.gzip <= BUDGETS.furtherRoute) ? "met" : "not met"})`,
    `listing HTML with its inlined CSS: see "HTML gzip -9 B" (target ≤ ${BUDGETS.listingHtml} for 50 cards; the byte-budget test extrapolates a 30-card page)`,
    `blocking stylesheets in <head>: target 0`,
  ]);
  console.log("\nScripts of the first visit to /ultimo-dia, by weight:");
  console.table(chunks);
  report(
    "Further routes",
    routes.map((route) => ({
      route: route.route,
      files: route.files,
      "gzip -9 B": route.gzip,
      "≤ 4096": route.gzip <= BUDGETS.furtherRoute ? "yes" : "no",
    })),
    ["what each route's modules (with its parents' and their imports) add to the first visit to /ultimo-dia, gzip -9"],
  );
}
