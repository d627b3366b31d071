/*
 * The data behind the category classifier (category.ts). Everything here is a table so that the
 * rules can be read, reviewed and extended without touching code:
 *   - SECTION_NAMES: section names as newspapers write them, in URL paths ("orden-publico") and in
 *     the items' own categories ("Orden público"), mapped to the taxonomy;
 *   - KEYWORDS: the weighted Spanish vocabulary of each category for the keyword model;
 *   - KEYWORD_MODEL: how title and summary are weighed and how sure the model must be.
 * Terms are written in plain Spanish; they are folded and stemmed when the module loads, the same
 * way the article text is. A term written "=palabra" matches that exact folded word only, for the
 * few words whose stem collides with an unrelated word (senado/SENA, copa/COP, libro/libre).
 */
import { SPORTS_CLUBS } from "./gazetteer.js";

/** The taxonomy slugs this module maps to (kept in step with app/data/categories.ts by the tests). */
export type CategorySlug =
  | "politica"
  | "economia"
  | "judicial"
  | "seguridad"
  | "deportes"
  | "cultura"
  | "entretenimiento"
  | "tecnologia"
  | "ciencia"
  | "salud"
  | "educacion"
  | "medio-ambiente"
  | "internacional"
  | "opinion"
  | "general";

/** What a section name says: its category, and close categories the text may pick instead. */
export interface SectionRule {
  category: CategorySlug;
  /**
   * Categories newspapers habitually file under this section: "Judicial" sections carry both
   * court news and crime news, so the keyword model may choose between them.
   */
  alternatives?: readonly CategorySlug[];
}

type SectionRow = readonly [names: readonly string[], rule: SectionRule];

const JUSTICE: SectionRule = { category: "judicial", alternatives: ["seguridad"] };
const SECURITY: SectionRule = { category: "seguridad", alternatives: ["judicial"] };
const CULTURE: SectionRule = { category: "cultura", alternatives: ["entretenimiento"] };
const SHOWS: SectionRule = { category: "entretenimiento", alternatives: ["cultura"] };

/**
 * Section names (folded, words separated by spaces) used by Colombian and other Spanish-language
 * newspapers, plus the English ones some sites use. Regional sections (antioquia, cali, region,
 * colombia, nacional…) are deliberately absent: a place is not a category.
 */
const SECTION_ROWS: readonly SectionRow[] = [
  [["politica", "politicas", "poder", "congreso", "elecciones", "electoral", "gobierno", "partidos", "politics", "election", "elections"], { category: "politica" }],
  [
    [
      "economia", "economica", "economico", "negocios", "finanzas", "finanzas personales", "empresas", "empresa",
      "macroeconomia", "mercados", "mercado", "indicadores economicos", "globoeconomia", "consumo", "empleo",
      "agro", "agronegocios", "comercio", "hacienda", "impuestos", "energia", "infraestructura", "vivienda",
      "economy", "business", "finance", "markets", "money",
    ],
    { category: "economia" },
  ],
  [["judicial", "judiciales", "justicia", "cortes", "tribunales", "corrupcion", "investigacion", "justice", "courts", "law"], JUSTICE],
  [
    [
      "seguridad", "orden publico", "conflicto", "conflicto armado", "conflicto y narcotrafico", "paz",
      "narcotrafico", "sucesos", "delitos", "crimen", "policiales", "policia", "crime", "security",
    ],
    SECURITY,
  ],
  [
    [
      "deportes", "deporte", "futbol", "futbol colombiano", "futbol internacional", "seleccion colombia",
      "ciclismo", "tenis", "automovilismo", "formula 1", "atletismo", "boxeo", "baloncesto", "beisbol",
      "golf", "mas deportes", "otros deportes", "liga betplay", "sports", "soccer", "football",
    ],
    { category: "deportes" },
  ],
  [
    [
      "cultura", "cultural", "culturales", "arte", "artes", "arte y cultura", "libros", "literatura", "musica",
      "musica y libros", "cine", "teatro", "patrimonio", "historia", "lecturas", "culture", "arts", "books",
      "music", "film", "movies",
    ],
    CULTURE,
  ],
  [
    [
      "entretenimiento", "farandula", "gente", "famosos", "celebridades", "television", "tv", "series",
      "espectaculos", "show", "ocio", "realities", "entertainment", "celebrities", "showbiz",
    ],
    SHOWS,
  ],
  [
    [
      "tecnologia", "tecnosfera", "tecno", "tech", "technology", "internet", "ciencia y tecnologia", "gadgets",
      "innovacion", "videojuegos", "gaming", "apps", "redes sociales", "ciberseguridad",
    ],
    { category: "tecnologia" },
  ],
  [["ciencia", "ciencias", "science", "astronomia", "investigacion cientifica"], { category: "ciencia" }],
  [["salud", "bienestar", "salud publica", "medicina", "health", "wellness"], { category: "salud" }],
  [["educacion", "universidades", "colegios", "education"], { category: "educacion" }],
  [
    [
      "medio ambiente", "ambiente", "ambiental", "sostenible", "sostenibilidad", "planeta", "clima",
      "cambio climatico", "medioambiente", "naturaleza", "environment", "climate",
    ],
    { category: "medio-ambiente" },
  ],
  [
    [
      "mundo", "internacional", "internacionales", "america", "latinoamerica", "america latina", "estados unidos",
      "eeuu", "europa", "asia", "africa", "medio oriente", "oriente medio", "venezuela", "world", "international",
      "global",
    ],
    { category: "internacional" },
  ],
  [
    [
      "opinion", "columnistas", "columnista", "columnas", "columna", "editorial", "editoriales", "analisis",
      "blogs de opinion", "cartas de los lectores", "opinion and analysis", "op ed", "opinions", "editorials",
      "columns",
    ],
    { category: "opinion" },
  ],
  [["loterias", "horoscopo", "clima hoy", "virales", "mascotas", "viajes", "turismo", "gastronomia", "recetas"], { category: "general" }],
];

