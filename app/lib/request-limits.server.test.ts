import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { escapeNetworkPaths, ignoreLegacyDataParam, MAX_BODY_BYTES, MAX_TARGET_LENGTH, requestLimits } from "./request-limits.server.js";

let served: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  served = await listen(
    express()
      .use(requestLimits(), ignoreLegacyDataParam(), escapeNetworkPaths())
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
