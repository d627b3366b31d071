/** One of Colombia's 32 departments, or the Capital District of Bogotá. */
export interface DepartmentRef {
  /** URL-safe identifier: the name without accents, words joined by hyphens. */
  slug: string;
  /** Official short name in Spanish, with accents. */
  name: string;
  /** Capital city (Bogotá for both Bogotá D.C. and Cundinamarca). */
  capital: string;
  /** Two-digit DANE (DIVIPOLA) department code. */
  daneCode: string;
  /** Natural region the department belongs to. */
  region: "Andina" | "Caribe" | "Pacífica" | "Orinoquía" | "Amazonía" | "Insular";
}

/** All 33 first-level territories, sorted by name as Spanish readers expect (accents ignored). */
export const DEPARTMENTS: readonly DepartmentRef[] = [
  { slug: "amazonas", name: "Amazonas", capital: "Leticia", daneCode: "91", region: "Amazonía" },
  { slug: "antioquia", name: "Antioquia", capital: "Medellín", daneCode: "05", region: "Andina" },
  { slug: "arauca", name: "Arauca", capital: "Arauca", daneCode: "81", region: "Orinoquía" },
  { slug: "atlantico", name: "Atlántico", capital: "Barranquilla", daneCode: "08", region: "Caribe" },
  { slug: "bogota", name: "Bogotá D.C.", capital: "Bogotá", daneCode: "11", region: "Andina" },
  { slug: "bolivar", name: "Bolívar", capital: "Cartagena de Indias", daneCode: "13", region: "Caribe" },
  { slug: "boyaca", name: "Boyacá", capital: "Tunja", daneCode: "15", region: "Andina" },
  { slug: "caldas", name: "Caldas", capital: "Manizales", daneCode: "17", region: "Andina" },
  { slug: "caqueta", name: "Caquetá", capital: "Florencia", daneCode: "18", region: "Amazonía" },
  { slug: "casanare", name: "Casanare", capital: "Yopal", daneCode: "85", region: "Orinoquía" },
  { slug: "cauca", name: "Cauca", capital: "Popayán", daneCode: "19", region: "Pacífica" },
  { slug: "cesar", name: "Cesar", capital: "Valledupar", daneCode: "20", region: "Caribe" },
  { slug: "choco", name: "Chocó", capital: "Quibdó", daneCode: "27", region: "Pacífica" },
  { slug: "cordoba", name: "Córdoba", capital: "Montería", daneCode: "23", region: "Caribe" },
  { slug: "cundinamarca", name: "Cundinamarca", capital: "Bogotá", daneCode: "25", region: "Andina" },
  { slug: "guainia", name: "Guainía", capital: "Inírida", daneCode: "94", region: "Amazonía" },
  {
    slug: "guaviare",
    name: "Guaviare",
    capital: "San José del Guaviare",
    daneCode: "95",
    region: "Amazonía",
  },
  { slug: "huila", name: "Huila", capital: "Neiva", daneCode: "41", region: "Andina" },
  { slug: "la-guajira", name: "La Guajira", capital: "Riohacha", daneCode: "44", region: "Caribe" },
  { slug: "magdalena", name: "Magdalena", capital: "Santa Marta", daneCode: "47", region: "Caribe" },
  { slug: "meta", name: "Meta", capital: "Villavicencio", daneCode: "50", region: "Orinoquía" },
  { slug: "narino", name: "Nariño", capital: "Pasto", daneCode: "52", region: "Pacífica" },
  {
    slug: "norte-de-santander",
    name: "Norte de Santander",
    capital: "Cúcuta",
    daneCode: "54",
    region: "Andina",
  },
  { slug: "putumayo", name: "Putumayo", capital: "Mocoa", daneCode: "86", region: "Amazonía" },
  { slug: "quindio", name: "Quindío", capital: "Armenia", daneCode: "63", region: "Andina" },
  { slug: "risaralda", name: "Risaralda", capital: "Pereira", daneCode: "66", region: "Andina" },
  {
    slug: "san-andres-y-providencia",
    name: "San Andrés y Providencia",
    capital: "San Andrés",
    daneCode: "88",
    region: "Insular",
  },
  { slug: "santander", name: "Santander", capital: "Bucaramanga", daneCode: "68", region: "Andina" },
  { slug: "sucre", name: "Sucre", capital: "Sincelejo", daneCode: "70", region: "Caribe" },
  { slug: "tolima", name: "Tolima", capital: "Ibagué", daneCode: "73", region: "Andina" },
  { slug: "valle-del-cauca", name: "Valle del Cauca", capital: "Cali", daneCode: "76", region: "Pacífica" },
  { slug: "vaupes", name: "Vaupés", capital: "Mitú", daneCode: "97", region: "Amazonía" },
  { slug: "vichada", name: "Vichada", capital: "Puerto Carreño", daneCode: "99", region: "Orinoquía" },
];

/**
 * Where the population figures below come from: DANE's department projections for 2025, based
 * on the 2018 census (Proyecciones y retroproyecciones de población departamental 2018–2050,
 * actualización post COVID-19). They are used for "coverage per 100,000 inhabitants" in
 * /reportes, where differences of several times matter and a percent does not.
 * The seven largest (Bogotá, Antioquia, Valle del Cauca, Cundinamarca, Atlántico, Santander,
 * Bolívar) are the published 2025 figures; the others were written without network access to
 * DANE's table and are rounded to the thousand: check them against DANE's current table before
 * quoting a figure, and update the year when the series is revised.
 */
export const POPULATION_SOURCE = {
  source: "DANE, proyecciones de población departamental 2018–2050 con base en el CNPV 2018 (actualización post COVID-19)",
  year: 2025,
} as const;

/** Inhabitants of each department (and Bogotá D.C.) in POPULATION_SOURCE.year, by slug. */
export const DEPARTMENT_POPULATION: Readonly<Record<string, number>> = {
  amazonas: 85_000,
  antioquia: 6_951_825,
  arauca: 320_000,
  atlantico: 2_845_169,
  bogota: 7_937_898,
  bolivar: 2_278_770,
  boyaca: 1_290_000,
  caldas: 1_050_000,
  caqueta: 420_000,
  casanare: 460_000,
  cauca: 1_560_000,
  cesar: 1_360_000,
  choco: 550_000,
  cordoba: 1_870_000,
  cundinamarca: 3_657_407,
  guainia: 55_000,
  guaviare: 95_000,
  huila: 1_170_000,
  "la-guajira": 1_010_000,
  magdalena: 1_490_000,
  meta: 1_120_000,
  narino: 1_670_000,
  "norte-de-santander": 1_700_000,
  putumayo: 370_000,
  quindio: 570_000,
  risaralda: 980_000,
  "san-andres-y-providencia": 65_000,
  santander: 2_393_214,
  sucre: 980_000,
  tolima: 1_350_000,
  "valle-del-cauca": 4_652_512,
  vaupes: 48_000,
  vichada: 125_000,
};
