/*
 * One name per institution. Colombian newsrooms write the same institution as an acronym in one
 * paper ("DIAN", "ICBF", "MinHacienda"), by its full name in another ("Dirección de Impuestos y
 * Aduanas Nacionales") and by its head's title in a third ("el ministro de Hacienda", "el
 * registrador"): three reports of one event that share no word for who acted. Story grouping reads
 * every such form as one name, the short one the press uses most, before it reads the words.
 *
 * Written from general knowledge of Colombian news language, field by field (the State's
 * ministries, agencies, control bodies, courts, armed groups, unions and guilds, international
 * bodies), not from any set of examples. A form belongs here only when it names one institution
 * wherever it appears: "el alto tribunal" (which court?) or "el ente de control" (Procuraduría or
 * Contraloría?) do not. Pure.
 */
import { withDerivedAcronyms } from "./acronyms.js";

/** The name grouping writes → the other ways newsrooms write it (the name itself, in any case, too). */
const INSTITUTIONS: Readonly<Record<string, readonly string[]>> = {
  // Economy and statistics
  DIAN: ["Dirección de Impuestos y Aduanas Nacionales", "director de la DIAN", "directora de la DIAN"],
  DANE: ["Departamento Administrativo Nacional de Estadística", "director del DANE", "directora del DANE"],
  // "el Emisor", capitalised, is the Banco de la República in the Colombian press.
  BanRep: ["Banco de la República", "Banrepública", "Banco Central de Colombia", "gerente del Banco de la República", "Emisor"],
  DNP: ["Departamento Nacional de Planeación", "Planeación Nacional"],
  CREG: ["Comisión de Regulación de Energía y Gas"],
  ANH: ["Agencia Nacional de Hidrocarburos"],
  Colpensiones: ["Administradora Colombiana de Pensiones"],
  Icetex: ["Instituto Colombiano de Crédito Educativo y Estudios Técnicos en el Exterior"],
  SENA: ["Servicio Nacional de Aprendizaje"],
  EPM: ["Empresas Públicas de Medellín"],
  // Superintendencies, and their heads
  Supersalud: [
    "Superintendencia Nacional de Salud",
    "Superintendencia de Salud",
    "superintendente de Salud",
    "superintendente nacional de Salud",
  ],
  Superfinanciera: ["Superintendencia Financiera", "superintendente Financiero", "superintendente Financiera"],
  SIC: ["Superintendencia de Industria y Comercio", "Superindustria", "superintendente de Industria y Comercio"],
  Superservicios: [
    "Superintendencia de Servicios Públicos Domiciliarios",
    "Superintendencia de Servicios Públicos",
    "superintendente de Servicios Públicos",
  ],
  Supersociedades: ["Superintendencia de Sociedades", "superintendente de Sociedades"],
  Supertransporte: ["Superintendencia de Transporte", "superintendente de Transporte"],
  // Ministries: the ministry, its minister (either gender) and the short forms
  "Ministerio de Hacienda": [
    "MinHacienda",
    "Ministerio de Hacienda y Crédito Público",
    "ministro de Hacienda",
    "ministra de Hacienda",
    "Minhacienda",
  ],
  "Ministerio de Defensa": [
    "MinDefensa",
    "Ministerio de Defensa Nacional",
    "Ministerio de Defensa",
    "ministro de Defensa",
    "ministra de Defensa",
    "Mindefensa",
  ],
  "Ministerio del Interior": ["MinInterior", "Ministerio del Interior", "ministro del Interior", "ministra del Interior", "Mininterior"],
  "Ministerio de Justicia": [
    "MinJusticia",
    "Ministerio de Justicia y del Derecho",
    "Ministerio de Justicia",
    "ministro de Justicia",
    "ministra de Justicia",
    "Minjusticia",
  ],
  "Ministerio de Salud": [
    "MinSalud",
    "Ministerio de Salud y Protección Social",
    "Ministerio de Salud",
    "ministro de Salud",
    "ministra de Salud",
    "Minsalud",
  ],
  "Ministerio de Educación": [
    "MinEducación",
    "Ministerio de Educación Nacional",
    "Ministerio de Educación",
    "ministro de Educación",
    "ministra de Educación",
    "Mineducación",
  ],
  "Ministerio de Agricultura": [
    "MinAgricultura",
    "Ministerio de Agricultura y Desarrollo Rural",
    "Ministerio de Agricultura",
    "ministro de Agricultura",
    "ministra de Agricultura",
    "Minagricultura",
  ],
  "Ministerio de Minas y Energía": [
    "MinEnergía",
    "Ministerio de Minas y Energía",
    "ministro de Minas y Energía",
    "ministra de Minas y Energía",
    "ministro de Minas",
    "ministra de Minas",
    "Minminas",
    "Minenergía",
  ],
  "Ministerio de Ambiente": [
    "MinAmbiente",
    "Ministerio de Ambiente y Desarrollo Sostenible",
    "Ministerio de Ambiente",
    "ministro de Ambiente",
    "ministra de Ambiente",
    "Minambiente",
  ],
  "Ministerio del Trabajo": [
    "MinTrabajo",
    "Ministerio del Trabajo",
    "Ministerio de Trabajo",
    "ministro del Trabajo",
    "ministra del Trabajo",
    "ministro de Trabajo",
    "ministra de Trabajo",
    "Mintrabajo",
  ],
  "Ministerio de Transporte": [
    "MinTransporte",
    "Ministerio de Transporte",
    "ministro de Transporte",
    "ministra de Transporte",
    "Mintransporte",
  ],
  "Ministerio de Comercio": [
    "MinComercio",
    "Ministerio de Comercio, Industria y Turismo",
    "Ministerio de Comercio",
    "ministro de Comercio",
    "ministra de Comercio",
    "Mincomercio",
  ],
  "Ministerio de Vivienda": [
    "MinVivienda",
    "Ministerio de Vivienda, Ciudad y Territorio",
    "Ministerio de Vivienda",
    "ministro de Vivienda",
    "ministra de Vivienda",
    "Minvivienda",
  ],
  "Ministerio de las TIC": [
    "MinTIC",
    "Ministerio de Tecnologías de la Información y las Comunicaciones",
    "Ministerio de las TIC",
    "Ministerio TIC",
    "ministro de las TIC",
    "ministra de las TIC",
    "ministro TIC",
    "ministra TIC",
  ],
  "Ministerio de Cultura": [
    "MinCultura",
    "Ministerio de las Culturas, las Artes y los Saberes",
    "Ministerio de Cultura",
    "ministro de Cultura",
    "ministra de Cultura",
    "ministro de las Culturas",
    "ministra de las Culturas",
  ],
  Cancillería: [
    "Ministerio de Relaciones Exteriores",
    "ministro de Relaciones Exteriores",
    "ministra de Relaciones Exteriores",
    "canciller de Colombia",
  ],
  "Ministerio de la Igualdad": [
    "MinIgualdad",
    "Ministerio de la Igualdad y Equidad",
    "Ministerio de la Igualdad",
    "ministro de la Igualdad",
    "ministra de la Igualdad",
  ],
  "Ministerio de Ciencia": [
    "MinCiencias",
    "Ministerio de Ciencia, Tecnología e Innovación",
    "Ministerio de Ciencia",
    "ministro de Ciencia",
    "ministra de Ciencia",
  ],
  "Ministerio del Deporte": ["MinDeporte", "Ministerio del Deporte", "ministro del Deporte", "ministra del Deporte"],
  // Control bodies, prosecution, elections
  Fiscalía: ["Fiscalía General de la Nación", "fiscal general de la Nación", "fiscal general", "ente acusador"],
  Procuraduría: [
    "Procuraduría General de la Nación",
    "procurador general de la Nación",
    "procuradora general de la Nación",
    "procurador general",
    "procuradora general",
    "Ministerio Público",
  ],
  Contraloría: [
    "Contraloría General de la República",
    "contralor general de la República",
    "contralora general de la República",
    "contralor general",
    "contralora general",
  ],
  Defensoría: ["Defensoría del Pueblo", "defensora del Pueblo", "defensor del Pueblo"],
  Registraduría: [
    "Registraduría Nacional del Estado Civil",
    "registrador nacional del Estado Civil",
    "registrador nacional",
    "registradora nacional",
    "registrador",
  ],
  CNE: ["Consejo Nacional Electoral"],
  // Courts (their names are already one name in every paper)
  JEP: ["Jurisdicción Especial para la Paz", "Tribunal de Paz"],
  // Agencies and institutes
  ICBF: ["Instituto Colombiano de Bienestar Familiar", "Bienestar Familiar", "directora del ICBF", "director del ICBF"],
  Ideam: ["Instituto de Hidrología, Meteorología y Estudios Ambientales"],
  INS: ["Instituto Nacional de Salud"],
  Invima: ["Instituto Nacional de Vigilancia de Medicamentos y Alimentos"],
  UNGRD: [
    "Unidad Nacional para la Gestión del Riesgo de Desastres",
    "Unidad Nacional de Gestión del Riesgo de Desastres",
    "Unidad Nacional para la Gestión del Riesgo",
    "Unidad de Gestión del Riesgo",
    "Gestión del Riesgo de Desastres",
  ],
  SGC: ["Servicio Geológico Colombiano"],
  Invías: ["Instituto Nacional de Vías"],
  ANI: ["Agencia Nacional de Infraestructura"],
  Aerocivil: ["Aeronáutica Civil", "Unidad Administrativa Especial de Aeronáutica Civil"],
  UNP: ["Unidad Nacional de Protección"],
  ANT: ["Agencia Nacional de Tierras"],
  UARIV: ["Unidad para la Atención y Reparación Integral a las Víctimas", "Unidad para las Víctimas", "Unidad de Víctimas"],
  Inpec: ["Instituto Nacional Penitenciario y Carcelario"],
  MedicinaLegal: ["Instituto Nacional de Medicina Legal y Ciencias Forenses", "Instituto de Medicina Legal", "Medicina Legal"],
  Migración: ["Migración Colombia", "Unidad Administrativa Especial Migración Colombia"],
  CasaDeNariño: ["Casa de Nariño", "Palacio de Nariño"],
  // Health insurers (EPS) whose names are common words ("Nueva", "Salud Total"): one name each,
  // so that two insurers are two names, not the word "EPS" or "salud" that any of them shares
  NuevaEPS: ["Nueva EPS", "Nueva Empresa Promotora de Salud"],
  SaludTotal: ["Salud Total EPS", "Salud Total"],
  CapitalSalud: ["Capital Salud EPS", "Capital Salud"],
  SaviaSalud: ["Savia Salud EPS", "Savia Salud"],
  AsmetSalud: ["Asmet Salud EPS", "Asmet Salud"],
  MutualSer: ["Mutual Ser EPS", "Mutual Ser"],
  // Public force
  FAC: ["Fuerza Aérea Colombiana", "Fuerza Aeroespacial Colombiana", "Fuerza Aeroespacial", "Fuerza Aérea"],
  Armada: ["Armada Nacional", "Armada de Colombia"],
  UNDMO: ["Unidad de Diálogo y Mantenimiento del Orden", "Escuadrón Móvil Antidisturbios", "Esmad"],
  CTI: ["Cuerpo Técnico de Investigación"],
  // Armed groups
  ELN: ["Ejército de Liberación Nacional"],
  FARC: ["Fuerzas Armadas Revolucionarias de Colombia"],
  EGC: ["Ejército Gaitanista de Colombia", "Autodefensas Gaitanistas de Colombia", "Clan del Golfo", "AGC"],
  EMC: ["Estado Mayor Central"],
  // Unions, guilds, indigenous organisations
  CRIC: ["Consejo Regional Indígena del Cauca"],
  ONIC: ["Organización Nacional Indígena de Colombia"],
  Fecode: ["Federación Colombiana de Trabajadores de la Educación", "Federación Colombiana de Educadores"],
  CUT: ["Central Unitaria de Trabajadores"],
  ANDI: ["Asociación Nacional de Empresarios de Colombia", "Asociación Nacional de Empresarios"],
  Fedegán: ["Federación Colombiana de Ganaderos", "Federación Nacional de Ganaderos"],
  Fenalco: ["Federación Nacional de Comerciantes"],
  FNC: ["Federación Nacional de Cafeteros"],
  FCF: ["Federación Colombiana de Fútbol"],
  // International bodies
  ONU: ["Organización de las Naciones Unidas", "Naciones Unidas"],
  OMS: ["Organización Mundial de la Salud"],
  OPS: ["Organización Panamericana de la Salud"],
  FMI: ["Fondo Monetario Internacional"],
  OEA: ["Organización de los Estados Americanos", "Organización de Estados Americanos"],
  CIDH: ["Comisión Interamericana de Derechos Humanos"],
};

