/*
 * A hand-labelled evaluation set for story grouping, written before the grouping rules existed.
 * Invented Colombian news of one week (Monday 10 to Friday 14 March 2025, Bogotá time) as several
 * newspapers would word it: the same event in each paper's own words, and near-miss distractors
 * that must stay apart — the same daily item on another day (pico y placa, the dollar's close,
 * lottery results), another match of the same team, another event in the same town, a follow-up
 * event on the same topic, a second earthquake, the same city's pico y placa in another city.
 *
 * A story is one event: what happened once, at one place and time. A follow-up that is a new
 * event (a decision after a debate, a second session of a trial, a new attack in the same town) is
 * another story; revised figures of the same event (a death toll that rises) are the same story.
 */

/** One labelled article: what the grouping reads, and the story it belongs to. */
export interface LabelledStoryItem {
  /** Unique id within the set. */
  id: string;
  /** The ground-truth story key; items with the same key report the same event. */
  story: string;
  /** Newspaper slug. */
  newspaper: string;
  /** Hours after Monday 10 March 2025 00:00 in Bogotá (so 32.5 is Tuesday 08:30). */
  hour: number;
  title: string;
  summary: string;
}

/** Monday 10 March 2025, 00:00 in Bogotá (UTC−5), as epoch milliseconds. */
export const LABELLED_WEEK_START = Date.UTC(2025, 2, 10, 5, 0, 0);

/** A row as written below: the story key, newspaper, hour, title and summary. */
export type LabelledRow = [story: string, newspaper: string, hour: number, title: string, summary: string];

/** Gives each row its id (the prefix and its position). */
export function labelledItems(rows: readonly LabelledRow[], prefix: string): LabelledStoryItem[] {
  return rows.map(([story, newspaper, hour, title, summary], index) => ({
    id: `${prefix}${String(index + 1).padStart(3, "0")}`,
    story,
    newspaper,
    hour,
    title,
    summary,
  }));
}

