import type { Db } from "../db/schema.js";
import { formatExactTime } from "../lib/format.js";
import { getArticle } from "../models/article.server.js";
import { excerpt, highlightRanges } from "../search/highlight.js";
import { parseQuery } from "../search/query.js";
import type { SearchForm } from "../search/search-form.js";
import { readSearchParams } from "../search/search-params.server.js";
import { searchArticles } from "../search/search.server.js";
import { type CommandIO, UsageError } from "./io.server.js";

/** One result as `search --json` prints it. */
export interface SearchCommandResult {
  id: number;
  url: string;
  title: string;
  newspaper: string;
  publishedAt: string;
  snippet: string;
}

/**
 * `search "<query>" [--categoria …] [--periodico …] [--departamento …] [--desde …] [--hasta …]
 * [--orden relevancia|recientes] [--limite N] [--json]`: the search of /busqueda from the command
 * line, best first. Invalid options are a usage error (exit 2) with the page's Spanish message.
 */
export async function searchCommand(
  io: CommandIO,
  db: Db,
  options: Partial<Record<Exclude<keyof SearchForm, "pagina">, string>> & { limit?: string; json: boolean; now?: number },
): Promise<void> {
  const { form, filters, issues } = await readSearchParams(db, options);
  const first = issues[0];
  // The page drops an invalid filter and says so; a command refuses it (the message up to "; se …").
  if (first) throw new UsageError(`--${first.field}: ${first.message.replace(/;[^;]*$/u, "")}`);
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError("--limite must be a whole number from 1 to 100");
  const query = parseQuery(form.q);
  if (query.required.length === 0) throw new UsageError("search needs at least one word to look for");

  const found = await searchArticles(db, { query, filters, order: form.orden, pageSize: limit, now: options.now ?? Date.now(), countLimit: Infinity });
  const results: SearchCommandResult[] = [];
  for (const card of found.articles) {
    const detail = await getArticle(db, card.id);
    const snippetSource = card.summary || card.title;
    results.push({
      id: card.id,
      url: detail?.url ?? "",
      title: card.title,
      newspaper: card.newspaper.slug,
      publishedAt: new Date(card.publishedAt).toISOString(),
      snippet: excerpt(snippetSource, highlightRanges(snippetSource, query), 200),
    });
  }
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ results, total: found.total })}\n`);
    return;
  }
  const lines = [`${found.total} ${found.total === 1 ? "resultado" : "resultados"} para «${query.text}»`];
  results.forEach((result, index) => {
    const card = found.articles[index];
    lines.push(
      "",
      `${index + 1}. ${result.title}`,
      `   ${card?.newspaper.name ?? result.newspaper} · ${formatExactTime(Date.parse(result.publishedAt))}`,
      `   ${result.url}`,
      `   ${result.snippet}`,
    );
  });
  io.stdout.write(`${lines.join("\n")}\n`);
}
