/*
 * The edit distance between two words (pure), alone in its module: the browser's not-found page
 * suggests pages with it, and it must not bring search's spelling keys (spelling.ts) into the
 * first visit's JavaScript.
 */

/** Optimal string alignment distance (Levenshtein plus swapped neighbours): "politika" is 1 from "politica". */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}
