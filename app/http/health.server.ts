import { type Kysely, sql } from "kysely";
import { Router } from "express";
import type { Db } from "../db/schema.js";
import { pendingMigrations } from "../db/migrations.server.js";

/** What readiness depends on besides the database: the process's own state. */
export interface Lifecycle {
  /** True from the moment a shutdown begins: load balancers should stop sending requests. */
  shuttingDown: boolean;
}

/**
 * /healthz answers while the process serves (liveness: restart it when this fails). /readyz says
 * whether it should get traffic: the database answers, every migration is applied, and it is not
 * shutting down (503 otherwise, with the reason).
 */
export function healthEndpoints(options: { db: Db; buildId: string; lifecycle: Lifecycle }): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ ok: true, build: options.buildId });
  });
  router.get("/readyz", async (_req, res) => {
    const checks = { database: false, migrations: false, shuttingDown: options.lifecycle.shuttingDown };
    let pending: string[] = [];
    try {
      await sql`select 1`.execute(options.db);
      checks.database = true;
      pending = await pendingMigrations(options.db as unknown as Kysely<unknown>);
      checks.migrations = pending.length === 0;
    } catch {
      // Reported as not ready below.
    }
    const ready = checks.database && checks.migrations && !checks.shuttingDown;
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ ready, ...checks, ...(pending.length > 0 ? { pendingMigrations: pending } : {}) });
  });
  return router;
}
