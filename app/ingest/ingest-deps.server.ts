import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config.server.js";
import type { Db } from "../db/schema.js";
import { projectRoot } from "../lib/project-root.server.js";
import type { FetchFeedOptions } from "./fetch-feed.server.js";
import type { SchedulerDeps } from "./scheduler.server.js";

let version: string | undefined;

/** Rotativa's version from package.json, for the User-Agent. */
export function appVersion(): string {
  if (!version) {
    try {
      version = (JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version?: string }).version ?? "0";
    } catch {
      version = "0";
    }
  }
  return version;
}

/** The honest User-Agent feeds see: who we are and where to find us. */
export function userAgent(config: Pick<Config, "siteUrl">): string {
  return `Rotativa/${appVersion()} (+${config.siteUrl})`;
}

/** How feeds are fetched, from the configuration. */
export function fetchOptionsFor(config: Config): FetchFeedOptions {
  return { userAgent: userAgent(config), allowPrivate: config.ingest.allowPrivate };
}

/** Everything the scheduler and the CLI need to ingest, built from the configuration. */
export function ingestDeps(db: Db, config: Config, log: Logger): SchedulerDeps {
  return { db, log, concurrency: config.ingest.concurrency, perHost: config.ingest.perHost, fetchOptions: fetchOptionsFor(config) };
}
