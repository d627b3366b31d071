import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { resolve } from "node:path";
import SQLite from "better-sqlite3";

/** What checking a copy found: the caller's own checks (integrity, search index, counts). */
export interface FileCheck {
  ok: boolean;
  problems: string[];
}

/** Checks a database file before it is kept (opened with the app's own connection: search functions, migrations). */
export type CheckFile<C extends FileCheck> = (path: string) => Promise<C>;

/** What a backup or a restore produced, for the CLI's output. */
export interface BackupSummary<C extends FileCheck = FileCheck> {
  file: string;
  bytes: number;
  pages: number;
  check: C;
}

/** Thrown when a backup or restore cannot be done as asked; the message is for the operator. */
export class BackupError extends Error {
  override name = "BackupError";
}

const sidecars = (path: string) => [`${path}-wal`, `${path}-shm`, `${path}-journal`];

function removeWithSidecars(path: string): void {
  for (const file of [path, ...sidecars(path)]) rmSync(file, { force: true });
}

/**
 * Copies the live database to `destination` with SQLite's online backup API: a consistent
 * snapshot that includes what is still in the WAL, taken while the server and the worker keep
 * reading and writing (a plain file copy under WAL can miss committed pages or tear a page).
 * The copy is written beside the destination and renamed into place only once it is complete
 * and passes the integrity checks, so a failed backup never leaves a half file under the name.
 */
export async function backupDatabase<C extends FileCheck>(
  source: SQLite.Database,
  destination: string,
  checkFile: CheckFile<C>,
): Promise<BackupSummary<C>> {
  const target = resolve(destination);
  if (resolve(source.name) === target) throw new BackupError("the backup file cannot be the database itself");
  const partial = `${target}.partial-${process.pid}`;
  removeWithSidecars(partial);
  try {
    // The first step copies 100 pages; then everything that is left in one step. Another
    // process's commit between steps restarts the copy, so small steps could never finish
    // under steady ingestion; one step holds only a read snapshot, which under WAL blocks nobody.
    const result = await source.backup(partial, { progress: () => 0x7fffffff });
    const copy = new SQLite(partial);
    try {
      // A single self-contained file (no -wal beside it), readable even from read-only media.
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const check = await checkFile(partial);
    if (!check.ok) throw new BackupError(`the copy failed its checks: ${check.problems.join("; ")}`);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, pages: result.totalPages, check };
  } finally {
    removeWithSidecars(partial);
  }
}

/**
 * Throws unless no other process has the database open: with exclusive locking, SQLite cannot
 * take its lock while another connection (the server, the worker) holds the file open in WAL mode.
 */
function assertNotInUse(path: string): void {
  if (!existsSync(path)) return;
  const probe = new SQLite(path, { fileMustExist: true });
  try {
    probe.pragma("busy_timeout = 0");
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("begin exclusive");
    probe.exec("rollback");
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) {
      throw new BackupError(`${path} is in use: stop the web server and the worker first`);
    }
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Replaces the database at `target` with a backup. Refuses while another process has the
 * database open. The backup is copied (through SQLite, never as raw bytes of a live file),
 * checked and brought to the current schema before it replaces anything; the replaced database
 * is kept beside it as `<target>.antes-de-restaurar-<time>`.
 */
export async function restoreDatabase<C extends FileCheck>(
  backupFile: string,
  target: string,
  checkFile: CheckFile<C>,
  now = new Date(),
): Promise<BackupSummary<C> & { previous: string | null }> {
  const source = resolve(backupFile);
  const destination = resolve(target);
  if (!existsSync(source)) throw new BackupError(`no backup at ${source}`);
  if (source === destination) throw new BackupError("the backup and the database are the same file");
  assertNotInUse(destination);

  const staged = `${destination}.restaurando-${process.pid}`;
  removeWithSidecars(staged);
  try {
    let backup: SQLite.Database;
    try {
      backup = new SQLite(source, { fileMustExist: true });
      backup.pragma("schema_version");
    } catch (error) {
      throw new BackupError(`${source} is not an SQLite database (${error instanceof Error ? error.message : String(error)})`);
    }
    let pages: number;
    try {
      const tables = backup
        .prepare("select name from sqlite_master where type = 'table' and name in ('articles', 'kysely_migration')")
        .all();
      if (tables.length !== 2) throw new BackupError(`${source} is not a Rotativa database`);
      pages = (await backup.backup(staged, { progress: () => 0x7fffffff })).totalPages;
    } finally {
      backup.close();
    }
    // Checked, and migrated when the backup comes from an older version.
    const check = await checkFile(staged);
    if (!check.ok) throw new BackupError(`the backup failed its checks: ${check.problems.join("; ")}`);

    let previous: string | null = null;
    if (existsSync(destination)) {
      previous = `${destination}.antes-de-restaurar-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(destination, previous);
      // The probe above closed the last connection, which folds the WAL into the file; should
      // one be left anyway, it belongs to the replaced database and moves with it.
      for (const suffix of ["-wal", "-shm", "-journal"]) {
        if (existsSync(destination + suffix)) renameSync(destination + suffix, previous + suffix);
      }
    }
    renameSync(staged, destination);
    return { file: destination, bytes: statSync(destination).size, pages, check, previous };
  } finally {
    removeWithSidecars(staged);
  }
}
