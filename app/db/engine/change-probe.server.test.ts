import { afterEach, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { createSharedTestDatabases } from "../../../tests/support/test-db.js";

/*
 * The page cache's probe of writes by other processes (a `cli worker`, another instance), on the
 * backend of this pass: two handles on one database stand for the web process and the writer.
 */
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** Polls `changed` until it says true, or gives up after `tries` (the PostgreSQL probe runs in the background). */
async function settles(changed: () => boolean, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (changed()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe("writes by others", () => {
  it("are seen after another handle stores an article, once, and not before", async () => {
    const shared = await createSharedTestDatabases();
    close = shared.close;
    const { first: web, second: worker } = shared;
    const changed = web.watchChanges({ intervalMs: 10 });
    // Nothing written yet: the probe settles without reporting a change.
    expect(await settles(changed, 10)).toBe(false);
    await createArticle(worker.db, { title: "Llega la temporada de lluvias a Bogotá" });
    expect(await settles(changed)).toBe(true);
    // Reported once: the next reads are quiet until the next write.
    expect(await settles(changed, 10)).toBe(false);
    await createArticle(worker.db, { title: "Cierran la vía al Llano por derrumbes" });
    expect(await settles(changed)).toBe(true);
  });
});
