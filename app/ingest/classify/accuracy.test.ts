/*
 * Runs the labelled set through the classifier and checks the accuracy the product promises.
 * The set was written independently of the rules; the figures and the misclassified rows are
 * printed so that a change to the tables can be judged on the whole set, not on one headline.
 */
import { describe, expect, it } from "vitest";
import sources from "../../data/sources.json";
import type { ClassifyInput } from "../types.js";
import { classifyArticle } from "./index.js";
import { HOLDOUT_HEADLINES } from "./holdout-headlines.js";
import { LABELLED_HEADLINES, type LabelledHeadline } from "./labelled-headlines.js";

const HOME = new Map<string, string | null>(sources.newspapers.map((n) => [n.slug, n.homeDepartment]));

/** Honest thresholds: what the general rules reach on the set (see the report in the tests' output). */
const CATEGORY_THRESHOLD = 0.85;
const DEPARTMENT_THRESHOLD = 0.85;

function toInput(row: LabelledHeadline): ClassifyInput {
  return {
    title: row.title,
    summary: row.summary,
    url: row.url,
    feedCategory: row.feedCategory ?? null,
    itemCategories: row.itemCategories ?? [],
    newspaper: { slug: row.newspaper, homeDepartment: HOME.get(row.newspaper) ?? null },
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

interface Report {
  total: number;
  categoryAccuracy: number;
  departmentAccuracy: number;
  lines: string[];
}

/** Classifies every row and reports both accuracies with the rows that missed. */
function evaluate(name: string, rows: readonly LabelledHeadline[]): Report {
  let categoryHits = 0;
  let departmentHits = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const got = classifyArticle(toInput(row));
    const categoryOk = got.category === row.category;
    const departmentsOk = sameSet(got.departments, row.departments);
    if (categoryOk) categoryHits += 1;
    if (departmentsOk) departmentHits += 1;
    if (!categoryOk || !departmentsOk) {
      misses.push(
        [
          categoryOk ? "   " : "CAT",
          departmentsOk ? "   " : "DEP",
          row.title,
          categoryOk ? "" : `\n          category: expected ${row.category}, got ${got.category}`,
          departmentsOk
            ? ""
            : `\n          departments: expected [${row.departments.join(", ")}], got [${got.departments.join(", ")}]`,
        ].join(" "),
      );
    }
  }
  const total = rows.length;
  const categoryAccuracy = categoryHits / total;
  const departmentAccuracy = departmentHits / total;
  const lines = [
    `${name}: ${total} rows`,
    `  Category accuracy: ${(categoryAccuracy * 100).toFixed(1)} % (${categoryHits}/${total})`,
    `  Department exact-set accuracy: ${(departmentAccuracy * 100).toFixed(1)} % (${departmentHits}/${total})`,
    `  Misclassified rows (${misses.length}):`,
    ...misses.map((m) => `    ${m}`),
  ];
  return { total, categoryAccuracy, departmentAccuracy, lines };
}

describe("labelled headlines", () => {
  it("only names newspapers of sources.json", () => {
    const unknown = [...LABELLED_HEADLINES, ...HOLDOUT_HEADLINES]
      .filter((row) => !HOME.has(row.newspaper))
      .map((row) => row.newspaper);
    expect(unknown).toEqual([]);
  });

  it("reaches the category and department accuracy thresholds", () => {
    const main = evaluate("Labelled set", LABELLED_HEADLINES);
    // The holdout is reported, not asserted: it was written after the rules to find their limits.
    const holdout = evaluate("Adversarial holdout (written after the rules, never tuned on)", HOLDOUT_HEADLINES);
    // eslint-disable-next-line no-console -- the report is the point of this test
    console.log([...main.lines, "", ...holdout.lines].join("\n"));
    expect(main.categoryAccuracy).toBeGreaterThanOrEqual(CATEGORY_THRESHOLD);
    expect(main.departmentAccuracy).toBeGreaterThanOrEqual(DEPARTMENT_THRESHOLD);
  });
});
