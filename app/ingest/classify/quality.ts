/*
 * How close the classifier's answers are to a labelled set, in the figures the product is judged
 * on: category accuracy, micro-averaged precision/recall/F1 of the department and municipality
 * tags (every tag of every article counts once, so an article with three places weighs three times
 * one with one), and how often national or international news from a regional newspaper is left
 * without a department. Pure: the caller classifies and hands over expected and given answers.
 */

/** Precision, recall and their harmonic mean, with the counts behind them. */
export interface TagScores {
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** One labelled article and what the classifier said about it. */
export interface Judged {
  /** Whether the article's newspaper has a home department (a regional paper). */
  regional: boolean;
  expected: { category: string; departments: readonly string[]; municipalities?: readonly string[] };
  got: { category: string; departments: readonly string[]; municipalities: readonly string[] };
}

/** The figures of a labelled set. */
export interface ClassifierQuality {
  articles: number;
  categoryAccuracy: number;
  /** Articles whose department set is exactly right. */
  departmentExact: number;
  departments: TagScores;
  /** Null when no row of the set is labelled with municipalities. */
  municipalities: TagScores | null;
  /** Regional papers' articles labelled with no department, and how many of them got none. */
  regionalWithoutDepartment: { total: number; keptEmpty: number; rate: number };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Micro-averaged scores of tag sets: the sum of every article's hits, extra tags and missed tags. */
export function tagScores(pairs: Iterable<{ expected: readonly string[]; got: readonly string[] }>): TagScores {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const { expected, got } of pairs) {
    const want = new Set(expected);
    const have = new Set(got);
    for (const tag of have)
      if (want.has(tag)) truePositives += 1;
      else falsePositives += 1;
    for (const tag of want) if (!have.has(tag)) falseNegatives += 1;
  }
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives };
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((x) => set.has(x));
};

/** The figures of a labelled set from each article's expected and given answers. */
export function classifierQuality(rows: readonly Judged[]): ClassifierQuality {
  const withMunicipalities = rows.filter((row) => row.expected.municipalities !== undefined);
  const regionalEmpty = rows.filter((row) => row.regional && row.expected.departments.length === 0);
  const keptEmpty = regionalEmpty.filter((row) => row.got.departments.length === 0).length;
  return {
    articles: rows.length,
    categoryAccuracy: ratio(rows.filter((row) => row.got.category === row.expected.category).length, rows.length),
    departmentExact: ratio(rows.filter((row) => sameSet(row.got.departments, row.expected.departments)).length, rows.length),
    departments: tagScores(rows.map((row) => ({ expected: row.expected.departments, got: row.got.departments }))),
    municipalities:
      withMunicipalities.length === 0
        ? null
        : tagScores(withMunicipalities.map((row) => ({ expected: row.expected.municipalities ?? [], got: row.got.municipalities }))),
    regionalWithoutDepartment: { total: regionalEmpty.length, keptEmpty, rate: ratio(keptEmpty, regionalEmpty.length) },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const scores = (s: TagScores) =>
  `micro-F1 ${s.f1.toFixed(3)} (precision ${s.precision.toFixed(3)}, recall ${s.recall.toFixed(3)}; ` +
  `${s.truePositives} right, ${s.falsePositives} extra, ${s.falseNegatives} missed)`;

/** The figures as a few lines of text, for test output and the quality script. */
export function formatClassifierQuality(name: string, quality: ClassifierQuality): string[] {
  const { regionalWithoutDepartment: regional } = quality;
  return [
    `${name}: ${quality.articles} articles`,
    `  category accuracy: ${pct(quality.categoryAccuracy)}`,
    `  departments: ${scores(quality.departments)}; exact set ${pct(quality.departmentExact)}`,
    `  municipalities: ${quality.municipalities ? scores(quality.municipalities) : "not labelled"}`,
    `  national/international news from regional papers left without a department: ` +
      `${regional.keptEmpty}/${regional.total} (${pct(regional.rate)})`,
  ];
}
