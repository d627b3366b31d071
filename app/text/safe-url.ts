/**
 * An address from a feed as a page may use it in href or src: only http(s) URLs, anything else
 * (javascript:, data:, vbscript:, relative tricks) is dropped. Ingestion already keeps only
 * http(s) addresses; this is the last check before the HTML, whatever wrote the row.
 */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
