/** "En 3 periódicos" / "En 1 periódico": how many newspapers tell a story, as the daily edition says it. */
export function coverageLabel(newspapers: number): string {
  return newspapers === 1 ? "En 1 periódico" : `En ${newspapers} periódicos`;
}
