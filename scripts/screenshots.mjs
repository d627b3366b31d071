// Takes full-page screenshots of the main pages at phone and desktop widths in light and dark
// mode, from a running server: `node scripts/screenshots.mjs [baseURL] [outDir]`.
// Uses the system Chromium; only the given (loopback) server is contacted.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { ensureChromium } from "./system-packages.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const firstArticle = async (page) => {
  await page.goto(`${base}/todas-las-noticias`);
  return page.locator(".article-card a").first().getAttribute("href");
};
const probe = await browser.newPage();
const articlePath = (await firstArticle(probe)) ?? "/articulos/1";
await probe.close();

const pages = {
  portada: "/",
  listado: "/categorias/politica/ultimo-dia",
  articulo: articlePath,
  titulares: "/departamentos/antioquia/titulares",
  busqueda: "/busqueda?q=deportes",
  categorias: "/categorias",
  error404: "/nada",
  diagnostico: "/test",
};
for (const [width, label] of [
  [390, "movil"],
  [1280, "escritorio"],
]) {
  for (const colorScheme of ["light", "dark"]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme,
      locale: "es-CO",
      timezoneId: "America/Bogota",
    });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState("networkidle");
      const file = join(out, `${name}-${label}-${colorScheme === "light" ? "claro" : "oscuro"}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
