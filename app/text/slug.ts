/** Slugs are lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug a URL may carry. */
export const SLUG_MAX_LENGTH = 80;

/** Whether a URL segment is a well-formed slug (it may still name nothing). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
