import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { safeRedirectPath } from "../pages/theme-action.server.js";
import { applySave, parseSaveRequest, refusedSave, savedCookieHeader } from "../pages/saved/saved.server.js";

/** GET /accion/guardar has nothing to show: send the reader to their saved articles. */
export function loader() {
  return redirect("/guardadas", 303);
}

/**
 * "Guardar para después" without JavaScript: articulo={id}&accion=guardar|quitar&redirectTo={path}
 * updates the list in the reader's cookie and sends them back to the page (of this site) they were
 * on. With JavaScript the page keeps the same cookie itself and never posts here. Anything else: 400.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseSaveRequest(request);
  if (!parsed.ok) return refusedSave(parsed.messages);
  const ids = await applySave(context.db, request, parsed);
  if (!ids) return refusedSave(["Esa noticia no existe (o ya no está en Rotativa)."]);
  const cookie = savedCookieHeader(ids, context.config.siteUrl.startsWith("https:"));
  return redirect(safeRedirectPath(parsed.redirectTo ?? "/guardadas"), { status: 303, headers: { "Set-Cookie": cookie } });
}