/** Letters a written form may carry with or without its accent (newsrooms drop them in capitals). */
const ACCENTED: Readonly<Record<string, string>> = { a: "[aáà]", e: "[eéè]", i: "[iíì]", o: "[oóò]", u: "[uúüù]", n: "[nñ]" };

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A folded form as a pattern: accents optional, any spacing, a comma allowed between words. */
function pattern(form: string): string {
  return [...form].map((char) => (char === " " ? ",?\\s+" : (ACCENTED[char] ?? char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).join("");
}

/** A national qualifier closing a full name, which newsrooms often leave out ("el Servicio Geológico"). */
const NATIONAL_ENDING = /\s+(?:Colombian[oa]s?|de Colombia|Nacional(?:es)?)$/u;

/**
 * A full name and, when it ends with a national qualifier and keeps two words or more without it,
 * the shorter form too (marked `short`): "Servicio Geológico Colombiano" is also "Servicio
 * Geológico"; "Policía Nacional" keeps only its full form ("policía" alone is a word, not a name).
 */
function withShortForm(form: string): { form: string; short: boolean }[] {
  const short = form.replace(NATIONAL_ENDING, "");
  if (short === form || short.split(/\s+/u).length < 2) return [{ form, short: false }];
  return [
    { form, short: false },
    { form: short, short: true },
  ];
}

/** After a shorter form, "de"/"del" names another body ("el Banco Central de Chile"). */
const ANOTHER_BODY = /^,?\s+del?\s/u;

/**
 * Folded form → the name grouping writes, and whether the form must be written capitalised to
 * count: a name ("Bienestar Familiar", "DIAN") must, a title ("el ministro de Defensa") need not.
 * The one name itself is a form only when it is not also a word ("Migración", "Armada").
 */
const FORM_OF: ReadonlyMap<string, { name: string; capitalised: boolean; short: boolean }> = new Map(
  Object.entries(INSTITUTIONS)
    .flatMap(([name, forms]) =>
      [...(/[A-Z].*[A-Z]/u.test(name) ? [{ form: name, short: false }] : []), ...forms.flatMap(withShortForm)].map(
        ({ form, short }) => [key(form), { name, capitalised: form.charAt(0) !== form.charAt(0).toLowerCase(), short }] as const,
      ),
    )
    // A form listed in full wins over the same words made by shortening another (set last, kept).
    .sort(([, a], [, b]) => Number(b.short) - Number(a.short)),
);

/** How a form is looked up: folded, commas out, single spaces. */
function key(form: string): string {
  return fold(form).replace(/,/g, "").replace(/\s+/g, " ");
}

/** Every form, longest first so that "Ministerio de Hacienda y Crédito Público" wins over "Ministerio de Hacienda". */
const FORMS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...FORM_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(pattern)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The words any form opens with: a text without one of them needs no look for forms. */
const FIRST_WORDS: ReadonlySet<string> = new Set([...FORM_OF.keys()].map((form) => form.split(" ")[0] as string));
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * A text with every listed form of an institution written as its one name: "la Dirección de
 * Impuestos y Aduanas Nacionales" → "la DIAN", "el ministro de Defensa" → "el Ministerio de
 * Defensa"; the forms it replaced, as written; and the names it wrote (names wherever they stand,
 * the opening of a headline included).
 */
export function oneNamePerInstitution(text: string): { text: string; replaced: string[]; names: string[] } {
  const listed = listedNames(text);
  // Every other body's full name is written as its initials (acronyms.ts).
  const derived = withDerivedAcronyms(listed.text);
  return { text: derived.text, replaced: [...listed.replaced, ...derived.replaced], names: [...listed.names, ...derived.acronyms] };
}

/** The text with the lexicon's forms written as their one name (see oneNamePerInstitution). */
function listedNames(text: string): { text: string; replaced: string[]; names: string[] } {
  const replaced: string[] = [];
  const names: string[] = [];
  if (text === "" || !(fold(text).match(WORDS) ?? []).some((word) => FIRST_WORDS.has(word))) return { text, replaced, names };
  const written = text.replace(FORMS, (match, offset: number) => {
    const form = FORM_OF.get(key(match));
    if (!form || (form.capitalised && match.charAt(0) === match.charAt(0).toLowerCase())) return match;
    if (form.short && ANOTHER_BODY.test(text.slice(offset + match.length))) return match;
    if (match !== form.name) replaced.push(match);
    names.push(form.name);
    return form.name;
  });
  return { text: written, replaced, names };
}
