import { connect } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import type { Lifecycle } from "./health.server.js";
import { closeConnectionsWhenDraining, createHttpServer, shutDown } from "./http-server.server.js";

/** Sends raw bytes and resolves with everything the server answered until it closed the connection. */
function rawExchange(port: number, write: (socket: ReturnType<typeof connect>) => void): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => write(socket));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    socket.on("error", reject);
  });
}

describe("createHttpServer", () => {
  it("answers 408 and closes a client that sends its headers too slowly (slowloris)", async () => {
    const app = express().get("/", (_req, res) => {
      res.send("ok");
    });
    const served = await listen(
      createHttpServer(app, { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 200, checkIntervalMs: 50 }),
    );
    try {
      const { answer, ms } = await rawExchange(served.port, (socket) => {
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
        // One header line now and then, never the end of the headers.
        const drip = setInterval(() => socket.writable && socket.write("X-Lento: 1\r\n"), 100);
        socket.on("close", () => clearInterval(drip));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(3_000);
      // A client that sends a body too slowly is cut off as well.
      const slowBody = await rawExchange(served.port, (socket) => {
        socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n");
        const drip = setInterval(() => socket.writable && socket.write("a"), 100);
        socket.on("close", () => clearInterval(drip));
      });
      expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await served.close();
    }
  });
});

describe("shutDown", () => {
  it("goes unready at once, finishes requests in flight with Connection: close, then refuses connections and closes the rest", async () => {
    const lifecycle: Lifecycle = { shuttingDown: false };
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const app = express();
    app.use(closeConnectionsWhenDraining(lifecycle));
    app.get("/lento", async (_req, res) => {
      await slow;
      res.send("terminado");
    });
    app.get("/rapido", (_req, res) => {
      res.send("ok");
    });
    const served = await listen(createHttpServer(app));
    const events: string[] = [];
    const inFlight = fetch(`${served.base}/lento`).then(async (response) => ({
      text: await response.text(),
      connection: response.headers.get("connection"),
    }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = shutDown(
      served.server,
      lifecycle,
      { drainMs: 150, deadlineMs: 5_000 },
      {
        stopWork: async () => {
          events.push("work stopped");
        },
        close: async () => {
          events.push("database closed");
        },
      },
    );
    expect(lifecycle.shuttingDown).toBe(true);
    // During the drain, new requests are still answered, each telling the client to close.
    const during = await fetch(`${served.base}/rapido`);
    expect(await during.text()).toBe("ok");
    expect(during.headers.get("connection")).toBe("close");
    await new Promise((resolve) => setTimeout(resolve, 250));
    // After it, nobody is accepted; the request in flight is still being answered.
    await expect(fetch(`${served.base}/rapido`)).rejects.toThrow();
    expect(events).toEqual(["work stopped"]);
    release();
    expect(await inFlight).toEqual({ text: "terminado", connection: "close" });
    expect(await done).toBe(0);
    expect(events).toEqual(["work stopped", "database closed"]);
  });

  it("gives up at the deadline with exit code 1", async () => {
    const lifecycle: Lifecycle = { shuttingDown: false };
    const app = express().get("/", () => undefined);
    const served = await listen(createHttpServer(app));
    const code = await shutDown(
      served.server,
      lifecycle,
      { drainMs: 0, deadlineMs: 200 },
      { stopWork: () => new Promise(() => undefined), close: async () => undefined },
    );
    expect(code).toBe(1);
    await served.close();
  });
});
