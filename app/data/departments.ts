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
