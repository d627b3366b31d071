/**
 * The operators' command line, a composition root like server.ts: same configuration, same
 * database, same reference data, same pipeline. stdout carries only a command's output; errors
 * go to stderr as one line with a non-zero exit (2 for bad usage or input, 1 for failures).
 */
import { parseArgs } from "node:util";
import { type CommandIO, progress, UsageError } from "./app/cli/io.server.js";
import { type Config, ConfigError, loadConfig } from "./app/config/config.server.js";
import { createLogger } from "./app/config/logger.server.js";
import type { OpenDatabase, OpenOptions } from "./app/db/database.server.js";
import { databaseLocation, describeLocation } from "./app/db/location.js";
import type { StoryGrouping } from "./app/ingest/cluster/grouping.server.js";
import { createFetchAgents, type FetchAgents } from "./app/ingest/fetch-agents.server.js";
import { alertDeps, fetchOptionsFor, ingestDeps, type IngestState, websubDeps } from "./app/ingest/ingest-deps.server.js";

/*
 * Each command imports the modules it uses when it runs (the database layer, the classifier, the
 * story grouping and the newsroom are each a large share of a start): `help` and `parse-feed`
 * answer in a fraction of the time a full start takes.
 */

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
  places rebuild               Tag every stored article's departments and municipalities again
                               with the current place rules (JSON: articles, changed, durationMs).
  import <file.jsonl>          Store articles {"title","summary","url","newspaper","publishedAt"}
                               through the ingestion pipeline.
  ingest --once [--feed <id|url>]...
                               Fetch every due feed (or the named ones) once.
  feeds [--json]               Every feed with its status, last success and last error.
  feeds --failing [--json]     The feeds and newspapers in alert (failing longer than ALERT_AFTER_HOURS,
                               or silent longer than their usual rhythm); exit code 3 when any, 0 when none.
  worker                       Run the ingestion scheduler until stopped (SIGTERM/SIGINT).
  contact list [--since <when>] [--format table|json|csv]
                               Messages from the contact form (default: the last 7 days, as a table).
  contact export [--since <when>] [--format csv|json]
                               Every field of the messages (default: all of them, as CSV).
      <when>: 2026-11-01 (from Bogotá midnight), 2026-11-01T08:00:00-05:00, or 90m, 24h, 7d
  contact forward              Forward the messages that are due by e-mail now (needs SMTP_URL).
  search "<query>" [--json]    Search the articles as /busqueda does: every word first, then most of them,
                               misspelt words corrected (JSON: results, total, fullTotal, query,
                               correction, missing; one flat list, not grouped by story).
      [--category <slug>] [--newspaper <slug>] [--department <slug>] [--municipality <code>]
      [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--order relevance|newest] [--limit <n>] [--no-correct]
      (the page's Spanish names --categoria, --periodico, --departamento, --municipio, --desde, --hasta,
      --orden relevancia|recientes and --limite are accepted too)
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

