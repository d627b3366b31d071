/*
 * The same formula filled in differently. Newsrooms write recurring events with one sentence and a
 * gap: "Minsalud confirma 12 casos de ___ en Barranquilla", "Corte tumba el artículo 23 de ___",
 * "Documental colombiano sobre ___ gana el premio del público". Two headlines that share the whole
 * sentence but fill its gap with different things report two events, however alike they look.
 *
 * Read by aligning the two headlines word by word (longest common subsequence of their words,
 * content words compared by canonical stem): where both have words the other lacks, between
 * shared words, is a gap filled twice. Only gaps where a noun phrase goes count — after a
 * preposition or an article, or filled with one ("presenta 'El silencio…'") —, so that a
 * reworded verb ("Fiscalía imputa a…" and "Fiscalía acusa a…") stays the same event. A fill
 * counts only with a content word the other article never uses (title or summary names), and
 * places are left to the place rules. Pure.
 */
import { isContentWord, termOf } from "./headline-words.js";

/**
 * Words after which a noun phrase follows: prepositions and articles (folded). Not "en", "desde"
 * or "hacia": what follows them is where ("en el sur del Cauca", "en Argelia"), the place rules' matter.
 */
const BEFORE_NOUN = new Set([
  "a",
  "al",
  "ante",
  "con",
  "contra",
  "de",
  "del",
  "entre",
  "hasta",
  "para",
  "por",
  "segun",
  "sin",
  "sobre",
  "tras",
  "el",
  "la",
  "los",
  "las",
  "lo",
  "un",
  "una",
  "unos",
  "unas",
]);

/** Prepositions of place: what follows them is where, left to the place rules. */
const LOCATIVE = new Set(["en", "desde", "hacia"]);

/** Words for a road (folded): what follows one is its name ("la vía [al Llano]"), a fill opening with one a road. */
const ROAD_NOUNS = new Set(["via", "carretera", "autopista", "troncal", "ruta", "corredor", "variante", "transversal"]);

/** Articles: a fill that opens with one is a noun phrase. */
const ARTICLES = new Set(["el", "la", "los", "las", "un", "una", "unos", "unas"]);

/**
 * Ordinals (folded, both genders): "primer debate" and "último debate", "primera vuelta" and
 * "segunda vuelta" are two stages of one process, two events.
 */
const ORDINALS: ReadonlyMap<string, number> = new Map(
  [
    ["primer", "primero", "primera"],
    ["segundo", "segunda"],
    ["tercer", "tercero", "tercera"],
    ["cuarto", "cuarta"],
    ["quinto", "quinta"],
    ["sexto", "sexta"],
    ["septimo", "septima"],
    ["octavo", "octava"],
    ["noveno", "novena"],
    ["decimo", "decima"],
    ["ultimo", "ultima"],
  ].flatMap((forms, rank) => forms.map((form) => [form, rank] as const)),
);

const ordinalOf = (fill: readonly string[]): number | undefined => {
  for (const word of fill) {
    const rank = ORDINALS.get(word);
    if (rank !== undefined) return rank;
  }
  return undefined;
};

/** Content words, figures and ordinals: what makes two sentences the same one. */
const counted = (word: string): boolean => isContentWord(word) || /^\p{N}+$/u.test(word) || ORDINALS.has(word);

/** Whether a fill is figures only (a number the headline's words split: "1.799" is "1 799"). */
const figuresOnly = (fill: readonly string[]): boolean => fill.length > 0 && fill.every((word) => /^\p{N}+$/u.test(word));

/** The rules of the formula reading. */
export const FORMULA_RULES = {
  /** The headlines must share at least this many content words and figures, in order… */
  minSharedContent: 3,
  /** …and at least this share of each headline's content words and figures: the same sentence. */
  minSharedShare: 0.6,
  /** A gap at the end of both headlines counts only after this many shared content words. */
  minSharedBeforeEnd: 4,
  /**
   * Or the same opening: this many content words and figures written identically, one after the
   * other, right before the gap ("Cámara aprueba en primer debate la …"), whatever follows.
   */
  minRunBeforeGap: 4,
  /** Identical content words and figures before and after a gap that make it a formula's. */
  minSandwich: [2, 3] as const,
  /** Gaps filled differently that make a formula without the same-sentence test. */
  minFilledGaps: 2,
  /** A fill longer than this (in words) is a different sentence, not a gap. */
  maxFillWords: 8,
} as const;

/** What the formula reading needs of an article: its title's folded words, its terms and figures. */
export interface FormulaSide {
  titleKey: string;
  terms: { weights: ReadonlyMap<string, number>; places: ReadonlySet<string>; subjects?: readonly string[] };
  facts: { quantities: readonly { kind: string; value?: string }[]; revision?: boolean };
}

