/*
 * Pins the classifier's answers on the labelled sets, right or wrong, so that a change meant to
 * keep them (a speed-up, a move) can be shown to keep every one, and a change meant to alter them
 * shows which rows moved. The labelled set's answers are written out row by row; the holdout's
 * only as a digest, so that reading a diff never shows how a held-out row is answered. A change
 * that alters answers on purpose updates the pins with `npx vitest run <this file> -u`.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadClassifyLabels, toClassifyInput, type LabelledArticle } from "../../../tests/support/classify-labels.js";
import { classifyArticle } from "./index.js";

/** One row's answer as a stable line: category, departments, municipalities, then the story features' digest. */
function answerLine(row: LabelledArticle, asCli: boolean): string {
  const got = classifyArticle(toClassifyInput(row, { asCli }));
  // Maps and sets written as sorted arrays, so that the line does not depend on insertion order.
  const features = JSON.stringify(got.story?.features ?? null, (_key, value: unknown) =>
    value instanceof Map ? [...value].sort() : value instanceof Set ? [...value].sort() : value,
  );
  const story = createHash("sha256").update(features).digest("hex").slice(0, 12);
  return JSON.stringify([row.title, got.category, got.departments, got.municipalities, story]);
}

/** Every row twice: as the CLI reads it (no feed section) and as a feed delivers it. */
function answers(rows: readonly LabelledArticle[]): string {
  return rows.map((row) => `${answerLine(row, true)}\n${answerLine(row, false)}`).join("\n") + "\n";
}

describe("pinned classifier answers", () => {
  // Every labelled row classified twice: seconds on a machine shared with other work.
  it("answers every row of the labelled set as pinned", { timeout: 60_000 }, async () => {
    await expect(answers(loadClassifyLabels("classify-labelled"))).toMatchFileSnapshot("./pinned/classify-labelled.answers.jsonl");
  });

  it("answers the holdout as pinned (a digest only: its rows are not read to tune rules)", () => {
    const digest = createHash("sha256")
      .update(answers(loadClassifyLabels("classify-holdout")))
      .digest("hex");
    expect(digest).toMatchSnapshot();
  });
});
