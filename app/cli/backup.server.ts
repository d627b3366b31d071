import { BackupError, backupDatabase, restoreDatabase } from "../db/backup.server.js";
import { openDatabase, openSqliteDatabase } from "../db/database.server.js";
import { isPostgresUrl } from "../db/postgres.server.js";
import { checkStore } from "../models/integrity.server.js";
import { type CommandIO, UsageError, writeJsonLine } from "./io.server.js";

/** A failure the operator must act on (exit 1), as opposed to bad usage (exit 2). */
export class CommandFailure extends Error {}

/**
 * `backup <file>`: an online backup of the database, taken while the server and the worker keep
 * running, checked before it is kept. Prints {"backup","bytes","pages","counts"}.
 */
export async function backupCommand(io: CommandIO, databasePath: string, file: string): Promise<void> {
  refuseOnPostgres(databasePath, "backup");
  const database = await openSqliteDatabase(databasePath);
  try {
    const summary = await backupDatabase(database.sqlite, file);
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
export async function restoreCommand(io: CommandIO, databasePath: string, file: string): Promise<void> {
  refuseOnPostgres(databasePath, "restore");
  try {
    const summary = await restoreDatabase(file, databasePath);
    writeJsonLine(io, { restored: summary.file, from: file, previous: summary.previous, counts: summary.check.counts });
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  }
}

/** Backups of a PostgreSQL database are the server's business (pg_dump, WAL archiving): say so instead of touching a file. */
function refuseOnPostgres(location: string, command: "backup" | "restore"): void {
  if (!isPostgresUrl(location)) return;
  const how =
    command === "backup"
      ? "use pg_dump (a logical copy) or pg_basebackup with WAL archiving (point-in-time recovery); see docs/deploy.md"
      : "use pg_restore (or point-in-time recovery from the archived WAL); see docs/deploy.md";
  throw new UsageError(`${command} copies a SQLite file; this database is PostgreSQL: ${how}`);
}

/** `check`: SQLite's integrity check, the search index's consistency and the counts; exit 1 when something is wrong. */
export async function checkCommand(io: CommandIO, databasePath: string): Promise<void> {
  const database = await openDatabase(databasePath);
  try {
    const check = await checkStore(database.db);
    writeJsonLine(io, check);
    if (!check.ok) throw new CommandFailure(`the database has problems: ${check.problems.join("; ")}`);
  } finally {
    await database.close();
  }
}
