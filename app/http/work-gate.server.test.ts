import express from "express";
import { describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { createWorkGate, isExpensiveRequest, shedExpensiveWork } from "./work-gate.server.js";

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createWorkGate", () => {
  it("runs `concurrency` at once, queues the next ones in order, and refuses past the queue", async () => {
    const time = clock();
    const gate = createWorkGate({ concurrency: 2, queue: 2, maxWaitMs: 10_000, now: time.now });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first.admitted && second.admitted).toBe(true);
    const order: string[] = [];
    const third = gate.enter().then((admission) => (order.push("third"), admission));
    const fourth = gate.enter().then((admission) => (order.push("fourth"), admission));
    const fifth = await gate.enter();
    expect(fifth).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(gate.stats()).toMatchObject({ running: 2, queued: 2, shed: 1 });

    time.advance(30);
    if (first.admitted) first.release();
    const admitted = await third;
    expect(admitted).toMatchObject({ admitted: true, waitedMs: 30 });
    expect(order).toEqual(["third"]);
    if (second.admitted) second.release();
    await fourth;
    expect(order).toEqual(["third", "fourth"]);
    // Releasing twice frees one slot only.
    if (first.admitted) first.release();
    expect(gate.stats()).toMatchObject({ running: 2, queued: 0, admitted: 4 });
  });

  it("refuses at once when the wait it can expect is longer than maxWaitMs", async () => {
    const time = clock();
    const gate = createWorkGate({ concurrency: 1, queue: 100, maxWaitMs: 500, now: time.now });
    // Teach the gate that a slot is held 400 ms.
    const slow = await gate.enter();
    time.advance(400);
    if (slow.admitted) slow.release();
    for (let i = 0; i < 10; i++) {
      const again = await gate.enter();
      time.advance(400);
      if (again.admitted) again.release();
    }
    expect(gate.stats().serviceMs).toBeGreaterThan(350);
    const running = await gate.enter();
    // One ahead of nobody: 400 ms expected, queued.
    const queued = gate.enter();
    // One ahead: 800 ms expected, more than 500: refused now, asked to come back in a second.
    expect(await gate.enter()).toEqual({ admitted: false, retryAfterSeconds: 1 });
    if (running.admitted) running.release();
    expect((await queued).admitted).toBe(true);
  });

  it("refuses a queued request that waited maxWaitMs after all (a wrong estimate never makes it wait longer)", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 5, maxWaitMs: 20 });
    const running = await gate.enter();
    // The slot is never given back: the queued request is refused when its wait runs out.
    expect(await gate.enter()).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(gate.stats()).toMatchObject({ running: 1, queued: 0, shed: 1 });
    if (running.admitted) running.release();
  });

  it("gives up the place of a request whose client left while it waited", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });
    const running = await gate.enter();
    const left = new AbortController();
    const waiting = gate.enter(left.signal);
    left.abort();
    expect((await waiting).admitted).toBe(false);
    // Its place is free for another.
    const next = gate.enter();
    expect(gate.stats().queued).toBe(1);
    if (running.admitted) running.release();
    expect((await next).admitted).toBe(true);
  });
});

describe("isExpensiveRequest", () => {
  it.each([
    ["GET", "/busqueda", { q: "paro" }, true],
    ["GET", "/busqueda.data", { q: "paro" }, true],
    ["HEAD", "/busqueda", { q: "paro" }, true],
    ["GET", "/busqueda", { q: "  " }, false],
    ["GET", "/busqueda", {}, false],
    ["GET", "/reportes", {}, true],
    ["GET", "/reportes.data", {}, true],
    ["GET", "/reportes.csv", { tabla: "por-dia" }, true],
    ["POST", "/busqueda", { q: "paro" }, false],
    ["GET", "/", {}, false],
    ["GET", "/ultima-hora", {}, false],
  ])("%s %s %j → %s", (method, path, query, expected) => {
    expect(isExpensiveRequest({ method, path, query })).toBe(expected);
  });
});

describe("shedExpensiveWork", () => {
  it("answers a refused page with a short Spanish 503 and Retry-After, and leaves cheap pages alone", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0, maxWaitMs: 0 });
    const app = express();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.use(shedExpensiveWork(gate));
    app.get("/busqueda", async (_req, res) => {
      await held;
      res.send("resultados");
    });
    app.get("/busqueda.data", (_req, res) => res.json({ shed: res.locals.shed ?? null }));
    app.get("/", (_req, res) => res.send("portada"));
    const served = await listen(app);
    try {
      const first = fetch(`${served.base}/busqueda?q=paro`);
      // Wait until the first search holds the only slot.
      while (gate.stats().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await fetch(`${served.base}/busqueda?q=lluvias`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const page = await refused.text();
      expect(page).toContain("<title>503 - Service Unavailable</title>");
      expect(page).toContain("Hay muchas búsquedas en este momento");
      // A navigation's data request is left to Remix, marked for its loader.
      expect(await (await fetch(`${served.base}/busqueda.data?q=lluvias`)).json()).toEqual({ shed: { retryAfterSeconds: 1 } });
      // Cheap pages and the empty form never wait for the gate.
      expect(await (await fetch(`${served.base}/`)).text()).toBe("portada");
      release();
      expect(await (await first).text()).toBe("resultados");
      // The slot was given back when the answer was sent.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(gate.stats().running).toBe(0);
      expect(await (await fetch(`${served.base}/busqueda?q=lluvias`)).text()).toBe("resultados");
    } finally {
      await served.close();
    }
  });
});
