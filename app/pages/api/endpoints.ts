/*
 * The public API's endpoints as /api documents them: one line per page with a payload, and the
 * lists of sources. Pure data shared by the page, its loader and the end-to-end tests (which ask
 * every example). `{id}` in an example stands for a real article's id, `{historia}` for a real story's.
 */

/** One documented endpoint. */
export interface ApiEndpoint {
  /** The path pattern as the page writes it. */
  path: string;
  /** The envelope's `page` value (payloads only). */
  page?: string;
  /** What it holds, in Spanish. */
  about: string;
  /** A path that answers, for the page's example link. */
  example: string;
}

/** Every page with a `{route}/_payload.json`, in the order the site's navigation lists them. */
export const PAYLOAD_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    path: "/_payload.json",
    page: "portada",
    about: "La portada: lo más importante, lo último, las regiones con noticias y las secciones",
    example: "/_payload.json",
  },
  {
    path: "/{ventana}/_payload.json",
    page: "ventana",
    about: "Las noticias de la última hora, el último día o la última semana (ventana: ultima-hora, ultimo-dia, ultima-semana)",
    example: "/ultima-hora/_payload.json",
  },
  {
    path: "/todas-las-noticias/_payload.json",
    page: "todas-las-noticias",
    about: "Todas las noticias, de la más reciente a la más antigua; ?categoria=, ?periodico=, ?departamento=",
    example: "/todas-las-noticias/_payload.json?categoria=politica",
  },
  {
    path: "/busqueda/_payload.json?q=…",
    page: "busqueda",
    about: "Búsqueda en español: q, categoria, periodico, departamento, desde, hasta (AAAA-MM-DD), orden=relevancia|recientes, pagina",
    example: "/busqueda/_payload.json?q=reforma",
  },
  {
    path: "/articulos/{id}/_payload.json",
    page: "articulo",
    about: "Una noticia con su enlace original, sus otras versiones y noticias relacionadas",
    example: "/articulos/{id}/_payload.json",
  },
  {
    path: "/historias/{id}/_payload.json",
    page: "historia",
    about:
      "Una historia entera: cada versión, quién la cuenta (nacionales y regionales), sus categorías y departamentos, y quién no la ha contado",
    example: "/historias/{historia}/_payload.json",
  },
  {
    path: "/categorias/_payload.json",
    page: "categorias",
    about: "Las categorías, con sus noticias de las últimas 24 horas y 7 días",
    example: "/categorias/_payload.json",
  },
  {
    path: "/periodicos/_payload.json",
    page: "periodicos",
    about: "Los periódicos, con sus cifras y el estado de sus fuentes",
    example: "/periodicos/_payload.json",
  },
  {
    path: "/departamentos/_payload.json",
    page: "departamentos",
    about: "Los 32 departamentos y Bogotá D.C., con sus cifras",
    example: "/departamentos/_payload.json",
  },
  {
    path: "/categorias/{slug}[/{ventana}]/_payload.json",
    page: "categoria",
    about: "Las noticias de una categoría, todas o de una ventana",
    example: "/categorias/politica/ultimo-dia/_payload.json",
  },
  {
    path: "/periodicos/{slug}[/{ventana}]/_payload.json",
    page: "periodico",
    about: "Las noticias de un periódico, todas o de una ventana",
    example: "/periodicos/el-tiempo/_payload.json",
  },
  {
    path: "/departamentos/{slug}[/{ventana}]/_payload.json",
    page: "departamento",
    about: "Las noticias de un departamento, todas o de una ventana",
    example: "/departamentos/antioquia/ultima-semana/_payload.json",
  },
  {
    path: "/departamentos/{slug}/titulares/_payload.json",
    page: "titulares",
    about: "Los titulares de un departamento: una noticia por historia, las más cubiertas primero",
    example: "/departamentos/antioquia/titulares/_payload.json",
  },
  {
    path: "/departamentos/{slug}/hoy/_payload.json",
    page: "edicion",
    about: "La edición del día de un departamento: una línea por historia de hoy (hora de Bogotá), con cuántos periódicos la cuentan",
    example: "/departamentos/antioquia/hoy/_payload.json",
  },
  {
    path: "/reportes/_payload.json",
    page: "reportes",
    about: "Los reportes de cobertura: por hora, día, categoría, periódico, departamento e historia; ?periodo=24h|7d|30d|90d",
    example: "/reportes/_payload.json?periodo=30d",
  },
  {
    path: "/contacto/_payload.json",
    page: "contacto",
    about: "Con qué se llena el formulario de contacto (?motivo=, ?articulo=, ?historia=)",
    example: "/contacto/_payload.json",
  },
  {
    path: "/test/_payload.json",
    page: "test",
    about: "Diagnóstico: versión, hora del servidor, base de datos, cifras, última lectura",
    example: "/test/_payload.json",
  },
];

/** The lists of sources and the schema. */
export const OTHER_ENDPOINTS: readonly ApiEndpoint[] = [
  { path: "/fuentes.json", about: "Cada periódico y las fuentes (RSS, Atom, JSON Feed) que Rotativa lee", example: "/fuentes.json" },
  { path: "/fuentes.opml", about: "Las mismas fuentes en OPML 2.0, para importarlas en un lector de noticias", example: "/fuentes.opml" },
  { path: "/api/esquema.json", about: "El esquema JSON (2020-12) de todas las respuestas", example: "/api/esquema.json" },
];

/** One field of an answer as /api documents it (read from the published JSON Schema). */
export interface ApiFieldDoc {
  name: string;
  /** In Spanish: "texto", "entero", "texto o null", "lista de Ref"… */
  type: string;
  description: string;
}
