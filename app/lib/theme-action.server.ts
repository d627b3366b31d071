import { z } from "zod";

const themeValue = z.enum(["light", "dark", "system"]);

/** What the theme action was asked to do. */
export type ThemeRequest =
  | { ok: true; theme: "light" | "dark" | "system"; fromForm: boolean; redirectTo: string | null }
  | { ok: false };

/**
 * Reads a theme change from either client: remix-themes posts JSON with theme null for
 * "system"; the HTML form posts urlencoded fields.
 */
export async function parseThemeRequest(request: Request): Promise<ThemeRequest> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    const theme = themeValue.safeParse(form?.get("theme"));
    if (!theme.success) return { ok: false };
    const redirectTo = form?.get("redirectTo");
    return { ok: true, theme: theme.data, fromForm: true, redirectTo: typeof redirectTo === "string" ? redirectTo : null };
  }
  const text = await request.text().catch(() => "");
  if (text.length > 1000) return { ok: false };
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

/** A same-site path to send the reader back to; anything else (other hosts, odd schemes) goes home. */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.length > 2000) {
    return "/";
  }
  return /\p{Cc}/u.test(value) ? "/" : value;
}
