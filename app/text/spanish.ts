/*
 * Spanish text helpers shared by classification and search: accent folding, the stopword list and
 * Snowball stems. Pure and isomorphic (no I/O), so both the ingestion pipeline and the search
 * index agree on what a "word" is.
 */
import * as snowball from "snowball-stemmers";
import { memoize } from "./memo.js";

// fold lives in its own module so that browser code can use it without the stemmer.
import { fold } from "./fold.js";

export { fold };

/** Folded Spanish function words that carry no topic (articles, prepositions, pronouns, auxiliaries). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a al ante bajo con contra de del desde durante e el en entre hacia hasta la las le les lo los " +
    "mediante o para pero por que quien quienes se segun sin sobre su sus tras u un una unas uno unos y ya " +
    "este esta estos estas ese esa esos esas aquel aquella eso esto ello mi mis tu tus nos nuestro nuestra " +
    "yo me te el ella ellos ellas usted ustedes cual cuales cuando como donde cuanto cuanta que quien " +
    "es son fue fueron ser sera seran sido era eran esta estan estaba estuvo ha han habia hay haber hubo " +
    "muy mas menos tambien ademas aun asi solo no si sino ni otro otra otros otras mismo misma todo toda " +
    "todos todas cada tanto tan algo alguno alguna algunos algunas ningun ninguna nada lo le porque pues " +
    "hoy ayer manana ahora luego antes despues aqui alli tiene tienen tenia dijo dice segun entre"
  ).split(" "),
);

/**
 * The Spanish stemmer. The package is CommonJS with an `__esModule` flag and no default export:
 * native ESM exposes `newStemmer` as a named export (and the whole module as default), while
 * bundlers and CommonJS interop expose only the named export, so both shapes are accepted. If the
 * stemmer cannot be built the words stay unstemmed: classification degrades but never throws.
 */
const spanish: snowball.Stemmer | null = (() => {
  try {
    const factory = snowball.newStemmer ?? snowball.default?.newStemmer;
    return typeof factory === "function" ? factory("spanish") : null;
  } catch {
    return null;
  }
})();
/**
 * The Snowball stem of a folded word. Folding first keeps accented and unaccented spellings
 * together; the one accent Spanish always writes on a suffix ("-ción", "-sión") is put back first
 * because the stemmer only recognises the accented suffix ("exportación" and "exportaciones" must
 * share a stem). Remembered: most words were stemmed before.
 */
export const stem: (foldedWord: string) => string = memoize(50_000, (foldedWord) => {
  try {
    return spanish ? fold(spanish.stem(foldedWord.replace(/([cs])ion$/u, "$1ión"))) : foldedWord;
  } catch {
    // The stemmer is third-party code: a word it chokes on keeps its folded form.
    return foldedWord;
  }
});
