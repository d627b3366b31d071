import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../data/categories.js";
import type { ClassifyInput } from "../types.js";
import { classifyCategory, itemCategoriesRule, keywordCategory, keywordEvidence, sectionRule, urlSectionRule } from "./category.js";
import { KEYWORDS, SECTION_NAMES } from "../../data/category-rules.js";
import { storyFeatures } from "../cluster/features.js";
import { classifyArticle } from "./index.js";
import { stem } from "../../text/spanish.js";
import { sectionSegments } from "./url.js";

const SLUGS = CATEGORIES.map((c) => c.slug);

function input(overrides: Partial<ClassifyInput> = {}): ClassifyInput {
  return {
    title: "",
    summary: "",
    url: "https://noticias.example.com/2024/05/01/articulo-de-prueba-numero-uno/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: null },
    ...overrides,
  };
}

describe("tables", () => {
  it("gives vocabulary to every category of the taxonomy and to no other", () => {
    expect(Object.keys(KEYWORDS).sort()).toEqual([...SLUGS].sort());
  });

  it("maps section names only to taxonomy categories", () => {
    for (const [name, rule] of SECTION_NAMES) {
      expect(SLUGS, name).toContain(rule.category);
      for (const alternative of rule.alternatives ?? []) expect(SLUGS, name).toContain(alternative);
    }
  });

  it("keeps weights positive and terms non-empty", () => {
    for (const [category, terms] of Object.entries(KEYWORDS)) {
      for (const [term, weight] of terms) {
        expect(term.replace(/^=/u, "").trim().length, category).toBeGreaterThan(0);
        expect(weight, `${category}: ${term}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("1. feed category", () => {
  it("wins when it is a known category", () => {
    const decision = classifyCategory(
      input({ feedCategory: "economia", title: "Gol de James en el clásico", url: "https://x.co/deportes/gol-de-james-en-el-clasico-1" }),
    );
    expect(decision).toEqual({ category: "economia", rule: "feed" });
  });

  it("is ignored when it is not a category slug", () => {
    expect(classifyCategory(input({ feedCategory: "noticias", title: "Gol de James en el clásico de la Liga" })).rule).toBe("keywords");
  });
});

describe("2. URL section", () => {
  it.each([
    ["https://www.eltiempo.com/politica/congreso/senado-aprueba-la-reforma-laboral-3351234", "politica"],
    ["https://www.eltiempo.com/justicia/cortes/corte-suprema-condena-a-exsenador-3356789", "judicial"],
    ["https://www.elespectador.com/judicial/corte-constitucional-tumba-articulo-del-plan/", "judicial"],
    ["https://www.eltiempo.com/justicia/conflicto-y-narcotrafico/ataque-en-el-cauca-33456", "seguridad"],
    ["https://www.elheraldo.co/deportes/futbol-colombiano/junior-gana-el-clasico-costeno/", "deportes"],
    ["https://www.eltiempo.com/deportes/ciclismo/nairo-anuncia-su-retiro-3367890", "deportes"],
    ["https://www.eltiempo.com/cultura/gente/shakira-confirma-concierto-en-bogota-3389012", "entretenimiento"],
    ["https://www.elespectador.com/entretenimiento/cine/pelicula-gana-premio-en-cannes/", "cultura"],
    ["https://www.eltiempo.com/vida/ciencia/la-nasa-confirma-hallazgo-de-agua-3300123", "ciencia"],
    ["https://www.eltiempo.com/tecnosfera/apps/whatsapp-dejara-de-funcionar-3391234", "tecnologia"],
    ["https://www.elespectador.com/mundo/america/elecciones-en-venezuela-resultados/", "internacional"],
    ["https://www.elcolombiano.com/internacional/papa-pide-alto-el-fuego-IJ24123456", "internacional"],
    ["https://www.eltiempo.com/opinion/columnistas/maria-jimena-duzan/la-paz-en-su-laberinto-3345000", "opinion"],
    ["https://www.semana.com/economia/macroeconomia/articulo/desempleo-bajo-en-septiembre/202410/", "economia"],
    ["https://www.portafolio.co/economia/finanzas-personales/como-ahorrar-para-la-prima-613456", "economia"],
    ["https://www.larepublica.co/globoeconomia/la-fed-recorta-las-tasas-3912345", "economia"],
    ["https://www.semana.com/sostenible/medio-ambiente/articulo/deforestacion-cae-36-por-ciento/202428/", "medio-ambiente"],
    ["https://www.elespectador.com/ambiente/parque-tayrona-cerrara-un-mes/", "medio-ambiente"],
    ["https://www.elespectador.com/salud/asi-puede-afiliarse-a-una-eps/", "salud"],
    ["https://www.eltiempo.com/vida/educacion/universidad-nacional-elige-rector-3312999", "educacion"],
    ["https://cambiocolombia.com/poder/el-cne-abre-investigacion-a-la-campana", "politica"],
    ["https://www.eluniversal.com.co/sucesos/sicarios-asesinan-a-un-hombre-CD12345", "seguridad"],
    ["https://www.example.com/sports/football/colombia-beats-argentina-in-barranquilla", "deportes"],
    ["https://www.example.com/world/europe/floods-in-valencia-kill-two-hundred", "internacional"],
    ["https://www.example.com/Pol%C3%ADtica/una-noticia-con-tildes-en-la-ruta/", "politica"],
  ])("%s → %s", (url, expected) => {
    expect(classifyCategory(input({ url, title: "Una noticia", summary: "" }))).toEqual({ category: expected, rule: "url" });
  });

  it.each([
    "https://www.elcolombiano.com/antioquia/masacre-en-caucasia-tres-jovenes-MN24123456",
    "https://www.eltiempo.com/colombia/medellin/una-noticia-de-la-ciudad-3311111",
    "https://www.eltiempo.com/bogota/racionamiento-de-agua-en-la-ciudad-3320000",
    "https://www.elheraldo.co/barranquilla/2024/01/10/concejo-elige-personero/",
    "https://www.laopinion.co/region/combates-en-el-catatumbo-dejan-muertos",
    "https://caracol.com.co/2024/05/13/pico-y-placa-en-bogota-para-este-lunes/",
    "https://www.lasillavacia.com/silla-nacional/los-liberales-se-dividen/",
  ])("regional, dated and generic paths name no category: %s", (url) => {
    expect(urlSectionRule(url)).toBeNull();
  });

  it("reads only the segments before the article slug, and skips dates and ids", () => {
    expect(sectionSegments("https://www.semana.com/politica/articulo/la-economia-y-la-politica-del-pais/202534/")).toEqual(["politica"]);
    expect(sectionSegments("https://www.example.com/2024/05/13/deportes/")).toEqual([]);
    expect(urlSectionRule("https://example.com/politica-de-datos-y-economia-del-pais-12345")).toBeNull();
    expect(sectionSegments("no es una url")).toEqual([]);
  });

  // A section whose name is one field's may carry a neighbouring field's news: each case gives the
  // section's URL, the headline and lead, and the category the text decides.
  const SECTION_NEIGHBOURS: { about: string; cases: [url: string, title: string, summary: string, category: string][] }[] = [
    {
      about: "a 'Judicial' section hold crime news when the text is clearly about crime",
      cases: [
        [
          "https://www.elheraldo.co/judicial/2024/05/02/asesinan-a-comerciante/",
          "Sicarios asesinan a comerciante en el barrio Rebolo",
          "Dos hombres en moto le dispararon; la Policía busca a los responsables.",
          "seguridad",
        ],
        [
          "https://www.elheraldo.co/judicial/2024/05/02/juez-condena-a-exalcalde/",
          "Juez condena a exalcalde por peculado",
          "La Fiscalía probó el detrimento patrimonial.",
          "judicial",
        ],
      ],
    },
    {
      about: "a politics section hold the Government's tax bills, which are the economy's",
      cases: [
        [
          "https://www.elheraldo.co/politica/gobierno-radica-nueva-reforma-tributaria",
          "Gobierno radica una nueva reforma tributaria en el Congreso",
          "Hacienda espera recaudar 12 billones con impuestos a los dividendos.",
          "economia",
        ],
        [
          "https://www.elheraldo.co/politica/senado-aprueba-reforma-tributaria",
          "Senado aprueba la reforma tributaria en último debate",
          "La plenaria votó el articulado con 60 votos a favor.",
          "politica",
        ],
      ],
    },
    {
      about: "a peace section hold the talks, which are politics, and the conflict, which is security",
      cases: [
        [
          "https://www.elespectador.com/colombia-20/paz-y-memoria/gobierno-y-eln-retoman-dialogos/",
          "Gobierno y ELN retoman diálogos en La Habana",
          "Las delegaciones discutirán el cese al fuego y la participación de la sociedad civil.",
          "politica",
        ],
        [
          "https://www.elespectador.com/colombia-20/paz-y-memoria/eln-ataca-estacion-de-policia/",
          "ELN ataca una estación de Policía en Arauca",
          "Dos patrulleros resultaron heridos en el hostigamiento.",
          "seguridad",
        ],
      ],
    },
  ];

  for (const { about, cases } of SECTION_NEIGHBOURS) {
    it(`lets ${about}`, () => {
      for (const [url, title, summary, category] of cases) {
        expect(classifyCategory(input({ url, title, summary })), title).toEqual({ category, rule: "url" });
      }
    });
  }
});

describe("3. item categories", () => {
  it.each([
    ["Fútbol colombiano", "deportes"],
    ["FÚTBOL INTERNACIONAL", "deportes"],
    ["Justicia", "judicial"],
    ["Mundo", "internacional"],
    ["Columnistas", "opinion"],
    ["Orden público", "seguridad"],
    ["Medio Ambiente", "medio-ambiente"],
    ["Tecnología", "tecnologia"],
    ["Elecciones 2026", "politica"],
    ["Farándula", "entretenimiento"],
    ["Deporte", "deportes"],
  ])("%s → %s", (tag, expected) => {
    expect(sectionRule(tag)?.category).toBe(expected);
  });

  it("ignores tags that map to nothing: places and people", () => {
    expect(itemCategoriesRule(["Medellín", "Gustavo Petro", "Colombia", "Nación"])).toBeNull();
    expect(itemCategoriesRule(["Medellín", "Gustavo Petro", "Justicia"])?.category).toBe("judicial");
  });

  it("follows the majority of the mapped tags, the first one on a tie", () => {
    expect(itemCategoriesRule(["Economía", "Deportes", "Fútbol"])?.category).toBe("deportes");
    expect(itemCategoriesRule(["Economía", "Deportes"])?.category).toBe("economia");
  });

  it("comes after the URL section and before the keywords", () => {
    const tagged = input({ itemCategories: ["Salud"], title: "Lo que se sabe del clásico del domingo" });
    expect(classifyCategory(tagged)).toEqual({ category: "salud", rule: "item-category" });
    const withSection = { ...tagged, url: "https://x.co/deportes/lo-que-se-sabe-del-clasico-123" };
    expect(classifyCategory(withSection)).toEqual({ category: "deportes", rule: "url" });
  });
});

describe("4. keyword model", () => {
  it("reads opinion as a genre: a title naming it or a lead opening with it decides", () => {
    expect(keywordCategory("Carta abierta al ministro de Hacienda", "Los recortes al presupuesto de las regiones.")).toBe("opinion");
    expect(keywordCategory("Medellín merece un metro a tiempo", "Editorial: los retrasos ponen en riesgo la obra.")).toBe("opinion");
    expect(keywordCategory("Ministro de Hacienda presenta el presupuesto", "Los recortes llegan a las regiones.")).toBe("economia");
  });

  it.each([
    ["Plenaria del Senado aprueba en segundo debate la reforma electoral", "", "politica"],
    ["Banco de la República sube las tasas de interés", "La inflación sigue por encima de la meta.", "economia"],
    ["Fiscalía imputa cargos al exgobernador por peculado", "", "judicial"],
    ["Capturan a cabecilla de las disidencias en zona rural", "El Ejército y la Policía hicieron el operativo.", "seguridad"],
    ["Selección Colombia golea y clasifica al Mundial", "Doblete del delantero en el estadio.", "deportes"],
    ["Feria del Libro: escritores y poetas llenan los pabellones", "", "cultura"],
    ["La actriz de la telenovela confirma su boda", "", "entretenimiento"],
    ["Hackers roban datos personales con una falsa aplicación de WhatsApp", "", "tecnologia"],
    ["Telescopio detecta un planeta fuera del sistema solar", "Los astrónomos publicaron el hallazgo.", "ciencia"],
    ["EPS no entregan medicamentos a pacientes con cáncer", "", "salud"],
    ["Icfes publica los resultados de las pruebas Saber 11", "Los colegios oficiales mejoraron.", "educacion"],
    ["Deforestación y sequía amenazan los páramos", "", "medio-ambiente"],
    ["Rusia lanza misiles contra Ucrania", "La OTAN condenó el ataque.", "internacional"],
    ["Horóscopo: predicciones para todos los signos", "", "general"],
  ])("%s → %s", (title, summary, expected) => {
    expect(classifyCategory(input({ title, summary }))).toEqual({ category: expected, rule: "keywords" });
  });

  it("uses the Snowball Spanish stemmer, accents restored on -ción", () => {
    expect([stem("vacunaciones"), stem("vacunacion"), stem("capturados"), stem("capturan")]).toEqual([
      "vacun",
      "vacun",
      "captur",
      "captur",
    ]);
  });

  it("stems words so plurals and verb forms count", () => {
    expect(keywordCategory("Capturados tres sicarios", "")).toBe("seguridad");
    expect(keywordCategory("Nuevas vacunas contra el dengue", "")).toBe("salud");
    expect(keywordCategory("Las exportaciones y la exportación de café", "")).toBe("economia");
  });

  it("reads a phrase as a whole, not as its words", () => {
    const hits = keywordEvidence("Banco de la República", "");
    expect(hits.map((h) => h.words)).toEqual(["banco de la republica"]);
  });

  it("folds accents and case", () => {
    expect(keywordCategory("FISCALIA IMPUTA CARGOS A EXALCALDE", "")).toBe("judicial");
    expect(keywordCategory("fiscalía imputa cargos a exalcalde", "")).toBe("judicial");
  });

  it("keeps exact-word terms apart from words sharing their stem", () => {
    expect(keywordEvidence("El SENA abre cursos", "").map((h) => h.category)).toEqual(["educacion"]);
    expect(keywordEvidence("Debate en el Senado", "").map((h) => h.category)).toContain("politica");
    expect(keywordEvidence("Fiscalía investiga a un concejal", "").some((h) => h.category === "ciencia")).toBe(false);
    expect(keywordEvidence("Es importante votar", "").some((h) => h.category === "economia")).toBe(false);
  });

  it("counts words sharing a stem once", () => {
    const hits = keywordEvidence("Acusado, acusada y acusan", "");
    expect(hits.filter((h) => h.category === "judicial")).toHaveLength(1);
  });

  it("weighs the title above the summary", () => {
    const inTitle = keywordEvidence("Inflación", "").find((h) => h.category === "economia")?.weight ?? 0;
    const inSummary = keywordEvidence("", "Inflación").find((h) => h.category === "economia")?.weight ?? 0;
    expect(inTitle).toBeGreaterThan(inSummary);
  });

  it("does not treat a person as a category", () => {
    expect(classifyCategory(input({ title: "Petro habló con Uribe" }))).toEqual({ category: "general", rule: "fallback" });
  });

  it("falls back to the catch-all below the minimum score or without a clear lead", () => {
    expect(classifyCategory(input({ title: "Lo que pasó este martes" }))).toEqual({ category: "general", rule: "fallback" });
    // One politics term and one economy term of the same weight: no clear winner.
    expect(keywordCategory("El Senado y la inflación", "")).toBeNull();
  });
});

describe("classifyArticle", () => {
  it("answers a taxonomy category and department slugs", () => {
    const result = classifyArticle(
      input({
        title: "Sicarios asesinan a comerciante en Soledad",
        summary: "La Policía Metropolitana de Barranquilla busca a los responsables.",
      }),
    );
    expect(result).toMatchObject({ category: "seguridad", departments: ["atlantico"] });
  });

  it("hands over the story features of the same text, read with its own reading of it", () => {
    const title = "Sicarios asesinan a comerciante en Soledad";
    const summary = "La Policía Metropolitana de Barranquilla busca a los responsables.";
    const { story } = classifyArticle(input({ title, summary }));
    expect(story).toMatchObject({ title, summary });
    expect(story?.features).toEqual(storyFeatures({ title, summary }));
    expect(story?.features.places).toEqual(["atlantico"]);
  });

  it("never throws and always answers a known category", () => {
    const weird = [
      { title: null, summary: null, url: null, feedCategory: 3, itemCategories: "x", newspaper: null },
      { title: "x".repeat(100_000), summary: "🙂".repeat(1000), url: "http://[::1", feedCategory: null, itemCategories: [null, 4] },
      {},
    ] as unknown as ClassifyInput[];
    for (const article of weird) {
      const result = classifyArticle(article);
      expect(SLUGS).toContain(result.category);
      expect(Array.isArray(result.departments)).toBe(true);
    }
  });
});

describe("words of place names and colliding stems", () => {
  const categories = (title: string, summary = "") => keywordEvidence(title, summary).map((hit) => `${hit.words}:${hit.category}`);

  it("reads no topic in a Colombian place's own name", () => {
    expect(categories("Buenavista y Planeta Rica celebran sus fiestas")).not.toContain("planeta:ciencia");
    expect(categories("Murió un pescador en la ciénaga de Ayapel")).toContain("cienaga:medio-ambiente");
    expect(categories("Ciénaga de Oro celebra su cumpleaños")).not.toContain("cienaga:medio-ambiente");
  });

  it("keeps a phrase that takes a place in (an event named after it)", () => {
    expect(categories("Nairo correrá la Vuelta a Colombia")).toContain("vuelta a colombia:deportes");
  });

  it("matches words whose stem collides with a common word only as written", () => {
    expect(categories("EPM puso en operación dos turbinas")).not.toContain("operacion:cultura");
    expect(categories("Linda Caicedo, nominada al Balón de Oro")).not.toContain("nominada:economia");
    expect(categories("El partido terminó sin goles")).not.toContain("partido:salud");
    expect(categories("Pérdidas millonarias por el contrabando")).not.toContain("millonarias:deportes");
  });
});

describe("a tie between title and lead", () => {
  it("goes to the category the headline leans to", () => {
    // Seguridad 1.5 × 2 (amenazas) against politica 1 × 2 (alcalde) + 1 (gobierno): a tie, the title leans to seguridad.
    expect(keywordCategory("Alcalde denuncia amenazas", "Dijo que el gobierno lo dejó solo.")).toBe("seguridad");
  });

  it("stays undecided when the headline does not lean", () => {
    expect(keywordCategory("Balance de la semana", "Subió el dólar y hubo un sismo.")).toBeNull();
  });
});

describe("a politics section's court cases", () => {
  const url = "https://www.elespectador.com/politica/una-noticia-de-la-seccion/";

  it("lets the text pick justice when its court words clearly beat the politics words", () => {
    expect(classifyCategory(input({ url, title: "Corte Suprema llama a indagatoria a un senador" })).category).toBe("judicial");
  });

  it("keeps politics for a former official's appointment or a politics story with one court word", () => {
    expect(classifyCategory(input({ url, title: "Exalcalde de Cali será el nuevo embajador en México" })).category).toBe("politica");
    expect(classifyCategory(input({ url, title: "Senado aprueba la reforma pese a la demanda anunciada" })).category).toBe("politica");
  });
});

describe("a business section's health and technology news", () => {
  const url = "https://www.larepublica.co/economia/una-noticia-de-la-seccion/";

  it("lets clear health or technology words pick their section", () => {
    expect(classifyCategory(input({ url, title: "EPS deben 3 billones a clínicas y hospitales" })).category).toBe("salud");
  });

  it("keeps economy when the economy words hold", () => {
    expect(classifyCategory(input({ url, title: "Acciones de Ecopetrol suben por el precio del petróleo" })).category).toBe("economia");
  });
});

describe("stems shared with unrelated words", () => {
  const categories = (title: string) => keywordEvidence(title, "").map((hit) => `${hit.words}:${hit.category}`);

  it("does not read them as the section's words", () => {
    expect(categories("Estados Unidos deportará a 300 colombianos")).not.toContain("deportara:deportes");
    expect(categories("Colombia enfrentará a Brasil en Barranquilla")).not.toContain("enfrentara:seguridad");
    expect(categories("La universidad abre 300 cupos")).not.toContain("universidad:ciencia");
    expect(categories("Gran parte de los usuarios se quejan")).not.toContain("parte:politica");
    expect(categories("La bancada liberal votará en contra")).not.toContain("bancada:economia");
  });
});
