import type { AnyDb } from "./engine/engine.js";
import { engineOf } from "./engine/index.server.js";

/*
 * The writers' steps every engine takes its own way (engine/*.server.ts), callable with just the
 * transaction a writer holds.
 */

/** Serialises writers of articles and stories, taken first in their transaction (see Writers in engine/engine.ts). */
export async function lockArticleWriters(trx: AnyDb): Promise<void> {
  await engineOf(trx).writers.lockArticleWriters(trx);
}

/** Checks foreign keys at commit instead of at each statement, for writers that insert the rows referring to an article before the article. */
export async function deferForeignKeys(trx: AnyDb): Promise<void> {
  await engineOf(trx).writers.deferForeignKeys(trx);
}
