import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { request } from "node:http";
import {
  asciiLocations,
  escapeNetworkPaths,
  ignoreLegacyDataParam,
  isValidHost,
  MAX_BODY_BYTES,
  MAX_TARGET_LENGTH,
  refuseUnknownMethods,
  requestLimits,
} from "./request-limits.server.js";
import { createHttpServer } from "./http-server.server.js";

let served: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  served = await listen(
    express()
      .use(requestLimits(), refuseUnknownMethods(), asciiLocations(), ignoreLegacyDataParam(), escapeNetworkPaths())
      .get("/redirigir", (req, res) => {
        res.setHeader("Location", String(req.query.a ?? "/"));
        res.status(303).end();
      })
      .all("*", (req, res) => {
        res.send(`ok ${req.originalUrl}`);
      }),
  );
});
afterAll(() => served.close());

describe("requestLimits", () => {
  it("answers a too long address 400 with a Spanish page, and lets normal ones through", async () => {
    const long = await fetch(`${served.base}/busqueda?q=${"a".repeat(MAX_TARGET_LENGTH)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toMatch(/<title>400 - Bad Request<\/title>.*La dirección es demasiado larga/s);
    // A long search in accented Spanish (six characters per "ñ" once encoded) is no abuse.
    expect((await fetch(`${served.base}/busqueda?q=${encodeURIComponent("ñ".repeat(1000))}`)).status).toBe(200);
  });

  it("answers a body declared too large 413 without reading it", async () => {
    const big = await fetch(`${served.base}/contacto`, { method: "POST", body: "a".repeat(MAX_BODY_BYTES + 1) });
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/<title>413 - Payload Too Large<\/title>/);
    expect((await fetch(`${served.base}/contacto`, { method: "POST", body: "a".repeat(1000) })).status).toBe(200);
  });

  it("drops Remix's old `_data` parameter and keeps the others", async () => {
    expect(await (await fetch(`${served.base}/ultima-hora?_data=routes%2Froot&antes=5&_data`)).text()).toBe("ok /ultima-hora?antes=5");
    expect(await (await fetch(`${served.base}/?_data=x`)).text()).toBe("ok /");
    expect(await (await fetch(`${served.base}/busqueda?q=_data&my_data=1`)).text()).toBe("ok /busqueda?q=_data&my_data=1");
  });
});

describe("escapeNetworkPaths", () => {
  it("turns a path that decodes to //host or /\\host into one escaped segment, and leaves others alone", async () => {
    const seen = async (path: string) => (await (await fetch(`${served.base}${path}`)).text()).replace(/^ok /, "");
    expect(await seen("/%5C%5E*%25EU%235?orden=x")).toBe("/%255C%255E*%2525EU%25235?orden=x");
    expect(await seen("/./%5C%5E")).toBe("/%255C%255E");
    expect(await seen("/a/../%2F%2F%5B")).toBe("/%252F%252F%255B");
    expect(await seen("/categorias/a%2Fb")).toBe("/categorias/a%2Fb");
    expect(await seen("/busqueda?q=%5C%5C")).toBe("/busqueda?q=%5C%5C");
    // Whatever it becomes decodes to a path of this host.
    const decoded = decodeURIComponent(await seen("/%2F%2Fevil.example/x"));
    expect(new URL(decoded, "http://localhost").host).toBe("localhost");
  });
});

/** A raw request (fetch refuses TRACE and CONNECT itself): status line and headers as sent. */
function rawRequest(
  base: string,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, method, path }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    // CONNECT answers on the "connect" event, with the socket left to the client.
    req.on("connect", (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("refuseUnknownMethods", () => {
  it("answers 405 with Allow to TRACE and any method the site does not use, and passes GET, HEAD and POST", async () => {
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH", "OPTIONS", "PURGE", "MKCOL"]) {
      const answer = await rawRequest(served.base, method, "/");
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, "GET, HEAD, POST"]);
    }
    for (const method of ["GET", "HEAD", "POST"]) expect((await rawRequest(served.base, method, "/")).status).toBe(200);
  });

  it("lets a preflight (OPTIONS) through to the public API's paths only", async () => {
    for (const path of ["/ultima-hora/_payload.json", "/_payload.json", "/api/esquema.json", "/fuentes.json", "/fuentes.opml"]) {
      expect([path, (await rawRequest(served.base, "OPTIONS", path)).status]).toEqual([path, 200]);
    }
    for (const path of ["/api", "/ultima-hora", "/fuentes.json.bak", "/busqueda"]) {
      expect([path, (await rawRequest(served.base, "OPTIONS", path)).status]).toEqual([path, 405]);
    }
  });

  it("answers CONNECT 405 at the server, instead of dropping the connection", async () => {
    const server = await listen(createHttpServer((_req, res) => res.end("ok")));
    try {
      expect(await rawRequest(server.base, "CONNECT", "rotativa.co:443")).toMatchObject({
        status: 405,
        headers: { allow: "GET, HEAD, POST" },
      });
    } finally {
      await server.close();
    }
  });
});

describe("asciiLocations", () => {
  it.each([
    ["/ñ", "/%C3%B1"],
    ["/ā?q=elección", "/%C4%81?q=elecci%C3%B3n"],
    ["/ya%C3%B1codificado/%zz", "/ya%C3%B1codificado/%zz"],
    ["/ñ/%zz", "/%C3%B1/%25zz"],
    ["/categorias/politica", "/categorias/politica"],
  ])("sends %j as %j", async (target, expected) => {
    const response = await fetch(`${served.base}/redirigir?a=${encodeURIComponent(target)}`, { redirect: "manual" });
    expect(response.headers.get("location")).toBe(expected);
  });
});

describe("isValidHost", () => {
  it("accepts a host with or without a port, and nothing else", () => {
    expect(["rotativa.co", "rotativa.co:8080", "127.0.0.1:3000", "[::1]", "[::1]:80", "ñandú.co", "localhost"].every(isValidHost)).toBe(
      true,
    );
    expect(["", "%00", "a b", "a.co/x", "a.co?x", "user@a.co", "a.co:99999", "[::1", "a\\b"].some(isValidHost)).toBe(false);
  });
});
