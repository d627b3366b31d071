import type { Db } from "../db/schema.js";
import { formatExactTime } from "../text/format.js";
import { getArticle } from "../models/article.server.js";
import { excerpt, highlightRanges } from "../search/highlight.js";
import { parseQuery } from "../search/query.js";
import type { SearchForm } from "../pages/search-form.js";
import { readSearchParams } from "../pages/search-params.server.js";
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
  /** "full": it holds every word; "partial": most of them (listed after every full match). */
  /** Every word as written, every word but some only through a related word (search/related.ts), or most of the words. */
  match: "full" | "related" | "partial";
}

/** What `search --json` prints: the results in the page's order (not grouped by story), and what was searched. */
export interface SearchCommandOutput {
  results: SearchCommandResult[];
  total: number;
  /** How many results hold every word (the first ones); the rest hold most of them. */
  fullTotal: number;
  /** The query searched: the one given, or its correction. */
  query: string;
  /** Misspelt words replaced: the query as given, as searched, and each word changed; null when none was. */
  correction: { from: string; to: string; words: { from: string; to: string }[] } | null;
  /** Words no article holds, left out of the search. */
  missing: string[];
  /** Related words the "related" results hold (search/related.ts). */
  related: string[];
}

/** The command's flag for each of the page's parameters (the page speaks Spanish, the command English). */
const FLAG_OF: Record<string, string> = {
  categoria: "category",
  periodico: "newspaper",
  departamento: "department",
  municipio: "municipality",
  desde: "from",
  hasta: "to",
  orden: "order",
};

/**
 * `search "<query>" [--category …] [--newspaper …] [--department …] [--municipality …]
 * [--from …] [--to …] [--order relevance|newest] [--limit N] [--json]` (the page's Spanish parameter names are
 * accepted as aliases by cli.ts): the search of /busqueda from the command line, best first.
 * Invalid options are a usage error (exit 2) with the page's Spanish message.
 */
export async function searchCommand(
  io: CommandIO,
  db: Db,
  options: Partial<Record<Exclude<keyof SearchForm, "pagina" | "corregir">, string>> & {
    limit?: string;
    json: boolean;
    now?: number;
    /** Search the words as given, without correcting misspelt ones. */
    noCorrect?: boolean;
  },
): Promise<void> {
  const { form, filters, issues } = await readSearchParams(db, options);
  const first = issues[0];
  // The page drops an invalid filter and says so; a command refuses it (the message up to "; se …").
  if (first) throw new UsageError(`--${FLAG_OF[first.field] ?? first.field}: ${first.message.replace(/;[^;]*$/u, "")}`);
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError("--limit must be a whole number from 1 to 100");
  const query = parseQuery(form.q);
  if (query.onlyFunctionWords)
    throw new UsageError("search needs a word that tells articles apart: function words alone (de, la…) are in nearly every article");
  if (query.required.length === 0) throw new UsageError("search needs at least one word to look for");

  const found = await searchArticles(db, {
    query,
    filters,
    order: form.orden,
    pageSize: limit,
    now: options.now ?? Date.now(),
    countLimit: Infinity,
    correct: form.corregir !== "no" && !options.noCorrect,
  });
  const searched = found.query;
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
      snippet: excerpt(snippetSource, highlightRanges(snippetSource, searched), 200),
      match: card.partial ? "partial" : card.related ? "related" : "full",
    });
  }
  const applied = found.corrections.applied;
  const output: SearchCommandOutput = {
    results,
    total: found.total,
    fullTotal: found.fullTotal,
    query: searched.text,
    correction: applied ? { from: query.text, to: applied.text, words: applied.words } : null,
    missing: found.missing,
    related: found.relatedWords,
  };
  if (options.json) {
    io.stdout.write(`${JSON.stringify(output)}\n`);
    return;
  }
  const lines = [`${found.total} ${found.total === 1 ? "resultado" : "resultados"} para «${searched.text}»`];
  if (applied) lines.push(`Mostrando resultados de «${applied.text}» (se escribió «${query.text}»; --no-correct busca lo escrito)`);
  if (found.missing.length > 0)
    lines.push(`Ninguna noticia contiene ${found.missing.map((word) => `«${word}»`).join(", ")}: se buscó sin ellas`);
  results.forEach((result, index) => {
    const card = found.articles[index];
    if (result.match === "related" && results[index - 1]?.match !== "related")
      lines.push("", `Con palabras relacionadas (${found.relatedWords.map((word) => `«${word}»`).join(", ")}):`);
    if (result.match === "partial" && results[index - 1]?.match !== "partial")
      lines.push(
        "",
        found.fullTotal === 0
          ? "No encontramos todas las palabras; estas noticias tienen la mayoría:"
          : "Con la mayoría de las palabras, no todas:",
      );
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
