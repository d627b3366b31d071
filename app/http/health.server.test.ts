import express from "express";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { healthEndpoints, type Lifecycle } from "./health.server.js";

let database: OpenDatabase;
let lifecycle: Lifecycle;
let served: Awaited<ReturnType<typeof listen>>;

beforeEach(async () => {
  database = await createTestDatabase({ referenceData: false });
  lifecycle = { shuttingDown: false };
  served = await listen(express().use(healthEndpoints({ db: database.db, buildId: "abc123", lifecycle })));
});
afterEach(async () => {
  await served.close();
  await database.close();
});

const get = async (path: string) => {
  const response = await fetch(served.base + path);
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
};

describe("health endpoints", () => {
  it("/healthz: alive; /readyz: ready with the database reachable and every migration applied", async () => {
    expect(await get("/healthz")).toEqual({ status: 200, body: { ok: true, build: "abc123" }, cache: "no-store" });
    expect(await get("/readyz")).toEqual({
      status: 200,
      body: { ready: true, database: true, migrations: true, shuttingDown: false },
      cache: "no-store",
    });
  });

  it("/readyz is 503 while shutting down, with a migration missing, or without a database; /healthz stays up", async () => {
    lifecycle.shuttingDown = true;
    expect(await get("/readyz")).toMatchObject({ status: 503, body: { ready: false, shuttingDown: true } });
    lifecycle.shuttingDown = false;

    await sql`delete from kysely_migration where name = '0003_search'`.execute(database.db as unknown as Kysely<unknown>);
    expect(await get("/readyz")).toMatchObject({
      status: 503,
      body: { ready: false, database: true, migrations: false, pendingMigrations: ["0003_search"] },
    });

    await database.close();
    expect(await get("/readyz")).toMatchObject({ status: 503, body: { ready: false, database: false } });
    expect((await get("/healthz")).status).toBe(200);
  });
});
