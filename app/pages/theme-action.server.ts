import { z } from "zod";
import { readBodyWithLimit } from "./contact/contact.server.js";

const themeValue = z.enum(["light", "dark", "system"]);

/** Bytes a theme change may have (a form with a return path, or `{"theme":…}`). */
export const THEME_BODY_LIMIT = 4096;

/** What the theme action was asked to do. */
export type ThemeRequest = { ok: true; theme: "light" | "dark" | "system"; fromForm: boolean; redirectTo: string | null } | { ok: false };

/**
 * Reads a theme change from either client: remix-themes posts JSON with theme null for
 * "system"; the HTML form posts urlencoded fields.
 */
export async function parseThemeRequest(request: Request): Promise<ThemeRequest> {
  const type = request.headers.get("Content-Type") ?? "";
  // A theme choice is a few bytes: read no more than this, whatever the client sends.
  const text = await readBodyWithLimit(request, THEME_BODY_LIMIT).catch(() => null);
  if (text === null) return { ok: false };
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await new Response(text, { headers: { "Content-Type": type } }).formData().catch(() => null);
    const theme = themeValue.safeParse(form?.get("theme"));
    if (!theme.success) return { ok: false };
    const redirectTo = form?.get("redirectTo");
    return { ok: true, theme: theme.data, fromForm: true, redirectTo: typeof redirectTo === "string" ? redirectTo : null };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const parsed = z.object({ theme: themeValue.nullable() }).safeParse(body);
  if (!parsed.success) return { ok: false };
  return { ok: true, theme: parsed.data.theme ?? "system", fromForm: false, redirectTo: null };
}

/**
 * A same-site path to send the reader back to; anything else goes home: other hosts ("//evil",
 * "/\\evil", which browsers read as "//evil"), schemes ("javascript:"), control characters, and
 * whatever a browser would resolve to another origin. The path is answered as the browser would
 * write it, percent-encoded ("/ñ" → "/%C3%B1"): a Location header carries ASCII only.
 */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.length > 2000) return "/";
  if (/[\\\p{Cc}]/u.test(value) || value.startsWith("//")) return "/";
  // The browser's own reading of the Location, against a stand-in origin: it must stay there.
  let resolved: URL;
  try {
    resolved = new URL(value, "https://rotativa.invalid");
  } catch {
    return "/";
  }
  if (resolved.origin !== "https://rotativa.invalid" || resolved.pathname.startsWith("//")) return "/";
  const encoded = resolved.pathname + resolved.search + resolved.hash;
  // Lone surrogates and the like come out of the URL parser encoded too; anything else is refused.
  return /^[\x21-\x7e]+$/.test(encoded) ? encoded : "/";
}
