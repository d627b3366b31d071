// Types of critical-css.mjs for its unit test.
export function requiredClasses(selector: string): string[];
export function indexStylesheet(css: string): { css: string; needs: string[][] | null }[];
export function writeIndex(root: string): Record<string, { css: string; needs: string[][] | null }[]>;
