/*
 * Word lists for the simulated newsroom: real Colombian places (with their department), real
 * institutions and football clubs, and invented people. Every string is Latin-1 representable so
 * that any story can be served by the ISO-8859-1 feed.
 */

/** A municipality (or district) with the slug of the department it belongs to. */
export interface Place {
  name: string;
  dept: string;
  /** Relative weight when a national newspaper picks a place (bigger cities make more news). */
  weight: number;
}

/** Real municipalities, each with its correct department slug from departments.ts. */
export const PLACES: readonly Place[] = [
  { name: "Bogotá", dept: "bogota", weight: 14 },
  { name: "Medellín", dept: "antioquia", weight: 7 },
  { name: "Bello", dept: "antioquia", weight: 1 },
  { name: "Envigado", dept: "antioquia", weight: 1 },
  { name: "Itagüí", dept: "antioquia", weight: 1 },
  { name: "Rionegro", dept: "antioquia", weight: 1 },
  { name: "Apartadó", dept: "antioquia", weight: 1 },
  { name: "Turbo", dept: "antioquia", weight: 1 },
  { name: "Caucasia", dept: "antioquia", weight: 1 },
  { name: "Santa Fe de Antioquia", dept: "antioquia", weight: 1 },
  { name: "Barranquilla", dept: "atlantico", weight: 5 },
  { name: "Soledad", dept: "atlantico", weight: 2 },
  { name: "Malambo", dept: "atlantico", weight: 1 },
  { name: "Puerto Colombia", dept: "atlantico", weight: 1 },
  { name: "Sabanalarga", dept: "atlantico", weight: 1 },
  { name: "Cartagena", dept: "bolivar", weight: 4 },
  { name: "Magangué", dept: "bolivar", weight: 1 },
  { name: "Turbaco", dept: "bolivar", weight: 1 },
  { name: "El Carmen de Bolívar", dept: "bolivar", weight: 1 },
  { name: "Mompox", dept: "bolivar", weight: 1 },
  { name: "Cali", dept: "valle-del-cauca", weight: 6 },
  { name: "Buenaventura", dept: "valle-del-cauca", weight: 2 },
  { name: "Palmira", dept: "valle-del-cauca", weight: 2 },
  { name: "Tuluá", dept: "valle-del-cauca", weight: 1 },
  { name: "Buga", dept: "valle-del-cauca", weight: 1 },
  { name: "Jamundí", dept: "valle-del-cauca", weight: 1 },
  { name: "Cartago", dept: "valle-del-cauca", weight: 1 },
  { name: "Bucaramanga", dept: "santander", weight: 3 },
  { name: "Floridablanca", dept: "santander", weight: 1 },
  { name: "Barrancabermeja", dept: "santander", weight: 2 },
  { name: "Girón", dept: "santander", weight: 1 },
  { name: "San Gil", dept: "santander", weight: 1 },
  { name: "Piedecuesta", dept: "santander", weight: 1 },
  { name: "Cúcuta", dept: "norte-de-santander", weight: 3 },
  { name: "Ocaña", dept: "norte-de-santander", weight: 1 },
  { name: "Pamplona", dept: "norte-de-santander", weight: 1 },
  { name: "Villa del Rosario", dept: "norte-de-santander", weight: 1 },
  { name: "Tibú", dept: "norte-de-santander", weight: 1 },
  { name: "Villavicencio", dept: "meta", weight: 3 },
  { name: "Granada", dept: "meta", weight: 1 },
  { name: "Puerto López", dept: "meta", weight: 1 },
  { name: "Acacías", dept: "meta", weight: 1 },
  { name: "La Macarena", dept: "meta", weight: 1 },
  { name: "Manizales", dept: "caldas", weight: 3 },
  { name: "La Dorada", dept: "caldas", weight: 1 },
  { name: "Chinchiná", dept: "caldas", weight: 1 },
  { name: "Riosucio", dept: "caldas", weight: 1 },
  { name: "Villamaría", dept: "caldas", weight: 1 },
  { name: "Neiva", dept: "huila", weight: 3 },
  { name: "Pitalito", dept: "huila", weight: 1 },
  { name: "Garzón", dept: "huila", weight: 1 },
  { name: "La Plata", dept: "huila", weight: 1 },
  { name: "San Agustín", dept: "huila", weight: 1 },
  { name: "Quibdó", dept: "choco", weight: 2 },
  { name: "Istmina", dept: "choco", weight: 1 },
  { name: "Bahía Solano", dept: "choco", weight: 1 },
  { name: "Nuquí", dept: "choco", weight: 1 },
  { name: "Acandí", dept: "choco", weight: 1 },
  { name: "Pasto", dept: "narino", weight: 3 },
  { name: "Tumaco", dept: "narino", weight: 2 },
  { name: "Ipiales", dept: "narino", weight: 1 },
  { name: "Túquerres", dept: "narino", weight: 1 },
  { name: "Sandoná", dept: "narino", weight: 1 },
  { name: "Santa Marta", dept: "magdalena", weight: 3 },
  { name: "Ciénaga", dept: "magdalena", weight: 1 },
  { name: "Fundación", dept: "magdalena", weight: 1 },
  { name: "El Banco", dept: "magdalena", weight: 1 },
  { name: "Aracataca", dept: "magdalena", weight: 1 },
  { name: "Tunja", dept: "boyaca", weight: 2 },
  { name: "Duitama", dept: "boyaca", weight: 1 },
  { name: "Sogamoso", dept: "boyaca", weight: 1 },
  { name: "Chiquinquirá", dept: "boyaca", weight: 1 },
  { name: "Villa de Leyva", dept: "boyaca", weight: 1 },
  { name: "Ibagué", dept: "tolima", weight: 3 },
  { name: "Espinal", dept: "tolima", weight: 1 },
  { name: "Honda", dept: "tolima", weight: 1 },
  { name: "Melgar", dept: "tolima", weight: 1 },
  { name: "Chaparral", dept: "tolima", weight: 1 },
  { name: "Valledupar", dept: "cesar", weight: 2 },
  { name: "Aguachica", dept: "cesar", weight: 1 },
  { name: "Agustín Codazzi", dept: "cesar", weight: 1 },
  { name: "La Jagua de Ibirico", dept: "cesar", weight: 1 },
  { name: "Montería", dept: "cordoba", weight: 2 },
  { name: "Lorica", dept: "cordoba", weight: 1 },
  { name: "Sahagún", dept: "cordoba", weight: 1 },
  { name: "Cereté", dept: "cordoba", weight: 1 },
  { name: "Tierralta", dept: "cordoba", weight: 1 },
  { name: "Sincelejo", dept: "sucre", weight: 2 },
  { name: "Corozal", dept: "sucre", weight: 1 },
  { name: "Santiago de Tolú", dept: "sucre", weight: 1 },
  { name: "Riohacha", dept: "la-guajira", weight: 2 },
  { name: "Maicao", dept: "la-guajira", weight: 1 },
  { name: "Uribia", dept: "la-guajira", weight: 1 },
  { name: "Popayán", dept: "cauca", weight: 2 },
  { name: "Santander de Quilichao", dept: "cauca", weight: 1 },
  { name: "El Tambo", dept: "cauca", weight: 1 },
  { name: "Guapi", dept: "cauca", weight: 1 },
  { name: "Pereira", dept: "risaralda", weight: 3 },
  { name: "Dosquebradas", dept: "risaralda", weight: 1 },
  { name: "Santa Rosa de Cabal", dept: "risaralda", weight: 1 },
  { name: "Armenia", dept: "quindio", weight: 2 },
  { name: "Calarcá", dept: "quindio", weight: 1 },
  { name: "Salento", dept: "quindio", weight: 1 },
  { name: "Montenegro", dept: "quindio", weight: 1 },
  { name: "Yopal", dept: "casanare", weight: 2 },
  { name: "Aguazul", dept: "casanare", weight: 1 },
  { name: "Paz de Ariporo", dept: "casanare", weight: 1 },
  { name: "Arauca", dept: "arauca", weight: 1 },
  { name: "Saravena", dept: "arauca", weight: 1 },
  { name: "Tame", dept: "arauca", weight: 1 },
  { name: "Florencia", dept: "caqueta", weight: 1 },
  { name: "San Vicente del Caguán", dept: "caqueta", weight: 1 },
  { name: "Mocoa", dept: "putumayo", weight: 1 },
  { name: "Puerto Asís", dept: "putumayo", weight: 1 },
  { name: "Orito", dept: "putumayo", weight: 1 },
  { name: "Leticia", dept: "amazonas", weight: 1 },
  { name: "Puerto Nariño", dept: "amazonas", weight: 1 },
  { name: "San José del Guaviare", dept: "guaviare", weight: 1 },
  { name: "Inírida", dept: "guainia", weight: 1 },
  { name: "Mitú", dept: "vaupes", weight: 1 },
  { name: "Puerto Carreño", dept: "vichada", weight: 1 },
  { name: "San Andrés", dept: "san-andres-y-providencia", weight: 1 },
  { name: "Providencia", dept: "san-andres-y-providencia", weight: 1 },
  { name: "Soacha", dept: "cundinamarca", weight: 2 },
  { name: "Zipaquirá", dept: "cundinamarca", weight: 1 },
  { name: "Fusagasugá", dept: "cundinamarca", weight: 1 },
  { name: "Girardot", dept: "cundinamarca", weight: 1 },
  { name: "Facatativá", dept: "cundinamarca", weight: 1 },
  { name: "Chía", dept: "cundinamarca", weight: 1 },
];

