import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Which layout a page of the specification uses. */
export type Layout = "default" | "no-header" | "none";

/** Titles of sample articles (app/data/sample-articles.ts) and how old they are. */
export const SAMPLE = {
  sevenMinutes: "Senado aprueba en primer debate la reforma a la salud tras una sesión de doce horas",
  /** Two other newspapers' versions of the seven-minute story (one story in three newspapers). */
  twelveMinutes: "Reforma a la salud pasa el primer debate en la comisión séptima del Senado",
  twentyFiveMinutes: "Luz verde a la reforma a la salud en el Senado: así votó la comisión séptima",
  eighteenMinutes: "Metro de Medellín amplía el horario de la línea A durante la temporada de fin de año",
  /** Bogotá's own news (the Senate's story above is national: it names no department). */
  fourHours: "Bogotá extiende el pico y placa solidario hasta junio",
  ninetyFiveMinutes: "Cali confirma las fechas del Festival Petronio Álvarez y abre la convocatoria de agrupaciones",
  thirtyHours: "Bancos refuerzan la verificación de transferencias ante el aumento de fraudes por mensajes de texto",
  sixDays: "Ibagué anuncia el cartel del Festival Folclórico Colombiano",
  thirtyDays: "La Selección Colombia inicia su preparación para las eliminatorias",
} as const;

/**
 * Checks the page's landmarks: one <main>; the default layout's <header> before it; no
 * <header> at all in the other layouts; no footer either on the layout-less /test page.
 */
export async function expectLayout(page: Page, layout: Layout) {
  await expect(page.locator("main")).toHaveCount(1);
  const headers = page.locator("header");
  if (layout === "default") {
    await expect(headers).toHaveCount(1);
    const headerFirst = await page.evaluate(() => {
      const header = document.querySelector("header");
      const main = document.querySelector("main");
      return Boolean(header && main && header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(headerFirst).toBe(true);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    await expect(page.getByRole("search").first()).toBeVisible();
  } else {
    await expect(headers).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Principal" })).toHaveCount(0);
  }
  await expect(page.locator("footer")).toHaveCount(layout === "none" ? 0 : 1);
}

/** The id of a sample article, read from the search page the way a reader would find it. */
export async function articleIdOf(request: APIRequestContext, title: string): Promise<number> {
  const words = title.split(" ").slice(0, 4).join(" ");
  const response = await request.get(`/busqueda?q=${encodeURIComponent(words)}`);
  const html = await response.text();
  // Result titles carry <mark> around the matched words: compare their text.
  for (const match of html.matchAll(/href="\/articulos\/(\d+)">(.*?)<\/a>/g)) {
    if (match[2]?.replace(/<[^>]*>/g, "") === title) return Number(match[1]);
  }
  throw new Error(`sample article not found: ${title}`);
}

/** The titles of the article cards a listing page shows. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.locator(".article-card .article-title").allInnerTexts();
}

/** Waits until React has hydrated the page, so that JavaScript behaviour (not the HTML fallback) is tested. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The folder of the end-to-end server's files (tests/support/e2e-server.mjs names it after the port). */
export function e2eDataDir(): string {
  return join(tmpdir(), `rotativa-e2e-${process.env.E2E_PORT ?? "3199"}`);
}

/**
 * The database of the end-to-end server: a SQLite file in e2eDataDir(), or in the PostgreSQL pass
 * (TEST_DATABASE_URL) the database rt_e2e_<port> on that server, as e2e-server.mjs creates it.
 */
export function e2eDatabasePath(): string {
  const server = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) return join(e2eDataDir(), "e2e.db");
  const url = new URL(server);
  url.pathname = `/rt_e2e_${process.env.E2E_PORT ?? "3199"}`;
  return url.toString();
}

/** A contact message as `cli contact export --format json` prints it. */
export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  reason: string;
  message: string;
  articleId: number | null;
  storyId: number | null;
}

/** The contact messages a database holds, read the way an operator reads them (the CLI). */
export function storedContactMessages(database = e2eDatabasePath()): StoredContactMessage[] {
  const output = execFileSync(process.execPath, ["dist/cli.js", "contact", "export", "--format", "json", "--database", database], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" },
  });
  return JSON.parse(output) as StoredContactMessage[];
}

/** The contact messages `cli contact list --format json` shows (the last 7 days): what an operator sees. */
export function listedContactMessages(database = e2eDatabasePath()): StoredContactMessage[] {
  const output = execFileSync(process.execPath, ["dist/cli.js", "contact", "list", "--format", "json", "--database", database], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" },
  });
  return JSON.parse(output) as StoredContactMessage[];
}

/** When the contact form on the page was first shown (the time its token carries). */
export async function formShownAt(page: Page): Promise<number> {
  const token = await page.locator('input[name="inicio"]').inputValue();
  return Number(token.split(".")[0]);
}

/** Waits until the contact form shown on the page is older than the server's minimum fill time (1 s in these tests). */
export async function waitForMinimumFillTime(page: Page, minimumMs = 1_000) {
  const shownAt = await formShownAt(page);
  const wait = shownAt + minimumMs + 50 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/** The story a sample article belongs to, read from the article's public payload. */
export async function storyIdOf(request: APIRequestContext, title: string): Promise<number> {
  const id = await articleIdOf(request, title);
  const payload = (await (await request.get(`/articulos/${id}/_payload.json`)).json()) as { data: { article: { storyId: number | null } } };
  const story = payload.data.article.storyId;
  if (story === null) throw new Error(`sample article without a story: ${title}`);
  return story;
}
