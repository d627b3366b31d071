/** Lower-cases and removes diacritics (ñ becomes n), the form every table is matched in. */
export function fold(text: string): string {
  // Plain ASCII has nothing to decompose: the common case, and much cheaper.
  if (!/[^ -~\t\n\r]/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}
