import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config/config.server.js";
import { createSmtpSender } from "../config/mail.server.js";
import type { Db } from "../db/schema.js";
import { projectRoot } from "../config/project-root.server.js";
import type { StoryGrouping } from "./cluster/grouping.server.js";
import type { AlertDeps } from "./feed-alerts.server.js";
import type { FetchAgents } from "./fetch-agents.server.js";
import type { FetchFeedOptions } from "./fetch-feed.server.js";
import type { SchedulerDeps } from "./scheduler.server.js";
import { type WebsubDeps, websubHook } from "./websub/subscriber.server.js";

/** Rotativa's version from package.json, for the User-Agent (read when the dependencies are built, once per process). */
export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(projectRoot(), "package.json"), "utf8")) as { version?: string }).version ?? "0";
  } catch {
    return "0";
  }
}

/** The honest User-Agent feeds see: who we are and where to find us. */
export function userAgent(config: Pick<Config, "siteUrl">): string {
  return `Rotativa/${appVersion()} (+${config.siteUrl})`;
}

/** How feeds are fetched, from the configuration, through the process's connection pools. */
export function fetchOptionsFor(config: Config, agents?: FetchAgents): FetchFeedOptions {
  return { userAgent: userAgent(config), allowPrivate: config.ingest.allowPrivate, agents };
}

/** What a composition root creates once for ingestion: the story grouping and the connection pools. */
export interface IngestState {
  grouping: StoryGrouping;
  agents: FetchAgents;
}

/** Everything the scheduler and the CLI need to ingest, built from the configuration and the root's state. */
export function ingestDeps(db: Db, config: Config, log: Logger, state: IngestState): SchedulerDeps {
  return {
    db,
    log,
    grouping: state.grouping,
    concurrency: config.ingest.concurrency,
    perHost: config.ingest.perHost,
    fetchOptions: fetchOptionsFor(config, state.agents),
    ...(config.websub ? { websub: websubHook(websubDeps(db, config, log, state)) } : {}),
  };
}

/** What the WebSub subscriber needs (WEBSUB=on): callbacks on SITE_URL, the process's story grouping. */
export function websubDeps(db: Db, config: Config, log: Logger, state: Pick<IngestState, "grouping">, onStored?: () => void): WebsubDeps {
  return { db, log, siteUrl: config.siteUrl, grouping: state.grouping, onStored };
}

/** What the alert check needs, from the configuration: the threshold and, with ALERT_EMAIL and SMTP_URL, the mail. */
export function alertDeps(db: Db, config: Config, log: Logger): AlertDeps {
  const email = config.alerts.email;
  return {
    db,
    log,
    afterMs: config.alerts.afterMs,
    siteUrl: config.siteUrl,
    mail: email ? { sender: createSmtpSender(email.url), to: email.to, from: email.from } : null,
  };
}
