import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import { parseQuery } from "../search/query.js";
import { searchArticles } from "../search/search.server.js";
import { type Budget, BudgetExceededError, budgetFrom, SLICE_MS, withinBudget } from "./budget.server.js";
import type { OpenDatabase } from "./database.server.js";
import { engineOf } from "./engine/index.server.js";

let database: OpenDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

/** A budget on a clock the test moves by hand. */
function handClock(budgetMs: number): Budget & { advance(ms: number): void } {
  let time = 10_000;
  const budget = budgetFrom(budgetMs, () => time);
  return { ...budget, advance: (ms) => (time += ms) };
}

describe("withinBudget", () => {
  it("runs every statement while there is time, and starts none after the deadline", async () => {
    const budget = handClock(100);
    const ran: number[] = [];
    await expect(
      withinBudget(database.db, budget, async (db) => {
        ran.push(Number((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one));
        budget.advance(99);
        ran.push(Number((await sql<{ two: number }>`select 2 as two`.execute(db)).rows[0]?.two));
        budget.advance(1);
        ran.push(Number((await sql<{ three: number }>`select 3 as three`.execute(db)).rows[0]?.three));
        return ran;
      }),
    ).rejects.toThrow(BudgetExceededError);
    expect(ran).toEqual([1, 2]);
    // The handle outside the budget is untouched.
    expect((await sql<{ four: number }>`select 4 as four`.execute(database.db)).rows[0]?.four).toBe(4);
  });

  it("stops a whole search that runs out of time with BudgetExceededError, never half an answer", async () => {
    for (let i = 0; i < 30; i++)
      await createArticle(database.db, {
        title: `Paro camionero número ${i} en la vía al Llano`,
        published_at: Date.UTC(2026, 0, 1) + i * 60_000,
      });
    const query = parseQuery("paro OR camionero OR via OR llano");
    const found = await withinBudget(database.db, budgetFrom(60_000), (db) => searchArticles(db, { query, now: Date.UTC(2026, 0, 2) }));
    expect(found.total).toBe(30);
    // A budget already spent: the first statement never starts.
    const spent = handClock(50);
    spent.advance(50);
    await expect(withinBudget(database.db, spent, (db) => searchArticles(db, { query, now: Date.UTC(2026, 0, 2) }))).rejects.toThrow(
      BudgetExceededError,
    );
  });

  it("lets other work run between the statements of a long read", async () => {
    const events: string[] = [];
    const budget = handClock(60_000);
    await withinBudget(database.db, budget, async (db) => {
      setImmediate(() => events.push("other request"));
      // The first statement takes a whole slice of work: the handle yields after it.
      budget.advance(SLICE_MS);
      await sql`select 1`.execute(db);
      events.push("first statement done");
      await sql`select 2`.execute(db);
      events.push("second statement done");
    });
    // The other request was served before the read went on to its second statement.
    expect(events.indexOf("other request")).toBeLessThan(events.indexOf("second statement done"));
  });

  it("on PostgreSQL, cancels a statement still running at the deadline in the server", async () => {
    if (!(engineOf(database.db).name === "postgres")) {
      // SQLite (better-sqlite3) cannot interrupt a statement; its bound is between statements (above).
      expect(engineOf(database.db).name === "postgres").toBe(false);
      return;
    }
    // Without the server's cancel, pg_sleep would finish after 30 s and the read would succeed.
    await expect(withinBudget(database.db, budgetFrom(200), (db) => sql`select pg_sleep(30)`.execute(db))).rejects.toThrow(
      BudgetExceededError,
    );
    // The timeout was the transaction's own: the pool's connections keep theirs.
    const { rows } = await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(database.db);
    expect(rows[0]?.timeout).not.toBe("200ms");
  });
});