/** Invented first names with their grammatical gender (true = feminine). */
export const FIRST_NAMES: readonly (readonly [string, boolean])[] = [
  ["María Fernanda", true],
  ["Luz Marina", true],
  ["Diana Marcela", true],
  ["Ana Milena", true],
  ["Sandra Patricia", true],
  ["Paola Andrea", true],
  ["Yolanda", true],
  ["Liliana", true],
  ["Natalia", true],
  ["Ximena", true],
  ["Gloria Inés", true],
  ["Adriana", true],
  ["Leidy Johana", true],
  ["Carolina", true],
  ["Marisol", true],
  ["Yuliana", true],
  ["Ángela María", true],
  ["Esperanza", true],
  ["Andrés Felipe", false],
  ["Carlos Alberto", false],
  ["Jhon Jairo", false],
  ["Juan Sebastián", false],
  ["Óscar Iván", false],
  ["Héctor Fabio", false],
  ["Wilson", false],
  ["Camilo Andrés", false],
  ["Édgar", false],
  ["Fredy", false],
  ["Nelson", false],
  ["Jairo", false],
  ["Mauricio", false],
  ["Rubén Darío", false],
  ["Hernán", false],
  ["Brayan", false],
  ["Julián David", false],
  ["Germán", false],
];

/** Invented-combination surnames (common Colombian surnames, never paired to match public figures). */
export const SURNAMES: readonly string[] = [
  "Ospina",
  "Restrepo",
  "Cárdenas",
  "Mosquera",
  "Quintero",
  "Salazar",
  "Londoño",
  "Arango",
  "Cuéllar",
  "Benítez",
  "Valencia",
  "Zapata",
  "Rincón",
  "Bermúdez",
  "Cifuentes",
  "Montoya",
  "Guzmán",
  "Palacios",
  "Orozco",
  "Villamizar",
  "Rengifo",
  "Barrios",
  "Carvajal",
  "Chaparro",
  "Murillo",
  "Perea",
  "Hinestroza",
  "Tovar",
  "Jaramillo",
  "Castaño",
  "Pineda",
  "Serna",
  "Ávila",
  "Burbano",
  "Narváez",
  "Manjarrés",
  "Figueroa",
  "Mejía",
  "Acosta",
  "Correa",
  "Muñoz",
  "Ortega",
  "Patiño",
  "Núñez",
  "Ibáñez",
  "Peña",
  "Agudelo",
  "Buitrago",
];

