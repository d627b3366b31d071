/*
 * The answers of expensive pages (search, reports, their CSV) when the server is too busy for
 * them: a 503 with Retry-After and a Spanish explanation, never a 500. The web edge decides
 * (app/http/work-gate.server.ts); these helpers let a loader say it in Remix's terms.
 */
import type { Logger } from "pino";
import { BudgetExceededError, budgetFrom, withinBudget } from "../db/budget.server.js";
import type { Db } from "../db/schema.js";

/** Status text of a 503 for an expensive page: the error page shows it as its title. */
export const BUSY_STATUS_TEXT = "Servicio saturado";

/** Seconds a reader is asked to wait after a search ran out of time. */
export const OVER_BUDGET_RETRY_SECONDS = 5;

function busy(retryAfterSeconds: number): Response {
  return new Response(null, {
    status: 503,
    statusText: BUSY_STATUS_TEXT,
    headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}

/**
 * Throws the 503 for a request the load shedder refused but left to Remix to answer (a `.data`
 * request of a navigation inside the page: the browser's router reads the error from Remix).
 */
export function refuseWhenShed(shed: { retryAfterSeconds: number } | null | undefined): void {
  if (shed) throw busy(shed.retryAfterSeconds);
}

/**
 * Turns a read that ran out of its time budget into the 503 answer (logged as a warning: the
 * server is overloaded, nothing is broken); any other failure is rethrown as it was.
 */
export function answerOverBudget(error: unknown, log: Logger, what: string): never {
  if (error instanceof BudgetExceededError) {
    log.warn({ budgetMs: error.budgetMs, what }, "stopped: over its time budget");
    throw busy(OVER_BUDGET_RETRY_SECONDS);
  }
  throw error;
}

/**
 * Runs a page's reads within a time budget (SEARCH_BUDGET_MS for a search): past it no statement
 * starts (and PostgreSQL cancels the one running), and the page answers 503 instead.
 */
export async function readWithinBudget<T>(
  db: Db,
  options: { budgetMs: number; log: Logger; what: string },
  read: (db: Db) => Promise<T>,
): Promise<T> {
  try {
    return await withinBudget(db, budgetFrom(options.budgetMs), read);
  } catch (error) {
    return answerOverBudget(error, options.log, options.what);
  }
}
