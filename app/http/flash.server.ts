import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import type { Toast } from "../text/toasts.js";
import { TOAST_POSITIONS } from "../text/ui-constants.js";

/** The name of the cookie that carries toasts across a redirect. */
export const FLASH_COOKIE = "rotativa-aviso";

/** At most this many toasts wait in the cookie; older ones are dropped. */
const MAX_PENDING = 3;

const toastSchema = z.object({
  id: z.string().min(1).max(40),
  kind: z.enum(["info", "success", "error"]),
  title: z.string().max(120).optional(),
  message: z.string().min(1).max(500),
  life: z.number().int().min(1000).max(120_000).optional(),
  position: z.enum(TOAST_POSITIONS).optional(),
  tag: z.string().max(40).optional(),
});
const pendingSchema = z.array(toastSchema).max(MAX_PENDING);

/** A toast to send, without the id the storage gives it. */
export type NewToast = Omit<Toast, "id">;

/**
 * Toasts that survive a redirect (Post/Redirect/Get): an action adds one to its redirect's
 * Set-Cookie, and the next page's root loader reads it, renders it and clears the cookie.
 * The page renders it on the server, so it is seen without JavaScript too.
 */
export interface FlashToasts {
  /** The Set-Cookie header that adds a toast to the ones already waiting for this reader. */
  add(request: Request, toast: NewToast): Promise<string>;
  /** The toasts waiting for this reader, and the Set-Cookie header that clears them (null when none). */
  take(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }>;
  /** The toasts waiting, without clearing them: for a page loader running beside the root's `take`. */
  peek(request: Request): Promise<Toast[]>;
}

/** Creates the flash cookie: signed (nobody else can put words on our pages), short-lived, server-only. */
export function createFlashToasts(options: { secret: string; secure: boolean }): FlashToasts {
  const cookie = createCookie(FLASH_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    secrets: [options.secret],
    // Long enough for a slow redirect, short enough that a lost toast never appears days later.
    maxAge: 60,
  });

  async function pending(request: Request): Promise<Toast[]> {
    const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
    const parsed = pendingSchema.safeParse(raw);
    return parsed.success ? parsed.data : [];
  }

  return {
    async add(request, toast) {
      const next: Toast = { ...toast, id: randomBytes(6).toString("hex") };
      const value = [...(await pending(request)), toastSchema.parse(next)].slice(-MAX_PENDING);
      return cookie.serialize(value);
    },
    peek: pending,
    async take(request) {
      const toasts = await pending(request);
      const present = request.headers.get("Cookie")?.includes(`${FLASH_COOKIE}=`) ?? false;
      return { toasts, setCookie: present ? await cookie.serialize("", { maxAge: 0 }) : null };
    },
  };
}
