// Types of page-weight.mjs for the byte-budget test.
export const BUDGETS: { firstVisitJs: number; furtherRoute: number; listingHtml: number; storyHtml: number };
export function gzip9(body: Buffer | string): number;
export function scriptsNamedBy(html: string): Set<string>;
export function inlineCss(html: string): string;
export function blockingStylesheets(html: string): string[];
export interface ScriptFile {
  path: string;
  bytes: number;
  gzip: number;
  imports: string[];
}
export interface ScriptReader {
  read(path: string): ScriptFile;
  closure(paths: Iterable<string>): Set<string>;
}
export function createScriptReader(publicDir: string): ScriptReader;
export function firstVisitScripts(html: string, reader: ScriptReader): { files: ScriptFile[]; gzip: number };
export function furtherRoutes(
  publicDir: string,
  loaded: Iterable<string>,
  reader: ScriptReader,
): { route: string; path: string; files: number; gzip: number }[];
