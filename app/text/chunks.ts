/** A list cut into consecutive slices of at most `size` items (statements stay under SQLite's limit of bound variables). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
