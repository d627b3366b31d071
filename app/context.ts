import type { Logger } from "pino";
import type { Config } from "./config/config.server.js";
import type { Db } from "./db/schema.js";
import type { ContactService } from "./pages/contact/contact.server.js";
import type { PageStyles } from "./http/critical-css.server.js";
import type { FlashToasts } from "./http/flash.server.js";
import type { RateLimiter } from "./models/rate-limit.server.js";
import type { RegionCookie } from "./http/region-cookie.server.js";
import type { ThemeSessions } from "./http/sessions.server.js";

/**
 * The state a composition root (server.ts) creates once and hands to every loader and action.
 * Nothing under app/ keeps a connection of its own.
 */
export interface AppContext {
  db: Db;
  config: Config;
  /** The logger, bound to the request's id. */
  log: Logger;
  themeSessions: ThemeSessions;
  /** The reader's "Mi región" (chosen departments) cookie. */
  regionCookie: RegionCookie;
  /** Toasts carried across a redirect in a signed cookie. */
  flash: FlashToasts;
  /** The contact form's checks, limits and storage. */
  contact: ContactService;
  /** Searches per address (SEARCH_RATE_LIMIT a minute). */
  searchLimiter: RateLimiter;
  /** Public API payloads per address (the same SEARCH_RATE_LIMIT a minute, counted apart). */
  apiLimiter: RateLimiter;
  /** The reader's address (from X-Forwarded-For when the peer is a trusted proxy, TRUST_PROXY); keys rate limits. */
  clientIp: string;
  /**
   * Set when the load shedder refused this request but left the answer to Remix (a `.data`
   * request): the loader throws the 503 with this Retry-After (app/pages/overload.server.ts).
   */
  shed: { retryAfterSeconds: number } | null;
  /** Id of the Remix build being served (its assets version). */
  buildId: string;
  /** When this process started serving, epoch ms. */
  startedAt: number;
  /** Inlines each page's critical CSS (the build's index); absent where no build serves pages. */
  pageStyles?: PageStyles;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
