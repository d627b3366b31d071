/**
 * A pure function of a string with its answers remembered, up to `limit` of them: when full it
 * forgets them all (cheaper than tracking use, and the distinct words a long-running process meets
 * stay bounded). The function must be pure: a remembered answer is the same as a new one, so the
 * cache changes no behaviour, only time. The only state module scope may hold under app/ besides
 * constant tables (see tests/lint/module-state.test.ts).
 */
export function memoize<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined && !answers.has(key)) {
      answer = compute(key);
      if (answers.size >= limit) answers.clear();
      answers.set(key, answer);
    }
    return answer as V;
  };
}