/** A professional football club with its city, department and stadium. */
export interface Club {
  name: string;
  short: string;
  city: string;
  dept: string;
  stadium: string;
}

/** Colombian football clubs (real institutions; results and players are invented). */
export const CLUBS: readonly Club[] = [
  { name: "Atlético Nacional", short: "Nacional", city: "Medellín", dept: "antioquia", stadium: "el Atanasio Girardot" },
  { name: "Independiente Medellín", short: "Medellín", city: "Medellín", dept: "antioquia", stadium: "el Atanasio Girardot" },
  { name: "Millonarios", short: "Millonarios", city: "Bogotá", dept: "bogota", stadium: "El Campín" },
  { name: "Independiente Santa Fe", short: "Santa Fe", city: "Bogotá", dept: "bogota", stadium: "El Campín" },
  { name: "América de Cali", short: "América", city: "Cali", dept: "valle-del-cauca", stadium: "el Pascual Guerrero" },
  { name: "Deportivo Cali", short: "Deportivo Cali", city: "Palmira", dept: "valle-del-cauca", stadium: "el estadio de Palmira" },
  { name: "Junior", short: "Junior", city: "Barranquilla", dept: "atlantico", stadium: "el Metropolitano Roberto Meléndez" },
  { name: "Once Caldas", short: "Once Caldas", city: "Manizales", dept: "caldas", stadium: "el Palogrande" },
  { name: "Deportes Tolima", short: "Tolima", city: "Ibagué", dept: "tolima", stadium: "el Manuel Murillo Toro" },
  { name: "Atlético Bucaramanga", short: "Bucaramanga", city: "Bucaramanga", dept: "santander", stadium: "el Américo Montanini" },
  { name: "Deportivo Pasto", short: "Pasto", city: "Pasto", dept: "narino", stadium: "el Departamental Libertad" },
  { name: "Cúcuta Deportivo", short: "Cúcuta", city: "Cúcuta", dept: "norte-de-santander", stadium: "el General Santander" },
  { name: "Unión Magdalena", short: "Unión Magdalena", city: "Santa Marta", dept: "magdalena", stadium: "el Sierra Nevada" },
  { name: "Atlético Huila", short: "Huila", city: "Neiva", dept: "huila", stadium: "el Guillermo Plazas Alcid" },
  { name: "Llaneros", short: "Llaneros", city: "Villavicencio", dept: "meta", stadium: "el Bello Horizonte" },
  { name: "Real Cartagena", short: "Real Cartagena", city: "Cartagena", dept: "bolivar", stadium: "el Jaime Morón" },
  { name: "Jaguares de Córdoba", short: "Jaguares", city: "Montería", dept: "cordoba", stadium: "el Jaraguay" },
  { name: "Boyacá Chicó", short: "Chicó", city: "Tunja", dept: "boyaca", stadium: "La Independencia" },
  { name: "Alianza FC", short: "Alianza", city: "Valledupar", dept: "cesar", stadium: "el Armando Maestre Pavajeau" },
  { name: "Águilas Doradas", short: "Águilas", city: "Rionegro", dept: "antioquia", stadium: "el Alberto Grisales" },
  { name: "Envigado FC", short: "Envigado", city: "Envigado", dept: "antioquia", stadium: "el Polideportivo Sur" },
  { name: "Deportivo Pereira", short: "Pereira", city: "Pereira", dept: "risaralda", stadium: "el Hernán Ramírez Villegas" },
];

