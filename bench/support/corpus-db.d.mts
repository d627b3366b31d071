// Types of corpus-db.mjs for the TypeScript benchmarks.
export interface CorpusGeneration {
  articles: number;
  seconds: number;
  articlesPerSecond: number;
  groupingMsPerArticle: number;
}
export function corpusVersion(): string;
export function ensureCorpus(
  articles: number,
  options?: { log?: (line: string) => void },
): { path: string; version: string; generated: boolean; generation: CorpusGeneration };
