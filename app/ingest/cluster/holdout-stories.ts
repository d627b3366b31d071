/*
 * A second labelled set for story grouping, written with the main set and before the rules, and
 * not used to tune them: it is reported beside the main set to estimate how the rules generalise.
 * (Its one wrong merge in an early version, two volcanoes on different alert levels, was looked
 * at, and the alert-level contradiction came from it; nothing else was.)
 * Another week (Monday 2 to Thursday 5 June 2025), other places, other phrasings, and its own traps:
 * headlines that share most words but report different events, and the same event told with
 * almost no words in common.
 */
import { type LabelledRow, labelledItems, type LabelledStoryItem } from "./labelled-stories.js";

/** Monday 2 June 2025, 00:00 in Bogotá (UTC−5), as epoch milliseconds. */
export const HOLDOUT_WEEK_START = Date.UTC(2025, 5, 2, 5, 0, 0);

const ROWS: readonly LabelledRow[] = [
  ["pyp-cali-lunes", "el-pais", 5.5, "Pico y placa en Cali este lunes 2 de junio: placas 1 y 2", "La restricción para carros particulares va de 6:00 a 10:00 a. m. y de 5:00 a 8:00 p. m."],
  ["pyp-cali-lunes", "caracol-radio", 6.0, "Pico y placa hoy en Cali, lunes 2 de junio", "No pueden circular los vehículos con placas terminadas en 1 y 2."],
  ["pyp-cali-martes", "el-pais", 29.5, "Pico y placa en Cali este martes 3 de junio: placas 3 y 4", "La restricción para carros particulares va de 6:00 a 10:00 a. m. y de 5:00 a 8:00 p. m."],
  ["pyp-cali-martes", "caracol-radio", 30.0, "Pico y placa hoy en Cali, martes 3 de junio", "No pueden circular los vehículos con placas terminadas en 3 y 4."],
  ["pyp-bogota-martes", "el-tiempo", 29.0, "Pico y placa en Bogotá este martes 3 de junio", "Rige para particulares con placas terminadas en 1, 2, 3, 4 y 5."],

  ["tasas-banrep", "portafolio", 36.0, "Banco de la República recorta su tasa de interés a 9 %", "La junta tomó la decisión por mayoría de cuatro votos contra tres."],
  ["tasas-banrep", "la-republica", 36.3, "El Emisor baja las tasas en 25 puntos básicos y las deja en 9 %", "Es el noveno recorte desde diciembre de 2023."],
  ["tasas-banrep", "el-tiempo", 36.8, "Tasas de interés bajan a 9 %: qué significa para su crédito", "Los bancos suelen trasladar los recortes a los créditos de consumo en pocas semanas."],
  ["tasas-banrep", "semana", 37.5, "Leonardo Villar anuncia nuevo recorte de tasas del Banco de la República", "El gerente dijo que la inflación sigue por encima de la meta del 3 %."],
  ["desempleo-abril", "portafolio", 60.0, "Desempleo en Colombia fue de 8,8 % en abril", "El Dane reportó 2,2 millones de personas desocupadas."],
  ["desempleo-abril", "la-republica", 60.4, "Tasa de desempleo bajó a 8,8 % en abril, la más baja en siete años para ese mes", "La población ocupada aumentó en 735.000 personas."],

  ["cali-america-cali", "el-pais", 1.0, "América venció 1-0 a Deportivo Cali en el clásico vallecaucano", "Adrián Ramos marcó el único gol del partido en el estadio Pascual Guerrero."],
  ["cali-america-cali", "el-tiempo", 7.0, "Adrián Ramos le dio el clásico a América: 1-0 ante el Cali", "El equipo escarlata llegó a 28 puntos y es segundo en la tabla."],
  ["cali-america-cali", "caracol-radio", 8.0, "Clásico del Valle para América: derrotó por la mínima al Deportivo Cali", "El gol de Adrián Ramos llegó en el minuto 63."],
  ["america-medellin", "el-pais", 73.0, "América empató 2-2 con Medellín en el Atanasio Girardot", "El equipo rojo se dejó igualar en el último minuto."],
  ["america-medellin", "el-colombiano", 73.3, "Medellín rescató un empate 2-2 ante América en el último minuto", "Brayan León anotó el gol del empate en el tiempo de reposición."],

  ["volcan-purace", "proclama-del-pacifico", 14.0, "Servicio Geológico sube a naranja la alerta del volcán Puracé", "La actividad sísmica y la emisión de ceniza aumentaron en las últimas 48 horas."],
  ["volcan-purace", "el-tiempo", 14.5, "Alerta naranja por el volcán Puracé en el Cauca: evacúan comunidades cercanas", "Unas 300 personas fueron trasladadas a albergues en Popayán."],
  ["volcan-purace", "semana", 15.0, "Volcán Puracé, en alerta naranja: lo que se sabe", "La ceniza ha caído en los municipios de Puracé y Popayán."],
  ["volcan-ruiz", "la-patria", 62.0, "Volcán Nevado del Ruiz sigue en alerta amarilla, informó el Servicio Geológico", "El volcán registró una emisión de ceniza que alcanzó 800 metros de altura."],

  ["masacre-cauca", "proclama-del-pacifico", 26.0, "Masacre en Argelia, Cauca: asesinan a cuatro personas en una vereda", "Las víctimas eran jóvenes que trabajaban en una finca cafetera."],
  ["masacre-cauca", "el-espectador", 27.0, "Indepaz reporta la masacre número 28 del año en Argelia (Cauca)", "Cuatro personas fueron asesinadas por hombres armados en la vereda El Mango."],
  ["masacre-cauca", "el-tiempo", 27.5, "Cuatro jóvenes asesinados en zona rural de Argelia, Cauca", "Las autoridades investigan si el crimen está relacionado con la disputa entre disidencias."],
  ["argelia-alcalde", "proclama-del-pacifico", 70.0, "Alcalde de Argelia denuncia amenazas y pide protección al Gobierno", "El mandatario dijo que recibió un panfleto firmado por las disidencias."],

  ["cartagena-turista", "el-universal", 40.0, "Turista canadiense murió ahogado en una playa de Bocagrande", "El hombre de 62 años fue sacado del agua por salvavidas, pero llegó sin signos vitales al hospital."],
  ["cartagena-turista", "el-tiempo", 41.0, "Muere turista de Canadá en las playas de Bocagrande, en Cartagena", "Los salvavidas habían izado bandera roja por el fuerte oleaje."],
  ["cartagena-turista", "semana", 42.5, "Tragedia en Cartagena: turista extranjero se ahogó en Bocagrande", "Las autoridades recordaron a los visitantes respetar las banderas de los salvavidas."],
  ["cartagena-hotel", "el-universal", 80.0, "Cartagena: clausuran hotel de Bocagrande por falta de licencia", "La Alcaldía selló el establecimiento, que funcionaba sin registro nacional de turismo."],

  ["paro-camionero", "el-tiempo", 48.5, "Camioneros anuncian paro nacional desde el lunes por el precio del ACPM", "La Asociación Colombiana de Camioneros dijo que no hubo acuerdo con el Gobierno."],
  ["paro-camionero", "portafolio", 49.0, "Transportadores de carga irán a paro por el alza del diésel", "Los gremios piden congelar el precio del galón hasta diciembre."],
  ["paro-camionero", "caracol-radio", 49.4, "Confirmado paro camionero: bloqueos en las principales vías desde el lunes", "El ministro de Transporte convocó a una nueva mesa de diálogo."],
  ["paro-maestros", "el-tiempo", 52.0, "Fecode convoca paro nacional de maestros para este jueves", "Los docentes rechazan el proyecto de ley estatutaria de educación."],
  ["paro-maestros", "el-espectador", 52.6, "Maestros de todo el país van a paro el jueves: Fecode explica sus razones", "El sindicato también pide mejoras en el servicio de salud del magisterio."],

  ["registrador-elecciones", "el-tiempo", 18.0, "Registrador Hernán Penagos presenta el calendario de las elecciones de 2026", "Las inscripciones de candidatos al Congreso se abrirán en noviembre."],
  ["registrador-elecciones", "el-nuevo-siglo", 18.5, "Registraduría fija las fechas clave del calendario electoral de 2026", "Las legislativas serán el 8 de marzo y la primera vuelta presidencial el 31 de mayo."],
  ["registrador-elecciones", "la-silla-vacia", 20.0, "Ya hay calendario electoral: lo que deben saber los aspirantes de 2026", "El registrador advirtió que no habrá prórroga para inscribir cédulas."],

  ["incendio-santa-marta", "el-informador", 22.0, "Incendio forestal en la Sierra Nevada de Santa Marta consume 300 hectáreas", "Bomberos y Ejército combaten las llamas en el sector de Minca."],
  ["incendio-santa-marta", "seguimiento", 22.5, "Minca, en emergencia por incendio forestal: ya van 300 hectáreas quemadas", "Un helicóptero de la Fuerza Aérea apoya las labores con descargas de agua."],
  ["incendio-santa-marta", "hoy-diario-del-magdalena", 23.5, "Emergencia en Minca: fuego arrasa bosque de la Sierra Nevada", "La Gobernación del Magdalena declaró la calamidad pública."],
  ["santa-marta-agua", "el-informador", 58.0, "Santa Marta sin agua: Essmar anuncia racionamiento en 40 barrios", "Los cortes serán de 12 horas diarias por la baja en el caudal de los ríos."],
  ["santa-marta-agua", "seguimiento", 58.5, "Racionamiento de agua en Santa Marta: barrios y horarios", "La Essmar habilitó carrotanques para los sectores más afectados."],

  ["ley-bienestar-animal", "el-espectador", 64.0, "Congreso aprueba ley que prohíbe las corridas de toros desde 2027", "La norma pasa a sanción presidencial tras su último debate en el Senado."],
  ["ley-bienestar-animal", "semana", 64.5, "Fin de las corridas de toros en Colombia: Senado aprobó la prohibición", "Los municipios tendrán tres años para reconvertir las plazas."],
  ["ley-bienestar-animal", "el-tiempo", 65.0, "Senado le da luz verde a la prohibición de las corridas de toros", "Con 58 votos a favor, la plenaria aprobó el proyecto en último debate."],
  ["ley-bienestar-animal", "el-colombiano", 66.0, "¿Qué pasará con La Macarena tras la prohibición de las corridas?", "La plaza de toros de Medellín ya no recibe corridas desde 2024."],

  ["shakira-bogota", "el-tiempo", 45.0, "Shakira agrega una nueva fecha en Bogotá por la alta demanda", "La tercera presentación en el estadio El Campín será el 23 de octubre."],
  ["shakira-bogota", "pulzo", 45.5, "Nuevo concierto de Shakira en El Campín: precios de la boletería", "La preventa para clientes de un banco empieza este miércoles."],
  ["shakira-barranquilla", "el-heraldo", 84.0, "Shakira confirma concierto en Barranquilla en el estadio Metropolitano", "Será la primera vez que la artista canta en su ciudad natal en diez años."],

  ["ciclismo-tour", "el-tiempo", 75.0, "Egan Bernal confirmado por el Ineos para el Tour de Francia", "Será su primer Tour desde el accidente de 2022."],
  ["ciclismo-tour", "el-espectador", 75.4, "Ineos anuncia su equipo para el Tour: Egan Bernal vuelve a la ronda francesa", "El colombiano correrá como gregario de lujo del equipo británico."],
  ["mineros-segovia", "el-colombiano", 30.0, "Rescatan con vida a cuatro mineros atrapados en una mina de Segovia", "Los trabajadores estuvieron 30 horas bajo tierra tras un derrumbe en el socavón."],
  ["mineros-segovia", "el-tiempo", 31.0, "Cuatro mineros atrapados en Segovia, Antioquia, fueron rescatados", "Los socorristas de la Agencia Nacional de Minería trabajaron toda la noche."],
  ["mineros-segovia", "telemedellin", 31.5, "Final feliz en Segovia: salen con vida los mineros atrapados", "Familiares celebraron a la entrada de la mina."],
  ["segovia-oro", "el-colombiano", 82.0, "Segovia y Remedios exigen formalizar a los mineros informales", "Alcaldes del nordeste antioqueño se reunieron con el Ministerio de Minas."],
];

/** The holdout set: every row with its id. */
export const HOLDOUT_STORIES: readonly LabelledStoryItem[] = labelledItems(ROWS, "h");