/** Whether a folded word of a headline is one of its names (a subject or a place). */
function nameWord(side: FormulaSide, word: string | undefined): boolean {
  if (word === undefined || !isContentWord(word)) return false;
  const term = termOf(word);
  return side.terms.places.has(term) || (side.terms.subjects?.includes(term) ?? false);
}

interface Gap {
  a: readonly string[];
  b: readonly string[];
  /** The shared word before the gap (undefined at the start). */
  before: string | undefined;
  /** Whether a shared word follows the gap. */
  closed: boolean;
  /** Shared content words and figures before the gap. */
  sharedBefore: number;
  /** Content words and figures of the unbroken shared run right before the gap. */
  runBefore: number;
  /** The same, right after the gap. */
  runAfter: number;
}

const keyOf = (word: string): string => (isContentWord(word) ? termOf(word) : word);

/** The longest common subsequence of two word lists, as the gaps between its words. */
function gapsBetween(a: readonly string[], b: readonly string[]): { gaps: Gap[]; shared: number } {
  const ka = a.map(keyOf);
  const kb = b.map(keyOf);
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * cols + j] =
        ka[i] === kb[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
    }
  }
  const gaps: Gap[] = [];
  let shared = 0;
  let i = 0;
  let j = 0;
  let run = 0;
  let before: string | undefined;
  let pendingA: string[] = [];
  let pendingB: string[] = [];
  const flush = (closed: boolean) => {
    if (pendingA.length === 0 && pendingB.length === 0) return;
    gaps.push({ a: pendingA, b: pendingB, before, closed, sharedBefore: shared, runBefore: run, runAfter: 0 });
    pendingA = [];
    pendingB = [];
    run = 0;
  };
  while (i < a.length && j < b.length) {
    if (ka[i] === kb[j]) {
      flush(true);
      before = a[i];
      if (counted(a[i] as string)) {
        shared += 1;
        run += 1;
      }
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) {
      pendingA.push(a[i] as string);
      i += 1;
    } else {
      pendingB.push(b[j] as string);
      j += 1;
    }
  }
  const trailing = run;
  pendingA.push(...a.slice(i));
  pendingB.push(...b.slice(j));
  flush(false);
  gaps.forEach((gap, index) => {
    gap.runAfter = gap.closed ? (gaps[index + 1]?.runBefore ?? trailing) : 0;
  });
  return { gaps, shared };
}

/** Whether a fill names a place (of either article's place terms). */
function namesPlace(fill: readonly string[], x: FormulaSide, y: FormulaSide): boolean {
  return fill.some((word) => {
    if (!isContentWord(word)) return false;
    const term = termOf(word);
    return x.terms.places.has(term) || y.terms.places.has(term);
  });
}

/**
 * The content words of a fill that the other article never uses. Places are left out when both
 * fills name one (a place for a place is the place rules' matter) — unless both headlines give a
 * match's score: then a place's name is a club's ("golea 3-0 a Envigado").
 */
function ownWords(
  fill: readonly string[],
  other: FormulaSide,
  otherWords: ReadonlySet<string>,
  skipPlaces: ReadonlySet<string> | null,
): number {
  let own = 0;
  for (const word of fill) {
    if (!isContentWord(word) || otherWords.has(word)) continue;
    const term = termOf(word);
    if (other.terms.weights.has(term) || skipPlaces?.has(term)) continue;
    own += 1;
  }
  return own;
}

/** Whether a locative gap holds a place on each side that the other article never mentions, without a shared measurement. */
function placesDiffer(gap: Gap, x: FormulaSide, y: FormulaSide, wordsA: ReadonlySet<string>, wordsB: ReadonlySet<string>): boolean {
  const placeOf = (fill: readonly string[], side: FormulaSide) =>
    fill.some((word) => isContentWord(word) && side.terms.places.has(termOf(word)));
  if (!placeOf(gap.a, x) || !placeOf(gap.b, y)) return false;
  const measured = (side: FormulaSide) =>
    new Set(side.facts.quantities.filter((q) => q.kind === "dec" || q.kind === "score").map((q) => q.value));
  const [mx, my] = [measured(x), measured(y)];
  if ([...mx].some((value) => my.has(value))) return false;
  return ownWords(gap.a, y, wordsB, null) > 0 && ownWords(gap.b, x, wordsA, null) > 0;
}

/**
 * Whether two headlines are one formula with a gap filled differently (see the module comment):
 * then they report two events. Two gaps filled differently are enough without the same-sentence
 * test ("Cierre total en la vía X por un derrumbe" / "en la Troncal del Caribe por obras").
 */