/** A river with the departments it crosses in the stories. */
export interface River {
  name: string;
  places: readonly string[];
}

/** Rivers and the municipalities (from PLACES) on their banks. */
export const RIVERS: readonly River[] = [
  { name: "Magdalena", places: ["Honda", "Magangué", "El Banco", "Barrancabermeja", "La Dorada", "Neiva"] },
  { name: "Cauca", places: ["Caucasia", "Cartago", "Santander de Quilichao"] },
  { name: "Atrato", places: ["Quibdó"] },
  { name: "Sinú", places: ["Montería", "Lorica", "Tierralta"] },
  { name: "Guatapurí", places: ["Valledupar"] },
  { name: "Combeima", places: ["Ibagué"] },
  { name: "Otún", places: ["Pereira", "Dosquebradas"] },
  { name: "Guayuriba", places: ["Acacías", "Villavicencio"] },
  { name: "Mocoa", places: ["Mocoa"] },
  { name: "Guaviare", places: ["San José del Guaviare"] },
  { name: "Pamplonita", places: ["Cúcuta", "Pamplona"] },
  { name: "San Juan", places: ["Istmina"] },
];

/** A road with the municipalities it links. */
export interface Road {
  name: string;
  places: readonly string[];
}

/** Real roads, named the way the regional press names them. */
export const ROADS: readonly Road[] = [
  { name: "la vía al Llano", places: ["Bogotá", "Villavicencio"] },
  { name: "la autopista Medellín-Bogotá", places: ["Rionegro", "Medellín"] },
  { name: "la vía Cali-Buenaventura", places: ["Cali", "Buenaventura"] },
  { name: "la vía Panamericana entre Popayán y Pasto", places: ["Popayán", "Pasto"] },
  { name: "la Troncal del Caribe", places: ["Santa Marta", "Riohacha"] },
  { name: "la vía Bucaramanga-Barrancabermeja", places: ["Bucaramanga", "Barrancabermeja"] },
  { name: "la vía Cúcuta-Pamplona", places: ["Cúcuta", "Pamplona"] },
  { name: "el alto de La Línea", places: ["Ibagué", "Calarcá"] },
  { name: "la vía Neiva-Pitalito", places: ["Neiva", "Pitalito"] },
  { name: "la vía Quibdó-Medellín", places: ["Quibdó", "Medellín"] },
  { name: "la vía Manizales-Mariquita", places: ["Manizales", "Honda"] },
  { name: "la Ruta del Sol en el sector de Aguachica", places: ["Aguachica"] },
  { name: "la vía Tunja-Duitama", places: ["Tunja", "Duitama"] },
  { name: "la vía Yopal-Aguazul", places: ["Yopal", "Aguazul"] },
];

