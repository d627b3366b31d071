import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { buildPolicy, findInlineCode, type PolicyOptions } from "./content-security-policy.js";
import { type Chunk, joined, toBuffer } from "./page-cache.server.js";

/** Browser features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** HSTS for two years; sent only over TLS, as the standard asks. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The policy for an HTML document: its own inline scripts and styles hashed. */
export function policyForHtml(html: string, options: PolicyOptions): string {
  const code = findInlineCode(html);
  return buildPolicy({ scripts: code.scripts.map(sha256), styles: code.styles.map(sha256) }, options);
}

type Callback = (error?: Error | null) => void;

const isHtml = (res: Response) => /^\s*text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""));

/**
 * Sets the security headers on every response (pages, errors, static files, JSON, feeds) and,
 * for HTML, a Content-Security-Policy naming the hashes of that very document's inline code.
 * HTML bodies are held until complete to hash them (pages are rendered whole before they are sent
 * anyway); other bodies stream through untouched. A 304 carries no policy: the browser keeps the
 * one stored with the page, which is right, since the bytes — and so the hashes — are the same.
 * Install it before anything that can answer.
 */
export function securityHeaders(options: { development: boolean }): RequestHandler[] {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const policy: RequestHandler = (req: Request, res: Response, next) => {
    const policyOptions: PolicyOptions = { secure: req.secure, development: options.development };
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.secure) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    // The policy of anything that is not HTML (or HTML that has no inline code).
    res.setHeader("Content-Security-Policy", buildPolicy({ scripts: [], styles: [] }, policyOptions));

    const write = res.write.bind(res) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;
    let held: Buffer[] | null = null;
    let decided = false;
    const decide = () => {
      if (decided) return;
      decided = true;
      if (!res.headersSent && isHtml(res)) held = [];
    };
    res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      decide();
      if (!held) return write(chunk, encoding, callback);
      held.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const done = typeof encoding === "function" ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
      decide();
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      const last = chunk !== undefined && typeof chunk !== "function" ? chunk : undefined;
      if (res.statusCode === 304 && !res.headersSent) res.removeHeader("Content-Security-Policy");
      if (!held) return end(last, typeof encoding === "string" ? encoding : undefined, done);
      if (last !== undefined) held.push(toBuffer(last, typeof encoding === "string" ? encoding : undefined));
      const body = joined(held);
      if (!res.headersSent && res.statusCode !== 304 && body.length > 0) {
        res.setHeader("Content-Security-Policy", policyForHtml(body.toString("utf8"), policyOptions));
      }
      return end(body.length > 0 ? body : undefined, undefined, done);
    }) as typeof res.end;
    next();
  };
  return [base, policy];
}
