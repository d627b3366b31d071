import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEndpoints, createBuildRegistry } from "./builds.server.js";

describe("build endpoints", () => {
  const registry = createBuildRegistry({ id: "1a2b3c4d", timestamp: 1_700_000_000_000 }, () => 1_800_000_000_000);
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express().use(buildEndpoints(registry));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers latest.json with the served build, never cached", async () => {
    const response = await fetch(`${base}/builds/latest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ id: "1a2b3c4d", timestamp: 1_700_000_000_000 });
  });

  it("answers the build's meta file, immutable, with its route rules and prerender list", async () => {
    const response = await fetch(`${base}/builds/meta/1a2b3c4d.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    const meta = (await response.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({ id: "1a2b3c4d", timestamp: 1_700_000_000_000, prerendered: [] });
    expect(meta.matcher).toMatchObject({ static: { "/builds/latest.json": { cacheControl: "no-store" } } });
  });

  it("answers 404 for an unknown or malformed build id", async () => {
    for (const path of [
      "/builds/meta/ffffffff.json",
      "/builds/meta/1a2b3c4d",
      "/builds/meta/..%2F1a2b3c4d.json",
      "/builds/meta/ABC.json",
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it("reports a simulated deployment until restored", async () => {
    const next = registry.simulateDeployment();
    expect(next.id).toMatch(/^[0-9a-f]{8}$/);
    expect(next.id).not.toBe("1a2b3c4d");
    expect(next.timestamp).toBe(1_800_000_000_000);
    expect(await (await fetch(`${base}/builds/latest.json`)).json()).toEqual(next);
    expect((await fetch(`${base}/builds/meta/${next.id}.json`)).status).toBe(200);
    registry.restore();
    expect(await (await fetch(`${base}/builds/latest.json`)).json()).toMatchObject({ id: "1a2b3c4d" });
    expect((await fetch(`${base}/builds/meta/${next.id}.json`)).status).toBe(404);
  });
});
