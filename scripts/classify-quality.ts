// Judges labelled sets through `cli classify`, as a held-out set nobody here has seen is judged:
// `npx tsx scripts/classify-quality.ts <labels.jsonl>…` (rows in the format of
// tests/fixtures/labels/classify.md; the feed section and item categories are not given to the
// command). Prints category accuracy, departments' and municipalities' micro-F1/precision/recall
// and the share of regional papers' national news left without a department; with --rows, the
// misclassified rows too (never read a holdout's rows to tune a rule).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { classifierQuality, formatClassifierQuality, type Judged } from "../app/ingest/classify/quality.js";
import { homeDepartmentOf, parseClassifyLabels } from "../tests/support/classify-labels.js";

const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const showRows = args.includes("--rows");
const files = args.filter((arg) => arg !== "--rows");
if (files.length === 0) {
  console.error("usage: npx tsx scripts/classify-quality.ts [--rows] <labels.jsonl>…");
  process.exit(2);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

for (const file of files) {
  const rows = parseClassifyLabels(readFileSync(file, "utf8"), file);
  const input = rows
    .map((row, id) => JSON.stringify({ id, title: row.title, summary: row.summary, url: row.url, newspaper: row.newspaper }))
    .join("\n");
  const run = spawnSync(process.execPath, [join(root, "scripts", "run-cli.mjs"), "classify"], {
    cwd: root,
    input,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) {
    console.error(run.stderr.trim() || `cli classify exited with ${run.status}`);
    process.exit(1);
  }
  const answers = new Map<number, { category: string; departments: string[]; municipalities: string[] }>();
  for (const line of run.stdout.split("\n")) if (line.trim()) answers.set(JSON.parse(line).id, JSON.parse(line));
  const judged: Judged[] = [];
  const misses: string[] = [];
  rows.forEach((row, id) => {
    const got = answers.get(id);
    if (!got) throw new Error(`${file}: cli classify gave no answer for row ${id + 1}`);
    judged.push({ regional: Boolean(homeDepartmentOf(row.newspaper)), expected: row, got });
    const ok =
      got.category === row.category &&
      sameSet(got.departments, row.departments) &&
      (row.municipalities === undefined || sameSet(got.municipalities, row.municipalities));
    if (!ok) {
      misses.push(
        `  ${row.title}\n    expected ${row.category} [${row.departments.join(", ")}] [${(row.municipalities ?? []).join(", ")}]; ` +
          `got ${got.category} [${got.departments.join(", ")}] [${got.municipalities.join(", ")}]`,
      );
    }
  });
  const report = [
    ...formatClassifierQuality(file, classifierQuality(judged)),
    `  misclassified rows: ${misses.length}${showRows ? "" : " (listed with --rows)"}`,
  ];
  if (showRows) report.push(...misses);
  process.stdout.write(`${report.join("\n")}\n\n`);
}
