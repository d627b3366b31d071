/**
 * The operators' command line, a composition root like server.ts: same configuration, same
 * database, same reference data, same pipeline. stdout carries only a command's output; errors
 * go to stderr as one line with a non-zero exit (2 for bad usage or input, 1 for failures).
 */
import { parseArgs } from "node:util";
import { backupCommand, checkCommand, restoreCommand } from "./app/cli/backup.server.js";
import { classifyCommand } from "./app/cli/classify.server.js";
import { contactCommand } from "./app/cli/contact.server.js";
import { clusterCommand } from "./app/cli/cluster.server.js";
import { feedsCommand } from "./app/cli/feeds.server.js";
import { generateCorpusCommand } from "./app/cli/generate-corpus.server.js";
import { importCommand } from "./app/cli/import.server.js";
import { type CommandIO, progress, UsageError } from "./app/cli/io.server.js";
import { parseFeedCommand } from "./app/cli/parse-feed.server.js";
import { searchCommand } from "./app/cli/search.server.js";
import { storiesCommand } from "./app/cli/stories.server.js";
import { type Config, ConfigError, loadConfig } from "./app/config.server.js";
import { loadSources } from "./app/data/sources.server.js";
import { databaseLocation, describeLocation, openDatabase, type OpenDatabase } from "./app/db/database.server.js";
import { closeFetchAgents } from "./app/ingest/fetch-feed.server.js";
import { fetchOptionsFor, ingestDeps } from "./app/ingest/ingest-deps.server.js";
import { runIngestionCycle, startScheduler } from "./app/ingest/scheduler.server.js";
import { createSmtpSender, forwardDueMessages } from "./app/lib/contact-forward.server.js";
import { createLogger } from "./app/lib/logger.server.js";
import { getDiagnostics } from "./app/models/diagnostics.server.js";
import { syncReferenceData } from "./app/models/reference.server.js";
import { loadSampleArticles } from "./app/models/sample.server.js";

const USAGE = `Usage: npm run --silent cli -- <command> [options]

Commands:
  migrate                      Create the database if needed and apply pending migrations.
  sync-sources                 Load categories, departments, newspapers and feeds from the sources file.
  seed-sample                  Load the invented sample articles (times relative to now).
  status                       Print the store's counts as JSON.
  parse-feed <file|url>        Print a feed as Rotativa reads it (JSON).
      [--url <feed-url>]         base URL for relative links in a file
      [--content-type <type>]    the Content-Type a server would send (charset hint)
  classify                     Read JSON Lines {"id","title","summary","url","newspaper"} on stdin,
                               print {"id","category","departments"} per line.
  cluster                      Read JSON Lines {"id","title","summary","url","newspaper","publishedAt"}
                               on stdin, print {"id","story"} per line (same grouping as ingestion).
  stories rebuild              Regroup every stored article into stories from scratch.
  import <file.jsonl>          Store articles {"title","summary","url","newspaper","publishedAt"}
                               through the ingestion pipeline.
  ingest --once [--feed <id|url>]...
                               Fetch every due feed (or the named ones) once.
  feeds [--json]               Every feed with its status, last success and last error.
  worker                       Run the ingestion scheduler until stopped (SIGTERM/SIGINT).
  contact list [--since <when>] [--format table|json|csv]
                               Messages from the contact form (default: the last 7 days, as a table).
  contact export [--since <when>] [--format csv|json]
                               Every field of the messages (default: all of them, as CSV).
      <when>: 2026-11-01 (from Bogotá midnight), 2026-11-01T08:00:00-05:00, or 90m, 24h, 7d
  contact forward              Forward the messages that are due by e-mail now (needs SMTP_URL).
  search "<query>" [--json]    Search the articles as /busqueda does, best first (JSON: results, total).
      [--categoria <slug>] [--periodico <slug>] [--departamento <slug>]
      [--desde AAAA-MM-DD] [--hasta AAAA-MM-DD] [--orden relevancia|recientes] [--limite <n>]
  generate-corpus --articles <n> [--seed <n>] [--days <n>]
                               Fill an empty database with n invented articles over a year.
  backup <file>                Copy the database to <file> while it is in use (SQLite's online
                               backup), checked before it is kept.
  restore <file>               Replace the database with a backup (stop the server and the
                               worker first); the replaced file is kept beside it.
  check                        Check the database: integrity, search index, counts (JSON).
  help                         Show this help.

Options:
  --database <path|url>        SQLite file or postgres:// URL (default: DATABASE_URL, else
                               DATABASE_PATH or ./data/rotativa.db)`;

const io: CommandIO = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