/** Real volcanoes watched by the Servicio Geológico Colombiano, with a nearby municipality. */
export const VOLCANOES: readonly { name: string; place: string }[] = [
  { name: "Nevado del Ruiz", place: "Manizales" },
  { name: "Galeras", place: "Pasto" },
  { name: "Puracé", place: "Popayán" },
  { name: "Cumbal", place: "Ipiales" },
  { name: "Nevado del Huila", place: "La Plata" },
];

/** National institutions, as the press names them. */
export const INSTITUTIONS = {
  fiscalia: "la Fiscalía",
  procuraduria: "la Procuraduría",
  contraloria: "la Contraloría",
  defensoria: "la Defensoría del Pueblo",
  corteConstitucional: "la Corte Constitucional",
  corteSuprema: "la Corte Suprema de Justicia",
  consejoEstado: "el Consejo de Estado",
  registraduria: "la Registraduría",
  cne: "el Consejo Nacional Electoral",
  banrep: "el Banco de la República",
  dane: "el Dane",
  minsalud: "el Ministerio de Salud",
  mineducacion: "el Ministerio de Educación",
  icfes: "el Icfes",
  ideam: "el Ideam",
  invias: "el Invías",
  aerocivil: "la Aerocivil",
  supersalud: "la Superintendencia de Salud",
  dian: "la Dian",
  invima: "el Invima",
  sgc: "el Servicio Geológico Colombiano",
  ungrd: "la Unidad Nacional para la Gestión del Riesgo",
  icbf: "el ICBF",
  sena: "el Sena",
  cancilleria: "la Cancillería",
  migracion: "Migración Colombia",
  parques: "Parques Nacionales Naturales",
  medicinaLegal: "Medicina Legal",
  mintic: "el Ministerio TIC",
} as const;

/** Bills and policy topics debated in the Congress of the stories. */
export const BILLS: readonly { name: string; topic: string }[] = [
  { name: "la reforma laboral", topic: "trabajo" },
  { name: "el nuevo Código Electoral", topic: "elecciones" },
  { name: "la ley de competencias de los municipios", topic: "regiones" },
  { name: "la jurisdicción agraria", topic: "tierras" },
  { name: "la reforma a la salud", topic: "salud" },
  { name: "el proyecto de seguridad vial", topic: "movilidad" },
  { name: "la regulación de las plataformas de transporte", topic: "movilidad" },
  { name: "la ley de salud mental", topic: "salud" },
  { name: "el proyecto que prohíbe el fracking", topic: "ambiente" },
  { name: "la reforma a la educación superior", topic: "educación" },
  { name: "la ley de financiamiento", topic: "impuestos" },
  { name: "el proyecto de cuidado para adultos mayores", topic: "cuidado" },
  { name: "la ley de acceso a internet como servicio esencial", topic: "conectividad" },
  { name: "el régimen especial para la Orinoquía", topic: "regiones" },
];

