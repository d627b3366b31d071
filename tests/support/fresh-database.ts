/*
 * A fresh test database for each test of a file or describe block, for unit tests (vitest). The
 * hooks open it (createTestDatabase: in-memory SQLite, or PostgreSQL in the PostgreSQL pass)
 * before each test and close it after; tests read it through the returned handle.
 */
import { afterEach, beforeEach } from "vitest";
import type { OpenDatabase } from "../../app/db/database.server.js";
import type { Db } from "../../app/db/schema.js";
import { createTestDatabase } from "./test-db.js";

/** The database of the running test. */
export interface FreshDatabase {
  readonly database: OpenDatabase;
  readonly db: Db;
}

/** Registers the hooks; call it at the top level of a test file or of a describe block. */
export function freshDatabaseForEachTest(options: { referenceData?: boolean } = {}): FreshDatabase {
  let current: OpenDatabase | null = null;
  beforeEach(async () => {
    current = await createTestDatabase(options);
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  const open = (): OpenDatabase => {
    if (!current) throw new Error("the test database exists only while a test runs");
    return current;
  };
  return {
    get database() {
      return open();
    },
    get db() {
      return open().db;
    },
  };
}