async function withDatabase<T>(path: string, run: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(path);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

/**
 * A search query may start with '-' ("-fútbol deportes" excludes a word): anything after
 * `search` that is not one of its options is the query, even when it looks like an option.
 */
function protectSearchQuery(argv: string[]): string[] {
  if (argv[0] !== "search") return argv;
  const out: string[] = [];
  const queries: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === "--") {
      queries.push(...argv.slice(i + 1));
      break;
    }
    const isOption = /^--[a-z-]+(=.*)?$/.test(arg) || arg === "-h";
    if (arg.startsWith("-") && !isOption) queries.push(arg);
    else out.push(arg);
  }
  return queries.length > 0 ? [...out, "--", ...queries] : out;
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: protectSearchQuery(argv),
      allowPositionals: true,
      options: {
        database: { type: "string" },
        help: { type: "boolean", short: "h" },
        url: { type: "string" },
        "content-type": { type: "string" },
        once: { type: "boolean" },
        feed: { type: "string", multiple: true },
        json: { type: "boolean" },
        since: { type: "string" },
        format: { type: "string" },
        categoria: { type: "string" },
        periodico: { type: "string" },
        departamento: { type: "string" },
        desde: { type: "string" },
        hasta: { type: "string" },
        orden: { type: "string" },
        limite: { type: "string" },
        articles: { type: "string" },
        seed: { type: "string" },
        days: { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function expectArguments(positionals: string[], count: number, usage: string): void {
  if (positionals.length !== count) throw new UsageError(`usage: ${usage}`);
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv);
  const [command, ...rest] = positionals;
  if (!command || command === "help" || values.help) {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  const config: Config = loadConfig(process.env);
  const path = values.database ?? databaseLocation(config);
  const log = createLogger(config, "rotativa-cli", 2);

  switch (command) {
    case "migrate":
      expectArguments(rest, 0, "migrate");
      await withDatabase(path, async () => io.stdout.write(`${JSON.stringify({ database: describeLocation(path), migrated: true })}\n`));
      return;
    case "sync-sources":
      expectArguments(rest, 0, "sync-sources");
      await withDatabase(path, async ({ db }) => {
        io.stdout.write(`${JSON.stringify(await syncReferenceData(db, loadSources(config.sourcesFile)))}\n`);
      });
      return;
    case "seed-sample":
      expectArguments(rest, 0, "seed-sample");
      await withDatabase(path, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const articles = await loadSampleArticles(db);
        io.stdout.write(`${JSON.stringify({ database: describeLocation(path), sampleArticles: articles })}\n`);
      });
      return;
    case "status":
      expectArguments(rest, 0, "status");
      await withDatabase(path, async ({ db }) => io.stdout.write(`${JSON.stringify(await getDiagnostics(db))}\n`));
      return;
    case "parse-feed":
      expectArguments(rest, 1, "parse-feed <file|url> [--url <feed-url>] [--content-type <type>]");
      await parseFeedCommand(io, rest[0] as string, {
        url: values.url,
        contentType: values["content-type"],
        fetchOptions: fetchOptionsFor(config),
      });
      return;
    case "classify":
      expectArguments(rest, 0, "classify < articles.jsonl");
      await classifyCommand(io, loadSources(config.sourcesFile));
      return;
    case "cluster":
      expectArguments(rest, 0, "cluster < articles.jsonl");
      await clusterCommand(io, loadSources(config.sourcesFile));
      return;
    case "stories":
      expectArguments(rest, 1, "stories rebuild");
      await withDatabase(path, ({ db }) => storiesCommand(io, db, rest[0]));
      return;
    case "import":
      expectArguments(rest, 1, "import <file.jsonl>");
      await withDatabase(path, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const summary = await importCommand(io, db, rest[0] as string);
        if (!process.stdout.isTTY) return;
        io.stdout.write(`${JSON.stringify(summary)}\n`);
      });
      return;
    case "ingest":
      expectArguments(rest, 0, "ingest --once [--feed <id|url>]");
      if (!values.once) throw new UsageError("ingest needs --once (the continuous scheduler is `worker`)");
      await withDatabase(path, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const show = progress(io);
        const feeds = values.feed?.map((ref) => (/^\d+$/.test(ref) ? Number(ref) : ref));
        const summary = await runIngestionCycle(ingestDeps(db, config, log), {
          feeds,
          onOutcome: (outcome, done, total) => show.update(`leyendo fuentes… ${done}/${total} (${outcome.url})`),
        });
        show.done(
          `${summary.feeds} fuentes en ${(summary.durationMs / 1000).toFixed(1)} s: ${summary.stored} con noticias, ${summary.notModified + summary.unchanged} sin cambios, ${summary.failed} con error; ${summary.inserted} noticias nuevas, ${summary.updated} actualizadas`,
        );
        for (const outcome of summary.outcomes) {
          if (outcome.status === "failed") io.stderr.write(`feed ${outcome.feedId} ${outcome.url}: ${outcome.error}\n`);
        }
        if (process.stdout.isTTY) {
          const { outcomes: _outcomes, ...totals } = summary;
          io.stdout.write(`${JSON.stringify(totals)}\n`);
        }
      });
      return;
    case "feeds":
      expectArguments(rest, 0, "feeds [--json]");
      await withDatabase(path, ({ db }) => feedsCommand(io, db, { json: Boolean(values.json) }));
      return;
    case "contact": {
      const [action, ...extra] = rest;
      const usage = "contact list|export [--since <when>] [--format …] | contact forward";
      if (extra.length > 0 || (action !== "list" && action !== "export" && action !== "forward")) throw new UsageError(`usage: ${usage}`);
      if (action === "forward") {
        const smtp = config.contact.smtp;
        if (!smtp) throw new UsageError("contact forward needs SMTP_URL and CONTACT_EMAIL_TO (see README.md)");
        await withDatabase(path, async ({ db }) => {
          const sender = createSmtpSender(smtp.url);
          try {
            const result = await forwardDueMessages({ db, sender, to: smtp.to, from: smtp.from, siteUrl: config.siteUrl, log });
            io.stdout.write(`${JSON.stringify(result)}\n`);
          } finally {
            sender.close();
          }
        });
        return;
      }
      await withDatabase(path, ({ db }) => contactCommand(io, db, { action, since: values.since, format: values.format }));
      return;
    }
    case "search":
      expectArguments(rest, 1, 'search "<query>" [--categoria …] [--periodico …] [--departamento …] [--orden …] [--json]');
      await withDatabase(path, ({ db }) =>
        searchCommand(io, db, {
          q: rest[0],
          categoria: values.categoria,
          periodico: values.periodico,
          departamento: values.departamento,
          desde: values.desde,
          hasta: values.hasta,
          orden: values.orden,
          limit: values.limite,
          json: Boolean(values.json),
        }),
      );
      return;
    case "generate-corpus": {
      expectArguments(rest, 0, "generate-corpus --articles <n> [--seed <n>] [--days <n>]");
      const count = (name: string, value: string | undefined, fallback: number) => {
        const parsed = value === undefined ? fallback : Number(value);
        if (!Number.isSafeInteger(parsed) || parsed < 1) throw new UsageError(`--${name} must be a positive whole number`);
        return parsed;
      };
      if (values.articles === undefined) throw new UsageError("generate-corpus needs --articles <n>");
      const options = { articles: count("articles", values.articles, 0), seed: count("seed", values.seed, 20240601), days: count("days", values.days, 365) };
      await withDatabase(path, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const summary = await generateCorpusCommand(io, db, options);
        io.stdout.write(`${JSON.stringify({ database: describeLocation(path), ...summary })}\n`);
      });
      return;
    }
    case "backup":
      expectArguments(rest, 1, "backup <file>");
      await backupCommand(io, path, rest[0] as string);
      return;
    case "restore":
      expectArguments(rest, 1, "restore <file>");
      await restoreCommand(io, path, rest[0] as string);
      return;
    case "check":
      expectArguments(rest, 0, "check");
      await checkCommand(io, path);
      return;
    case "worker":
      expectArguments(rest, 0, "worker");
      await runWorker(path, config, log);
      return;
    default:
      throw new UsageError(`unknown command "${command}" (try: help)`);
  }
}