/** Food products quoted in market-price stories. */
export const PRODUCTS: readonly string[] = [
  "la papa",
  "el tomate",
  "la cebolla cabezona",
  "el arroz",
  "el plátano",
  "el huevo",
  "la carne de res",
  "el aguacate hass",
  "la panela",
  "el frijol",
  "la yuca",
  "el mango",
];

/** Export products with the department that ships them. */
export const EXPORTS: readonly { product: string; dept: string }[] = [
  { product: "banano", dept: "antioquia" },
  { product: "café", dept: "huila" },
  { product: "flores", dept: "cundinamarca" },
  { product: "aguacate hass", dept: "caldas" },
  { product: "cacao", dept: "santander" },
  { product: "palma de aceite", dept: "meta" },
  { product: "camarón", dept: "narino" },
  { product: "carbón", dept: "cesar" },
  { product: "azúcar", dept: "valle-del-cauca" },
  { product: "pitahaya", dept: "huila" },
];

/** Kinds of companies that open plants or offices in the stories (never a real company name). */
export const COMPANY_KINDS: readonly string[] = [
  "Una empresa de autopartes",
  "Una procesadora de alimentos",
  "Un centro de servicios compartidos",
  "Una textilera de capital mexicano",
  "Una fábrica de empaques biodegradables",
  "Una planta de concentrados para ganado",
  "Un centro logístico de comercio electrónico",
  "Una empresa de software",
];

/** Crimes named in judicial stories. */
export const CRIMES: readonly string[] = [
  "peculado por apropiación",
  "contrato sin cumplimiento de requisitos legales",
  "concierto para delinquir",
  "lavado de activos",
  "extorsión",
  "cohecho",
  "falsedad en documento público",
  "enriquecimiento ilícito",
];

/** Public works named in corruption and investment stories. */
export const WORKS: readonly string[] = [
  "el acueducto",
  "el hospital de segundo nivel",
  "el coliseo cubierto",
  "el puente peatonal",
  "la planta de tratamiento de aguas residuales",
  "el programa de alimentación escolar",
  "la pavimentación de vías terciarias",
  "el megacolegio",
  "el parque lineal",
  "el centro de atención a víctimas",
];

/** Countries in the international section, with the adjective used for their people. */
export const COUNTRIES: readonly { name: string; people: string }[] = [
  { name: "Venezuela", people: "venezolanos" },
  { name: "Ecuador", people: "ecuatorianos" },
  { name: "Panamá", people: "panameños" },
  { name: "Perú", people: "peruanos" },
  { name: "Brasil", people: "brasileños" },
  { name: "México", people: "mexicanos" },
  { name: "Chile", people: "chilenos" },
  { name: "Argentina", people: "argentinos" },
  { name: "España", people: "españoles" },
  { name: "Estados Unidos", people: "estadounidenses" },
  { name: "Canadá", people: "canadienses" },
  { name: "Japón", people: "japoneses" },
];

/** Real cultural festivals and the municipality where they happen. */
export const FESTIVALS: readonly { name: string; place: string }[] = [
  { name: "el Festival de la Leyenda Vallenata", place: "Valledupar" },
  { name: "el Carnaval de Barranquilla", place: "Barranquilla" },
  { name: "el Festival Petronio Álvarez", place: "Cali" },
  { name: "la Feria de las Flores", place: "Medellín" },
  { name: "el Carnaval de Negros y Blancos", place: "Pasto" },
  { name: "la Feria de Manizales", place: "Manizales" },
  { name: "el Festival Folclórico del Bambuco", place: "Neiva" },
  { name: "el Torneo Internacional del Joropo", place: "Villavicencio" },
  { name: "el Festival Internacional de Cine de Cartagena", place: "Cartagena" },
  { name: "el Festival Nacional del Porro", place: "Sahagún" },
  { name: "las Fiestas de San Pacho", place: "Quibdó" },
  { name: "el Festival de Cometas", place: "Villa de Leyva" },
  { name: "el Festival Folclórico Colombiano", place: "Ibagué" },
];

/** Music genres for entertainment stories. */
export const GENRES: readonly string[] = [
  "vallenato",
  "salsa",
  "música popular",
  "champeta",
  "reguetón",
  "música llanera",
  "rock",
  "currulao",
];