export function fillsDiffer(x: FormulaSide, y: FormulaSide, rules = FORMULA_RULES): boolean {
  if (x.titleKey === y.titleKey) return false;
  // The alignment's ties are broken in one direction: read both, so that the answer is symmetric.
  return readsDiffer(x, y, rules) || readsDiffer(y, x, rules) || objectsDiffer(x, y, rules);
}

/**
 * Whether two headlines share a run of words ("Senado aprueba en segundo debate …", at least
 * minRunBeforeGap content words and figures, from the start of either or after words of one only:
 * "Con 61 votos, el Senado aprueba …") and then name two different things as the object, to the end,
 * each a noun phrase opening with an article that shares no content word with the other: "… la
 * ley que regula el uso adulto del cannabis" and "… el proyecto de jornada única en colegios".
 * However long the two objects (the gap reading stops at maxFillWords), that is two votes. Each
 * object needs a content word the other article never uses, and a place against a place is left
 * to the place rules. Objects without an article ("a Nicolás Petro" / "al hijo del presidente")
 * are not read: a person named or described is the place of paraphrase.
 */
function objectsDiffer(x: FormulaSide, y: FormulaSide, rules: typeof FORMULA_RULES): boolean {
  const a = x.titleKey.split(" ").filter(Boolean);
  const b = y.titleKey.split(" ").filter(Boolean);
  const ka = a.map(keyOf);
  const kb = b.map(keyOf);
  // The shared run may follow words of one headline only ("Con 61 votos, el Senado aprueba en
  // segundo debate …" / "Senado aprueba en segundo debate …"): every place both objects open.
  for (let i = 1; i < a.length; i += 1) {
    if (!ARTICLES.has(a[i] as string)) continue;
    for (let j = 1; j < b.length; j += 1) {
      if (!ARTICLES.has(b[j] as string) || ka[i - 1] !== kb[j - 1]) continue;
      let opening = 0;
      for (let back = 1; back <= i && back <= j && ka[i - back] === kb[j - back]; back += 1) {
        if (counted(a[i - back] as string)) opening += 1;
      }
      if (opening >= rules.minRunBeforeGap && objectPairDiffers(a.slice(i), b.slice(j), x, y, a, b)) return true;
    }
  }
  return false;
}

/** Words that open a noun's complement ("el proyecto [de …]", "el proyecto [que …]"). */
const COMPLEMENT = new Set(["de", "del", "que", "para", "sobre", "contra", "a", "al", "con"]);

/**
 * Whether two objects (each opening with an article) are two things: no content word in common,
 * or the same head noun with complements that share none ("el proyecto [que prohíbe el fracking]"
 * / "el proyecto [de seguridad vial]"), each complement opening with a preposition or "que" (an
 * adjective — "la reforma judicial" / "la reforma a la justicia" — is a paraphrase's place).
 */
function objectPairDiffers(
  objectA: readonly string[],
  objectB: readonly string[],
  x: FormulaSide,
  y: FormulaSide,
  a: readonly string[],
  b: readonly string[],
): boolean {
  let [restA, restB] = [objectA, objectB];
  const head = objectA[1];
  if (head !== undefined && isContentWord(head) && objectB[1] !== undefined && keyOf(objectB[1]) === keyOf(head)) {
    [restA, restB] = [objectA.slice(2), objectB.slice(2)];
    if (!COMPLEMENT.has(restA[0] ?? "") || !COMPLEMENT.has(restB[0] ?? "")) return false;
  }
  const keysA = new Set(restA.filter(isContentWord).map(termOf));
  if (keysA.size === 0 || restB.some((word) => isContentWord(word) && keysA.has(termOf(word)))) return false;
  const skipPlaces = namesPlace(restA, x, y) && namesPlace(restB, x, y) ? new Set([...x.terms.places, ...y.terms.places]) : null;
  return ownWords(restA, y, new Set(b), skipPlaces) > 0 && ownWords(restB, x, new Set(a), skipPlaces) > 0;
}

