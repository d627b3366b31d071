/* Tests of which place a name stands for (place-choice.ts): department homonyms, shared town names, findPlaceMentions. */
import { describe, expect, it } from "vitest";
import { findPlaceMentions } from "./place-choice.js";
import { input, tags } from "../../../tests/support/place-tags.js";

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
    expect(tags("Protestas en Bolívar por la crisis", "En Venezuela, los mineros bloquean vías.", { category: "internacional" })).toEqual(
      [],
    );
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
    ["Universidad Francisco de Paula Santander abre inscripciones", ["norte-de-santander"]],
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

describe("second round: lists and regions", () => {
  it("does not accept a name also well known abroad on its list neighbour alone", () => {
    expect(tags("Avianca anuncia ruta directa entre Cali y Madrid desde marzo", "", { category: "economia" })).toEqual(["valle-del-cauca"]);
    expect(tags("Lluvias en Chía y Madrid dejan 30 familias damnificadas", "Cundinamarca declaró la calamidad.")).toEqual(["cundinamarca"]);
  });

  it("adds no home department to local news about a region spanning several departments", () => {
    expect(
      tags("Cayó alias Chucho, uno de los más buscados del Magdalena Medio", "Cobraba extorsiones a ganaderos.", { home: "santander" }),
    ).toEqual([]);
    expect(tags("Capturan a extorsionista que cobraba a ganaderos", "La Policía lo detuvo en una finca.", { home: "santander" })).toEqual([
      "santander",
    ]);
  });

  it("reads a department's name as its club in any sport news, a town's only in a result", () => {
    expect(tags("Liga BetPlay: así quedó la tabla", "Nacional, Junior y Tolima aseguraron su cupo.", { category: "deportes" })).toEqual([]);
    expect(tags("Millonarios recibe al Huila este domingo", "", { category: "deportes" })).toEqual([]);
    expect(tags("Juegos Nacionales: medallas de oro en Tolima", "", { category: "deportes" })).toEqual(["tolima"]);
    expect(tags("Barranquilla será sede del Mundial Sub-20", "", { category: "deportes" })).toEqual(["atlantico"]);
  });

  it("reads a list closed by a macro-region as a national list", () => {
    expect(tags("Racionamiento de energía afectaría a Bogotá, Medellín y la Costa Caribe", "XM advierte por los embalses.")).toEqual([]);
    expect(tags("Lluvias en Bogotá y Medellín dejan 40 familias damnificadas", "")).toEqual(["antioquia", "bogota"]);
  });

  it("lets the headline's place lead: the lead's towns of other departments are its context", () => {
    expect(
      tags("Cajamarca celebra la cosecha récord de arracacha", "Los campesinos venden su producto en Bogotá y Medellín.", {
        home: "tolima",
      }),
    ).toEqual(["tolima"]);
    // A department or region named in the lead still widens the news; a headline naming no place leaves the lead's towns.
    expect(tags("Capturan en Bogotá a alias Gonzalito", "Manejaba las finanzas del Clan del Golfo en el Urabá.")).toEqual([
      "antioquia",
      "bogota",
    ]);
    expect(tags("Cosecha récord de papa", "Los campesinos de Túquerres la venden en Ipiales.")).toEqual(["narino"]);
  });
});
