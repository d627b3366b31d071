import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { plainPage } from "./text/plain-page.js";
import { stripNulBytes } from "./http/strip-nul.server.js";
import { unknownPayload } from "./pages/api/payload.server.js";
import { responseWithBody } from "./http/remix-handler.server.js";
import { deferScripts } from "./http/deferred-scripts.js";

/** How long a render may wait for data before it is aborted. */
export const streamTimeout = 5_000;

/**
 * Renders the document and answers it whole once complete (onAllReady): pages have no deferred
 * data, so partial streaming buys nothing, and every page is held whole afterwards anyway (ETag,
 * CSP hashes, the micro-cache). Single fetch needs a streaming render to put loader data in the
 * page (renderToString would render its Suspense fallback), so React streams into memory and the
 * Response carries one buffer: no web-stream plumbing between React's chunks and the socket.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A payload path no route knows (/a/b/c/_payload.json) answers like the API's other 404s: JSON.
  const payload404 = responseStatusCode === 404 ? unknownPayload(request) : null;
  if (payload404) return payload404;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Settled once: by the render, or by the timer below when the render takes too long.
    let settled = false;
    let timedOut = false;
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // React 18's stream can carry stray NUL bytes before accented letters; see StripNulBytes.
            let html = stripNulBytes(Buffer.concat(chunks));
            if (settled) return callback();
            settled = true;
            // Each page's critical CSS, chosen from its own markup (app/http/critical-css.server.ts).
            // …and its scripts started after its first paint (app/http/deferred-scripts.ts).
            const text = html.toString("utf8");
            html = Buffer.from(deferScripts(loadContext.pageStyles ? loadContext.pageStyles.inline(text) : text));
            // The body rides along whole: the express adapter writes it at once (app/http/remix-handler.server.ts).
            resolve(responseWithBody(html as Uint8Array<ArrayBuffer>, { status, headers: responseHeaders }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(error);
      },
      onError(error: unknown) {
        // The abort below: already answered 503 and logged.
        if (timedOut) return;
        status = 500;
        // An error in the shell rejects (onShellError) and Remix reports it through handleError:
        // log here only the ones it never sees, so that every error is logged once.
        if (shellRendered) loadContext.log.error({ err: error, url: request.url }, "render failed");
      },
    });
    // A render still unfinished this late means a starved server (a storm): the reader gets the
    // overload answer, 503 with Retry-After, rather than a 500 for a fault that is not one.
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      timedOut = true;
      abort();
      loadContext.log.warn({ url: request.url }, "render took too long: answered 503");
      const help = "El servidor está muy ocupado y esta página tardó demasiado. Vuelva a intentarlo en unos segundos.";
      resolve(
        new Response(plainPage(503, "Service Unavailable", help), {
          status: 503,
          headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
        }),
      );
    }, streamTimeout + 1_000);
  });
}

/**
 * Logs real failures with the request that caused them. Remix reports every unmatched URL
 * ("No route matches URL"), every method a route does not handle (405) and every aborted
 * request as an error; those are the client's doing, not faults of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isClientError(error)) return;
  const log = (context as AppLoadContext | undefined)?.log;
  if (log) log.error({ err: error, method: request.method, url: request.url }, "request failed");
  else console.error(error);
};

function isClientError(error: unknown): boolean {
  if (error instanceof Error) return /No route matches URL/.test(error.message);
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500;
}
