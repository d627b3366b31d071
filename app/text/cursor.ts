/** A position in a newest-first listing: the last article shown on the previous page. */
export interface Cursor {
  publishedAt: number;
  id: number;
}

/** Writes a cursor as the `antes` query value, e.g. "1763800000000.42". */
export function encodeCursor(cursor: Cursor): string {
  return `${cursor.publishedAt}.${cursor.id}`;
}

/** Reads an `antes` value; anything malformed gives null so the reader sees the first page. */
export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value || value.length > 40) return null;
  const match = /^(\d{1,15})\.([1-9]\d{0,15})$/.exec(value);
  if (!match) return null;
  const publishedAt = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(publishedAt) || !Number.isSafeInteger(id)) return null;
  return { publishedAt, id };
}
