/**
 * The operators' command line, a composition root like server.ts: same configuration, same
 * database, same reference data. stdout carries only a command's output; errors go to stderr
 * as one line with a non-zero exit.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./app/config.server.js";
import { loadSources } from "./app/data/sources.server.js";
import { openDatabase, type OpenDatabase } from "./app/db/database.server.js";
import { getDiagnostics } from "./app/models/diagnostics.server.js";
import { syncReferenceData } from "./app/models/reference.server.js";
import { loadSampleArticles } from "./app/models/sample.server.js";

const USAGE = `Usage: npm run --silent cli -- <command> [options]

Commands:
  migrate        Create the database if needed and apply pending migrations.
  sync-sources   Load categories, departments, newspapers and feeds from the sources file.
  seed-sample    Load the invented sample articles (times relative to now) for local work.
  status         Print the store's counts as JSON.
  help           Show this help.

Options:
  --database <path>   SQLite file (default: DATABASE_PATH or ./data/rotativa.db)`;

class UsageError extends Error {}

async function withDatabase<T>(path: string, run: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(path);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { database: { type: "string" }, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [command, ...rest] = parsed.positionals;
  if (!command || command === "help" || parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  const config = loadConfig(process.env);
  const path = parsed.values.database ?? config.databasePath;

  switch (command) {
    case "migrate":
      await withDatabase(path, async () => {
        process.stdout.write(`${JSON.stringify({ database: path, migrated: true })}\n`);
      });
      return;
    case "sync-sources":
      await withDatabase(path, async ({ db }) => {
        const summary = await syncReferenceData(db, loadSources(config.sourcesFile));
        process.stdout.write(`${JSON.stringify(summary)}\n`);
      });
      return;
    case "seed-sample":
      await withDatabase(path, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const articles = await loadSampleArticles(db);
        process.stdout.write(`${JSON.stringify({ database: path, sampleArticles: articles })}\n`);
      });
      return;
    case "status":
      await withDatabase(path, async ({ db }) => {
        process.stdout.write(`${JSON.stringify(await getDiagnostics(db))}\n`);
      });
      return;
    default:
      throw new UsageError(`unknown command "${command}" (try: help)`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`rotativa: ${error.message}\n`);
  else if (error instanceof ConfigError) process.stderr.write(`rotativa: ${error.message.replace(/\n/g, " ")}\n`);
  else process.stderr.write(`rotativa: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
