import { BackupError, backupDatabase, type CheckFile, restoreDatabase } from "../db/backup.server.js";
import { openDatabase, type OpenOptions, openSqliteDatabase } from "../db/database.server.js";
import { engineFor } from "../db/engine/index.server.js";
import { checkStore, type StoreCheck } from "../models/integrity.server.js";
import { type CommandIO, UsageError, writeJsonLine } from "./io.server.js";

/** A failure the operator must act on (exit 1), as opposed to bad usage (exit 2). */
export class CommandFailure extends Error {}

/** Checks a database file opened with the app's own connection (search functions, migrations, `open`'s after-migration step). */
export function storeFileChecker(open: OpenOptions): CheckFile<StoreCheck> {
  return async (path) => {
    const database = await openSqliteDatabase(path, open);
    try {
      return await checkStore(database.db);
    } finally {
      await database.close();
    }
  };
}

/**
 * `backup <file>`: an online backup of the database, taken while the server and the worker keep
 * running, checked before it is kept. Prints {"backup","bytes","pages","counts"}.
 */
export async function backupCommand(io: CommandIO, databasePath: string, file: string, open: OpenOptions): Promise<void> {
  refuseServerBackups(databasePath, "backup");
  const database = await openSqliteDatabase(databasePath, open);
  try {
    const summary = await backupDatabase(database.sqlite, file, storeFileChecker(open));
    writeJsonLine(io, { backup: summary.file, bytes: summary.bytes, pages: summary.pages, counts: summary.check.counts });
  } catch (error) {
    if (error instanceof BackupError) throw new CommandFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * `restore <file>`: replaces the database with a backup (stop the web server and the worker
 * first: it refuses while they have the database open). Prints {"restored","from","previous","counts"}.
 */
export async function restoreCommand(io: CommandIO, databasePath: string, file: string, open: OpenOptions): Promise<void> {
  refuseServerBackups(databasePath, "restore");
  try {
    const summary = await restoreDatabase(file, databasePath, storeFileChecker(open));
    writeJsonLine(io, { restored: summary.file, from: file, previous: summary.previous, counts: summary.check.counts });
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  }
}

/** Backups of a database server are the server's business (PostgreSQL: pg_dump, WAL archiving): say so instead of touching a file. */
function refuseServerBackups(location: string, command: "backup" | "restore"): void {
  const { backups, label } = engineFor(location);
  if (backups.by === "rotativa") return;
  throw new UsageError(`${command} copies a SQLite file; this database is ${label}: ${backups[command]}`);
}

/** `check`: SQLite's integrity check, the search index's consistency and the counts; exit 1 when something is wrong. */
export async function checkCommand(io: CommandIO, databasePath: string, open: OpenOptions): Promise<void> {
  const database = await openDatabase(databasePath, open);
  try {
    const check = await checkStore(database.db);
    writeJsonLine(io, check);
    if (!check.ok) throw new CommandFailure(`the database has problems: ${check.problems.join("; ")}`);
  } finally {
    await database.close();
  }
}
