import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../types.js";
import { classifyDepartments, detectDepartments, findPlaceMentions, MAX_DEPARTMENTS, urlRegionDepartments } from "./departments.js";

interface Options {
  category?: string;
  home?: string | null;
  url?: string;
}

function input(title: string, summary = "", options: Options = {}): ClassifyInput {
  return {
    title,
    summary,
    url: options.url ?? "https://noticias.example.com/2024/05/01/articulo-de-prueba-numero-uno/",
    feedCategory: null,
    itemCategories: [],
    newspaper: { slug: "prueba", homeDepartment: options.home ?? null },
  };
}

/** The departments of a national paper's article (no home department), sorted for comparison. */
function tags(title: string, summary = "", options: Options = {}): string[] {
  return [...detectDepartments(input(title, summary, options), options.category ?? "general")].sort();
}

describe("matching", () => {
  it.each([
    ["Lluvias en Medellín", ["antioquia"]],
    ["LLUVIAS EN MEDELLÍN", ["antioquia"]],
    ["lluvias en medellin y bogota", ["antioquia", "bogota"]],
    ["Trancón en Bogotá D.C. por obras", ["bogota"]],
    ["Asesinan a dos personas en Santander de Quilichao", ["cauca"]],
    ["Emergencia en Norte de Santander por lluvias", ["norte-de-santander"]],
    ["Brote de malaria en San José del Guaviare", ["guaviare"]],
    ["Ataque a la Policía en Cartagena del Chairá", ["caqueta"]],
    ["Turistas llegan a Puerto Nariño", ["amazonas"]],
    ["Festival en San Juan del Cesar", ["la-guajira"]],
    ["Feria en San Andrés de Sotavento", ["cordoba"]],
    ["La Gobernación del Valle del Cauca anuncia obras", ["valle-del-cauca"]],
    ["Protestas en Soacha y Zipaquirá", ["cundinamarca"]],
    ["Paro camionero en Urabá", ["antioquia"]],
    ["Combates en el Catatumbo", ["norte-de-santander"]],
    ["Cierran el Parque Tayrona", ["magdalena"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("orders departments by mentions, then first position, and keeps at most four", () => {
    const result = detectDepartments(
      input("Cali, Pasto, Neiva, Tunja y Yopal en alerta; Yopal la más afectada", "Yopal declara calamidad."),
      "general",
    );
    expect(result).toEqual(["casanare", "valle-del-cauca", "narino", "huila"]);
    expect(result).toHaveLength(MAX_DEPARTMENTS);
  });

  it("never throws, whatever the input", () => {
    const broken = { title: null, summary: undefined, url: "::", itemCategories: null, newspaper: null } as unknown as ClassifyInput;
    expect(detectDepartments(broken, "general")).toEqual([]);
    expect(detectDepartments(input("", ""), "general")).toEqual([]);
  });
});

describe("Bolívar", () => {
  it.each([
    ["Homenaje a Simón Bolívar en el bicentenario", []],
    ["Miles de personas marchan hacia la Plaza de Bolívar", []],
    ["El bolívar se devalúa frente al dólar", []],
    ["Maduro visita el estado Bolívar", []],
    ["Universidad Simón Bolívar abre inscripciones", []],
    ["Deslizamiento en Ciudad Bolívar deja diez familias evacuadas", ["bogota"]],
    ["Gobernación de Bolívar anuncia inversión en vías", ["bolivar"]],
    ["Combates en el sur de Bolívar", ["bolivar"]],
    ["Masacre en Bolívar: cuatro muertos", ["bolivar"]],
    ["Bolívar: inundaciones afectan cultivos", ["bolivar"]],
    ["Turismo crece en Bolívar", ["bolivar"]],
    ["Vacunación en Cartagena y el resto de Bolívar", ["bolivar"]],
    ["Inundaciones en Bolívar, Cauca", ["cauca"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("is not the department in international news about Venezuela", () => {
    expect(tags("Protestas en Bolívar por la crisis", "En Venezuela, los mineros bloquean vías.", { category: "internacional" })).toEqual([]);
  });
});

describe("Córdoba", () => {
  it.each([
    ["Colombianos en Córdoba, Argentina, denuncian estafa", []],
    ["La Universidad de Córdoba, en Andalucía, abre convocatoria", []],
    ["Córdoba, Quindío, celebra sus fiestas", ["quindio"]],
    ["Paro armado en el sur de Córdoba", ["cordoba"]],
    ["Lluvias en Córdoba dejan 500 damnificados", ["cordoba"]],
    ["Inundaciones en Montería y Lorica", ["cordoba"]],
    ["Homenaje a Piedad Córdoba en el Congreso", []],
    ["Jaguares de Córdoba vence al Junior", []],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("needs company in international news", () => {
    expect(tags("Incendios en Córdoba", "", { category: "internacional" })).toEqual([]);
  });
});

describe("Madrid", () => {
  it.each([
    ["Colombianos en Madrid protestan frente al consulado", []],
    ["Real Madrid golea al Barcelona", []],
    ["Atlético de Madrid ficha a delantero colombiano", []],
    ["Inundaciones en Madrid, Cundinamarca", ["cundinamarca"]],
    ["Cultivos de flores en Madrid y Funza", ["cundinamarca"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("counts for the home department of a Cundinamarca paper", () => {
    expect(tags("Alcaldía de Madrid anuncia cierre de vías", "", { home: "cundinamarca" })).toEqual(["cundinamarca"]);
  });
});

describe("Santander", () => {
  it.each([
    ["Banco Santander cierra oficinas en Colombia", []],
    ["Universidad Francisco de Paula Santander abre inscripciones", []],
    ["Cadetes de la Escuela General Santander se gradúan", []],
    ["Juan Santander, nuevo técnico del equipo", []],
    ["Santander de Quilichao celebra sus fiestas", ["cauca"]],
    ["Gobernación de Norte de Santander declara emergencia", ["norte-de-santander"]],
    ["Lluvias en Santander dejan 1.500 damnificados", ["santander"]],
    ["Santander: lluvias dejan 1.500 damnificados", ["santander"]],
    ["Asamblea de Santander aprueba empréstito", ["santander"]],
    ["Obras en Bucaramanga y Floridablanca", ["santander"]],
    ["Sucre, Santander, estrena parque", ["santander"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Sucre", () => {
  it.each([
    ["Bicentenario: homenaje a Antonio José de Sucre", []],
    ["Protestas en Sucre, Bolivia, por los combustibles", []],
    ["Mariscal Sucre, el héroe de Ayacucho", []],
    ["Gobernación de Sucre declara calamidad", ["sucre"]],
    ["Inundaciones en Sucre afectan 20.000 hectáreas", ["sucre"]],
    ["Alcaldía de Sincelejo anuncia cierre del mercado", ["sucre"]],
    ["Nueva vía entre Sincelejo y Coveñas", ["sucre"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("is not the department next to a Bolivian cue", () => {
    expect(tags("Bloqueos en Sucre", "La capital boliviana amaneció sin transporte.")).toEqual([]);
  });
});

describe("Nariño", () => {
  it.each([
    ["Casa de Nariño convoca a los partidos", []],
    ["Reunión en el Palacio de Nariño", []],
    ["Restauran la casa de Antonio Nariño en Villa de Leyva", ["boyaca"]],
    ["Deslizamiento en Nariño, Antioquia, destruye viviendas", ["antioquia"]],
    ["Gobernación de Nariño pide ayuda por la vía Panamericana", ["narino"]],
    ["Paro campesino en Nariño", ["narino"]],
    ["Carnaval en Pasto e Ipiales", ["narino"]],
    ["Cómo cuidar el pasto del jardín", []],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Valle", () => {
  it.each([
    ["Alerta por calidad del aire en el Valle de Aburrá", ["antioquia"]],
    ["Turismo en el Valle de Tenza", ["boyaca"]],
    ["Calor récord en Valledupar", ["cesar"]],
    ["Gobernación del Valle anuncia inversión", ["valle-del-cauca"]],
    ["Lluvias en el Valle dejan damnificados", ["valle-del-cauca"]],
    ["Investigadores de la Universidad del Valle", ["valle-del-cauca"]],
    ["Un valle entre montañas", []],
    ["Empresas del Valle del Silicio despiden empleados", []],
    ["Contaminación en el Valle de México", []],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Caldas", () => {
  it.each([
    ["Becas Francisco José de Caldas para doctorados", []],
    ["Inundaciones en Caldas, Antioquia", ["antioquia"]],
    ["Once Caldas venció al Deportes Tolima", []],
    ["Gobernación de Caldas anuncia vías", ["caldas"]],
    ["Investigadores de la Universidad de Caldas", ["caldas"]],
    ["Lluvias en Manizales y Chinchiná", ["caldas"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("sports clubs", () => {
  it.each([
    "Atlético Nacional empata con Millonarios",
    "Deportivo Cali presentó a su nuevo técnico",
    "América de Cali y Santa Fe empatan",
    "Junior de Barranquilla ficha a un argentino",
    "Independiente Medellín golea",
    "Deportes Tolima clasificó a cuartos",
    "Atlético Huila femenino a la final",
    "Real Cartagena vuelve a la A",
    "Cúcuta Deportivo asciende",
    "Deportivo Pasto cae de local",
    "Boyacá Chicó se salva del descenso",
    "Unión Magdalena despide al técnico",
    "Alianza FC vence al Deportivo Pereira",
    "Atlético Bucaramanga, campeón",
    "Con gol al final, el Cali derrotó al Medellín",
  ])("%s tags no department", (title) => {
    expect(tags(title)).toEqual([]);
  });

  it("does not stop a real place in the same article from counting", () => {
    expect(tags("Deportivo Cali jugará en Tunja", "El partido será en el estadio de la Independencia.")).toEqual(["boyaca"]);
  });

  it("keeps the article with towns that take it and name no club", () => {
    expect(tags("Combates en el Medio Baudó")).toEqual(["choco"]);
    expect(tags("Fiestas del Espinal")).toEqual(["tolima"]);
  });

  it("keeps a regional paper's home department off club news", () => {
    const result = classifyDepartments(input("Junior anuncia la llegada de un delantero", "", { home: "atlantico" }), "deportes");
    expect(result.departments).toEqual([]);
    expect(result.clubs).toBe(1);
  });
});

describe("rivers, streets, lotteries and volcanoes", () => {
  it.each([
    ["Sequía del río Amazonas", []],
    ["Sequía del río Amazonas deja incomunicada a Leticia", ["amazonas"]],
    ["Lluvias en el Amazonas", ["amazonas"]],
    ["Desbordamiento del río Putumayo", []],
    ["Navegación por el río Magdalena", []],
    ["Nivel del río Cauca baja", []],
    ["Crecida del río Caquetá", []],
    ["Crecida del río Guaviare", []],
    ["Pesca en el río Vichada", []],
    ["Cierres en la avenida Boyacá", []],
    ["Resultados de la Lotería de Boyacá y la Lotería del Cauca", []],
    ["Actividad en el Nevado del Huila", []],
    ["Disidencias atacan en el Cauca", ["cauca"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Magdalena", () => {
  it.each([
    ["María Magdalena Rodríguez, nueva rectora", []],
    ["Gobernación del Magdalena declara emergencia", ["magdalena"]],
    ["Sequía en el Magdalena", ["magdalena"]],
    ["Violencia en el Magdalena Medio", []],
    ["Ola de calor en Santa Marta", ["magdalena"]],
    ["Rana nueva en la Sierra Nevada de Santa Marta", []],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Meta", () => {
  it.each([
    ["Meta lanza una nueva inteligencia artificial", []],
    ["Acciones de Meta suben 5 %", []],
    ["El Gobierno cumple la meta de vacunación", []],
    ["Gobernación del Meta anuncia vías", ["meta"]],
    ["Incendios en el Meta", ["meta"]],
    ["Reclutamiento de menores en Guaviare y Meta", ["guaviare", "meta"]],
    ["Dengue en Villavicencio", ["meta"]],
    ["Ataque en Granada, Meta", ["meta"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("Cesar", () => {
  it.each([
    ["Julio César Triana renuncia a la Cámara", []],
    ["César Gaviria convoca a la bancada liberal", []],
    ["Sequía en el Cesar", ["cesar"]],
    ["Gobernación del Cesar anuncia vías", ["cesar"]],
    ["Festival vallenato en Valledupar", ["cesar"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("homonyms abroad", () => {
  it.each([
    ["Armenia y Azerbaiyán firman la paz", "", "internacional", []],
    ["Alcaldía de Armenia anuncia pico y placa", "", "general", ["quindio"]],
    ["Turistas atrapados en Florencia", "La huelga paraliza Italia.", "internacional", []],
    ["Florencia amanece sin agua", "", "general", ["caqueta"]],
    ["Fiestas de San Fermín en Pamplona", "Miles de turistas en Navarra.", "internacional", []],
    ["Universidad de Pamplona abre inscripciones", "", "educacion", ["norte-de-santander"]],
  ])("%s → %j", (title, summary, category, expected) => {
    expect(tags(title, summary, { category })).toEqual(expected);
  });
});

describe("municipality names shared by several departments", () => {
  it.each([
    ["Fiestas en Granada", []],
    ["Nuevo peaje en Barbosa", []],
    ["Granizada en La Unión", []],
    ["Mercado en San Pedro", []],
    ["Lluvias en Albania", []],
    ["Obras en Toledo", []],
    ["Inundaciones en Valencia", []],
    ["Paseo en Versalles", []],
    ["Granizada en La Unión, Nariño", ["narino"]],
    ["Nuevo peaje en Barbosa, Santander", ["santander"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });

  it("takes the home department of a regional paper when the shared name is all there is", () => {
    expect(tags("Nuevo peaje en Barbosa genera protestas", "", { home: "antioquia" })).toEqual(["antioquia"]);
  });
});

describe("regions spanning several departments", () => {
  it.each([
    ["Inundaciones en La Mojana", []],
    ["Violencia en el Magdalena Medio", []],
    ["Montes de María: retorno de campesinos", []],
    ["Turismo en el Eje Cafetero", []],
    ["Magdalena Medio antioqueño: nueva vía", ["antioquia"]],
  ])("%s → %j", (title, expected) => {
    expect(tags(title)).toEqual(expected);
  });
});

describe("people named like places", () => {
  it.each([
    ["Kennedy: 60 años del asesinato", "El magnicidio de Kennedy sigue generando preguntas.", []],
    ["Balacera en Kennedy deja dos heridos", "", ["bogota"]],
    ["Soledad Acosta, la escritora olvidada", "", []],
    ["Hospital de Soledad suspende cirugías", "", ["atlantico"]],
    ["Leticia Bonilla gana el premio", "", []],
    ["Capturan en Bello a un homicida", "", ["antioquia"]],
  ])("%s → %j", (title, summary, expected) => {
    expect(tags(title, summary)).toEqual(expected);
  });
});

describe("demonyms", () => {
  it("counts plural demonyms and ignores a singular one (a person's origin)", () => {
    expect(tags("Cucuteños madrugaron a sacar el pasaporte")).toEqual(["norte-de-santander"]);
    expect(tags("Atletas antioqueños ganan medallas")).toEqual(["antioquia"]);
    expect(tags("El boyacense Nairo Quintana anuncia su retiro")).toEqual([]);
  });
});

describe("URL sections", () => {
  it("reads regional sections as places", () => {
    expect(urlRegionDepartments("https://www.elpais.com.co/cali/2024/05/01/una-noticia-local-cualquiera/")).toEqual(["valle-del-cauca"]);
    expect(urlRegionDepartments("https://www.eluniversal.com.co/regional/bolivar/una-noticia-de-la-region-AB123")).toEqual(["bolivar"]);
    expect(urlRegionDepartments("https://www.eltiempo.com/colombia/medellin/una-noticia-de-la-ciudad-123")).toEqual(["antioquia"]);
  });

  it("ignores sections of international news and the slug itself", () => {
    expect(urlRegionDepartments("https://example.com/mundo/madrid/una-noticia-de-espana-123")).toEqual([]);
    expect(urlRegionDepartments("https://example.com/2024/05/01/lluvias-en-medellin-y-cali/")).toEqual([]);
  });
});

describe("a regional paper's home department", () => {
  const local = { home: "caldas", url: "https://www.lapatria.com/manizales/una-noticia-de-la-ciudad-sin-lugar/" };

  it("applies to local news that names no place", () => {
    const result = classifyDepartments(
      input("Volcán sigue en alerta naranja", "El Servicio Geológico registró más sismos.", { home: "caldas" }),
      "medio-ambiente",
    );
    expect(result).toMatchObject({ departments: ["caldas"], rule: "home" });
  });

  it("is not added when the article names other places", () => {
    expect(tags("Lluvias en Pereira", "", local)).toEqual(["caldas", "risaralda"]); // the URL section names Manizales
    expect(tags("Lluvias en Pereira", "", { home: "caldas" })).toEqual(["risaralda"]);
  });

  it("does not apply to international news or national sections", () => {
    expect(tags("Elecciones en Venezuela", "", { home: "caldas", category: "internacional" })).toEqual([]);
    expect(tags("Alza en el precio del café", "", { home: "caldas", url: "https://www.lapatria.com/colombia/alza-en-el-precio-del-cafe-hoy" })).toEqual([]);
  });

  it("does not apply to wire material: science, technology, entertainment, opinion", () => {
    for (const category of ["ciencia", "tecnologia", "entretenimiento", "opinion"]) {
      expect(tags("Astrónomos detectan un agujero negro", "", { home: "caldas", category })).toEqual([]);
    }
  });

  it("does not apply to national stories, unless local cues say otherwise", () => {
    expect(tags("El Congreso aprueba la reforma laboral", "", { home: "caldas", category: "politica" })).toEqual([]);
    expect(
      tags("El Congreso aprueba recursos para la Gobernación", "", { home: "caldas", category: "politica" }),
    ).toEqual(["caldas"]);
  });

  it("never applies to a national paper", () => {
    expect(tags("Volcán sigue en alerta naranja", "", { home: null, category: "medio-ambiente" })).toEqual([]);
  });
});

describe("findPlaceMentions", () => {
  it("explains what was accepted and rejected", () => {
    const { mentions } = findPlaceMentions(input("Simón Bolívar y la Gobernación de Bolívar", "Julio César en Valledupar."), "general");
    expect(mentions.map((m) => [m.text, m.accepted])).toEqual([
      ["Bolívar", true],
      ["Valledupar", true],
    ]);
    expect(mentions[0]?.reason).toBe("after 'de'");
  });
});
