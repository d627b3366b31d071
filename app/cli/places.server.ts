import type { Db } from "../db/schema.js";
import { detectPlaces } from "../ingest/classify/index.js";
import { retagPlaces } from "../models/places.server.js";
import { type CommandIO, progress, UsageError, writeJsonLine } from "./io.server.js";

/**
 * `places rebuild`: computes the departments and municipalities of every stored article again with
 * the current place rules (from its stored title, summary, URL, category and newspaper) and
 * rewrites those that changed; prints {"articles","changed","durationMs"}. Categories and stories
 * are left as they are. Safe while the server and the worker run (one short transaction per batch).
 */
export async function placesCommand(io: CommandIO, db: Db, subcommand: string | undefined): Promise<void> {
  if (subcommand !== "rebuild") throw new UsageError("usage: places rebuild");
  const show = progress(io);
  show.update("volviendo a clasificar los lugares…");
  const summary = await retagPlaces(
    db,
    (article) =>
      detectPlaces(
        {
          title: article.title,
          summary: article.summary,
          url: article.url,
          feedCategory: article.category,
          itemCategories: [],
          newspaper: article.newspaper,
        },
        article.category,
      ),
    (done, changed) => show.update(`${done} noticias revisadas, ${changed} con lugares corregidos`),
  );
  show.done(`${summary.articles} noticias revisadas; ${summary.changed} cambiaron de departamentos o municipios`);
  writeJsonLine(io, summary);
}