/** Opens the command's database, runs `run` on it and closes it. */
async function withDatabase<T>(context: CommandContext, run: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const { openDatabase } = await import("./app/db/database.server.js");
  const database = await openDatabase(context.path, await context.openOptions());
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
        failing: { type: "boolean" },
        feed: { type: "string", multiple: true },
        json: { type: "boolean" },
        since: { type: "string" },
        format: { type: "string" },
        // search: English flags, with the Spanish spellings of the page's parameters kept as aliases.
        category: { type: "string" },
        newspaper: { type: "string" },
        department: { type: "string" },
        municipality: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        order: { type: "string" },
        limit: { type: "string" },
        categoria: { type: "string" },
        periodico: { type: "string" },
        departamento: { type: "string" },
        municipio: { type: "string" },
        desde: { type: "string" },
        hasta: { type: "string" },
        orden: { type: "string" },
        limite: { type: "string" },
        "no-correct": { type: "boolean" },
        articles: { type: "string" },
        seed: { type: "string" },
        days: { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The English flag of each search option and its Spanish alias (the page's parameter). */
const SEARCH_FLAGS = [
  ["category", "categoria"],
  ["newspaper", "periodico"],
  ["department", "departamento"],
  ["municipality", "municipio"],
  ["from", "desde"],
  ["to", "hasta"],
  ["order", "orden"],
  ["limit", "limite"],
] as const;

/** Orders in English, beside the page's own words. */
const ORDER_WORDS: Record<string, string> = { relevance: "relevancia", newest: "recientes", recent: "recientes" };

/** `search`'s options from either spelling of each flag; the same option given twice with two values is a usage error. */
function searchFlags(values: ReturnType<typeof parse>["values"]) {
  const picked: Partial<Record<(typeof SEARCH_FLAGS)[number][1], string>> = {};
  for (const [english, spanish] of SEARCH_FLAGS) {
    const a = values[english];
    const b = values[spanish];
    if (a !== undefined && b !== undefined && a !== b)
      throw new UsageError(`--${english} and --${spanish} are the same option: give it once`);
    const value = a ?? b;
    if (value !== undefined) picked[spanish] = spanish === "orden" ? (ORDER_WORDS[value] ?? value) : value;
  }
  const { limite, ...form } = picked;
  return { ...form, limit: limite };
}

function expectArguments(positionals: string[], count: number, usage: string): void {
  if (positionals.length !== count) throw new UsageError(`usage: ${usage}`);
}

/** Runs the command; resolves to the exit code (0, or a command's own, e.g. `feeds --failing`). */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parse(argv);
  const [command, ...rest] = positionals;
  if (!command || command === "help" || values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config: Config = loadConfig(process.env);
  const path = values.database ?? databaseLocation(config);
  const log = createLogger(config, "rotativa-cli", 2);
  // The state of this process, created once here (each part on first use) and handed to what needs it.
  let agents: FetchAgents | null = null;
  let grouping: StoryGrouping | null = null;
  const context: CommandContext = {
    config,
    path,
    log,
    agents: () => (agents ??= createFetchAgents()),
    async state() {
      grouping ??= (await import("./app/ingest/cluster/grouping.server.js")).createStoryGrouping();
      return { grouping, agents: context.agents() };
    },
    async openOptions() {
      const { openOptionsOf } = await import("./app/db/database.server.js");
      const { grouping: stories } = await context.state();
      return { ...openOptionsOf(config), afterMigrations: (db) => stories.placeUnplaced(db) };
    },
  };
  try {
    return (await runCommand(command, rest, values, context)) ?? 0;
  } finally {
    await (agents as FetchAgents | null)?.close();
  }
}

/** What every command may use: the configuration, the database location, the logger and the process's state. */
interface CommandContext {
  config: Config;
  path: string;
  log: ReturnType<typeof createLogger>;
  /** The process's fetch pools. */
  agents(): FetchAgents;
  /** The process's story grouping and fetch pools. */
  state(): Promise<IngestState>;
  /** How every command opens the database: articles without a story get theirs once the schema is up to date. */
  openOptions(): Promise<OpenOptions>;
}

async function runCommand(
  command: string,
  rest: string[],
  values: ReturnType<typeof parse>["values"],
  context: CommandContext,
): Promise<number | void> {
  const { config, path, log } = context;
  switch (command) {
    case "migrate":
      expectArguments(rest, 0, "migrate");
      await withDatabase(context, async () => io.stdout.write(`${JSON.stringify({ database: describeLocation(path), migrated: true })}\n`));
      return;
    case "sync-sources": {
      expectArguments(rest, 0, "sync-sources");
      const { loadSources } = await import("./app/data/sources.server.js");
      const { syncReferenceData } = await import("./app/models/reference.server.js");
      await withDatabase(context, async ({ db }) => {
        io.stdout.write(`${JSON.stringify(await syncReferenceData(db, loadSources(config.sourcesFile)))}\n`);
      });
      return;
    }
    case "seed-sample": {
      expectArguments(rest, 0, "seed-sample");
      const { loadSources } = await import("./app/data/sources.server.js");
      const { syncReferenceData } = await import("./app/models/reference.server.js");
      const { loadSampleArticles } = await import("./app/ingest/sample.server.js");
      await withDatabase(context, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const articles = await loadSampleArticles(db, (await context.state()).grouping);
        io.stdout.write(`${JSON.stringify({ database: describeLocation(path), sampleArticles: articles })}\n`);
      });
      return;
    }
    case "status": {
      expectArguments(rest, 0, "status");
      const { getDiagnostics } = await import("./app/models/diagnostics.server.js");
      await withDatabase(context, async ({ db }) => io.stdout.write(`${JSON.stringify(await getDiagnostics(db))}\n`));
      return;
    }
    case "parse-feed": {
      expectArguments(rest, 1, "parse-feed <file|url> [--url <feed-url>] [--content-type <type>]");
      const { parseFeedCommand } = await import("./app/cli/parse-feed.server.js");
      await parseFeedCommand(io, rest[0] as string, {
        url: values.url,
        contentType: values["content-type"],
        fetchOptions: fetchOptionsFor(config, context.agents()),
      });
      return;
    }
    case "classify": {
      expectArguments(rest, 0, "classify < articles.jsonl");
      const { classifyCommand } = await import("./app/cli/classify.server.js");
      const { loadSources } = await import("./app/data/sources.server.js");
      await classifyCommand(io, loadSources(config.sourcesFile));
      return;
    }
    case "cluster": {
      expectArguments(rest, 0, "cluster < articles.jsonl");
      const { clusterCommand } = await import("./app/cli/cluster.server.js");
      const { loadSources } = await import("./app/data/sources.server.js");
      await clusterCommand(io, loadSources(config.sourcesFile), (await context.state()).grouping);
      return;
    }
    case "stories": {
      expectArguments(rest, 1, "stories rebuild");
      const { storiesCommand } = await import("./app/cli/stories.server.js");
      const { grouping } = await context.state();
      await withDatabase(context, ({ db }) => storiesCommand(io, db, grouping, rest[0]));
      return;
    }
    case "places": {
      expectArguments(rest, 1, "places rebuild");
      const { placesCommand } = await import("./app/cli/places.server.js");
      await withDatabase(context, ({ db }) => placesCommand(io, db, rest[0]));
      return;
    }
    case "import": {
      expectArguments(rest, 1, "import <file.jsonl>");
      const { importCommand } = await import("./app/cli/import.server.js");
      const { loadSources } = await import("./app/data/sources.server.js");
      const { syncReferenceData } = await import("./app/models/reference.server.js");
      await withDatabase(context, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const summary = await importCommand(io, db, (await context.state()).grouping, rest[0] as string);
        if (!process.stdout.isTTY) return;
        io.stdout.write(`${JSON.stringify(summary)}\n`);
      });
      return;
    }
    case "ingest": {
      expectArguments(rest, 0, "ingest --once [--feed <id|url>]");
      const { loadSources } = await import("./app/data/sources.server.js");
      const { runIngestionCycle } = await import("./app/ingest/scheduler.server.js");
      const { syncReferenceData } = await import("./app/models/reference.server.js");
      if (!values.once) throw new UsageError("ingest needs --once (the continuous scheduler is `worker`)");
      await withDatabase(context, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const show = progress(io);
        const feeds = values.feed?.map((ref) => (/^\d+$/.test(ref) ? Number(ref) : ref));
        const summary = await runIngestionCycle(ingestDeps(db, config, log, await context.state()), {
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
    }
    case "feeds": {
      expectArguments(rest, 0, "feeds [--failing] [--json]");
      const { failingFeedsCommand, feedsCommand } = await import("./app/cli/feeds.server.js");
      if (values.failing) {
        return await withDatabase(context, ({ db }) =>
          failingFeedsCommand(io, db, { json: Boolean(values.json), afterMs: config.alerts.afterMs }),
        );
      }
      await withDatabase(context, ({ db }) => feedsCommand(io, db, { json: Boolean(values.json) }));
      return;
    }
    case "contact": {
      const { contactCommand } = await import("./app/cli/contact.server.js");
      const { forwardDueMessages } = await import("./app/pages/contact/contact-forward.server.js");
      const { createSmtpSender } = await import("./app/config/mail.server.js");
      const [action, ...extra] = rest;
      const usage = "contact list|export [--since <when>] [--format …] | contact forward";
      if (extra.length > 0 || (action !== "list" && action !== "export" && action !== "forward")) throw new UsageError(`usage: ${usage}`);
      if (action === "forward") {
        const smtp = config.contact.smtp;
        if (!smtp) throw new UsageError("contact forward needs SMTP_URL and CONTACT_EMAIL_TO (see README.md)");
        await withDatabase(context, async ({ db }) => {
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
      await withDatabase(context, ({ db }) => contactCommand(io, db, { action, since: values.since, format: values.format }));
      return;
    }
    case "search": {
      expectArguments(
        rest,
        1,
        'search "<query>" [--category …] [--newspaper …] [--department …] [--municipality …] [--from …] [--to …] [--order …] [--limit …] [--no-correct] [--json]',
      );
      const { searchCommand } = await import("./app/cli/search.server.js");
      await withDatabase(context, ({ db }) =>
        searchCommand(io, db, { q: rest[0], ...searchFlags(values), json: Boolean(values.json), noCorrect: Boolean(values["no-correct"]) }),
      );
      return;
    }
    case "generate-corpus": {
      expectArguments(rest, 0, "generate-corpus --articles <n> [--seed <n>] [--days <n>]");
      const { generateCorpusCommand } = await import("./tools/newsroom/generate-corpus.server.js");
      const { loadSources } = await import("./app/data/sources.server.js");
      const { syncReferenceData } = await import("./app/models/reference.server.js");
      const count = (name: string, value: string | undefined, fallback: number) => {
        const parsed = value === undefined ? fallback : Number(value);
        if (!Number.isSafeInteger(parsed) || parsed < 1) throw new UsageError(`--${name} must be a positive whole number`);
        return parsed;
      };
      if (values.articles === undefined) throw new UsageError("generate-corpus needs --articles <n>");
      const options = {
        articles: count("articles", values.articles, 0),
        seed: count("seed", values.seed, 20240601),
        days: count("days", values.days, 365),
      };
      await withDatabase(context, async ({ db }) => {
        await syncReferenceData(db, loadSources(config.sourcesFile));
        const summary = await generateCorpusCommand(io, db, (await context.state()).grouping, options);
        io.stdout.write(`${JSON.stringify({ database: describeLocation(path), ...summary })}\n`);
      });
      return;
    }
    case "backup": {
      expectArguments(rest, 1, "backup <file>");
      const { backupCommand } = await import("./app/cli/backup.server.js");
      await backupCommand(io, path, rest[0] as string, await context.openOptions());
      return;
    }
    case "restore": {
      expectArguments(rest, 1, "restore <file>");
      const { restoreCommand } = await import("./app/cli/backup.server.js");
      await restoreCommand(io, path, rest[0] as string, await context.openOptions());
      return;
    }
    case "check": {
      expectArguments(rest, 0, "check");
      const { checkCommand } = await import("./app/cli/backup.server.js");
      await checkCommand(io, path, await context.openOptions());
      return;
    }
    case "worker":
      expectArguments(rest, 0, "worker");
      await runWorker(context);
      return;
    default:
      throw new UsageError(`unknown command "${command}" (try: help)`);
  }
}

/** `worker`: the ingestion scheduler as its own process, for deployments that separate web and worker. */
async function runWorker(context: CommandContext): Promise<void> {
  const { config, log } = context;
  const { openDatabase } = await import("./app/db/database.server.js");
  const { loadSources } = await import("./app/data/sources.server.js");
  const { syncReferenceData } = await import("./app/models/reference.server.js");
  const { startScheduler } = await import("./app/ingest/scheduler.server.js");
  const database = await openDatabase(context.path, await context.openOptions());
  log.info(database.description, "database ready");
  await syncReferenceData(database.db, loadSources(config.sourcesFile));
  const { startAlertWatch } = await import("./app/ingest/feed-alerts.server.js");
  const scheduler = startScheduler(ingestDeps(database.db, config, log, await context.state()), { tickMs: config.ingest.tickMs });
  const alerts = startAlertWatch(alertDeps(database.db, config, log));
  const { startWebsubUpkeep } = await import("./app/ingest/websub/subscriber.server.js");
  const upkeep = config.websub ? startWebsubUpkeep(websubDeps(database.db, config, log, await context.state())) : null;
  // The scheduler's timers do not hold the process open (so that the web server can exit):
  // the worker must, until it is told to stop.
  const alive = setInterval(() => undefined, 60_000);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, "worker stopping");
      clearInterval(alive);
      void Promise.all([scheduler.stop(), alerts.stop(), upkeep?.stop()])
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

main(process.argv.slice(2)).then(
  (code) => exitAfterOutput(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`rotativa: ${error.message}\n`);
    else if (error instanceof ConfigError) process.stderr.write(`rotativa: ${error.message.replace(/\n/g, " ")}\n`);
    else process.stderr.write(`rotativa: ${error instanceof Error ? error.message : String(error)}\n`);
    exitAfterOutput(error instanceof UsageError || error instanceof ConfigError ? 2 : 1);
  },
);
