import type { Db } from "../db/schema.js";
import type { StoryGrouping } from "../ingest/cluster/grouping.server.js";
import { type CommandIO, progress, UsageError, writeJsonLine } from "./io.server.js";

/**
 * `stories rebuild`: regroups every stored article from scratch through the same placement as
 * ingestion (after a change of the grouping rules, or to check them) and prints what it did as
 * JSON {"articles","stories","sharedStories","durationMs"}.
 */
export async function storiesCommand(io: CommandIO, db: Db, grouping: StoryGrouping, subcommand: string | undefined): Promise<void> {
  if (subcommand !== "rebuild") throw new UsageError("usage: stories rebuild");
  const show = progress(io);
  show.update("reagrupando las noticias…");
  const summary = await grouping.rebuild(db);
  show.done(`${summary.articles} noticias en ${summary.stories} historias (${summary.sharedStories} en más de un periódico)`);
  writeJsonLine(io, summary);
}
