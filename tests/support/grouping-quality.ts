/*
 * How close a grouping is to the truth, in the two measures the literature on news clustering
 * uses: pairwise precision/recall (of all pairs of articles put together, how many belong
 * together, and of all pairs that belong together, how many were put together) and B-cubed
 * (the same questions asked per article and averaged, so big stories do not dominate). Pure.
 */

/** Precision, recall and their harmonic mean. */
export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

/** The quality of a grouping against the truth. */
export interface GroupingQuality {
  items: number;
  trueStories: number;
  predictedStories: number;
  pairwise: Scores & { truePairs: number; predictedPairs: number; correctPairs: number };
  bcubed: Scores;
}

const pairs = (n: number) => (n * (n - 1)) / 2;
const f1 = (precision: number, recall: number) => (precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall));

function sizes<K, L>(labels: ReadonlyMap<K, L>): Map<L, number> {
  const counts = new Map<L, number>();
  for (const label of labels.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  return counts;
}

/**
 * Compares a predicted grouping with the true one. Both map every item to a story label; items
 * missing from the prediction count as singletons of their own.
 */
export function groupingQuality<K>(truth: ReadonlyMap<K, unknown>, predicted: ReadonlyMap<K, unknown>): GroupingQuality {
  const filled = new Map<K, unknown>();
  for (const item of truth.keys()) filled.set(item, predicted.has(item) ? predicted.get(item) : { missing: item });
  const trueSizes = sizes(truth);
  const predictedSizes = sizes(filled);
  const both = new Map<string, number>();
  const key = (item: K) => `${String(labelId(truth.get(item)))}\u0000${String(labelId(filled.get(item)))}`;
  for (const item of truth.keys()) both.set(key(item), (both.get(key(item)) ?? 0) + 1);

  let truePairs = 0;
  for (const n of trueSizes.values()) truePairs += pairs(n);
  let predictedPairs = 0;
  for (const n of predictedSizes.values()) predictedPairs += pairs(n);
  let correctPairs = 0;
  for (const n of both.values()) correctPairs += pairs(n);

  let precisionSum = 0;
  let recallSum = 0;
  for (const item of truth.keys()) {
    const shared = both.get(key(item)) ?? 0;
    precisionSum += shared / (predictedSizes.get(filled.get(item)) ?? 1);
    recallSum += shared / (trueSizes.get(truth.get(item)) ?? 1);
  }
  const items = truth.size;
  const pairwisePrecision = predictedPairs === 0 ? 1 : correctPairs / predictedPairs;
  const pairwiseRecall = truePairs === 0 ? 1 : correctPairs / truePairs;
  const bPrecision = items === 0 ? 1 : precisionSum / items;
  const bRecall = items === 0 ? 1 : recallSum / items;
  return {
    items,
    trueStories: trueSizes.size,
    predictedStories: predictedSizes.size,
    pairwise: {
      precision: pairwisePrecision,
      recall: pairwiseRecall,
      f1: f1(pairwisePrecision, pairwiseRecall),
      truePairs,
      predictedPairs,
      correctPairs,
    },
    bcubed: { precision: bPrecision, recall: bRecall, f1: f1(bPrecision, bRecall) },
  };
}

// Labels may be objects (the placeholder of a missing item): give each object a stable identity.
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
function labelId(label: unknown): unknown {
  if (typeof label !== "object" || label === null) return `${typeof label}:${String(label)}`;
  let id = objectIds.get(label);
  if (id === undefined) {
    id = nextObjectId++;
    objectIds.set(label, id);
  }
  return `object:${id}`;
}

/** A one-line summary of a quality report, for test output and the CLI. */
export function formatQuality(name: string, quality: GroupingQuality): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  return (
    `${name}: ${quality.items} articles, ${quality.trueStories} true stories, ${quality.predictedStories} found; ` +
    `pairwise precision ${pct(quality.pairwise.precision)} recall ${pct(quality.pairwise.recall)} ` +
    `(${quality.pairwise.correctPairs}/${quality.pairwise.predictedPairs} pairs right, ${quality.pairwise.truePairs} true pairs); ` +
    `B-cubed precision ${pct(quality.bcubed.precision)} recall ${pct(quality.bcubed.recall)} F1 ${pct(quality.bcubed.f1)}`
  );
}
