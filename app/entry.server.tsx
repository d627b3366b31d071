import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { stripNulBytes } from "./lib/strip-nul.server";

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
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
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
            const html = stripNulBytes(Buffer.concat(chunks));
            resolve(new Response(new Uint8Array(html), { status, headers: responseHeaders }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // An error in the shell rejects (onShellError) and Remix reports it through handleError:
        // log here only the ones it never sees, so that every error is logged once.
        if (shellRendered) loadContext.log.error({ err: error, url: request.url }, "render failed");
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
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
