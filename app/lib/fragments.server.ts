import { z } from "zod";
import type { Db } from "../db/schema.js";
import { countArticlesAfter, listArticles } from "../models/article.server.js";
import { decodeCursor } from "./cursor.js";
import type { Fragment, HeadlinesFragment, NewArticlesFragment } from "./fragments.js";
import { articleIdSchema, slugSchema } from "./params.server.js";
import { cacheControlFor } from "./route-rules.js";

/** A listing never needs to say more than "más de 99 noticias nuevas". */
export const NEW_ARTICLES_CAP = 99;

/** How many headlines the "Lo último" fragment lists. */
export const HEADLINES_COUNT = 8;

const newArticlesQuery = z
  .object({
    despues: z.string().transform((value, ctx) => decodeCursor(value) ?? (ctx.addIssue({ code: "custom", message: "cursor no válido" }), z.NEVER)),
    categoria: slugSchema.optional(),
    periodico: articleIdSchema.optional(),
    departamento: slugSchema.optional(),
  })
  // Filters compose, as on /todas-las-noticias (category and newspaper and department).
  .strict();

const headlinesQuery = z.object({ excluir: articleIdSchema.optional() }).strict();

function fragmentResponse(path: string, body: Fragment | { error: string }, status = 200): Response {
  // A bad query is the caller's mistake and stays so: cache it like the good answers.
  return Response.json(body, { status, headers: { "Cache-Control": cacheControlFor(path) } });
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** GET /fragmentos/nuevas?despues=<cursor>[&categoria|periodico|departamento=…]: articles newer than the cursor. */
export async function newArticlesFragment(db: Db, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const parsed = newArticlesQuery.safeParse(queryOf(request));
  if (!parsed.success) return fragmentResponse(path, { error: "Parámetros no válidos" }, 400);
  const { despues, categoria, periodico, departamento } = parsed.data;
  const filter = { category: categoria, newspaperId: periodico, department: departamento, now: Date.now() };
  const count = await countArticlesAfter(db, filter, despues, NEW_ARTICLES_CAP + 1);
  const body: NewArticlesFragment = { count: Math.min(count, NEW_ARTICLES_CAP), more: count > NEW_ARTICLES_CAP };
  return fragmentResponse(path, body);
}

/** GET /fragmentos/titulares[?excluir=<id>]: the newest headlines, for pages that show "Lo último". */
export async function headlinesFragment(db: Db, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const parsed = headlinesQuery.safeParse(queryOf(request));
  if (!parsed.success) return fragmentResponse(path, { error: "Parámetros no válidos" }, 400);
  const now = Date.now();
  const page = await listArticles(db, { limit: HEADLINES_COUNT + 1, now });
  const headlines = page.articles
    .filter((article) => article.id !== parsed.data.excluir)
    .slice(0, HEADLINES_COUNT)
    .map((article) => ({ id: article.id, title: article.title, newspaper: article.newspaper.name, publishedAt: article.publishedAt }));
  const body: HeadlinesFragment = { headlines, now };
  return fragmentResponse(path, body);
}