function readsDiffer(x: FormulaSide, y: FormulaSide, rules: typeof FORMULA_RULES): boolean {
  const a = x.titleKey.split(" ").filter(Boolean);
  const b = y.titleKey.split(" ").filter(Boolean);
  const { gaps, shared } = gapsBetween(a, b);
  if (shared < rules.minSharedContent) return false;
  const content = (words: readonly string[]) => words.filter(counted).length;
  const sameSentence = shared >= rules.minSharedShare * Math.max(content(a), content(b));
  const wordsA = new Set(a);
  const wordsB = new Set(b);
  const score = (side: FormulaSide) => side.facts.quantities.some((quantity) => quantity.kind === "score");
  const clubs = score(x) && score(y);
  const places = new Set([...x.terms.places, ...y.terms.places]);
  let filled = 0;
  let swapped = 0;
  for (const gap of gaps) {
    if (gap.a.length === 0 || gap.b.length === 0) continue;
    let road = false;
    // The object after another verb, to the end ("Corte [avala|tumba] el artículo 36 [de la ley de
    // acceso a internet como servicio esencial|del nuevo Código Electoral]"): read however long.
    const objectAfterSwap = swapped > 0 && !gap.closed && BEFORE_NOUN.has(gap.a[0] as string) && BEFORE_NOUN.has(gap.b[0] as string);
    if ((gap.a.length > rules.maxFillWords || gap.b.length > rules.maxFillWords) && !objectAfterSwap) continue;
    // Another bare figure in the same sentence ("sorteo [2431|2432]", "placas terminadas en [1|4] y
    // 6"): another draw, another day's rule — unless a headline says a toll was revised.
    if (figuresOnly(gap.a) && figuresOnly(gap.b) && gap.a.join(" ") !== gap.b.join(" ") && !x.facts.revision && !y.facts.revision) {
      if (sameSentence || gap.runBefore >= rules.minRunBeforeGap) return true;
    }
    // One ordinal for another before the same word ("en [primer|último] debate"): another stage.
    if (gap.closed && gap.a.length === 1 && gap.b.length === 1) {
      const rankA = ordinalOf(gap.a);
      const rankB = ordinalOf(gap.b);
      if (rankA !== undefined && rankB !== undefined && rankA !== rankB) return true;
    }
    if (gap.before === undefined) {
      // The opening of a match report is the team that won or lost: another team, another match.
      if (!clubs || !gap.closed) continue;
    } else {
      if (!gap.closed && gap.sharedBefore < rules.minSharedBeforeEnd) continue;
      if (LOCATIVE.has(gap.before)) {
        // Where is the place rules' matter, but one sentence with two places in its gap ("ofrece
        // recompensa tras el ataque en [Caucasia|Tarazá]") is two events even when a headline also
        // names the department elsewhere — unless both give one measurement (an earthquake felt
        // in two towns).
        if ((sameSentence || gap.runBefore >= rules.minRunBeforeGap) && placesDiffer(gap, x, y, wordsA, wordsB)) return true;
        continue;
      }
      // A name's second half ("el Parque [Utría]" / "el Parque [Tayrona]", "la Universidad
      // [Nacional]" / "[de Caldas]"): a name both headlines write, continued by a name in one.
      const nameSlot = nameWord(x, gap.before) && nameWord(y, gap.before) && (nameWord(x, gap.a[0]) || nameWord(y, gap.b[0]));
      // A road's name ("la vía [al Llano]" / "[Cúcuta-Pamplona]", "la [Troncal del Caribe]" / "[Ruta
      // del Sol]"): another road, another event, though its name is made of places.
      road = ROAD_NOUNS.has(gap.before) || (ROAD_NOUNS.has(gap.a[0] as string) && ROAD_NOUNS.has(gap.b[0] as string));
      const opensNoun = ARTICLES.has(gap.a[0] as string) || ARTICLES.has(gap.b[0] as string);
      const nounSlot = BEFORE_NOUN.has(gap.before) || opensNoun || nameSlot || road || objectAfterSwap;
      if (!nounSlot) {
        // One word for another between shared words ("Corte Constitucional [avala|tumba] el
        // artículo 104 …"), or two phrases ("imputa [lavado de activos|concierto para delinquir] a"):
        // alone a rewording, with a noun slot filled differently besides, a second gap of the formula.
        const reworded = (gap.a.length === 1 && gap.b.length === 1) || (content(gap.a) >= 2 && content(gap.b) >= 2);
        if (gap.closed && reworded && ownWords(gap.a, y, wordsB, null) > 0 && ownWords(gap.b, x, wordsA, null) > 0) {
          swapped = 1;
          if (filled > 0) return true;
        }
        continue;
      }
    }
    const skipPlaces = !clubs && !road && namesPlace(gap.a, x, y) && namesPlace(gap.b, x, y) ? places : null;
    if (ownWords(gap.a, y, wordsB, skipPlaces) === 0 || ownWords(gap.b, x, wordsA, skipPlaces) === 0) continue;
    if (sameSentence || gap.runBefore >= rules.minRunBeforeGap) return true;
    // Between two identical runs of the sentence ("Cierre total en la ___ por la construcción de
    // un puente durante 11 días"): a gap in a formula, however long its fills.
    if (gap.runBefore >= rules.minSandwich[0] && gap.runAfter >= rules.minSandwich[1]) return true;
    filled += 1;
    if (filled + swapped >= rules.minFilledGaps) return true;
  }
  return false;
}