const ROWS: readonly LabelledRow[] = [
  // ── Pico y placa: one story per city and day ──────────────────────────────────────────────
  ["pyp-bogota-lunes", "el-tiempo", 5.2, "Pico y placa en Bogotá para este lunes 10 de marzo: placas que no pueden circular", "Conozca la rotación de la medida para vehículos particulares, que rige de 6:00 a. m. a 9:00 p. m."],
  ["pyp-bogota-lunes", "canal-capital", 5.6, "Pico y placa hoy lunes 10 de marzo en Bogotá", "Este lunes no circulan los vehículos particulares con placas terminadas en 1, 2, 3, 4 y 5."],
  ["pyp-bogota-lunes", "semana", 6.1, "¿Tiene pico y placa este lunes? Así funciona la medida en Bogotá", "La Secretaría de Movilidad recordó que los taxis también tienen restricción según su último dígito."],
  ["pyp-bogota-martes", "el-tiempo", 29.2, "Pico y placa en Bogotá para este martes 11 de marzo: placas que no pueden circular", "Conozca la rotación de la medida para vehículos particulares, que rige de 6:00 a. m. a 9:00 p. m."],
  ["pyp-bogota-martes", "canal-capital", 29.5, "Pico y placa hoy martes 11 de marzo en Bogotá", "Este martes no circulan los vehículos particulares con placas terminadas en 6, 7, 8, 9 y 0."],
  ["pyp-bogota-martes", "caracol-radio", 30.4, "Así rige el pico y placa en Bogotá este martes", "Las placas pares e impares se alternan según el día; la multa por incumplir la medida supera los 600.000 pesos."],
  ["pyp-medellin-martes", "el-colombiano", 29.8, "Pico y placa en Medellín este martes 11 de marzo", "En el valle de Aburrá no circulan los carros con placas terminadas en 7 y 1 entre las 5:00 a. m. y las 8:00 p. m."],
  ["pyp-medellin-martes", "telemedellin", 30.1, "Pico y placa en Medellín hoy martes: placas 7 y 1", "La medida aplica en Medellín, Bello, Itagüí, Envigado, Sabaneta y La Estrella."],
  ["pyp-bogota-miercoles", "el-tiempo", 53.2, "Pico y placa en Bogotá para este miércoles 12 de marzo: placas que no pueden circular", "Conozca la rotación de la medida para vehículos particulares, que rige de 6:00 a. m. a 9:00 p. m."],
  ["pyp-bogota-miercoles", "canal-capital", 53.4, "Pico y placa hoy miércoles 12 de marzo en Bogotá", "Este miércoles no circulan los vehículos particulares con placas terminadas en 1, 2, 3, 4 y 5."],

  // ── Dólar: the close of each day is its own story ─────────────────────────────────────────
  ["dolar-lunes", "portafolio", 13.4, "Dólar en Colombia cerró a $4.102 y subió $38 este lunes", "La divisa tocó un máximo de $4.118 en la jornada; se negociaron US$1.120 millones."],
  ["dolar-lunes", "la-republica", 13.7, "El peso se debilita: el dólar termina el lunes en $4.102", "La moneda estadounidense ganó terreno por la caída del petróleo Brent, que perdió 2 % en Londres."],
  ["dolar-lunes", "valora-analitik", 14.0, "Dólar hoy: cierre en $4.102, con alza de 38 pesos", "El mercado estuvo atento a los datos de empleo de Estados Unidos."],
  ["dolar-martes", "portafolio", 37.3, "Dólar en Colombia cerró a $4.087 y bajó $15 este martes", "La divisa se movió entre $4.070 y $4.110; los negocios sumaron US$980 millones."],
  ["dolar-martes", "la-republica", 37.9, "El dólar cede $15 y cierra el martes en $4.087", "El peso colombiano fue de las monedas emergentes que más se valorizaron en la jornada."],

  // ── Fútbol: different matches of the same teams ──────────────────────────────────────────
  ["futbol-nacional-junior", "el-colombiano", 0.4, "Atlético Nacional venció 2-1 a Junior en el Atanasio Girardot", "Edwin Cardona marcó de tiro libre en el minuto 78 y el verde sumó su tercer triunfo seguido en la Liga."],
  ["futbol-nacional-junior", "el-heraldo", 0.8, "Junior cayó 2-1 ante Nacional en Medellín y se aleja del grupo de los ocho", "El equipo de Barranquilla jugó con diez hombres desde el minuto 55 por la expulsión de su central."],
  ["futbol-nacional-junior", "el-tiempo", 7.5, "Nacional le ganó 2-1 a Junior con un golazo de Cardona", "El volante definió de tiro libre para darle la victoria al equipo antioqueño en la fecha 9."],
  ["futbol-nacional-junior", "caracol-radio", 8.1, "Con gol de tiro libre de Edwin Cardona, Nacional derrotó a Junior", "El partido terminó 2-1 en el estadio Atanasio Girardot."],
  ["futbol-nacional-millonarios", "el-colombiano", 70.9, "Nacional y Millonarios empataron 1-1 en un clásico intenso en el Atanasio", "Leonardo Castro abrió el marcador para los azules y Alfredo Morelos igualó en el minuto 88."],
  ["futbol-nacional-millonarios", "el-tiempo", 71.2, "Millonarios rescató un empate 1-1 en su visita a Nacional", "Morelos apareció al final para evitar la derrota del equipo bogotano en Medellín."],
  ["futbol-nacional-millonarios", "el-espectador", 71.6, "Nacional 1-1 Millonarios: resumen y goles del clásico", "El partido aplazado de la fecha 7 dejó a los dos equipos en la mitad de la tabla."],
  ["futbol-junior-santafe", "el-heraldo", 95.2, "Junior cayó 0-2 ante Santa Fe en el Metropolitano y la hinchada despidió al equipo con silbidos", "Hugo Rodallega marcó un doblete para los cardenales, que suben al tercer lugar."],
  ["futbol-junior-santafe", "el-tiempo", 95.8, "Santa Fe venció 2-0 a Junior en Barranquilla con doblete de Rodallega", "El delantero llegó a seis goles en la Liga y es el máximo anotador del equipo."],
  ["futbol-junior-tolima", "el-heraldo", 44.0, "Junior anuncia la venta de boletas para recibir al Tolima el domingo", "La boletería para el partido de la fecha 11 estará disponible desde este miércoles en taquillas."],

  // ── Earthquakes: two different quakes in the same week ────────────────────────────────────
  ["sismo-santander", "vanguardia", 6.9, "Fuerte temblor sacudió a Santander esta mañana: epicentro en Los Santos", "El Servicio Geológico Colombiano reportó un sismo de magnitud 4,8 a 145 kilómetros de profundidad."],
  ["sismo-santander", "el-tiempo", 7.1, "Temblor hoy en Colombia: sismo de magnitud 4,8 se sintió en Bogotá y Bucaramanga", "El movimiento ocurrió a las 6:52 de la mañana con epicentro en Los Santos, Santander."],
  ["sismo-santander", "semana", 7.3, "Sismo de 4,8 en Los Santos, Santander, se sintió en varias ciudades del país", "No se reportan daños ni víctimas, según el reporte preliminar de la Unidad de Gestión del Riesgo."],
  ["sismo-santander", "caracol-radio", 7.6, "¿Lo sintió? Temblor de 4,8 sacudió el centro y el oriente del país este lunes", "El Servicio Geológico Colombiano ubicó el epicentro en el municipio de Los Santos."],
  ["sismo-santander", "el-espectador", 8.4, "Reportan sismo de magnitud 4,8 con epicentro en Los Santos (Santander)", "Habitantes de Bucaramanga, Tunja y Bogotá aseguraron haber sentido el movimiento."],
  ["sismo-meta", "vive-el-meta", 58.3, "Temblor de magnitud 5,1 en Mesetas, Meta, alarmó a Villavicencio", "El sismo ocurrió a las 10:14 de la mañana; algunas viviendas de Mesetas presentan grietas."],
  ["sismo-meta", "el-tiempo", 58.6, "Fuerte sismo de 5,1 sacudió el Meta este miércoles: epicentro en Mesetas", "El Servicio Geológico Colombiano dijo que el movimiento fue superficial, a 12 kilómetros de profundidad."],
  ["sismo-meta", "caracol-radio", 59.0, "Sismo de 5,1 en el Meta se sintió en Bogotá", "Edificios del centro de la capital fueron evacuados de manera preventiva."],

  // ── Economía ─────────────────────────────────────────────────────────────────────────────
  ["inflacion-febrero", "portafolio", 42.1, "Inflación en Colombia bajó a 5,28 % en febrero, según el Dane", "La variación mensual fue de 1,14 %; educación y arriendos fueron los rubros que más subieron."],
  ["inflacion-febrero", "la-republica", 42.3, "IPC de febrero: la inflación anual se ubicó en 5,28 %", "El dato quedó por debajo del 5,35 % que esperaban los analistas consultados."],
  ["inflacion-febrero", "el-tiempo", 42.8, "Costo de vida en Colombia: inflación de febrero fue de 5,28 %", "El Dane informó que los precios de los alimentos subieron menos que el año pasado."],
  ["inflacion-febrero", "semana", 43.5, "Buenas noticias para el bolsillo: la inflación sigue bajando y llegó a 5,28 %", "Es la cifra más baja desde octubre de 2021, dijo la directora del Dane, Piedad Urdinola."],
  ["ecopetrol-utilidades", "portafolio", 35.5, "Ecopetrol reportó utilidades de $14,9 billones en 2024, un 23 % menos", "La caída de los precios internacionales del crudo golpeó los resultados de la petrolera."],
  ["ecopetrol-utilidades", "la-republica", 35.9, "Utilidad neta de Ecopetrol cayó 23 % y se ubicó en $14,9 billones", "La junta directiva propondrá un dividendo de $214 por acción a la asamblea."],
  ["ecopetrol-utilidades", "valora-analitik", 36.4, "Resultados Ecopetrol 2024: ganancias de $14,9 billones", "La producción promedio fue de 746.000 barriles equivalentes por día."],
  ["gasolina-marzo", "el-tiempo", 46.0, "Precio de la gasolina sube $100 desde este miércoles en Colombia", "El galón en Bogotá quedará en $16.191, informó la Comisión de Regulación de Energía y Gas."],
  ["gasolina-marzo", "portafolio", 46.5, "Nuevo aumento de la gasolina: el galón sube 100 pesos", "El Gobierno mantiene congelado el precio del ACPM por ahora."],
  ["gasolina-marzo", "pulzo", 47.2, "Gasolina sube otra vez: así quedan los precios en las principales ciudades", "El incremento de 100 pesos por galón rige desde este miércoles 12 de marzo."],
  ["acpm-marzo", "portafolio", 86.0, "Gobierno anuncia alza de $200 en el precio del ACPM desde el lunes", "Transportadores de carga advirtieron que el aumento se trasladará a los fletes."],
  ["acpm-marzo", "la-republica", 86.6, "Precio del ACPM subirá $200 por galón la próxima semana", "El Ministerio de Hacienda dijo que el subsidio al diésel cuesta más de $10 billones al año."],
  ["avianca-madrid", "el-colombiano", 61.0, "Avianca abrirá ruta directa entre Medellín y Madrid desde junio", "La aerolínea operará cuatro vuelos semanales en aviones Boeing 787."],
  ["avianca-madrid", "portafolio", 61.4, "Nueva ruta de Avianca conectará a Medellín con Madrid", "Los tiquetes ya están a la venta; la ruta empezará a operar el 15 de junio."],

  // ── Política ─────────────────────────────────────────────────────────────────────────────
  ["reforma-laboral-comision", "el-tiempo", 40.5, "Comisión Cuarta del Senado hunde la reforma laboral con ocho votos", "Ocho de los catorce senadores firmaron la ponencia de archivo; el Gobierno habla de un golpe a los trabajadores."],
  ["reforma-laboral-comision", "el-espectador", 40.8, "Se hundió la reforma laboral en la Comisión Cuarta del Senado", "La ponencia de archivo obtuvo ocho votos a favor; el ministro de Trabajo anunció que insistirá."],
  ["reforma-laboral-comision", "semana", 41.0, "Reforma laboral de Petro, archivada: ocho senadores votaron por hundirla", "El proyecto había sido aprobado por la Cámara de Representantes en 2024."],
  ["reforma-laboral-comision", "la-silla-vacia", 42.5, "Así votaron los senadores que hundieron la reforma laboral", "La mayoría de la Comisión Cuarta se impuso sobre la bancada de Gobierno."],
  ["consulta-popular", "el-tiempo", 76.5, "Petro anuncia que convocará una consulta popular para revivir la reforma laboral", "El presidente dijo en la plaza de Bolívar que pedirá al Senado aprobar la consulta en un mes."],
  ["consulta-popular", "el-espectador", 76.9, "Gustavo Petro insiste en una consulta popular tras el hundimiento de la reforma laboral", "El mandatario habló ante miles de personas en la movilización del jueves."],
  ["consulta-popular", "el-nuevo-siglo", 78.0, "Consulta popular de Petro: qué necesita para convocarla", "La Constitución exige el concepto favorable del Senado y un umbral de un tercio del censo electoral."],
  ["petro-gabinete", "el-tiempo", 11.5, "Petro anuncia cambios en su gabinete: sale el ministro de Hacienda", "Diego Guevara dejará el cargo; el presidente no ha dicho quién lo reemplazará."],
  ["petro-gabinete", "semana", 11.8, "Renuncia el ministro de Hacienda, Diego Guevara, en medio de la crisis de caja", "El ministro presentó su carta de renuncia al presidente Gustavo Petro este lunes."],
  ["petro-gabinete", "el-espectador", 12.2, "Diego Guevara sale del Ministerio de Hacienda", "Es el tercer ministro de Hacienda del gobierno Petro; su salida se conoció tras un consejo de ministros."],
  ["petro-gabinete", "la-republica", 12.9, "Mercados reaccionan a la salida del ministro de Hacienda", "El dólar subió tras conocerse la renuncia de Diego Guevara."],
  ["petro-gabinete", "cambio", 14.1, "Las razones detrás de la salida de Diego Guevara de Hacienda", "Fuentes del Gobierno dicen que el ministro chocó con el presidente por el recorte del presupuesto."],
  ["consejo-ministros", "el-tiempo", 51.0, "Nuevo consejo de ministros televisado: Petro regaña a su gabinete por la ejecución", "El presidente pidió a los ministros acelerar la contratación de obras en las regiones."],
  ["consejo-ministros", "semana", 51.4, "Petro cuestiona a sus ministros en consejo televisado que duró cinco horas", "La transmisión por los canales públicos se extendió hasta la medianoche."],
  ["competencias-syndicated", "vanguardia", 33.0, "Gobierno radica proyecto de ley de competencias ante el Congreso", "La iniciativa define qué le corresponde a la Nación y qué a los departamentos y municipios tras la reforma al sistema general de participaciones."],
  ["competencias-syndicated", "la-patria", 33.1, "Gobierno radica proyecto de ley de competencias ante el Congreso", "La iniciativa define qué le corresponde a la Nación y qué a los departamentos y municipios tras la reforma al sistema general de participaciones."],
  ["competencias-syndicated", "el-universal", 33.4, "Gobierno radica proyecto de ley de competencias ante el Congreso", "La iniciativa define qué le corresponde a la Nación y a las regiones."],

  // ── Judicial ─────────────────────────────────────────────────────────────────────────────
  ["uribe-juicio-lunes", "el-tiempo", 15.0, "Juicio contra Álvaro Uribe: Juan Guillermo Monsalve ratifica que recibió ofertas para cambiar su versión", "El testigo declaró durante seis horas ante la jueza 44 de conocimiento de Bogotá."],
  ["uribe-juicio-lunes", "el-espectador", 15.3, "Monsalve declaró en el juicio a Uribe: 'Me ofrecieron beneficios'", "La defensa del expresidente cuestionó la credibilidad del testigo, condenado por secuestro."],
  ["uribe-juicio-lunes", "semana", 16.0, "Juan Guillermo Monsalve, testigo estrella, se sostuvo en el juicio contra el expresidente Uribe", "El abogado Jaime Granados anunció que pedirá compulsar copias contra el testigo."],
  ["uribe-juicio-jueves", "el-tiempo", 87.0, "Juicio contra Álvaro Uribe: declara el abogado Diego Cadena", "Cadena, procesado en otro caso por los mismos hechos, se acogió parcialmente a su derecho a guardar silencio."],
  ["uribe-juicio-jueves", "el-espectador", 87.4, "Diego Cadena, exabogado de Uribe, guarda silencio en el juicio contra el expresidente", "La Fiscalía pidió a la jueza que tenga en cuenta su negativa a responder."],
  ["corte-senador", "el-tiempo", 38.0, "Corte Suprema abre investigación contra el senador Jhon Jairo Roldán por contratos en Caucasia", "La Sala de Instrucción revisa convenios por $12.000 millones firmados cuando era alcalde."],
  ["corte-senador", "el-colombiano", 38.5, "Abren investigación al senador Jhon Jairo Roldán por contratos de su época como alcalde de Caucasia", "La Corte Suprema de Justicia examina tres convenios de obra pública."],
  ["corte-senador", "semana", 39.2, "Lío para el senador Roldán: la Corte Suprema lo investiga", "El congresista dijo que está tranquilo y que demostrará su inocencia."],
  ["guajira-exgobernador", "diario-del-norte", 55.0, "Fiscalía imputa peculado al exgobernador de La Guajira Nemesio Roys", "El proceso está relacionado con el programa de alimentación escolar de 2021."],
  ["guajira-exgobernador", "el-heraldo", 55.5, "Imputan cargos al exgobernador Nemesio Roys por el PAE en La Guajira", "Roys no aceptó los cargos de peculado por apropiación y contrato sin requisitos legales."],
  ["guajira-exgobernador", "el-tiempo", 56.2, "Exgobernador de La Guajira Nemesio Roys, imputado por irregularidades en el PAE", "La Fiscalía asegura que se pagaron raciones que nunca llegaron a los colegios."],
  ["guajira-contralor", "diario-del-norte", 80.0, "Capturan al contralor de Riohacha por presunta extorsión a contratistas", "El funcionario fue sorprendido recibiendo 30 millones de pesos en un restaurante."],

  // ── Seguridad ────────────────────────────────────────────────────────────────────────────
  ["jamundi-ataque", "el-pais", 21.5, "Ataque con explosivos contra la estación de Policía de Jamundí deja tres uniformados heridos", "Las autoridades atribuyen el hecho a la columna Jaime Martínez de las disidencias."],
  ["jamundi-ataque", "el-tiempo", 22.0, "Atentado en Jamundí: lanzan explosivo contra estación de Policía", "Tres policías resultaron heridos; el ataque ocurrió hacia las 9:30 de la noche."],
  ["jamundi-ataque", "w-radio", 22.4, "Tres policías heridos tras ataque a estación en Jamundí, Valle del Cauca", ""],
  ["jamundi-ataque", "semana", 23.0, "Disidencias atacan estación de Policía en Jamundí: hay tres heridos", "El gobernador Dilian Francisca Toro convocó un consejo de seguridad extraordinario."],
  ["jamundi-combates", "el-pais", 62.0, "Combates en zona rural de Jamundí dejan dos soldados muertos", "Los enfrentamientos con las disidencias se registraron en el corregimiento de Ampudia."],
  ["jamundi-combates", "el-tiempo", 62.5, "Mueren dos soldados en combates con disidencias en Jamundí", "El Ejército dijo que los militares cayeron en un campo minado durante la operación."],
  ["jamundi-combates", "caracol-radio", 63.0, "Dos militares muertos en enfrentamientos en la zona rural de Jamundí", "La operación busca a alias Marlon, cabecilla de la columna Jaime Martínez."],
  ["tibu-policias", "la-opinion", 17.5, "Secuestran a tres policías en zona rural de Tibú", "Los uniformados se movilizaban en una motocicleta por la vía a La Gabarra cuando fueron interceptados."],
  ["tibu-policias", "el-tiempo", 18.0, "Denuncian secuestro de tres policías en el Catatumbo", "El hecho ocurrió en Tibú, Norte de Santander; el ELN sería el responsable, según la Policía."],
  ["tibu-policias", "semana", 18.6, "ELN secuestró a tres policías en Tibú, denuncia el director de la Policía", "El general Carlos Fernando Triana pidió su liberación inmediata."],
  ["tibu-desplazamiento", "la-opinion", 65.0, "Más de 1.200 familias desplazadas en Tibú por combates entre el ELN y las disidencias", "Los albergues del casco urbano están llenos, según la Defensoría del Pueblo."],
  ["tibu-desplazamiento", "el-tiempo", 65.5, "Crisis humanitaria en el Catatumbo: nuevo desplazamiento masivo desde veredas de Tibú", "La Gobernación de Norte de Santander pidió ayuda al Gobierno Nacional."],
  ["tibu-desplazamiento", "el-espectador", 66.5, "Desplazamiento masivo en Tibú: 1.200 familias huyen de los combates", "Naciones Unidas alertó sobre el reclutamiento de menores en la región."],
  ["soacha-incendio", "noticias-dia-a-dia", 10.0, "Voraz incendio consume bodega de reciclaje en Soacha", "Los bomberos de Soacha y de Bogotá trabajaron durante cuatro horas para controlar las llamas en el barrio San Mateo."],
  ["soacha-incendio", "el-tiempo", 10.5, "Incendio en una bodega de reciclaje en Soacha genera columna de humo visible desde Bogotá", "No hay personas heridas; las autoridades investigan las causas."],
  ["soacha-incendio", "canal-capital", 11.0, "Emergencia en Soacha: bomberos atienden incendio de gran magnitud en San Mateo", "La Secretaría de Ambiente recomendó usar tapabocas a los vecinos por la calidad del aire."],
  ["soacha-extorsion", "noticias-dia-a-dia", 34.0, "Capturan a cinco integrantes de una banda de extorsionistas en Soacha", "Les cobraban vacunas semanales a tenderos y transportadores del municipio."],
  ["soacha-extorsion", "el-tiempo", 34.6, "Cae red de extorsión que tenía azotados a comerciantes de Soacha: cinco capturados", "El Gaula de la Policía hizo seis allanamientos en los barrios Compartir y León XIII."],
  ["soacha-toque", "noticias-dia-a-dia", 82.0, "Alcaldía de Soacha decreta toque de queda para menores de edad los fines de semana", "La medida regirá desde las 10:00 p. m. hasta las 5:00 a. m. durante dos meses."],
  ["bus-pasto", "narino-ahora", 26.0, "Accidente de bus en la vía Pasto-Popayán deja ocho muertos", "El vehículo de servicio intermunicipal cayó a un abismo en el sector de El Tablón."],
  ["bus-pasto", "el-tiempo", 27.5, "Tragedia en la Panamericana: bus cayó a un abismo entre Pasto y Popayán", "Hay ocho personas muertas y 21 heridas, según el reporte de la Policía de Tránsito."],
  ["bus-pasto", "caracol-radio", 31.0, "Sube a once la cifra de muertos por accidente de bus en la vía Panamericana", "Tres de los heridos fallecieron en el hospital de Pasto durante la noche."],
  ["bus-llano", "vive-el-meta", 84.0, "Accidente de bus en la vía al Llano deja tres muertos en Guayabetal", "El conductor habría perdido el control en una curva del kilómetro 43."],
  ["bus-llano", "el-tiempo", 84.6, "Tres muertos en accidente de bus en la vía Bogotá-Villavicencio", "Los heridos fueron llevados a hospitales de Villavicencio y Cáqueza."],
  ["via-llano-derrumbe", "vive-el-meta", 32.0, "Derrumbe cierra la vía Bogotá-Villavicencio en el kilómetro 58", "La Agencia Nacional de Infraestructura dijo que el cierre total podría durar 48 horas."],
  ["via-llano-derrumbe", "el-tiempo", 32.4, "Vía al Llano, cerrada por derrumbe: estas son las rutas alternas", "Los viajeros pueden usar la Transversal del Sisga o la vía por Une y Gutiérrez."],
  ["via-llano-derrumbe", "caracol-radio", 33.2, "Cierre total en la vía al Llano por un deslizamiento en el kilómetro 58", "Más de 400 vehículos de carga esperan en Chipaque y en Guayabetal."],
  ["via-llano-derrumbe", "el-espectador", 35.0, "Otra vez cerrada la vía al Llano: derrumbe en Chipaque", "Coviandina, concesionario de la vía, trabaja con maquinaria amarilla en la remoción del material."],

  // ── Servicios públicos y ciudades ────────────────────────────────────────────────────────
  ["apagon-barranquilla", "el-heraldo", 27.0, "Apagón deja sin energía a 20 barrios de Barranquilla durante seis horas", "Air-e atribuyó la falla a un daño en la subestación Las Flores."],
  ["apagon-barranquilla", "el-tiempo", 28.0, "Barranquilla: más de 20 barrios sin luz por falla en subestación de Air-e", "Vecinos del suroccidente bloquearon la calle 30 en protesta."],
  ["apagon-barranquilla", "caracol-radio", 28.5, "Protestas en Barranquilla por apagón de seis horas en 20 barrios", "La empresa dijo que el servicio quedó restablecido a las 11 de la noche."],
  ["aire-intervencion", "el-heraldo", 57.0, "Superservicios prorroga por un año la intervención de Air-e", "La superintendente Yanod Márquez dijo que la empresa necesita $2 billones para operar."],
  ["aire-intervencion", "portafolio", 57.5, "Gobierno extiende la intervención de la electrificadora Air-e hasta 2026", "La medida afecta a 1,3 millones de usuarios en Atlántico, Magdalena y La Guajira."],
  ["aire-intervencion", "la-republica", 58.0, "Intervención de Air-e se alarga un año más", "Los gremios de la costa pidieron una solución de fondo para la deuda de la empresa."],
  ["metro-medellin-falla", "el-colombiano", 7.8, "Metro de Medellín suspende la línea A por una falla eléctrica en la hora pico", "Miles de usuarios tuvieron que caminar por la vía férrea entre las estaciones Industriales y Poblado."],
  ["metro-medellin-falla", "telemedellin", 8.0, "Falla en el metro: línea A, fuera de servicio entre Itagüí y Niquía", "La empresa habilitó buses alimentadores para atender a los pasajeros."],
  ["metro-medellin-falla", "el-tiempo", 9.0, "Caos en Medellín por falla eléctrica que paralizó la línea A del metro", "El servicio se restableció después de dos horas, informó el gerente."],
  ["metro-medellin-tarifa", "el-colombiano", 81.0, "Metro de Medellín presenta el nuevo tranvía de la avenida 80", "La obra tendrá 17 estaciones y costará $3,5 billones, según la empresa."],
  ["granizada-bogota", "el-tiempo", 16.5, "Fuerte granizada en Bogotá inundó calles del norte de la ciudad", "La avenida Boyacá y la calle 80 quedaron bajo el agua; hubo trancones de más de dos horas."],
  ["granizada-bogota", "canal-capital", 16.8, "Granizada en Bogotá: emergencias en Suba, Engativá y Usaquén", "El Idiger atendió 35 emergencias por encharcamientos y caída de árboles."],
  ["granizada-bogota", "semana", 17.4, "Así quedó el norte de Bogotá tras la granizada de este lunes", "Videos de ciudadanos muestran carros atrapados en el agua."],
  ["aguacero-bogota", "canal-capital", 64.0, "Aguacero en Bogotá: caída de árboles en Chapinero y Teusaquillo", "El Idiger reportó 12 emergencias y un motociclista herido."],
  ["aguacero-bogota", "el-tiempo", 64.5, "Fuerte lluvia en Bogotá este miércoles tumbó árboles en Chapinero", "Un árbol cayó sobre un taxi en la carrera Séptima con calle 45."],
  ["cartagena-aeropuerto", "el-universal", 39.0, "Aeropuerto Rafael Núñez de Cartagena suspende operaciones por una falla en la pista", "Catorce vuelos fueron desviados a Barranquilla y Montería."],
  ["cartagena-aeropuerto", "el-tiempo", 39.6, "Cierran el aeropuerto de Cartagena por daño en la pista", "La Aerocivil dijo que la reparación tardará al menos cuatro horas."],
  ["cartagena-aeropuerto", "caracol-radio", 40.0, "Pasajeros atrapados en el aeropuerto de Cartagena por cierre de la pista", "Las aerolíneas reprogramaron los vuelos de la tarde."],

  // ── Salud ────────────────────────────────────────────────────────────────────────────────
  ["dengue-huila", "diario-del-huila", 9.5, "Huila declara alerta roja hospitalaria por dengue", "El departamento suma 4.210 casos en lo corrido del año y tres muertes confirmadas."],
  ["dengue-huila", "la-nacion", 10.2, "Alerta roja en el Huila por el aumento de casos de dengue", "La Secretaría de Salud departamental pidió eliminar los criaderos en las viviendas."],
  ["dengue-huila", "el-tiempo", 12.0, "Dengue: el Huila, en alerta roja tras superar 4.200 casos", "Neiva, Pitalito y Garzón concentran la mayoría de los contagios."],
  ["dengue-tolima", "el-nuevo-dia", 60.0, "Ibagué supera los 1.200 casos de dengue en lo que va del año", "La Secretaría de Salud municipal reforzó las fumigaciones en la comuna 8."],
  ["dengue-tolima", "ecos-del-combeima", 60.8, "Casos de dengue en Ibagué ya superan los 1.200", "El hospital Federico Lleras reporta alta ocupación en pediatría."],
  ["famisanar-intervencion", "el-tiempo", 54.0, "Supersalud ordena la intervención de la EPS Famisanar por un año", "La medida busca garantizar la atención de 2,7 millones de afiliados."],
  ["famisanar-intervencion", "el-espectador", 54.4, "Gobierno interviene a Famisanar, una de las EPS más grandes del país", "El superintendente de Salud designó a un agente interventor."],
  ["famisanar-intervencion", "semana", 55.0, "Intervienen Famisanar: lo que deben saber los afiliados", "Los usuarios conservarán sus citas y sus tratamientos, aseguró la Superintendencia."],

  // ── Deportes ─────────────────────────────────────────────────────────────────────────────
  ["seleccion-convocatoria", "el-tiempo", 75.0, "Néstor Lorenzo dio la lista de convocados de la Selección Colombia para enfrentar a Brasil y Paraguay", "James Rodríguez y Luis Díaz encabezan la nómina de 26 jugadores."],
  ["seleccion-convocatoria", "el-espectador", 75.2, "Selección Colombia: estos son los 26 convocados para las eliminatorias", "Hay dos novedades en la lista: el arquero Kevin Mier y el volante Kevin Castaño."],
  ["seleccion-convocatoria", "semana", 75.6, "Convocatoria de la Selección: Lorenzo llama a 26 jugadores para la doble fecha", "Colombia visita a Brasil el 20 de marzo y recibe a Paraguay el 25 en Barranquilla."],
  ["seleccion-convocatoria", "caracol-radio", 76.0, "Sorpresas en la lista de Lorenzo para los partidos ante Brasil y Paraguay", "El técnico argentino convocó a 26 futbolistas."],
  ["bernal-etapa4", "el-tiempo", 63.5, "Egan Bernal fue segundo en la etapa 4 de la Vuelta a Cataluña", "El colombiano llegó a tres segundos del ganador en la subida final a Vallter."],
  ["bernal-etapa4", "el-espectador", 64.0, "Gran actuación de Egan Bernal: segundo en la cuarta etapa en Cataluña", "El ciclista del Ineos subió al cuarto lugar de la clasificación general."],
  ["bernal-etapa5", "el-tiempo", 87.5, "Egan Bernal perdió tiempo en la etapa 5 de la Vuelta a Cataluña", "Una caída a 20 kilómetros de la meta lo dejó a un minuto de los favoritos."],
  ["bernal-etapa5", "semana", 88.0, "Caída de Egan Bernal en la quinta etapa: pierde un minuto en la general", "El colombiano terminó la jornada con raspaduras en la pierna derecha."],

  // ── Entretenimiento y cultura ────────────────────────────────────────────────────────────
  ["karolg-concierto", "el-colombiano", 36.0, "Karol G anuncia tres conciertos en el estadio Atanasio Girardot", "Las presentaciones serán en julio; la preventa empieza el 18 de marzo."],
  ["karolg-concierto", "el-tiempo", 36.5, "Karol G regresa a Medellín con tres conciertos en el Atanasio Girardot", "La Bichota presentará su gira en el estadio donde ya llenó dos fechas en 2023."],
  ["karolg-concierto", "semana", 37.0, "Fechas y precios de los conciertos de Karol G en Medellín", "La artista anunció las presentaciones a través de sus redes sociales."],
  ["karolg-premio", "semana", 83.0, "Karol G arrasa en los Premios Lo Nuestro con cinco galardones", "La cantante paisa ganó artista femenina del año y álbum del año."],
  ["teatro-bogota", "el-espectador", 45.0, "El Festival Iberoamericano de Teatro de Bogotá anuncia 40 obras internacionales", "La edición de 2025 tendrá a Japón como país invitado de honor."],

  // ── Educación e internacional ───────────────────────────────────────────────────────────
  ["saber-pro", "el-tiempo", 66.0, "Icfes publicó los resultados de las pruebas Saber Pro 2024", "Los estudiantes pueden consultar su puntaje con el número de registro."],
  ["saber-pro", "semana", 66.8, "Resultados Saber Pro: así puede consultarlos", "El Icfes habilitó la consulta en su página web desde este miércoles."],
  ["deportados", "el-tiempo", 34.5, "Llega a Bogotá nuevo vuelo con 110 colombianos deportados desde Estados Unidos", "Es el sexto vuelo del año; los migrantes llegaron al aeropuerto El Dorado sin esposas."],
  ["deportados", "caracol-radio", 35.0, "Aterrizó en El Dorado vuelo de la Fuerza Aérea con 110 deportados", "Migración Colombia verificó los antecedentes de los pasajeros."],
  ["deportados", "el-espectador", 35.8, "Otro vuelo de deportados: 110 colombianos regresaron desde Texas", "Entre los deportados hay 18 menores de edad."],
  ["maduro", "semana", 50.0, "Maduro ordena cerrar la frontera con Colombia durante 72 horas", "El gobierno venezolano dijo que la medida responde a un operativo militar en el Zulia."],

  // ── Loterías ─────────────────────────────────────────────────────────────────────────────
  ["baloto-lunes", "pulzo", 23.2, "Resultados del Baloto del lunes 10 de marzo: números ganadores", "El premio mayor acumulado era de $12.400 millones."],
  ["baloto-lunes", "el-tiempo", 23.6, "Baloto hoy: resultados del sorteo del lunes 10 de marzo de 2025", "Consulte si es el ganador del premio mayor y de la revancha."],
  ["baloto-miercoles", "pulzo", 71.2, "Resultados del Baloto del miércoles 12 de marzo: números ganadores", "El premio mayor acumulado era de $12.900 millones."],
  ["baloto-miercoles", "el-tiempo", 71.5, "Baloto hoy: resultados del sorteo del miércoles 12 de marzo de 2025", "Consulte si es el ganador del premio mayor y de la revancha."],

  // ── Regionales sueltas (singletons) ──────────────────────────────────────────────────────
  ["oso-cundinamarca", "noticias-dia-a-dia", 20.0, "Rescatan a un oso de anteojos herido en zona rural de Guasca", "La CAR lo trasladó a un centro de rehabilitación en Bogotá."],
  ["manizales-feria", "la-patria", 44.5, "Manizales abre convocatoria para la Feria de 2026", "La corporación de cultura recibirá propuestas de artistas hasta abril."],
  ["pasto-carnaval", "narino-ahora", 68.0, "Pasto inicia la inscripción de colectivos para el Carnaval de Negros y Blancos", "Las carrozas deberán usar materiales reciclados."],
  ["cucuta-alcalde", "la-opinion", 86.0, "Alcalde de Cúcuta anuncia plan de choque contra el hurto de motos", "Habrá 200 policías más en las calles desde el lunes."],
];

/** The labelled set: every row with its id. */
export const LABELLED_STORIES: readonly LabelledStoryItem[] = labelledItems(ROWS, "l");
