import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { parseThemeRequest, safeRedirectPath } from "../pages/theme-action.server.js";

/** GET /accion/tema has nothing to show: send the reader home. */
export function loader() {
  return redirect("/", 303);
}

/**
 * Sets or clears the colour-mode cookie. The JavaScript switch posts JSON {"theme"} and gets
 * JSON back; the plain HTML form posts theme=light|dark|system and is sent back to its page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseThemeRequest(request);
  if (!parsed.ok) {
    return Response.json({ ok: false, message: "Tema no válido: use light, dark o system." }, { status: 400 });
  }
  const session = await context.themeSessions(request);
  let cookie: string;
  if (parsed.theme === "system") {
    cookie = await session.destroy();
  } else {
    session.setTheme(parsed.theme as Parameters<typeof session.setTheme>[0]);
    cookie = await session.commit();
  }
  if (parsed.fromForm) {
    return redirect(safeRedirectPath(parsed.redirectTo), { status: 303, headers: { "Set-Cookie": cookie } });
  }
  return Response.json({ ok: true, theme: parsed.theme }, { headers: { "Set-Cookie": cookie } });
}