/** Invented titles for series, novels and albums. */
export const WORK_TITLES: readonly string[] = [
  "La casa del río",
  "Tierra de nadie",
  "Las hijas del sol",
  "Después del aguacero",
  "El último tren a Girardot",
  "Sabor a mango",
  "La reina del barrio",
  "Noches de feria",
  "El silencio de la montaña",
  "Marea alta",
  "Cartas desde Mompox",
  "Los herederos del café",
  "Corazón de joropo",
  "Cuarenta grados a la sombra",
];

/** Subjects of exhibitions, novels and documentaries. */
export const CULTURE_TOPICS: readonly string[] = [
  "la memoria del conflicto",
  "los oficios del río",
  "la cocina tradicional del Pacífico",
  "la historia del ferrocarril",
  "las mujeres cafeteras",
  "la música de gaitas",
  "los barrios populares",
  "la arquitectura republicana",
  "el mundo indígena wayuu",
  "la migración venezolana",
  "la fotografía de prensa",
  "los mitos y leyendas del Llano",
];

/** Animals rescued or counted in environment and science stories. */
export const ANIMALS: readonly { name: string; female: boolean }[] = [
  { name: "un oso de anteojos", female: false },
  { name: "una tortuga carey", female: true },
  { name: "un manatí", female: false },
  { name: "una boa", female: true },
  { name: "un mono tití cabeciblanco", female: false },
  { name: "una guacamaya", female: true },
  { name: "un perezoso de dos dedos", female: false },
  { name: "una danta", female: true },
  { name: "un caimán aguja", female: false },
  { name: "un cóndor andino", female: false },
];

/** Groups of organisms for new-species stories. */
export const TAXA: readonly string[] = [
  "rana",
  "orquídea",
  "mariposa",
  "escarabajo",
  "lagartija",
  "murciélago",
  "pez de agua dulce",
  "abeja sin aguijón",
  "hongo",
  "colibrí",
];

/** Public universities (real institutions) and their municipality. */
export const UNIVERSITIES: readonly { name: string; place: string }[] = [
  { name: "la Universidad Nacional", place: "Bogotá" },
  { name: "la Universidad de Antioquia", place: "Medellín" },
  { name: "la Universidad del Valle", place: "Cali" },
  { name: "la Universidad Industrial de Santander", place: "Bucaramanga" },
  { name: "la Universidad de Caldas", place: "Manizales" },
  { name: "la Universidad de Nariño", place: "Pasto" },
  { name: "la Universidad del Atlántico", place: "Barranquilla" },
  { name: "la Universidad de Cartagena", place: "Cartagena" },
  { name: "la Universidad Tecnológica del Chocó", place: "Quibdó" },
  { name: "la Universidad de los Llanos", place: "Villavicencio" },
  { name: "la Universidad Surcolombiana", place: "Neiva" },
  { name: "la Universidad del Magdalena", place: "Santa Marta" },
];

/** Diseases in health stories. */
export const DISEASES: readonly string[] = [
  "el sarampión",
  "la influenza",
  "el virus del papiloma humano",
  "la fiebre amarilla",
  "la hepatitis A",
  "el neumococo",
];

/** Spanish month names, January first. */
export const MONTHS: readonly string[] = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** Spanish weekday names, Sunday first (like Date#getUTCDay). */
export const WEEKDAYS: readonly string[] = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** Short school subjects for olympiad stories. */
export const SUBJECTS: readonly string[] = ["matemáticas", "física", "química", "robótica", "astronomía", "biología"];

/** Online fraud schemes for technology stories. */
export const SCAMS: readonly string[] = [
  "falsas ofertas de empleo",
  "mensajes que suplantan a bancos",
  "códigos QR adulterados",
  "perfiles falsos de arriendo",
  "supuestos premios de aerolíneas",
  "cobros falsos de multas de tránsito",
];

/** Services offered by the invented start-ups. */
export const APP_SERVICES: readonly string[] = [
  "pagos para tenderos",
  "telemedicina rural",
  "domicilios en moto eléctrica",
  "crédito para campesinos",
  "trazabilidad del café",
  "alquiler de maquinaria agrícola",
  "tutorías en línea",
  "gestión de citas médicas",
];
