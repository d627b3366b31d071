import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

/**
 * Renders the whole document to a string. Pages have no deferred data, so streaming buys
 * nothing here and renderToString costs about half the CPU of renderToPipeableStream.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const markup = renderToString(<RemixServer context={remixContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${markup}`, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * Logs real failures with the request that caused them. Remix reports every unmatched URL
 * ("No route matches URL") and aborted request as an error; those are not faults of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isNotFound(error)) return;
  const log = (context as AppLoadContext | undefined)?.log;
  if (log) log.error({ err: error, method: request.method, url: request.url }, "request failed");
  else console.error(error);
};

function isNotFound(error: unknown): boolean {
  if (error instanceof Error) return /No route matches URL/.test(error.message);
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;
}
