import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { ignoreLegacyDataParam, MAX_BODY_BYTES, MAX_TARGET_LENGTH, requestLimits } from "./request-limits.server.js";

let served: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  served = await listen(
    express()
      .use(requestLimits(), ignoreLegacyDataParam())
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
