// The package ships no types: this declares the CommonJS shape it really has (checked in its source).
declare module "snowball-stemmers" {
  /** A stateful Snowball stemmer for one language. */
  export interface Stemmer {
    stem(word: string): string;
  }
  /** Creates a stemmer; throws for an unknown language name. */
  export function newStemmer(language: string): Stemmer;
  /** The language names newStemmer accepts. */
  export function algorithms(): string[];
  /** Present only under native ESM, where the default export is the whole CommonJS module. */
  const snowball: { newStemmer: typeof newStemmer; algorithms: typeof algorithms } | undefined;
  export default snowball;
}
