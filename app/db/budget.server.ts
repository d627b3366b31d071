/*
 * A time budget for a read that may be expensive (a search), enforced by the database handle
 * itself so that the code doing the reading needs no changes: `withinBudget` hands it a handle on
 * which every statement is checked against the deadline before it starts.
 *
 * SQLite (better-sqlite3) cannot stop a statement once it runs: the driver is synchronous and
 * offers neither sqlite3_progress_handler nor sqlite3_interrupt (WiseLibs/better-sqlite3#707,
 * still open). So the budget is kept between statements: a statement never starts after the
 * deadline, and every SLICE_MS of work the handle yields to the event loop, so that other
 * requests (pages from the micro-cache) are answered between the steps of a long search instead
 * of after all of them. What one statement may cost is bounded elsewhere (the term limit, the candidate
 * window, the count limit). PostgreSQL can cancel a statement in the server: the work runs in a
 * read transaction whose `statement_timeout` is the time left, so a statement past the deadline
 * is cancelled by PostgreSQL itself (SQLSTATE 57014), not left running.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { KyselyPlugin } from "kysely";
import { engineOf } from "./engine/index.server.js";
import type { Db } from "./schema.js";

/** Thrown when a read ran out of its time budget (the page answers 503, never 500). */
export class BudgetExceededError extends Error {
  override name = "BudgetExceededError";
  constructor(readonly budgetMs: number) {
    super(`the read did not finish within its budget of ${budgetMs} ms`);
  }
}

/** A deadline for a piece of work, epoch ms, and the budget it came from. */
export interface Budget {
  deadline: number;
  budgetMs: number;
  now: () => number;
}

/** A budget of `budgetMs` from now. */
export function budgetFrom(budgetMs: number, now: () => number = Date.now): Budget {
  return { deadline: now() + budgetMs, budgetMs, now };
}

/**
 * Work between two yields to the event loop, ms. Yielding after every statement would hand the
 * loop to every request waiting, each turn: under a flood, a search would then take as long as
 * answering the flood. Every SLICE_MS of work is enough for a page from memory to get through.
 */
export const SLICE_MS = 15;

/** Kysely plugin: refuses to start a statement past the deadline, and yields to the event loop every SLICE_MS of work. */
function deadlinePlugin(budget: Budget): KyselyPlugin {
  let sliceStart = budget.now();
  return {
    transformQuery({ node }) {
      if (budget.now() >= budget.deadline) throw new BudgetExceededError(budget.budgetMs);
      return node;
    },
    async transformResult({ result }) {
      if (budget.now() - sliceStart >= SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = budget.now();
      }
      return result;
    },
  };
}

/** PostgreSQL's code for a statement cancelled by statement_timeout (or a cancel request). */
const QUERY_CANCELED = "57014";

/**
 * Runs `work` with a handle bounded by `budget`: no statement starts after the deadline, and on
 * PostgreSQL a statement still running at the deadline is cancelled by the server. Either way
 * the work fails with BudgetExceededError.
 */
export async function withinBudget<T>(db: Db, budget: Budget, work: (db: Db) => Promise<T>): Promise<T> {
  const left = () => Math.max(1, Math.ceil(budget.deadline - budget.now()));
  try {
    if (budget.now() >= budget.deadline) throw new BudgetExceededError(budget.budgetMs);
    return await engineOf(db).settings.cancelAfter(db, left, (bounded) => work(bounded.withPlugin(deadlinePlugin(budget))));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) throw new BudgetExceededError(budget.budgetMs);
    throw error;
  }
}