/** Section name (folded, single spaces) → rule, for URL segments and item categories. */
export const SECTION_NAMES: ReadonlyMap<string, SectionRule> = new Map(
  SECTION_ROWS.flatMap(([names, rule]) => names.map((name) => [name, rule] as const)),
);

/** A keyword: a word or phrase of plain Spanish and how strongly it points to its category. */
export type WeightedTerm = readonly [term: string, weight: number];

/** Groups terms that share a weight, to keep the tables short. */
function w(weight: number, ...terms: string[]): WeightedTerm[] {
  return terms.map((term) => [term, weight] as const);
}

/*
 * Weights: 3 = decisive on its own (only this section writes it), 2 = typical, 1 = a hint that
 * needs company, 0.5 = a faint hint. People are not keywords: a president or a singer appears in
 * every section. Foreign places are keywords of "internacional" only.
 */

/** The weighted vocabulary of each category. */
export const KEYWORDS: Readonly<Record<CategorySlug, readonly WeightedTerm[]>> = {
  politica: [
    ...w(
      3,
      "moción de censura", "registraduría", "=registrador", "consejo nacional electoral", "cne", "=senado",
      "senadores", "senadora", "senador", "cámara de representantes", "representante a la cámara", "congresistas",
      "congresista", "=bancada", "plenaria", "proyecto de ley", "primer debate", "segundo debate", "tercer debate",
      "último debate", "elecciones", "electoral", "electorales", "precandidato", "precandidatos", "candidatura",
      "consulta interpartidista", "consultas interpartidistas", "pacto histórico", "centro democrático",
      "cambio radical", "alianza verde", "partido liberal", "partido conservador", "partido de la u",
      "partido político", "partidos políticos", "constituyente", "revocatoria", "concejo", "concejales", "concejal",
      "asamblea departamental", "diputados", "diputado", "=ordenanza", "curul", "legislatura", "legislativa",
      "gabinete", "casa de nariño", "palacio de nariño", "=uribismo", "=petrismo", "=uribista", "=uribistas", "=petrista", "=petristas",
    ),
    ...w(
      2,
      "congreso", "votos", "votación", "votantes", "sufragio", "candidato", "candidata", "candidatos",
      "campaña presidencial", "presidencial", "presidenciales", "coalición", "oposición", "=bancadas",
      "plan de desarrollo", "ministro del interior", "mininterior", "vicepresidenta", "vicepresidente", "personero",
      "personería", "invamer", "referendo", "plebiscito", "acuerdo nacional", "político", "política", "políticos",
      "ideología",
    ),
    ...w(1.5, "asamblea", "encuesta"),
    ...w(
      1,
      "presidente", "gobierno", "ministro", "ministra", "ministros", "alcalde", "alcaldesa", "gobernación",
      "alcaldía", "campaña", "renuncia", "decreto", "ley", "partido", "partidos", "posesión", "mandatario",
      "mandato", "reforma", "gobernador", "gobernadora", "izquierda",
    ),
  ],
  economia: [
    ...w(
      3,
      "=dólar", "=dolar", "=dólares", "=dolares", "tasa de cambio", "inflación", "ipc",
      "banco de la república", "banco central", "tasas de interés", "tasa de interés", "pib",
      "producto interno bruto", "desempleo", "salario mínimo", "reforma tributaria", "regla fiscal",
      "déficit fiscal", "iva", "dian", "impuesto", "impuestos", "recaudo", "=utilidades", "bolsa de valores",
      "exportaciones", "=importaciones", "ecopetrol", "=dane", "fenalco", "andi", "fedesarrollo", "superfinanciera",
      "pensional", "pensiones", "colpensiones", "fondos de pensiones", "cesantías", "regalías", "empréstito",
      "gasolina", "acpm", "banco mundial",
    ),
    ...w(
      2,
      "economía", "económico", "económica", "empresas", "empresa", "empresarios", "empresarial", "gremio",
      "gremios", "industria", "inversión", "inversiones", "inversionistas", "mercado", "precio", "precios",
      "tarifas", "ventas", "comercio", "comerciantes", "crédito", "créditos", "banco", "bancos", "bancaria",
      "financiero", "financiera", "finanzas", "deuda", "presupuesto", "hacienda", "minhacienda", "salario",
      "salarios", "empleo", "empleos", "trabajadores", "laboral", "petróleo", "crudo", "carbón", "café", "cafeteros",
      "arroz", "arroceros", "ganaderos", "agro", "exportadores", "aranceles", "negocio", "negocios", "aerolínea",
      "aerolíneas", "pobreza", "ingresos", "ganancias", "consumo", "costo de vida", "canasta familiar", "vivienda",
      "constructoras", "multinacional", "billones", "peajes",
    ),
    ...w(1.5, "compañía", "producción"),
    ...w(
      1,
      "millones de pesos", "=pesos", "turismo", "=vuelos", "emprendimiento", "hogares", "pérdidas", "recursos",
      "dinero", "=costos", "millonaria",
    ),
  ],
  judicial: [
    ...w(
      3,
      "fiscalía", "fiscal general", "imputa", "imputó", "imputación", "imputará", "imputar", "juez", "jueza",
      "jueces", "juzgado", "tribunal", "magistrado", "magistrada", "magistrados", "corte suprema",
      "corte constitucional", "consejo de estado", "jep", "jurisdicción especial para la paz", "sentencia",
      "condena", "condenado", "condenada", "condenan", "condenó", "absuelve", "absuelto", "tutela",
      "medida de aseguramiento", "detención domiciliaria", "casa por cárcel", "preacuerdo", "indagatoria",
      "procuraduría", "procurador", "procuradora", "contraloría", "contralor", "detrimento patrimonial", "peculado",
      "cohecho", "concusión", "prevaricato", "corrupción", "sobrecostos", "escrito de acusación",
      "vencimiento de términos", "extradición", "extraditado", "feminicidio", "=fallo",
    ),
    ...w(
      2,
      "fiscal", "acusación", "acusa", "acusado", "acusada", "=cargos", "demanda", "demandas", "prisión",
      "cárcel", "disciplinaria", "disciplinario", "sanción", "suspensión", "destitución", "destituye", "inhabilidad",
      "irregularidades", "contratos", "contrato", "contratación", "soborno", "abogado", "abogada", "delito",
      "delitos", "testigo", "testigos", "proceso judicial", "investigación penal", "falsos positivos", "anula",
      "nulidad", "inconstitucional", "exequible", "alto tribunal", "sala plena", "justicia", "judicial", "escándalo",
      "exalcalde", "exgobernador", "exfuncionarios", "exsenador", "audiencia", "juicio",
    ),
    ...w(1, "investigación", "proceso", "libertad", "defensa", "denuncia", "ley", "suspende"),
  ],
  seguridad: [
    ...w(
      3,
      "homicidio", "homicidios", "asesinato", "asesinatos", "asesinan", "asesinado", "asesinada", "asesinados",
      "asesinó", "masacre", "masacres", "sicario", "sicarios", "sicariato", "balacera", "=disparos", "atentado",
      "explosivos", "explosivo", "carro bomba", "hostigamiento", "combates", "enfrentamientos", "disidencias",
      "disidencia", "disidentes", "farc", "eln", "clan del golfo", "grupos armados", "grupo armado",
      "hombres armados", "armados", "guerrilla", "guerrilleros", "paramilitares", "autodefensas",
      "bandas criminales", "banda criminal", "delincuentes", "delincuencia", "hurto", "hurtos", "robo", "robos",
      "ladrones", "extorsión", "extorsiones", "secuestro", "secuestran", "secuestrado", "secuestrados", "captura",
      "capturan", "capturado", "capturados", "capturada", "cabecilla", "cabecillas", "=alias", "narcotráfico",
      "narcotraficante", "cocaína", "incautan", "incautación", "minas antipersonal", "desminado", "reclutamiento",
      "desplazamiento", "desplazadas", "desplazados", "confinamiento", "confinadas", "confinados", "paro armado",
      "líder social", "líderes sociales", "riña", "sijín", "gaula", "orden público", "esmad", "disturbios",
      "estación de policía", "ejército", "soldados", "uniformados", "mindefensa", "ministro de defensa",
      "fuerza pública", "neutraliza", "abatido",
    ),
    ...w(
      2,
      "policía", "policías", "policial", "patrullero", "militares", "militar", "armada", "=operativo",
      "=operativos", "ataque", "atacan", "ataques", "drones", "violencia", "violento", "crimen", "criminal",
      "criminales", "droga", "drogas", "coca", "cultivos ilícitos", "conflicto armado", "cese al fuego", "paz total",
      "protestas", "protesta", "manifestantes", "bloqueos", "bloquean", "desaparecido", "desaparecida",
      "medicina legal", "cuerpo sin vida", "arma", "armas", "inseguridad", "detenido", "detenidos", "pie de fuerza",
      "tropas", "escoltas", "explosión", "muerto", "muertos", "=heridos", "=herido",
    ),
    ...w(1.5, "=seguridad", "amenazas", "amenaza"),
    ...w(1, "conflicto", "=paro", "muerte", "cuerpo", "banda", "bandas", "víctima", "víctimas"),
  ],
  deportes: [
    ...w(
      3,
      "fútbol", "futbolista", "futbolistas", "gol", "goles", "golea", "goleada", "liga betplay", "=liga",
      "torneo", "campeonato", "campeón", "campeona", "=copa", "copa américa", "copa libertadores",
      "copa sudamericana", "sudamericana", "=libertadores", "eliminatorias", "selección colombia", "director técnico",
      "entrenador", "jugador", "jugadora", "jugadores", "delantero", "arquero", "defensor central", "hinchas",
      "hinchada", "penalti", "penaltis", "descenso", "cuartos de final", "octavos de final", "semifinal", "fichaje",
      "ciclismo", "ciclista", "ciclistas", "pedalista", "tour de francia", "vuelta a españa", "giro de italia",
      "vuelta a colombia", "etapa reina", "tenis", "tenista", "wta", "atp", "atletismo", "atleta", "atletas",
      "medalla", "medallas", "medallero", "juegos olímpicos", "olímpicos", "juegos nacionales",
      "juegos panamericanos", "boxeo", "boxeador", "patinaje", "natación", "baloncesto", "nba", "béisbol",
      "fórmula 1", "automovilismo", "premier league", "laliga", "champions league", "fifa", "dimayor", "conmebol",
      "mundial de clubes", "doblete", "triplete", "empate", "empata", "empataron", "remonta", "dt", "millonarios",
      "deportes",
    ),
    ...w(
      2,
      "clásico", "derrotó", "ascenso", "primera división", "deportista", "deportistas", "etapa", "podio",
      "deportivo", "clasificó", "marcador", "volante", "estadio",
    ),
    ...w(1.5, "mundial", "selección", "victoria", "derrota", "venció", "club"),
    ...w(
      1,
      "final", "carrera", "competencia", "título", "récord", "partido", "partidos", "equipo", "vence",
      "vencer", "técnico", "clasificación",
    ),
    // Single-word club names match exactly: "Millonarios" the club, not "millonaria" the adjective.
    ...SPORTS_CLUBS.map((club) => [club.includes(" ") ? club : `=${club}`, 3] as const),
  ],
  cultura: [
    ...w(
      3,
      "cultura", "cultural", "culturales", "festival", "orquesta", "sinfónica", "folclor", "folclórico",
      "folclórica", "bambuco", "vallenato", "vallenata", "cumbia", "danza", "teatro", "=libro", "=libros",
      "escritor", "escritora", "escritores", "poeta", "poesía", "literatura", "literario", "novela",
      "feria del libro", "filbo", "hay festival", "museo", "exposición", "arte", "artes", "pintor", "pintora",
      "pintura", "escultura", "escultor", "cine", "película", "películas", "cineasta", "cannes", "ficci", "carnaval",
      "artesanos", "artesanías", "expoartesanías", "mincultura", "ministerio de cultura", "biblioteca", "galería",
      "bienal", "silleteros", "carrozas", "marimba", "chirimía", "leyenda vallenata", "obra de teatro",
      "obras de teatro", "obra de arte", "obras de arte",
    ),
    ...w(
      2,
      "música", "músico", "músicos", "musical", "artista", "artistas", "=autora", "documental", "homenaje",
      "bicentenario", "lectura", "lectores", "gastronomía", "desfile", "inédita", "patrimonio",
    ),
    ...w(1.5, "fiestas", "tradición", "tradiciones", "reinado", "concierto", "conciertos"),
    ...w(1, "historia", "exhiben", "premio", "=autor"),
  ],
  entretenimiento: [
    ...w(
      3,
      "farándula", "famoso", "famosa", "famosos", "=celebridad", "=celebridades", "actriz", "actor", "actores",
      "=presentador", "=presentadora", "=presentadores", "televisión", "telenovela", "netflix", "streaming", "reality",
      "la casa de los famosos", "influenciador", "influenciadora", "influencer", "influencers", "youtuber",
      "reguetón", "reguetonero", "reguetoneros", "álbum", "canción", "canciones", "videoclip", "grammy",
      "latin grammy", "india catalina", "hollywood", "miss universo", "señorita colombia", "boletería", "taquilla",
      "fans", "fanáticos", "romance", "exnovio", "exnovia", "=serie", "=series", "estreno", "estrena", "protagoniza",
      "música urbana", "género urbano",
    ),
    ...w(
      2,
      "cantante", "cantantes", "concierto", "show", "redes sociales", "embarazo", "premios", "rcn",
      "caracol televisión", "novela", "boda", "novio", "novia",
    ),
    ...w(1, "pareja", "relación", "escenario", "ganadores", "=gira", "sencillo"),
  ],
  tecnologia: [
    ...w(
      3,
      "tecnología", "tecnológico", "tecnológica", "tecnológicas", "inteligencia artificial", "chatgpt",
      "openai", "whatsapp", "instagram", "facebook", "tiktok", "=app", "=apps", "=aplicación", "=aplicaciones",
      "internet", "=celular", "=celulares", "smartphone", "iphone", "android", "ios", "apple", "google", "microsoft",
      "samsung", "software", "hardware", "ciberataque", "ciberataques", "ciberseguridad", "hackers", "hacker",
      "ransomware", "datos personales", "centro de datos", "5g", "mintic", "=conectividad", "fibra óptica",
      "starlink", "startups", "startup", "algoritmo", "algoritmos", "robot", "robots", "videojuegos", "dispositivo",
      "dispositivos", "computador", "computadores", "contraseña", "verificación en dos pasos", "semiconductores",
      "chip", "plataforma digital", "ruta n", "=ia",
    ),
    ...w(
      2,
      "redes sociales", "satelital", "innovación", "telefonía", "=operadores", "tigo", "wom", "tecnología 5g",
      "carros eléctricos", "tesla", "=amazon", "digital", "digitales", "espectro",
    ),
    ...w(1, "usuarios", "plataforma", "plataformas", "nube"),
  ],
  ciencia: [
    ...w(
      3,
      "ciencia", "ciencias", "científico", "científicos", "científica", "científicas", "=investigadores",
      "=investigadoras", "nueva especie", "nasa", "espacial", "astronauta", "astrónomos", "astronomía", "telescopio",
      "planeta", "=marte", "saturno", "júpiter", "galaxia", "agujero negro", "eclipse", "cometa", "asteroide",
      "satélite", "nanosatélite", "cohete", "paleontólogos", "fósil", "fósiles", "dinosaurio", "genoma", "adn",
      "genética", "genes", "laboratorio", "experimento", "revista nature", "=nature", "science", "minciencias",
      "física", "química", "biólogos", "biología", "arqueólogos", "arqueología", "arqueológico", "hallazgo",
      "descubren", "descubrimiento", "bioplástico", "microorganismos", "bacteria", "universo", "estudio científico",
    ),
    ...w(
      2,
      "especie", "especies", "=estudio", "descubierto", "hallan", "=luna", "espacio",
      "innovación", "=doctorados", "becas", "tecnología",
    ),
  ],
  salud: [
    ...w(
      3,
      "salud", "eps", "nueva eps", "hospital", "hospitales", "clínica", "clínicas", "médico", "médicos",
      "médica", "pacientes", "paciente", "enfermedad", "enfermedades", "dengue", "malaria", "paludismo", "sarampión",
      "vacuna", "vacunas", "vacunación", "vacunar", "viruela símica", "covid", "pandemia", "epidemia", "brote",
      "contagios", "minsalud", "ministerio de salud", "supersalud", "superintendencia de salud", "invima",
      "medicamento", "medicamentos", "urgencias", "cirugía", "cirugías", "cáncer", "diabetes", "desnutrición",
      "salud mental", "afiliados", "afiliarse", "régimen subsidiado", "ambulancia", "ambulancias", "enfermera",
      "enfermeras", "enfermeros", "odontólogos", "instituto nacional de salud", "epidemiológica", "influenza",
      "gripe", "vih", "trasplante", "síntomas", "obesidad", "polio", "registro sanitario", "brigada de salud",
      "emergencia sanitaria",
    ),
    ...w(
      2,
      "mortalidad", "nutrición", "dieta", "embarazo", "fiebre", "terapia", "sanitario", "tratamiento", "virus",
      "sanitaria",
    ),
    ...w(1, "muertes", "bienestar"),
  ],
  educacion: [
    ...w(
      3,
      "educación", "educativo", "educativa", "educativas", "colegio", "colegios", "=estudiantes",
      "=estudiante", "alumnos", "docentes", "docente", "profesores", "profesor", "rector", "rectora", "rectoría",
      "universitarios", "universitario", "universitaria", "matrícula", "matrícula cero", "icfes", "pruebas saber",
      "saber 11", "escolar", "escolares", "año escolar", "alimentación escolar", "admisión", "icetex",
      "mineducación", "ministerio de educación", "fecode", "=sena", "pregrado", "posgrados", "posgrado", "maestrías",
      "licenciatura", "licenciaturas", "bachilleres", "bachillerato", "deserción escolar", "aulas",
      "reforma educativa", "bilingües", "bilingüismo", "planteles", "paro de maestros", "pedagógico",
    ),
    ...w(
      2,
      "escuela", "escuelas", "becas", "jardín infantil", "primera infancia", "estudiantil", "estudiantiles",
      "aprendizaje", "inscripciones", "clases", "=universidad", "=universidades",
    ),
    ...w(1.5, "cupos", "maestros", "maestro"),
    ...w(1, "semestre"),
  ],
  "medio-ambiente": [
    ...w(
      3,
      "medio ambiente", "ambiental", "ambientales", "ambientalistas", "deforestación", "bosque", "bosques",
      "biodiversidad", "fauna", "=flora", "cambio climático", "climático", "climática", "calentamiento global",
      "emisiones", "contaminación", "calidad del aire", "sequía", "lluvias", "ola invernal", "temporada de lluvias",
      "temporada seca", "inundaciones", "inundación", "desbordamiento", "=creciente", "=crecida", "deslizamiento",
      "deslizamientos", "derrumbe", "derrumbes", "avalancha", "damnificados", "calamidad pública",
      "gestión del riesgo", "ideam", "fenómeno de el niño", "fenómeno de la niña", "incendio forestal",
      "incendios forestales", "sismo", "temblor", "terremoto", "servicio geológico", "volcán", "erupción", "tsunami",
      "mar de leva", "huracán", "tormenta tropical", "racionamiento de agua", "=racionamiento", "embalses",
      "reciclaje", "residuos", "relleno sanitario", "páramo", "=páramos", "humedal", "humedales",
      "parques nacionales", "parque natural", "reserva natural", "minería ilegal", "mercurio", "fracking",
      "energías renovables", "transición energética", "ecosistema", "ecosistemas", "manglar", "manglares", "corales",
      "glaciar", "cop16", "granizada", "vendaval", "ola de calor", "especies amenazadas", "recuperación ambiental",
    ),
    ...w(
      2,
      "agua", "agua potable", "caudal", "clima", "lluvia", "invierno", "especies", "animales", "ballenas",
      "jaguar", "tortugas", "árboles", "plástico", "basuras", "aire", "calor", "temperaturas", "naturaleza",
      "=sostenible", "sostenibilidad", "alerta roja", "hectáreas", "selva", "amazonía",
    ),
    ...w(1.5, "río", "ríos", "incendio", "incendios"),
    ...w(1, "emergencia", "cultivos", "playas", "mar"),
  ],
  internacional: [
    ...w(
      3,
      "internacional", "estados unidos", "ee uu", "eeuu", "washington", "casa blanca", "venezolano",
      "venezolanos", "venezolana", "rusia", "ruso", "rusa", "ucrania", "gaza", "corea del norte", "azerbaiyán",
      "kiev", "moscú", "caracas", "=quito", "buenos aires", "unión europea", "onu", "naciones unidas", "otan", "oea",
      "vaticano", "pontífice", "embajada", "embajador", "embajadora", "cancillería", "canciller", "consulado",
      "cónsul", "relaciones diplomáticas", "diplomático", "diplomática", "=deportados", "deportación", "misiles",
      "bombardeo", "bombardeos", "invasión", "chavismo", "hamás", "kremlin", "éxodo", "europa", "cáucaso",
      "reelección indefinida", "asamblea legislativa", "el salvador",
    ),
    ...w(
      2,
      "guerra", "migración", "extranjero", "extranjeros", "régimen", "dictadura", "aranceles", "sanciones",
      "elecciones en", "alto el fuego", "papa francisco", "migrantes", "estado de excepción", "venezuela", "ecuador",
      "perú", "brasil", "argentina", "chile", "méxico", "bolivia", "nicaragua", "honduras", "guatemala", "cuba",
      "haití", "panamá", "españa", "francia", "italia", "alemania", "reino unido", "china", "japón", "israel",
      "palestina", "irán", "siria", "líbano", "turquía",
    ),
    ...w(1, "frontera", "español", "española", "cumbre", "mundo"),
  ],
  opinion: [
    ...w(
      3,
      "opinión", "columna", "columnas", "columnista", "columnistas", "editorial", "carta abierta",       "punto de vista", "análisis",
    ),
  ],
  general: [
    ...w(
      3,
      "pico y placa", "lotería", "loterías", "baloto", "revancha", "chance", "sorteo", "horóscopo", "signos",
      "festivos", "festivo", "puente festivo", "operación retorno", "cierres viales", "desvíos", "trancones",
      "fotomultas", "comparendos", "soat", "licencia de conducción", "pasaporte", "pasaportes", "receta", "recetas",
      "mascotas", "=soñar", "cortes de energía", "servicio de energía", "servicios públicos", "semana santa",
      "navidad", "halloween", "día de la madre",
    ),
    ...w(
      2,
      "movilidad", "tránsito", "vías", "cierres", "transporte público", "trámite", "trámites", "cédula",
      "pronóstico", "perro", "perros", "gato", "gatos", "vacaciones", "viajeros", "turismo", "turistas", "horario",
      "números ganadores", "premio mayor", "peaje", "=significado", "sueños", "acueducto",
    ),
    ...w(1.5, "calendario", "conductores"),
    ...w(1, "energía", "resultados", "metro", "transmilenio"),
  ],
};

/** How the keyword model weighs the fields and how sure it must be to answer. */
export const KEYWORD_MODEL = {
  /** A title word says more about the article than a summary word. */
  titleWeight: 2,
  summaryWeight: 1,
  /** The best category needs at least this score (e.g. one typical term in the title, or two in the summary)… */
  minScore: 3,
  /** …and this lead over the runner-up, or the article is left in the catch-all. */
  minMargin: 1.5,
  /** A section's alternative must beat the section's own category by this much to replace it. */
  alternativeMargin: 2,
} as const;
