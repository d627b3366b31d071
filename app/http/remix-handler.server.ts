import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createReadableStreamFromReadable, createRequestHandler as createRemixHandler } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { partitionedBuilds } from "./route-partitions.server.js";

/*
 * Express ↔ Remix (issue 29, docs/decisions/026-cheaper-uncached-pages.md). What
 * @remix-run/express does, without the work our pages never need: a rendered document
 * (app/entry.server.tsx) carries its whole body on the Response (`DOCUMENT_BODY`), so it is
 * written with one res.end — no web stream read chunk by chunk into express, no flush per chunk
 * through `compression`. Every other answer (data requests, resource routes, redirects) is read
 * from its body stream as before. The Request is built the same way (host and port as express
 * sees them, behind TRUST_PROXY), so loaders see the same URL.
 */

/** The property of a Response that holds its whole body when it is already in memory (shared by name across bundles). */
export const DOCUMENT_BODY = Symbol.for("rotativa.document-body");

/** A Response whose body entry.server rendered whole. */
export type ResponseWithBody = Response & { [DOCUMENT_BODY]?: Uint8Array<ArrayBuffer> };

/** The body of a Response when it is already in memory, else null. */
export function bodyInMemory(response: Response): Uint8Array<ArrayBuffer> | null {
  return (response as ResponseWithBody)[DOCUMENT_BODY] ?? null;
}

/** A Response holding `body` whole (read back by `bodyInMemory`). */
export function responseWithBody(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init) as ResponseWithBody;
  response[DOCUMENT_BODY] = body;
  return response;
}

/** The express handler of every page, data request and resource route. */
export function createPageHandler(input: {
  build: ServerBuild;
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  // One Remix handler per route partition (app/http/route-partitions.server.ts), made when first needed.
  const builds = partitionedBuilds(input.build);
  const handlers = new Map<string, ReturnType<typeof createRemixHandler>>();
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = new URL(`${req.protocol}://${req.hostname}${portOf(req)}${req.originalUrl}`);
      const request = remixRequest(url, req, res);
      const { key, build } = builds.forUrl(url);
      let handle = handlers.get(key);
      if (!handle) handlers.set(key, (handle = createRemixHandler(build, input.mode)));
      const response = await handle(request, input.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The port the reader asked for: X-Forwarded-Host's when trusted and present, else Host's (what @remix-run/express does). */
function portOf(req: ExpressRequest): string {
  for (const header of [req.get("X-Forwarded-Host"), req.get("host")]) {
    const port = Number.parseInt(header?.split(":")[1] ?? "", 10);
    if (Number.isSafeInteger(port)) return `:${port}`;
  }
  return "";
}

function remixRequest(url: URL, req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (!value) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  // Loaders are aborted when the answer can no longer be written (`close` before `finish`).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  const whole = bodyInMemory(response);
  if (whole) {
    res.end(whole);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  const streaming = /text\/event-stream/i.test(response.headers.get("Content-Type") ?? "");
  if (streaming) res.flushHeaders();
  const reader = response.body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
      if (typeof flushable.flush === "function") flushable.flush();
    }
    res.end();
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
}
