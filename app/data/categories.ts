/** One section of the Rotativa category taxonomy, as shown to readers. */
export interface CategoryRef {
  /** URL-safe identifier, stable across releases. */
  slug: string;
  /** Display name in Spanish. */
  name: string;
  /** One short Spanish sentence telling readers what the section covers. */
  description: string;
  /** Whether the category gets its own block on the front page. */
  main: boolean;
}

/** The fixed list of news categories, in display order. */
export const CATEGORIES: readonly CategoryRef[] = [
  {
    slug: "politica",
    name: "Política",
    description: "Congreso, Gobierno, partidos y elecciones en Colombia.",
    main: true,
  },
  {
    slug: "economia",
    name: "Economía",
    description: "Empresas, empleo, impuestos, precios y finanzas de los hogares.",
    main: true,
  },
  {
    slug: "judicial",
    name: "Judicial",
    description: "Altas cortes, Fiscalía, procesos judiciales y casos de corrupción.",
    main: true,
  },
  {
    slug: "seguridad",
    name: "Seguridad y orden público",
    description: "Conflicto armado, crimen, protestas y operativos de la fuerza pública.",
    main: true,
  },
  {
    slug: "deportes",
    name: "Deportes",
    description: "Fútbol, ciclismo y el resto del deporte colombiano e internacional.",
    main: true,
  },
  {
    slug: "cultura",
    name: "Cultura",
    description: "Libros, música, cine, arte y patrimonio del país.",
    main: true,
  },
  {
    slug: "entretenimiento",
    name: "Entretenimiento",
    description: "Televisión, series, farándula y vida de las celebridades.",
    main: false,
  },
  {
    slug: "tecnologia",
    name: "Tecnología",
    description: "Internet, dispositivos, inteligencia artificial y vida digital.",
    main: false,
  },
  {
    slug: "ciencia",
    name: "Ciencia",
    description: "Investigación, descubrimientos, espacio y divulgación científica.",
    main: false,
  },
  {
    slug: "salud",
    name: "Salud",
    description: "Sistema de salud, EPS, hospitales, medicina y bienestar.",
    main: true,
  },
  {
    slug: "educacion",
    name: "Educación",
    description: "Colegios, universidades, pruebas Saber y política educativa.",
    main: false,
  },
  {
    slug: "medio-ambiente",
    name: "Medio ambiente",
    description: "Clima, biodiversidad, deforestación, agua y desastres naturales.",
    main: false,
  },
  {
    slug: "internacional",
    name: "Internacional",
    description: "Lo que pasa en el mundo y la relación de Colombia con otros países.",
    main: true,
  },
  {
    slug: "opinion",
    name: "Opinión",
    description: "Columnas, editoriales y análisis publicados por los medios.",
    main: false,
  },
  {
    slug: "general",
    name: "General",
    description: "Noticias que no encajan en ninguna de las otras secciones.",
    main: false,
  },
];

/** Slug of the catch-all category used when no other category fits. */
export const FALLBACK_CATEGORY = "general";
