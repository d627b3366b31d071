import type { Db } from "../db/schema.js";
import { getDiagnostics } from "../models/diagnostics.server.js";
import { formatExactTime } from "../text/format.js";

/** What /test shows: the build, the server's time and uptime, whether the database answers, its counts and the last ingestion. */
export async function loadDiagnostics(db: Db, served: { buildId: string; startedAt: number }, now = Date.now()) {
  const diagnostics = await getDiagnostics(db);
  const { buildId, startedAt } = served;
  return {
    buildId,
    serverTime: new Date(now).toISOString(),
    serverTimeBogota: formatExactTime(now),
    uptimeSeconds: Math.round((now - startedAt) / 1000),
    databaseReachable: diagnostics.databaseReachable,
    articles: diagnostics.articles,
    newspapers: diagnostics.newspapers,
    feeds: diagnostics.feeds,
    enabledFeeds: diagnostics.enabledFeeds,
    lastIngestion: diagnostics.lastIngestionAt === null ? null : new Date(diagnostics.lastIngestionAt).toISOString(),
  };
}