/** `worker`: the ingestion scheduler as its own process, for deployments that separate web and worker. */
async function runWorker(path: string, config: Config, log: ReturnType<typeof createLogger>): Promise<void> {
  const database = await openDatabase(path);
  log.info({ database: describeLocation(path), ...(database.kind === "sqlite" ? { pragmas: database.pragmas } : {}) }, "database ready");
  await syncReferenceData(database.db, loadSources(config.sourcesFile));
  const scheduler = startScheduler(ingestDeps(database.db, config, log), { tickMs: config.ingest.tickMs });
  // The scheduler's timers do not hold the process open (so that the web server can exit):
  // the worker must, until it is told to stop.
  const alive = setInterval(() => undefined, 60_000);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, "worker stopping");
      clearInterval(alive);
      void scheduler
        .stop()
        .then(() => database.close())
        .then(resolve);
    };
    process.once("SIGTERM", () => stop("SIGTERM"));
    process.once("SIGINT", () => stop("SIGINT"));
  });
}

/**
 * Exits once stdout has been handed to the system: writes to a pipe are asynchronous, and
 * process.exit would cut a long output (`contact export | gzip`) short.
 */
function exitAfterOutput(code: number): void {
  process.stdout.write("", () => process.exit(code));
}

main(process.argv.slice(2))
  .finally(() => closeFetchAgents())
  .then(
  () => exitAfterOutput(0),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`rotativa: ${error.message}\n`);
    else if (error instanceof ConfigError) process.stderr.write(`rotativa: ${error.message.replace(/\n/g, " ")}\n`);
    else process.stderr.write(`rotativa: ${error instanceof Error ? error.message : String(error)}\n`);
    exitAfterOutput(error instanceof UsageError || error instanceof ConfigError ? 2 : 1);
  },
);
