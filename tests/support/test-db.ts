import { loadSources } from "../../app/data/sources.server.js";
import { openDatabase, type OpenDatabase } from "../../app/db/database.server.js";
import { syncReferenceData } from "../../app/models/reference.server.js";

/**
 * A private in-memory database with every migration applied and, unless told otherwise, the
 * reference data (categories, departments, newspapers, feeds) loaded. Close it after the test.
 */
export async function createTestDatabase(options: { referenceData?: boolean } = {}): Promise<OpenDatabase> {
  const database = await openDatabase(":memory:");
  if (options.referenceData !== false) await syncReferenceData(database.db, loadSources());
  return database;
}
