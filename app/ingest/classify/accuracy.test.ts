/*
 * Runs the labelled sets (tests/fixtures/labels/classify-*.jsonl) through the classifier and
 * checks the figures the product promises. The sets were written independently of the rules; the
 * figures and the misclassified rows are printed so that a change to the rules can be judged on
 * the whole set, not on one headline. The holdout is reported, never asserted or tuned on.
 */
import { describe, expect, it } from "vitest";
import { homeDepartmentOf, loadClassifyLabels, toClassifyInput, type LabelledArticle } from "../../../tests/support/classify-labels.js";
import { classifyArticle } from "./index.js";
import { classifierQuality, formatClassifierQuality, type ClassifierQuality, type Judged } from "./quality.js";

const LABELLED = loadClassifyLabels("classify-labelled");
const HOLDOUT = loadClassifyLabels("classify-holdout");
/** Written by the lead before a round, seen by none of its engineers: reported, never asserted or tuned on. */
const LEAD_HOLDOUT = loadClassifyLabels("classify-lead-holdout");

/**
 * Issue 21's promises on the labelled set: department micro-F1 ≥ 0.95 with precision ≥ 0.97,
 * recall and category accuracy no lower than the rules before it reached on the same rows,
 * national news from regional papers left without a department in ≥ 97 % of cases,
 * municipalities micro-F1 ≥ 0.80. The set has 1,162 rows: the 531 of the first round, the 170
 * written before the second round's rules, the 135 written during the third round, 7 more, the
 * 61 confusable rows of the headline-reading round (accidents in mines and schools, mobility for
 * matches, crime and health with money words, verbs of finding, premiering and complaining,
 * neighbourhoods named like topics) and the 79 of the vocabulary round (fishing and harvest
 * seasons, farm prices, energy as an industry and as a household service, tolls, obituaries of
 * politicians, peace talks, extortion "vacunas" and vaccines, "maestro", "concurso", "cartel",
 * school games, world cities, and 11 rows of other sections), the 99 of the fields round (agro,
 * energy, transport, every section; national news from regional papers, roads, constituencies,
 * clubs and feasts named like places), its 47 in the web styles and its 33 of other fields, each
 * batch before its rules. Main before the fields round (771bd72) read 1,099 of the 1,162
 * categories right; the floor is the round's, so that its gains are kept.
 */
const CATEGORY_THRESHOLD = 1117 / 1162;
const DEPARTMENT_F1_THRESHOLD = 0.95;
const DEPARTMENT_PRECISION_THRESHOLD = 0.97;
/** Main's rules (771bd72) found 684 of the set's 692 labelled departments (533 of the first 539, 481 of the first 486). */
const DEPARTMENT_RECALL_THRESHOLD = 684 / 692;
const NATIONAL_LEFT_EMPTY_THRESHOLD = 0.97;
const MUNICIPALITY_F1_THRESHOLD = 0.8;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Classifies every row as `cli classify` does (no feed section) and reports the figures and misses. */
function evaluate(
  name: string,
  rows: readonly LabelledArticle[],
  { listMisses = true } = {},
): { quality: ClassifierQuality; lines: string[] } {
  const judged: Judged[] = [];
  const misses: string[] = [];
  for (const row of rows) {
    const got = classifyArticle(toClassifyInput(row, { asCli: true }));
    judged.push({ regional: Boolean(homeDepartmentOf(row.newspaper)), expected: row, got });
    const categoryOk = got.category === row.category;
    const departmentsOk = sameSet(got.departments, row.departments);
    const municipalitiesOk = row.municipalities === undefined || sameSet(got.municipalities, row.municipalities);
    if (!categoryOk || !departmentsOk || !municipalitiesOk) {
      misses.push(
        `${categoryOk ? "   " : "CAT"} ${departmentsOk ? "   " : "DEP"} ${municipalitiesOk ? "   " : "MUN"} ${row.title}` +
          (categoryOk ? "" : `\n          category: expected ${row.category}, got ${got.category}`) +
          (departmentsOk ? "" : `\n          departments: expected [${row.departments.join(", ")}], got [${got.departments.join(", ")}]`) +
          (municipalitiesOk
            ? ""
            : `\n          municipalities: expected [${(row.municipalities ?? []).join(", ")}], got [${got.municipalities.join(", ")}]`),
      );
    }
  }
  const quality = classifierQuality(judged);
  const listed = listMisses
    ? misses.map((m) => `    ${m}`)
    : ["    (listed with CLASSIFY_HOLDOUT_ROWS=1; look only when reporting, never to tune a rule)"];
  return { quality, lines: [...formatClassifierQuality(name, quality), `  misclassified rows (${misses.length}):`, ...listed] };
}

describe("labelled headlines", () => {
  it("only names newspapers of sources.json", () => {
    const unknown = [...LABELLED, ...HOLDOUT, ...LEAD_HOLDOUT]
      .filter((row) => homeDepartmentOf(row.newspaper) === undefined)
      .map((row) => row.newspaper);
    expect(unknown).toEqual([]);
  });

  // Two labelled sets through the whole classifier: seconds on a machine shared with other work.
  it("reaches the category, department and municipality figures the issue promises", { timeout: 60_000 }, () => {
    const main = evaluate("Labelled set", LABELLED);
    const holdout = evaluate("Holdout (never tuned on)", HOLDOUT, { listMisses: process.env.CLASSIFY_HOLDOUT_ROWS === "1" });
    const leadHoldout = evaluate("Lead's holdout (never tuned on)", LEAD_HOLDOUT, { listMisses: false });
    // eslint-disable-next-line no-console -- the report is the point of this test
    console.log([...main.lines, "", ...holdout.lines, "", ...leadHoldout.lines].join("\n"));
    const { categoryAccuracy, departments, municipalities, regionalWithoutDepartment } = main.quality;
    expect(categoryAccuracy).toBeGreaterThanOrEqual(CATEGORY_THRESHOLD);
    expect(departments.f1).toBeGreaterThanOrEqual(DEPARTMENT_F1_THRESHOLD);
    expect(departments.precision).toBeGreaterThanOrEqual(DEPARTMENT_PRECISION_THRESHOLD);
    expect(departments.recall).toBeGreaterThanOrEqual(DEPARTMENT_RECALL_THRESHOLD);
    expect(regionalWithoutDepartment.rate).toBeGreaterThanOrEqual(NATIONAL_LEFT_EMPTY_THRESHOLD);
    expect(municipalities?.f1 ?? 0).toBeGreaterThanOrEqual(MUNICIPALITY_F1_THRESHOLD);
  });
});
