import { z } from "zod";
import { plainPage } from "../../text/plain-page.js";
import type { Db } from "../../db/schema.js";
import { cardsByIds } from "../../models/article.server.js";
import { readBodyWithLimit } from "../contact/contact.server.js";
import { cookieValue, parseSavedIds, SAVED_COOKIE, SAVED_MAX_AGE, serializeSavedIds, withSaved } from "./saved-list.js";

/** Bytes a save or a removal may have: an id, a verb and a return path. */
export const SAVE_BODY_LIMIT = 4096;

/** The ids a request's cookie holds (validated: a tampered or broken value reads as fewer ids, never an error). */
export function readSavedIds(request: Request): number[] {
  return parseSavedIds(cookieValue(request.headers.get("Cookie"), SAVED_COOKIE));
}

/**
 * The Set-Cookie that stores a list. Readable by the page's script (which keeps the same list
 * and writes it itself), so not HttpOnly; it holds only public article ids. An empty list removes
 * the cookie, so that a reader with nothing saved is served from the shared caches again.
 */
export function savedCookieHeader(ids: readonly number[], secure: boolean): string {
  const value = serializeSavedIds(ids);
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return value ? `${SAVED_COOKIE}=${value}; Max-Age=${SAVED_MAX_AGE}; ${attributes}` : `${SAVED_COOKIE}=; Max-Age=0; ${attributes}`;
}

const saveForm = z.object({
  articulo: z
    .string({ error: "Falta la noticia." })
    .regex(/^[1-9][0-9]{0,15}$/, "La noticia no es válida.")
    .transform(Number)
    .refine(Number.isSafeInteger, "La noticia no es válida."),
  accion: z.enum(["guardar", "quitar"], { error: "La acción no es válida: use guardar o quitar." }),
  redirectTo: z.string().max(2000).optional(),
});

/** What the save action was asked to do, or the Spanish reasons it refuses. */
export type SaveRequest = { ok: true; articleId: number; save: boolean; redirectTo: string | null } | { ok: false; messages: string[] };

/** Reads the "Guardar para después" form (urlencoded or multipart, at most SAVE_BODY_LIMIT bytes). */
export async function parseSaveRequest(request: Request): Promise<SaveRequest> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    return { ok: false, messages: ["Envíe el formulario de la noticia."] };
  const text = await readBodyWithLimit(request, SAVE_BODY_LIMIT).catch(() => null);
  if (text === null) return { ok: false, messages: ["El formulario es demasiado grande."] };
  const form = await new Response(text, { headers: { "Content-Type": type } }).formData().catch(() => null);
  if (!form) return { ok: false, messages: ["El formulario no se pudo leer."] };
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = saveForm.safeParse({ articulo: field("articulo"), accion: field("accion"), redirectTo: field("redirectTo") });
  if (!parsed.success) return { ok: false, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  return { ok: true, articleId: parsed.data.articulo, save: parsed.data.accion === "guardar", redirectTo: parsed.data.redirectTo ?? null };
}

/** Whether an article exists (only existing articles may be saved). */
async function articleExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom("articles").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies a save or a removal to the request's list: the new list, or null when the article to
 * save does not exist (removing an unknown id is harmless and simply done).
 */
export async function applySave(db: Db, request: Request, change: { articleId: number; save: boolean }): Promise<number[] | null> {
  if (change.save && !(await articleExists(db, change.articleId))) return null;
  return withSaved(readSavedIds(request), change.articleId, change.save);
}

/**
 * /guardadas: the saved articles that still exist, newest saved first, and the ids that no
 * longer name an article (the page forgets them: its answer rewrites the cookie).
 */
export async function loadSavedPage(db: Db, request: Request) {
  const ids = readSavedIds(request);
  const articles = await cardsByIds(db, ids);
  const gone = ids.filter((id) => !articles.some((article) => article.id === id));
  return { articles, gone, now: Date.now() };
}

/**
 * The 400 answer to a form the action cannot use: a complete Spanish page (the action is a
 * resource route: no layout renders it) with the reasons and the ways on.
 */
export function refusedSave(messages: string[]): Response {
  const html = plainPage(
    400,
    "Bad Request",
    "No se pudo guardar ni quitar la noticia:",
    [
      { href: "/guardadas", text: "Ver guardadas" },
      { href: "/", text: "Ir a la portada" },
    ],
    { reasons: messages, noindex: true },
  );
  return new Response(html, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
