import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { BUSY_STATUS_TEXT, OVER_BUDGET_RETRY_SECONDS, readWithinBudget, refuseWhenShed } from "./overload.server.js";

let database: OpenDatabase;
let logged: Record<string, unknown>[];
const log = () => pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });
beforeEach(async () => {
  database = await createTestDatabase();
  logged = [];
});
afterEach(async () => {
  await database.close();
});

async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("overload answers", () => {
  it("answers a read past its budget with a 503 and Retry-After, logged as a warning", async () => {
    const answer = await thrown(() =>
      readWithinBudget(database.db, { budgetMs: 50, log: log(), what: "search" }, async (db) => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return db.selectFrom("categories").selectAll().execute();
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect([response.status, response.statusText, response.headers.get("retry-after"), response.headers.get("cache-control")]).toEqual([
      503,
      BUSY_STATUS_TEXT,
      String(OVER_BUDGET_RETRY_SECONDS),
      "no-store",
    ]);
    expect(logged).toEqual([expect.objectContaining({ level: 40, what: "search", budgetMs: 50 })]);
  });

  it("passes a read within its budget, and any other failure as it was", async () => {
    const rows = await readWithinBudget(database.db, { budgetMs: 60_000, log: log(), what: "search" }, (db) =>
      db.selectFrom("categories").selectAll().execute(),
    );
    expect(rows.length).toBeGreaterThan(0);
    const failure = new Error("fallo de verdad");
    expect(
      await thrown(() => readWithinBudget(database.db, { budgetMs: 60_000, log: log(), what: "search" }, () => Promise.reject(failure))),
    ).toBe(failure);
  });

  it("throws the 503 of a request the load shedder refused, and nothing otherwise", async () => {
    const answer = (await thrown(() => refuseWhenShed({ retryAfterSeconds: 3 }))) as Response;
    expect([answer.status, answer.headers.get("retry-after")]).toEqual([503, "3"]);
    expect(() => refuseWhenShed(null)).not.toThrow();
  });
});
