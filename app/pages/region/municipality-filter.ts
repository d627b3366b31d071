/** A department listing's municipality filter: the municipalities with news, the chosen one, and what was wrong with the asked one. */
export interface MunicipalityFilter {
  options: { code: string; name: string }[];
  chosen: { code: string; name: string } | null;
  /** A Spanish sentence when `?municipio=` named no municipality of the department. */
  problem: string | null;
}
