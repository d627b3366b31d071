import { z } from "zod";
import type { Db } from "../db/schema.js";
import { countArticlesAfter, listArticles } from "../models/article.server.js";
import { decodeCursor } from "../text/cursor.js";
import type { Fragment, HeadlinesFragment, NewArticlesFragment } from "./fragments.js";
import { articleIdSchema, slugSchema } from "./params.server.js";
import { cacheControlFor } from "../text/route-rules.js";
import { countNewVersions } from "./story-page.server.js";

/** A listing never needs to say more than "más de 99 noticias nuevas". */
export const NEW_ARTICLES_CAP = 99;

/** How many headlines the "Lo último" fragment lists. */
export const HEADLINES_COUNT = 8;

const newArticlesQuery = z
  .object({
    despues: z
      .string()
      .transform((value, ctx) => decodeCursor(value) ?? (ctx.addIssue({ code: "custom", message: "cursor no válido" }), z.NEVER)),
    categoria: slugSchema.optional(),
    periodico: articleIdSchema.optional(),
    departamento: slugSchema.optional(),
  })
  // Filters compose, as on /todas-las-noticias (category and newspaper and department).
  .strict();

// A story page asks how many versions were stored after the newest one it shows (by id: a late
// version may carry an older publication time).
const storyVersionsQuery = z.object({ historia: articleIdSchema, ultima: articleIdSchema }).strict();

const headlinesQuery = z.object({ excluir: articleIdSchema.optional() }).strict();

function fragmentResponse(path: string, body: Fragment | { error: string }, status = 200): Response {
  // A bad query is the caller's mistake and stays so: cache it like the good answers.
  return Response.json(body, { status, headers: { "Cache-Control": cacheControlFor(path) } });
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * GET /fragmentos/nuevas?despues=<cursor>[&categoria|periodico|departamento=…]: articles newer than
 * the cursor; ?historia=<id>&ultima=<article id>: versions a story gained after that article.
 */
export async function newArticlesFragment(db: Db, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const query = queryOf(request);
  if ("historia" in query) {
    const story = storyVersionsQuery.safeParse(query);
    if (!story.success) return fragmentResponse(path, { error: "Parámetros no válidos" }, 400);
    const count = await countNewVersions(db, story.data.historia, story.data.ultima, NEW_ARTICLES_CAP + 1);
    return fragmentResponse(path, { count: Math.min(count, NEW_ARTICLES_CAP), more: count > NEW_ARTICLES_CAP });
  }
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
    .map((article) => ({
      id: article.id,
      title: article.title,
      newspaper: article.newspaper.name,
      publishedAt: article.publishedAt,
      genre: article.genre,
    }));
  const body: HeadlinesFragment = { headlines, now };
  return fragmentResponse(path, body);
}
