/**
 * Where each department sits on the tile map of /reportes: one square per department on a grid
 * of 6 columns (west → east) and 8 rows (north → south), keeping each one's neighbours close to
 * the real ones so that regions read as regions. Abbreviations are those used on Colombian maps.
 */
export const DEPARTMENT_TILES: Readonly<Record<string, { abbr: string; col: number; row: number }>> = {
  "san-andres-y-providencia": { abbr: "SAP", col: 0, row: 0 },
  "la-guajira": { abbr: "LAG", col: 5, row: 0 },
  atlantico: { abbr: "ATL", col: 3, row: 1 },
  magdalena: { abbr: "MAG", col: 4, row: 1 },
  cesar: { abbr: "CES", col: 5, row: 1 },
  cordoba: { abbr: "COR", col: 2, row: 2 },
  sucre: { abbr: "SUC", col: 3, row: 2 },
  bolivar: { abbr: "BOL", col: 4, row: 2 },
  "norte-de-santander": { abbr: "NSA", col: 5, row: 2 },
  choco: { abbr: "CHO", col: 1, row: 3 },
  antioquia: { abbr: "ANT", col: 2, row: 3 },
  santander: { abbr: "SAN", col: 3, row: 3 },
  boyaca: { abbr: "BOY", col: 4, row: 3 },
  arauca: { abbr: "ARA", col: 5, row: 3 },
  risaralda: { abbr: "RIS", col: 1, row: 4 },
  caldas: { abbr: "CAL", col: 2, row: 4 },
  cundinamarca: { abbr: "CUN", col: 3, row: 4 },
  casanare: { abbr: "CAS", col: 4, row: 4 },
  vichada: { abbr: "VIC", col: 5, row: 4 },
  "valle-del-cauca": { abbr: "VAC", col: 0, row: 5 },
  quindio: { abbr: "QUI", col: 1, row: 5 },
  tolima: { abbr: "TOL", col: 2, row: 5 },
  bogota: { abbr: "BOG", col: 3, row: 5 },
  meta: { abbr: "MET", col: 4, row: 5 },
  guainia: { abbr: "GUA", col: 5, row: 5 },
  cauca: { abbr: "CAU", col: 0, row: 6 },
  huila: { abbr: "HUI", col: 1, row: 6 },
  caqueta: { abbr: "CAQ", col: 2, row: 6 },
  guaviare: { abbr: "GUV", col: 3, row: 6 },
  vaupes: { abbr: "VAU", col: 4, row: 6 },
  narino: { abbr: "NAR", col: 0, row: 7 },
  putumayo: { abbr: "PUT", col: 1, row: 7 },
  amazonas: { abbr: "AMA", col: 3, row: 7 },
};

/** Columns and rows of the tile grid. */
export const TILE_GRID = { cols: 6, rows: 8 } as const;
