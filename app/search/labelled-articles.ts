/*
 * A labelled set for measuring search quality: invented Colombian news written for this purpose
 * (not by the newsroom generator), and queries with the articles a reader would want from each,
 * judged by meaning, not by which words they share. Distractors share words with a query but are
 * about something else. Read by relevance.test.ts, which prints recall@10 and MRR.
 */

/** An article of the set; hoursAgo is its age when the test runs. */
export interface LabelledArticle {
  key: string;
  hoursAgo: number;
  category: string;
  departments: string[];
  title: string;
  summary: string;
}

function a(key: string, hoursAgo: number, category: string, departments: string[], title: string, summary: string): LabelledArticle {
  return { key, hoursAgo, category, departments, title, summary };
}

export const LABELLED_ARTICLES: readonly LabelledArticle[] = [
  // Elections and the Registraduría.
  a("elec-1", 6, "politica", ["bogota"], "Registraduría confirma 38 millones de votantes habilitados para las elecciones de marzo", "El registrador presentó el censo electoral y el calendario de inscripción de candidatos al Congreso."),
  a("elec-2", 30, "politica", ["antioquia"], "Antioquia elegirá gobernador en una elección atípica tras la renuncia del mandatario", "La Registraduría fijó la fecha de la jornada y abrió la inscripción de cédulas en los 125 municipios."),
  a("elec-3", 70, "politica", [], "Misión de Observación Electoral alerta por riesgo en 120 municipios antes de las elecciones regionales", "La MOE pidió garantías para los candidatos amenazados y más presencia de la Fuerza Pública en zonas rurales."),
  a("elec-4", 160, "politica", ["valle-del-cauca"], "Cali estrena tarjetón braille para la elección de juntas de acción comunal", "La iniciativa de la Registraduría busca que las personas ciegas voten sin acompañante."),
  a("elec-5", 300, "opinion", [], "Lo que nos dejaron las elecciones regionales", "Columna sobre la baja participación juvenil y el voto en blanco en las capitales."),
  a("elec-6", 12, "politica", ["bogota"], "Consejo Nacional Electoral abre investigación por topes de gastos en campañas", "El tribunal revisará las cuentas de doce campañas a alcaldías y gobernaciones."),
  a("elec-7", 48, "politica", ["bogota"], "Registraduría amplía horarios para la entrega de cédulas pendientes", "Más de 400.000 documentos de identidad siguen sin reclamar en las sedes de Bogotá."),
  a("elec-8", 90, "general", ["santander"], "Bucaramanga elige al nuevo rector de la universidad pública con voto electrónico", "Profesores, estudiantes y egresados participaron en la elección por internet durante dos días."),
  a("elec-9", 200, "entretenimiento", [], "La elección del vestido de la reina del Carnaval se hará en redes sociales", "Los diseñadores presentarán tres propuestas y el público votará por la ganadora."),

  // Vaccination and health campaigns.
  a("vac-1", 4, "salud", ["atlantico"], "Barranquilla abre 40 puntos de vacunación contra el sarampión este fin de semana", "Los niños de uno a cinco años deben recibir la dosis de refuerzo; no se necesita cita."),
  a("vac-2", 26, "salud", [], "Llegan al país dos millones de vacunas contra la influenza para la temporada de lluvias", "El Ministerio de Salud distribuirá las dosis a los departamentos con más casos respiratorios."),
  a("vac-3", 80, "salud", ["narino"], "Nariño vacuna a comunidades indígenas contra la fiebre amarilla en zonas de frontera", "Las brigadas recorren en lancha los resguardos del río Mira."),
  a("vac-4", 150, "salud", ["antioquia"], "Medellín alcanza el 95 % de cobertura en vacunación infantil", "La Secretaría de Salud destacó la jornada casa a casa en las comunas de la ladera."),
  a("vac-5", 10, "ciencia", [], "Científicos colombianos prueban una vacuna contra la leishmaniasis en ratones", "El ensayo del instituto de investigación mostró protección en el 80 % de los animales."),
  a("vac-6", 60, "general", ["cundinamarca"], "Ganaderos de Cundinamarca deberán vacunar el hato contra la aftosa antes de junio", "El ICA recordó que el primer ciclo de vacunación bovina es obligatorio."),
  a("vac-7", 40, "salud", ["valle-del-cauca"], "Hospital de Cali suspende cirugías programadas por falta de anestesiólogos", "La gerencia dijo que las urgencias siguen atendiéndose con normalidad."),
  a("vac-8", 110, "salud", [], "Minsalud pide a los adultos mayores completar los refuerzos contra el covid-19", "Solo el 40 % de los mayores de 60 años tiene el esquema completo, según el boletín semanal."),

  // Dengue and hospitals.
  a("den-1", 8, "salud", ["huila"], "Huila declara alerta roja por el aumento de casos de dengue", "Neiva concentra la mitad de los 3.200 casos del año y los hospitales reportan ocupación del 98 %."),
  a("den-2", 55, "salud", ["tolima"], "Ibagué fumiga barrios del sur para frenar el brote de dengue", "La Secretaría de Salud pidió eliminar los recipientes con agua estancada en patios y terrazas."),
  a("den-3", 130, "salud", [], "El INS reporta la peor temporada de dengue de la última década", "El Instituto Nacional de Salud contó 120.000 casos y recomendó consultar ante fiebre y dolor de cabeza."),
  a("den-4", 20, "salud", ["bolivar"], "Cartagena inaugura un hospital de segundo nivel en la zona suroriental", "El nuevo centro tendrá 120 camas, urgencias pediátricas y sala de partos."),
  a("den-5", 95, "salud", ["choco"], "Hospitales del Chocó, sin oxígeno por el cierre de la vía a Medellín", "Los gerentes piden un puente aéreo para llevar los cilindros desde Antioquia."),
  a("den-6", 170, "economia", [], "Gobierno gira 800.000 millones de pesos a hospitales públicos por deudas de las EPS", "Los recursos saldrán de la Adres y se pagarán directamente a las clínicas y hospitales."),
  a("den-7", 36, "salud", ["bogota"], "Red hospitalaria de Bogotá habilita 200 camas de cuidados intermedios", "La ocupación de las urgencias pediátricas llegó al 110 % por las infecciones respiratorias."),
  a("den-8", 250, "tecnologia", [], "Una aplicación ayuda a encontrar turnos en urgencias de la red pública", "El desarrollo de una empresa de Medellín muestra en tiempo real la espera en cada hospital."),

  // Paro armado and public order.
  a("paro-1", 3, "seguridad", ["cauca"], "Disidencias anuncian un paro armado de 72 horas en el sur del Cauca", "Comerciantes de El Bordo cerraron sus negocios y el transporte intermunicipal fue suspendido."),
  a("paro-2", 50, "seguridad", ["choco"], "Paro armado del Clan del Golfo deja confinadas a 4.000 personas en el Chocó", "La Defensoría pidió un corredor humanitario para llevar alimentos a las comunidades del Baudó."),
  a("paro-3", 140, "seguridad", ["antioquia"], "Gobernación de Antioquia rechaza el paro armado en el Bajo Cauca", "Las autoridades reforzaron la vigilancia en Caucasia y El Bagre para garantizar la movilidad."),
  a("paro-4", 9, "economia", ["santander"], "Paro de camioneros bloquea las salidas de Bucaramanga por el precio del diésel", "Los transportadores exigen congelar el valor del combustible hasta fin de año."),
  a("paro-5", 22, "seguridad", ["narino"], "Grupo armado quema tres vehículos en la vía Panamericana en Nariño", "El Ejército envió tropas a la zona y el tráfico estuvo suspendido seis horas."),
  a("paro-6", 65, "educacion", [], "Fecode convoca a un paro nacional de maestros para el próximo jueves", "Los docentes protestan por los cambios en el sistema de salud del magisterio."),
  a("paro-7", 210, "opinion", [], "El miedo que deja cada paro armado", "Columna sobre el silencio de los pueblos obligados a cerrar por órdenes de los grupos ilegales."),
  a("paro-8", 85, "seguridad", ["norte-de-santander"], "Enfrentamientos entre grupos armados desplazan a 600 familias en el Catatumbo", "Los desplazados llegaron a Tibú y Ocaña, donde se habilitaron albergues temporales."),

  // Kidnapping.
  a("sec-1", 7, "seguridad", ["arauca"], "Liberan a comerciante secuestrado hace 40 días en Arauca", "La víctima fue entregada a una comisión humanitaria de la Iglesia en zona rural de Tame."),
  a("sec-2", 75, "seguridad", [], "Secuestros aumentaron 30 % en el último año, según el Ministerio de Defensa", "La mayoría de los casos se concentran en Cauca, Arauca y Norte de Santander."),
  a("sec-3", 180, "judicial", ["huila"], "Condenan a 40 años a los responsables del secuestro de una ganadera en el Huila", "El juez consideró agravantes por la tortura y el cobro de dos rescates."),
  a("sec-4", 25, "seguridad", ["cesar"], "Gaula rescata a un niño secuestrado en Valledupar", "El menor fue encontrado en una finca; hay tres capturados."),
  a("sec-5", 120, "seguridad", ["bogota"], "Alerta por secuestro exprés en taxis de aplicaciones en Bogotá", "La Policía recomendó compartir la ruta del viaje y verificar la placa del vehículo."),
  a("sec-6", 15, "judicial", [], "Fiscalía imputa a exalcalde por secuestrar recursos de la salud", "El ente acusador asegura que el dinero de los hospitales se desvió a contratos ficticios."),

  // Illegal mining.
  a("min-1", 18, "medio-ambiente", ["antioquia"], "Operativo contra la minería ilegal destruye 20 dragas en el río Nechí", "El Ejército y la Fiscalía calculan que las máquinas extraían oro por 2.000 millones de pesos al mes."),
  a("min-2", 100, "medio-ambiente", ["choco"], "El río Atrato sigue contaminado con mercurio por la minería ilegal", "Un informe de la Contraloría encontró niveles peligrosos en peces de consumo diario."),
  a("min-3", 260, "judicial", ["amazonas"], "Capturan a red que financiaba la minería ilegal en el Amazonas", "Las balsas operaban en el río Puré, cerca de territorios de pueblos en aislamiento."),
  a("min-4", 45, "economia", ["cesar"], "Exportaciones de carbón caen 15 % y golpean las finanzas del Cesar", "Las regalías de la minería representan un tercio de los ingresos del departamento."),
  a("min-5", 135, "general", ["boyaca"], "Mineros de Sogamoso piden control a la ilegalidad en los socavones de carbón", "El gremio denuncia minas sin licencia que operan sin medidas de seguridad."),
  a("min-6", 300, "politica", [], "Congreso debate un proyecto para formalizar a los pequeños mineros", "La iniciativa crearía un registro único y créditos para maquinaria limpia."),

  // Bogotá.
  a("bog-1", 2, "general", ["bogota"], "Bogotá amplía el horario del pico y placa en la calle 80", "La Secretaría de Movilidad justificó la medida por las obras de la troncal."),
  a("bog-2", 33, "general", ["bogota"], "Bogotá tendrá 17 nuevos parques de barrio antes de diciembre", "El IDRD invertirá 60.000 millones de pesos en Usme, Bosa y Kennedy."),
  a("bog-3", 77, "cultura", ["bogota"], "La Feria del Libro de Bogotá espera medio millón de visitantes", "La FILBo tendrá a Brasil como país invitado y más de 1.500 actividades."),
  a("bog-4", 190, "economia", ["bogota"], "Desempleo en Bogotá baja al 9 % por primera vez en cinco años", "El DANE atribuyó la mejora al comercio y a la construcción."),
  a("bog-5", 14, "seguridad", ["bogota"], "Capturan en Bogotá a banda que robaba celulares en TransMilenio", "Los detenidos vendían los equipos en locales del centro de la capital."),
  a("bog-6", 60, "general", ["cundinamarca"], "Soacha pide a Bogotá extender la troncal de TransMilenio hasta el límite sur", "El alcalde municipal asegura que el 60 % de sus habitantes trabaja en la capital."),
  a("bog-7", 240, "deportes", ["bogota"], "El Campín será sede de la final de la Copa Libertadores femenina", "La Conmebol confirmó el estadio bogotano tras la inspección de la cancha."),

  // Medellín.
  a("med-1", 5, "general", ["antioquia"], "Metro de Medellín abre la nueva estación del tranvía de Ayacucho", "La estación conectará con los cables de la comuna 8 y movilizará 20.000 personas al día."),
  a("med-2", 44, "cultura", ["antioquia"], "Medellín presenta la programación de la Feria de las Flores", "El desfile de silleteros volverá a la avenida Regional y habrá conciertos gratuitos."),
  a("med-3", 125, "economia", ["antioquia"], "Medellín es la ciudad con más empresas de tecnología creadas este año", "La Cámara de Comercio registró 800 nuevas compañías de software."),
  a("med-4", 16, "seguridad", ["antioquia"], "Homicidios en Medellín bajan 12 % en el primer semestre", "La Alcaldía atribuye la reducción a la presencia policial en las comunas."),
  a("med-5", 230, "deportes", ["antioquia"], "Atlético Nacional presenta a su nuevo técnico en el Atanasio Girardot", "El entrenador pidió paciencia a la hinchada verdolaga."),
  a("med-6", 88, "general", ["antioquia"], "Envigado y Bello piden al área metropolitana más rutas alimentadoras", "Los alcaldes aseguran que los buses no dan abasto en las horas pico."),

  // Floods and rain.
  a("inu-1", 4, "medio-ambiente", ["cordoba"], "Inundaciones en Córdoba dejan 8.000 damnificados por el desbordamiento del río Sinú", "La Gobernación declaró la calamidad pública en seis municipios."),
  a("inu-2", 28, "medio-ambiente", ["antioquia"], "Lluvias provocan deslizamientos en el oriente de Antioquia", "La vía Medellín–Bogotá estuvo cerrada por tramos durante la madrugada."),
  a("inu-3", 70, "medio-ambiente", ["bolivar"], "La Mojana completa tres meses inundada y pide una solución definitiva", "Los campesinos perdieron las cosechas de arroz y el ganado está en zonas altas."),
  a("inu-4", 160, "medio-ambiente", ["bogota"], "Aguacero inunda la autopista Norte y varios barrios de Suba", "Los bomberos atendieron 40 emergencias por encharcamientos y caída de árboles."),
  a("inu-5", 12, "general", [], "Ideam prevé lluvias por encima de lo normal hasta diciembre", "El instituto recomendó a los municipios limpiar canales y quebradas."),
  a("inu-6", 55, "economia", [], "Aseguradoras pagarán 300.000 millones de pesos por daños de la temporada invernal", "Fasecolda dijo que los reclamos por viviendas inundadas se duplicaron."),
  a("inu-7", 95, "medio-ambiente", ["valle-del-cauca"], "Crece el río Cauca y Cali refuerza el jarillón en el oriente", "Emcali instaló bombas adicionales para evacuar el agua de las lagunas de regulación."),
  a("inu-8", 200, "cultura", ["magdalena"], "Las lluvias de diciembre obligan a aplazar el festival de música de Santa Marta", "Los organizadores anunciaron que el evento se hará en enero en el mismo escenario."),

  // Forest fires and drought.
  a("inc-1", 6, "medio-ambiente", ["cundinamarca"], "Incendio forestal consume 300 hectáreas en los cerros de Nemocón", "Los bomberos de la Sabana y un helicóptero de la Fuerza Aérea trabajan desde el domingo."),
  a("inc-2", 52, "medio-ambiente", ["santander"], "Santander registra 60 incendios forestales en lo corrido del año", "La Corporación Autónoma pidió no hacer quemas agrícolas durante la temporada seca."),
  a("inc-3", 150, "medio-ambiente", ["magdalena"], "Controlan el incendio en la Sierra Nevada de Santa Marta tras una semana", "Las llamas afectaron bosques de niebla cerca de comunidades arhuacas."),
  a("inc-4", 30, "general", ["bogota"], "Incendio en una fábrica de colchones en Puente Aranda deja dos heridos", "Las columnas de humo se vieron desde varios sectores del occidente de Bogotá."),
  a("inc-5", 110, "medio-ambiente", [], "El fenómeno de El Niño reduce los embalses al 45 % de su capacidad", "XM advierte que la sequía podría obligar a racionar energía si no llueve en marzo."),
  a("inc-6", 260, "economia", ["la-guajira"], "Sequía en La Guajira deja sin agua a 80 comunidades wayuu", "Los carrotanques de la Gobernación no alcanzan para abastecer a las rancherías."),
  a("inc-7", 85, "salud", ["la-guajira"], "Niños wayuu con desnutrición aguda aumentan en la alta Guajira", "El ICBF abrió centros de recuperación nutricional en Uribia y Manaure."),
  a("inc-8", 190, "opinion", [], "El Niño no es excusa para el desorden en el manejo del agua", "Columna sobre la falta de inversión en acueductos rurales del Caribe."),

  // Earthquakes.
  a("sis-1", 3, "general", ["santander"], "Sismo de magnitud 5,1 sacude Santander y se siente en Bogotá", "El Servicio Geológico ubicó el epicentro en Los Santos, a 140 kilómetros de profundidad."),
  a("sis-2", 100, "general", ["meta"], "Temblor de magnitud 4,6 en el Meta no deja daños", "Los bomberos de Villavicencio revisaron edificios públicos y colegios."),
  a("sis-3", 240, "ciencia", [], "El Servicio Geológico instalará 50 nuevas estaciones para vigilar los sismos", "La red permitirá alertas tempranas en la región andina."),
  a("sis-4", 60, "educacion", ["valle-del-cauca"], "Colegios de Cali hacen simulacro de evacuación por sismo", "Más de 300.000 estudiantes participaron en la prueba nacional."),
  a("sis-5", 400, "general", ["narino"], "Volcán Galeras registra aumento de la actividad sísmica", "El nivel de alerta sigue en amarillo y se recomienda no acercarse al cráter."),

  // Dollar and exchange rate.
  a("dol-1", 2, "economia", [], "El dólar cierra en 3.950 pesos, su nivel más bajo en dos años", "La tasa de cambio bajó 45 pesos por la entrada de capitales y el alza del petróleo."),
  a("dol-2", 50, "economia", [], "Importadores aprovechan la caída de la divisa para comprar inventarios", "Los comerciantes de electrodomésticos anticipan pedidos para la temporada navideña."),
  a("dol-3", 130, "economia", [], "Remesas en dólares baten récord y superan los 10.000 millones", "El Banco de la República dijo que la mayoría de los giros llegan desde Estados Unidos y España."),
  a("dol-4", 30, "economia", [], "Exportadores de flores piden medidas por la revaluación del peso frente al dólar", "Asocolflores asegura que cada peso de menos en la tasa de cambio reduce sus márgenes."),
  a("dol-5", 210, "internacional", [], "La Reserva Federal mantiene las tasas y los mercados emergentes respiran", "Las monedas de la región se fortalecieron tras el anuncio en Washington."),
  a("dol-6", 80, "general", [], "Los 'dólares' de la suerte: la tradición de fin de año que vuelve a las calles", "Vendedores ambulantes ofrecen billetes de juguete para atraer la prosperidad."),

  // Inflation.
  a("inf-1", 8, "economia", [], "La inflación baja al 5,2 % anual y acumula seis meses de descenso", "El DANE destacó la caída en alimentos y el aumento de los arriendos."),
  a("inf-2", 75, "economia", [], "Banco de la República reduce la tasa de interés al 9,75 %", "La junta citó la baja de la inflación y el débil crecimiento del consumo."),
  a("inf-3", 180, "economia", ["bogota"], "Los precios de los arriendos en Bogotá suben por encima del IPC", "Las inmobiliarias reportan alzas de hasta 12 % en los barrios cercanos a las universidades."),
  a("inf-4", 35, "economia", [], "Canasta familiar: el huevo y la papa bajan de precio en las plazas", "Corabastos informó una mayor oferta por las buenas cosechas del altiplano."),
  a("inf-5", 260, "opinion", [], "¿Por qué la inflación sigue alta en los servicios públicos?", "Columna sobre la indexación de las tarifas de energía y gas."),

  // Coffee.
  a("caf-1", 10, "economia", ["caldas"], "El precio interno del café llega a 2,8 millones de pesos por carga", "La Federación de Cafeteros atribuyó el récord a la baja cosecha en Brasil."),
  a("caf-2", 90, "economia", ["huila"], "Huila lidera la producción de café con 2,5 millones de sacos", "Los caficultores del sur del departamento celebran la calidad de la cosecha."),
  a("caf-3", 200, "economia", [], "Exportaciones de café crecen 20 % en el primer semestre", "Estados Unidos y Japón siguen siendo los principales compradores del grano colombiano."),
  a("caf-4", 40, "general", ["quindio"], "El Parque del Café anuncia nuevas atracciones para las vacaciones", "El parque de diversiones de Montenegro espera 300.000 visitantes en temporada."),
  a("caf-5", 150, "economia", ["risaralda"], "Cafeteros de Risaralda denuncian escasez de recolectores", "Los finqueros ofrecen hasta 1.200 pesos por kilo de café recogido."),
  a("caf-6", 70, "economia", [], "El precio del cacao se dispara y los productores de Santander celebran", "La tonelada superó los 10.000 dólares en la bolsa de Nueva York."),

  // Pensions and labour.
  a("pen-1", 11, "politica", [], "Senado aprueba en último debate la reforma pensional", "El proyecto crea un sistema de pilares y un bono para los adultos mayores sin pensión."),
  a("pen-2", 95, "economia", [], "Fondos privados advierten por el traslado de ahorros a Colpensiones", "Asofondos calcula que 3 millones de afiliados cambiarán de régimen con la reforma."),
  a("pen-3", 220, "judicial", [], "Corte Constitucional estudia demandas contra la reforma pensional", "Los demandantes alegan vicios de trámite en la votación de la Cámara."),
  a("pen-4", 45, "politica", [], "Gobierno radica la reforma laboral con recargos nocturnos desde las 7 p. m.", "Los gremios piden estudiar el impacto en el empleo formal de las pequeñas empresas."),
  a("pen-5", 130, "economia", [], "¿Cuánto ganará un pensionado con el aumento del salario mínimo?", "Las mesadas de un salario mínimo suben en la misma proporción del ajuste anual."),
  a("pen-6", 300, "politica", [], "Reforma a la salud se hunde en la Comisión Séptima del Senado", "Ocho senadores firmaron la ponencia de archivo del proyecto."),

  // Minimum wage.
  a("sal-1", 20, "economia", [], "Gobierno decreta un aumento del 9,5 % en el salario mínimo", "El salario mínimo quedará en 1,42 millones de pesos y el auxilio de transporte en 200.000."),
  a("sal-2", 60, "economia", [], "Centrales obreras y gremios no logran acuerdo sobre el salario mínimo", "La comisión de concertación se levantó sin consenso y el Gobierno fijará el aumento por decreto."),
  a("sal-3", 170, "economia", [], "Comerciantes advierten que el alza del mínimo subirá los precios", "Fenalco pidió tener en cuenta la productividad en la negociación."),
  a("sal-4", 250, "opinion", [], "El salario de los jóvenes que no consiguen su primer empleo", "Columna sobre la informalidad juvenil y la brecha con el salario mínimo."),

  // Oil and Ecopetrol.
  a("pet-1", 9, "economia", [], "Ecopetrol reporta utilidades de 4 billones de pesos en el trimestre", "La petrolera atribuyó el resultado a la mayor producción en el Meta y al precio del crudo."),
  a("pet-2", 110, "economia", ["meta"], "Producción de petróleo en el Meta cae por bloqueos en Castilla", "Las comunidades exigen empleo local y arreglo de vías terciarias."),
  a("pet-3", 190, "economia", [], "Ecopetrol anuncia nuevo hallazgo de gas en el mar Caribe", "El pozo en aguas profundas podría asegurar el abastecimiento por diez años."),
  a("pet-4", 40, "medio-ambiente", ["santander"], "Derrame de crudo en Barrancabermeja llega a la ciénaga de San Silvestre", "La Corporación ordenó limpiar las orillas y suspender la pesca."),
  a("pet-5", 280, "economia", [], "El precio del petróleo Brent sube por los recortes de la OPEP", "El barril de referencia para Colombia superó los 85 dólares."),

  // Football.
  a("fut-1", 7, "deportes", [], "La Selección Colombia convoca a 26 jugadores para las eliminatorias", "El técnico incluyó a tres debutantes para los partidos contra Brasil y Paraguay."),
  a("fut-2", 40, "deportes", ["bogota"], "Millonarios vence a Santa Fe en el clásico bogotano", "Dos goles en el segundo tiempo le dieron el triunfo al equipo azul en El Campín."),
  a("fut-3", 120, "deportes", ["atlantico"], "Junior presenta a su nuevo goleador para la Liga", "El delantero argentino firmó por dos temporadas con el club barranquillero."),
  a("fut-4", 20, "deportes", [], "La Selección Colombia femenina clasifica a los Juegos Olímpicos", "El equipo venció a Chile en la semifinal de la Copa América femenina."),
  a("fut-5", 200, "deportes", ["valle-del-cauca"], "El fútbol vuelve al estadio Pascual Guerrero tras dos años de obras", "América de Cali jugará de local el próximo domingo."),
  a("fut-6", 55, "entretenimiento", [], "Serie sobre la historia de la Selección Colombia del 90 llega a las plataformas", "La producción recrea el empate con Alemania en el Mundial de Italia."),

  // Other sports (deportes without football).
  a("dep-1", 5, "deportes", ["boyaca"], "Ciclista boyacense gana la etapa reina del Tour de Francia", "El corredor de Cómbita atacó en el último puerto y celebró sola la llegada; el Ministerio del Deporte lo felicitó."),
  a("dep-2", 70, "deportes", [], "Colombia suma 12 medallas de oro en los Juegos Bolivarianos", "La delegación de deportistas brilló en levantamiento de pesas, patinaje y atletismo."),
  a("dep-3", 150, "deportes", ["antioquia"], "Medellín será sede del Mundial de patinaje de velocidad", "El patinódromo del estadio Atanasio Girardot recibirá a 40 países; la alcaldía destacó el apoyo al deporte."),
  a("dep-4", 30, "deportes", ["valle-del-cauca"], "Pesista vallecaucana rompe el récord panamericano", "La deportista levantó 135 kilos en envión en los Juegos de Santiago."),
  a("dep-5", 95, "deportes", [], "Deportes extremos: el parapente crece como atractivo turístico en Santander", "Los operadores del Cañón del Chicamocha reportan reservas completas hasta enero."),
  a("dep-6", 240, "deportes", ["bogota"], "Ministerio del Deporte anuncia becas para 2.000 deportistas de alto rendimiento", "Los atletas recibirán apoyo mensual y seguro médico durante el ciclo olímpico."),
  a("dep-7", 18, "deportes", ["bogota"], "Los deportes que más practican los colombianos: el fútbol sigue primero", "Una encuesta del Ministerio del Deporte encontró que el ciclismo ocupa el segundo lugar."),
  a("dep-8", 85, "deportes", [], "El ciclismo de ruta colombiano busca patrocinadores para el próximo año", "Tres equipos profesionales podrían desaparecer por falta de recursos."),
  a("dep-9", 110, "deportes", [], "Escuelas de fútbol de barrio reciben dotación de la Federación", "Los deportes de conjunto tendrán balones y uniformes para 500 clubes de formación."),
  a("dep-10", 160, "deportes", [], "Tenista colombiano avanza a cuartos de final en Roland Garros", "El bogotano venció en cinco sets al número 15 del mundo."),

  // Carnival and festivals.
  a("car-1", 12, "cultura", ["atlantico"], "Carnaval de Barranquilla presenta a su reina y al rey Momo", "La coronación será en el estadio Romelio Martínez el sábado anterior a la Batalla de Flores."),
  a("car-2", 100, "cultura", ["atlantico"], "Más de un millón de personas asistieron a la Batalla de Flores en Barranquilla", "El desfile del Carnaval recorrió la vía 40 con 40 carrozas y 300 grupos folclóricos."),
  a("car-3", 220, "economia", ["atlantico"], "El Carnaval dejó 500.000 millones de pesos en la economía de Barranquilla", "Hoteles y restaurantes reportaron ocupación plena durante los cuatro días de fiesta."),
  a("car-4", 50, "cultura", ["narino"], "Pasto alista las carrozas del Carnaval de Negros y Blancos", "Los artesanos trabajan desde septiembre en los talleres del barrio Obrero."),
  a("car-5", 320, "cultura", ["bolivar"], "Barranquilla y Cartagena compiten por el turismo de fin de año", "Las dos ciudades del Caribe lanzaron campañas para atraer visitantes nacionales."),
  a("fes-1", 15, "cultura", ["cesar"], "El Festival Vallenato corona a su nuevo rey de acordeón", "El joven acordeonero de La Paz ganó la final en la plaza Alfonso López de Valledupar."),
  a("fes-2", 130, "cultura", ["cesar"], "Valledupar se prepara para el Festival de la Leyenda Vallenata", "La fundación anunció homenajes a los juglares y concursos de canción inédita."),
  a("fes-3", 60, "entretenimiento", [], "Cantante de vallenato anuncia gira por Estados Unidos", "Los conciertos serán en Miami, Nueva York y Houston en marzo."),
  a("fes-4", 280, "cultura", ["valle-del-cauca"], "El Festival Petronio Álvarez abre la convocatoria de agrupaciones", "Las marimbas y los cantos del Pacífico volverán a Cali en agosto."),
  a("fes-5", 210, "cultura", ["antioquia"], "Los silleteros de Santa Elena preparan sus mejores flores para la Feria", "La Feria de las Flores de Medellín tendrá un desfile con 500 silletas."),

  // Transport in Bogotá.
  a("tra-1", 3, "general", ["bogota"], "El metro de Bogotá supera el 60 % de avance en su primera línea", "La empresa Metro confirmó que los primeros trenes llegarán en marzo."),
  a("tra-2", 66, "general", ["bogota"], "Llegan a Bogotá los primeros vagones del metro desde China", "El tren fue descargado en Cartagena y viajó por carretera hasta el patio taller de Bosa."),
  a("tra-3", 180, "general", ["bogota"], "TransMilenio incorpora 300 buses eléctricos a la flota troncal", "Los nuevos vehículos operarán en la troncal Caracas y en la avenida 68."),
  a("tra-4", 24, "general", ["bogota"], "Usuarios de TransMilenio denuncian largas filas en el portal Norte", "La empresa atribuyó los retrasos a un choque en la autopista."),
  a("tra-5", 100, "general", ["antioquia"], "El metro de Medellín celebra 30 años con viajes gratis", "Los usuarios podrán viajar sin costo el domingo en todas las líneas."),
  a("tra-6", 250, "general", ["cundinamarca"], "El Regiotram del Norte conectará a Bogotá con Zipaquirá", "La Gobernación de Cundinamarca adjudicó los estudios de la segunda fase."),
  a("tra-7", 40, "general", ["bogota"], "Bogotá levanta el pico y placa el sábado por la ciclovía nocturna", "La Secretaría de Movilidad recordó los cierres en la carrera Séptima."),
  a("tra-8", 140, "general", ["antioquia"], "Medellín mantiene el pico y placa con nuevas reglas para motos", "La rotación de dígitos cambiará desde el primer día hábil de febrero."),
  a("tra-9", 10, "general", ["bogota"], "El aeropuerto El Dorado rompe su récord con 120.000 pasajeros en un día", "La Aerocivil reforzó los controles migratorios por la temporada de vacaciones."),
  a("tra-10", 120, "general", ["antioquia"], "Aeropuerto José María Córdova estrena muelle internacional", "La terminal de Rionegro podrá recibir 14 millones de pasajeros al año."),
  a("tra-11", 200, "economia", [], "Aerolíneas reportan demoras por la congestión en El Dorado", "Los retrasos obedecen a la restricción de vuelos nocturnos por obras en la pista."),

  // Education.
  a("edu-1", 8, "educacion", [], "El Icfes publica los resultados de las pruebas Saber 11", "Los estudiantes pueden consultar su puntaje en la página del instituto desde el mediodía."),
  a("edu-2", 90, "educacion", ["boyaca"], "Boyacá lidera los resultados de las pruebas de Estado por tercer año", "Los colegios públicos de Tunja y Duitama superaron el promedio nacional."),
  a("edu-3", 160, "educacion", [], "Icfes cambiará la prueba de inglés desde el próximo año", "La evaluación incluirá una sección oral en los colegios que tengan conexión a internet."),
  a("edu-4", 35, "educacion", [], "Universidades públicas reciben 1,2 billones de pesos adicionales", "El Ministerio de Educación priorizará la ampliación de cupos en las regiones."),
  a("edu-5", 140, "educacion", ["santander"], "La Universidad Industrial de Santander suspende clases por protestas", "Los estudiantes exigen mejoras en el servicio de comedor y residencias."),
  a("edu-6", 20, "educacion", ["cordoba"], "Fiscalía investiga irregularidades en el programa de alimentación escolar de Córdoba", "Los contratos del PAE habrían pagado raciones que nunca llegaron a los colegios."),
  a("edu-7", 110, "educacion", [], "El PAE llegará a 6 millones de estudiantes durante las vacaciones", "El Ministerio de Educación garantizó la alimentación escolar en los meses de receso."),
  a("edu-8", 230, "salud", [], "Nutricionistas piden menos ultraprocesados en los refrigerios escolares", "La ley de comida chatarra obliga a revisar los menús de los colegios."),
  a("edu-9", 60, "educacion", ["bogota"], "Colegios de Bogotá tendrán jornada única en 2026", "La Secretaría de Educación contratará 1.000 nuevos docentes."),

  // Migration.
  a("mig-1", 6, "internacional", ["norte-de-santander"], "Aumenta el paso de migrantes venezolanos por la frontera en Cúcuta", "Migración Colombia registró 50.000 cruces diarios por el puente Simón Bolívar."),
  a("mig-2", 80, "internacional", [], "Colombia renovará el permiso de protección temporal para migrantes venezolanos", "Más de 1,8 millones de personas podrán seguir trabajando legalmente."),
  a("mig-3", 170, "internacional", ["choco"], "Récord de migrantes cruza el Darién rumbo a Estados Unidos", "Panamá contó 500.000 personas en el año; la mayoría son venezolanas, ecuatorianas y haitianas."),
  a("mig-4", 30, "internacional", ["antioquia"], "Necoclí, puerta del Darién, vive una crisis humanitaria en sus playas", "Cientos de familias esperan las lanchas hacia Acandí en campamentos improvisados."),
  a("mig-5", 260, "internacional", [], "Venezolanos en Colombia ya aportan 1 % del PIB, según estudio", "La investigación destaca el emprendimiento de los migrantes en comercio y servicios."),
  a("mig-6", 120, "economia", ["norte-de-santander"], "Comercio de Cúcuta se recupera con la reapertura de la frontera", "Los gremios piden agilizar los trámites aduaneros en el puente Atanasio Girardot."),
  a("mig-7", 45, "internacional", [], "Cancillería restablece los consulados en Venezuela", "Los colombianos en el país vecino podrán renovar pasaportes desde el próximo mes."),

  // Technology and cybercrime.
  a("tec-1", 5, "tecnologia", [], "Ciberataque deja sin sistema a la Superintendencia de Industria y Comercio", "Los trámites en línea estarán suspendidos mientras se recuperan los servidores."),
  a("tec-2", 60, "tecnologia", [], "Empresas colombianas sufrieron 5.000 millones de intentos de ciberataques", "El informe de la firma de seguridad ubica al país en el cuarto lugar de la región."),
  a("tec-3", 150, "tecnologia", [], "Bancos alertan por fraudes con mensajes de texto que suplantan a las entidades", "Los delincuentes piden claves y códigos de verificación con enlaces falsos."),
  a("tec-4", 25, "tecnologia", [], "Colombia presenta su política de inteligencia artificial", "El documento del Conpes plantea formar 100.000 personas en ciencia de datos."),
  a("tec-5", 100, "educacion", [], "Universidades adoptan la inteligencia artificial en sus clases", "Los docentes usan asistentes para revisar tareas y preparar materiales."),
  a("tec-6", 200, "opinion", [], "La inteligencia de los ciudadanos frente a la desinformación", "Columna sobre la educación mediática en tiempos de campañas."),
  a("tec-7", 270, "judicial", [], "Capturan a hackers que robaron datos de 2 millones de usuarios de una EPS", "La Policía dijo que vendían la información en foros de la web oscura."),
  a("tec-8", 40, "tecnologia", [], "El 5G llegará a 30 ciudades antes de fin de año", "Los operadores ganaron la subasta de espectro por 1,5 billones de pesos."),

  // Justice.
  a("jus-1", 9, "judicial", ["sucre"], "Fiscalía captura al alcalde de un municipio de Sucre por contratos irregulares", "El mandatario habría direccionado obras de acueducto a una empresa de su familia."),
  a("jus-2", 50, "judicial", ["valle-del-cauca"], "Capturados cinco policías señalados de extorsionar a comerciantes en Cali", "La Fiscalía presentó audios en los que pedían dinero a cambio de no hacer operativos."),
  a("jus-3", 140, "judicial", [], "La JEP imputa a 15 militares por falsos positivos en Casanare", "El tribunal de paz documentó 300 ejecuciones extrajudiciales entre 2005 y 2008."),
  a("jus-4", 240, "judicial", [], "La JEP abre un nuevo caso sobre reclutamiento de menores", "Las víctimas podrán acreditarse hasta marzo ante la sala de reconocimiento."),
  a("jus-5", 30, "judicial", [], "Corte Suprema abre indagación a congresistas por el escándalo de la Unidad de Riesgo", "Los magistrados citarán a declarar a cuatro senadores."),
  a("jus-6", 190, "judicial", ["bogota"], "Capturan a alias el Mono, cabecilla de una red de extorsión carcelaria", "Las llamadas salían de la cárcel La Picota con celulares ingresados ilegalmente."),
  a("jus-7", 75, "judicial", [], "Fiscalía pide cárcel para exgobernador por el desfalco en regalías", "El exfuncionario está señalado de peculado por 80.000 millones de pesos."),
  a("jus-8", 320, "judicial", [], "Excomandante acepta ante la JEP su responsabilidad en falsos positivos", "En la audiencia, familiares de las víctimas pidieron la verdad completa."),

  // Environment: deforestation.
  a("def-1", 12, "medio-ambiente", ["caqueta"], "La deforestación en la Amazonía cae 30 % en el último año", "El Ideam atribuyó la reducción a los acuerdos con campesinos del Caquetá y el Guaviare."),
  a("def-2", 130, "medio-ambiente", ["guaviare"], "Alerta por la tala de bosques en el Parque Chiribiquete", "Imágenes satelitales muestran nuevas trochas para ganadería dentro del área protegida."),
  a("def-3", 60, "medio-ambiente", ["amazonas"], "Leticia recibe la cumbre de ministros de la cuenca amazónica", "Los países acordaron metas comunes contra la deforestación y la minería en los ríos."),
  a("def-4", 250, "economia", ["caqueta"], "Ganaderos del Caquetá firman pacto de cero deforestación", "Los productores recibirán créditos verdes a cambio de conservar los bosques."),
  a("def-5", 180, "ciencia", [], "Descubren tres nuevas especies de ranas en la Amazonía colombiana", "Los biólogos encontraron los anfibios en expediciones al río Apaporis."),

  // Energy.
  a("ene-1", 14, "economia", ["atlantico"], "Tarifas de energía en la costa Caribe subirán 8 % en enero", "Air-e y Afinia trasladarán a los usuarios el costo de la deuda de la opción tarifaria."),
  a("ene-2", 100, "economia", [], "Creg aprueba medidas para bajar las tarifas de energía eléctrica", "Los usuarios de estratos 1, 2 y 3 verán el alivio en la factura de febrero."),
  a("ene-3", 200, "medio-ambiente", ["la-guajira"], "Parques eólicos de La Guajira, frenados por consultas con comunidades wayuu", "Siete proyectos de energía renovable acumulan dos años de retraso."),
  a("ene-4", 45, "general", ["bolivar"], "Apagón deja sin luz a medio Cartagena durante seis horas", "La falla en una subestación afectó semáforos, hospitales y el centro histórico."),
  a("ene-5", 300, "economia", [], "Colombia podría importar gas desde Venezuela el próximo año", "El Gobierno estudia reactivar el gasoducto binacional Antonio Ricaurte."),

  // EPS and health system.
  a("eps-1", 16, "salud", [], "Supersalud interviene a la EPS más grande del país", "La medida busca garantizar la atención de 8 millones de afiliados y pagar las deudas con los hospitales."),
  a("eps-2", 120, "salud", [], "Pacientes de la EPS intervenida denuncian demoras en la entrega de medicamentos", "La Defensoría recibió 20.000 quejas en el último trimestre."),
  a("eps-3", 260, "salud", [], "Otra EPS pide su liquidación voluntaria y trasladará a sus usuarios", "Los 2 millones de afiliados pasarán a otras entidades del régimen contributivo."),
  a("eps-4", 70, "judicial", [], "Contraloría abre investigación por el uso de recursos en EPS intervenidas", "Los interventores deberán explicar pagos por 1 billón de pesos."),

  // Border and Cúcuta.
  a("cuc-1", 11, "general", ["norte-de-santander"], "Cúcuta celebra la llegada del primer vuelo desde Caracas en siete años", "La ruta operará tres veces por semana con aviones de 150 pasajeros."),
  a("cuc-2", 150, "seguridad", ["norte-de-santander"], "Refuerzan la seguridad en las trochas de la frontera con Venezuela", "El Ejército enviará 500 soldados a los pasos ilegales de Villa del Rosario."),
  a("cuc-3", 60, "economia", ["la-guajira"], "Paraguachón, el paso fronterizo de La Guajira, reabre para vehículos de carga", "Los transportadores esperan reactivar el comercio con Maracaibo."),

  // Books and FILBo.
  a("lib-1", 18, "cultura", ["bogota"], "La FILBo bate récord de venta de libros en su edición número 37", "Los editores independientes reportaron aumentos del 25 % frente al año anterior."),
  a("lib-2", 90, "cultura", [], "Escritora colombiana gana el premio de novela más importante de la lengua", "El jurado destacó su libro sobre las madres de los desaparecidos."),
  a("lib-3", 210, "cultura", ["antioquia"], "Medellín abre su Fiesta del Libro y la Cultura en el Jardín Botánico", "El evento tendrá 300 invitados y entrada gratuita."),
  a("lib-4", 40, "educacion", [], "Bibliotecas públicas prestarán libros electrónicos gratis", "La Red Nacional de Bibliotecas habilitó una plataforma con 20.000 títulos."),

  // General filler with common words (distractors for many queries).
  a("gen-1", 1, "general", ["bogota"], "Cierre de la calle 26 por obras del metro afecta a miles de conductores", "El desvío por la avenida de las Américas suma hasta 40 minutos al trayecto al aeropuerto."),
  a("gen-2", 3, "general", [], "Gobierno anuncia plan de vivienda para 100.000 familias", "Los subsidios cubrirán la cuota inicial de casas de interés social en 200 municipios."),
  a("gen-3", 9, "general", ["valle-del-cauca"], "Cali recibe la COP de biodiversidad con 20.000 delegados", "La ciudad preparó planes de movilidad y seguridad para las dos semanas del evento."),
  a("gen-4", 21, "politica", [], "Cámara de Representantes aprueba el presupuesto general de la nación", "El gasto para el próximo año será de 511 billones de pesos."),
  a("gen-5", 27, "general", ["magdalena"], "Santa Marta celebra 500 años con desfile náutico en la bahía", "Más de 200 embarcaciones participaron en la fiesta del aniversario."),
  a("gen-6", 41, "general", ["caldas"], "Manizales inaugura el cable aéreo hacia Villamaría", "La línea reduce a siete minutos un recorrido que tomaba media hora en bus."),
  a("gen-7", 53, "general", ["risaralda"], "Pereira prohíbe el uso de pólvora en las fiestas de diciembre", "La Alcaldía recordó que el año pasado hubo 40 personas quemadas en el departamento."),
  a("gen-8", 66, "general", ["tolima"], "Ibagué recupera el teatro Tolima tras seis años de restauración", "El escenario reabrirá con un concierto de la Orquesta Sinfónica."),
  a("gen-9", 79, "general", ["meta"], "Villavicencio estrena terminal de transporte con 60 plataformas", "La nueva terminal descongestionará la salida hacia Bogotá en temporada."),
  a("gen-10", 92, "general", ["boyaca"], "Villa de Leyva prepara el Festival de Luces de diciembre", "Los hoteles del municipio boyacense ya tienen reservas para el puente festivo."),
  a("gen-11", 105, "general", ["san-andres-y-providencia"], "San Andrés recibe 100.000 turistas en el primer trimestre", "La Gobernación cobrará una nueva tarjeta de turismo para financiar el reciclaje."),
  a("gen-12", 118, "general", ["huila"], "Neiva celebra el Festival del Bambuco con reinas de 20 departamentos", "El desfile del San Pedro recorrió el centro de la capital del Huila."),
  a("gen-13", 131, "general", ["cauca"], "Popayán alista las procesiones de Semana Santa", "La ciudad espera 60.000 visitantes para la tradición declarada patrimonio de la humanidad."),
  a("gen-14", 144, "general", ["quindio"], "Salento limita el ingreso de carros al valle del Cocora", "Los visitantes deberán llegar en transporte público durante los fines de semana."),
  a("gen-15", 157, "general", ["sucre"], "Sincelejo recupera el arroyo de la avenida Las Peñitas", "Las obras evitarán inundaciones en los barrios del norte durante las lluvias."),
  a("gen-16", 170, "general", ["putumayo"], "Mocoa inaugura el hospital reconstruido tras la avalancha", "El centro tendrá servicios de cirugía y cuidados intensivos para el sur del país."),
  a("gen-17", 183, "general", ["arauca"], "Arauca conecta por primera vez sus veredas a internet satelital", "Doscientas escuelas rurales tendrán conexión gracias a un convenio con el Ministerio."),
  a("gen-18", 196, "general", ["casanare"], "Yopal celebra el Festival de la Bandola Llanera", "Arpistas y bandolistas de Venezuela y Colombia compiten en la plaza principal."),
  a("gen-19", 209, "general", ["vichada"], "Puerto Carreño recibe su primer vuelo comercial diario", "La ruta desde Bogotá reduce de dos días a dos horas el viaje a la capital del Vichada."),
  a("gen-20", 222, "general", ["guainia"], "Inírida celebra la floración de la flor que solo crece en la Estrella Fluvial", "Los turistas llegan para ver los cerros de Mavecure y la flor de Inírida."),
  a("gen-21", 235, "general", ["vaupes"], "Mitú recibe una planta solar que garantiza energía las 24 horas", "La capital del Vaupés dependía de una planta diésel que fallaba a diario."),
  a("gen-22", 248, "general", ["amazonas"], "Leticia celebra el Festival de la Confraternidad Amazónica", "Colombia, Brasil y Perú comparten música, comida y deportes en la frontera."),
  a("gen-23", 261, "general", ["cesar"], "Valledupar estrena el parque lineal del río Guatapurí", "El sendero de cuatro kilómetros incluye ciclorruta y zonas de pesca."),
  a("gen-24", 274, "general", ["cordoba"], "Montería inaugura la ronda del Sinú con nuevos muelles", "El malecón tendrá transporte fluvial entre los dos márgenes del río."),
  a("gen-25", 287, "general", ["la-guajira"], "Riohacha recupera su muelle turístico tras el mar de leva", "La obra costó 30.000 millones de pesos y reabrirá en diciembre."),
  a("gen-26", 300, "general", ["caqueta"], "Florencia celebra 120 años con la reapertura de su plaza principal", "La Alcaldía invirtió en nuevas luminarias y arborización."),
  a("gen-27", 313, "general", ["guaviare"], "San José del Guaviare promueve el turismo de naturaleza en sus raudales", "Las agencias ofrecen recorridos a la Puerta de Orión y los túneles naturales."),
  a("gen-28", 326, "general", ["narino"], "Ipiales prepara el alumbrado del santuario de Las Lajas", "Un millón de bombillos iluminarán el cañón del río Guáitara."),
  a("gen-29", 339, "general", ["cundinamarca"], "Zipaquirá espera 300.000 visitantes en la Catedral de Sal", "El parque minero ampliará horarios durante las vacaciones."),
  a("gen-30", 352, "general", ["santander"], "San Gil lidera el turismo de aventura con nuevos senderos", "El rafting en el río Fonce atrae a turistas extranjeros todo el año."),
  a("gen-31", 13, "economia", [], "El desempleo nacional baja al 9,1 % en octubre", "Las actividades artísticas y el comercio lideraron la creación de puestos de trabajo."),
  a("gen-32", 57, "economia", [], "Ventas del comercio minorista crecen 4 % en el año", "Los vehículos y los electrodomésticos impulsaron el resultado."),
  a("gen-33", 101, "economia", [], "Turismo extranjero crece 20 % y supera los 6 millones de visitantes", "Cartagena, Medellín y Bogotá concentran la mayoría de las llegadas internacionales."),
  a("gen-34", 145, "politica", [], "Presidente de la Cámara convoca sesiones extras para las reformas", "Los congresistas trabajarán hasta el 20 de diciembre."),
  a("gen-35", 189, "internacional", [], "Colombia y Ecuador firman acuerdo para vigilar la frontera sur", "Los países compartirán información de inteligencia contra el narcotráfico."),
  a("gen-36", 233, "internacional", [], "Cancillería confirma la muerte de dos colombianos en un accidente en Chile", "El consulado en Santiago acompaña a las familias en el trámite de repatriación."),
  a("gen-37", 277, "ciencia", [], "Universidad Nacional desarrolla un satélite con estudiantes de ingeniería", "El nanosatélite será lanzado el próximo año desde una base en India."),
  a("gen-38", 321, "entretenimiento", [], "La telenovela colombiana más vista del año tendrá segunda temporada", "La plataforma confirmó el rodaje en Cartagena y Bogotá."),
  a("gen-39", 365, "entretenimiento", ["bogota"], "Concierto gratuito en el parque Simón Bolívar reúne a 80.000 personas", "El festival de rock al parque cerró con bandas de cinco países."),
  a("gen-40", 409, "opinion", [], "Las regiones que las encuestas no ven", "Columna sobre el voto rural y los sondeos que solo llaman a celulares urbanos."),

  // More inflection and phrase cases.
  a("inf2-1", 19, "seguridad", ["cauca"], "Capturan a tres hombres con 500 kilos de cocaína en Tumaco y Guapi", "La Armada interceptó la lancha rápida en aguas del Pacífico caucano."),
  a("inf2-2", 47, "seguridad", ["bogota"], "La Policía captura a 40 personas en operativos contra el hurto en Bogotá", "Las capturas se hicieron en Kennedy, Suba y Ciudad Bolívar."),
  a("inf2-3", 83, "judicial", ["atlantico"], "Juez envía a la cárcel al capturado por el crimen de un docente en Soledad", "El hombre fue capturado por la Sijín cuando intentaba salir del país."),
  a("inf2-4", 127, "seguridad", [], "Ejército captura a cabecilla de disidencias en el sur del país", "El capturado era buscado por ataques contra la Fuerza Pública en Caquetá."),
  a("inf2-5", 171, "economia", [], "La captura de carbono en bosques genera ingresos a comunidades negras", "Los bonos de carbono financian proyectos productivos en el Pacífico."),
  a("inf2-6", 23, "general", ["choco"], "Quibdó pide ayuda por inundaciones en 20 barrios", "El río Atrato se desbordó tras las lluvias de la semana."),
  a("inf2-7", 67, "general", ["sucre"], "Barrios de Sincelejo, inundados tras un fuerte aguacero", "Los bomberos evacuaron a 50 familias en lanchas."),
  a("inf2-8", 113, "economia", [], "El Gobierno prepara un decreto de emergencia por la ola invernal", "Las inundaciones afectan a 300 municipios y 400.000 personas."),
  a("inf2-9", 157, "medio-ambiente", ["bolivar"], "La inundación del canal del Dique amenaza a Santa Lucía", "Los pobladores construyen diques con sacos de arena."),
  // Rice and agriculture.
  a("arr-1", 7, "economia", ["tolima"], "Arroceros del Tolima inician paro por el bajo precio de la cosecha", "Los productores bloquean la vía Ibagué–Espinal y piden un precio mínimo de compra."),
  a("arr-2", 58, "economia", ["casanare"], "Molinos y arroceros llegan a un acuerdo sobre el precio del arroz", "El Ministerio de Agricultura comprará 200.000 toneladas para almacenamiento."),
  a("arr-3", 150, "economia", [], "El precio del arroz en los supermercados bajó 10 % en el año", "La sobreoferta del grano en los Llanos presionó los precios al consumidor."),
  a("arr-4", 230, "ciencia", [], "Investigadores desarrollan un arroz resistente a la sequía", "La nueva variedad de Fedearroz necesita 30 % menos agua de riego."),
  a("arr-5", 35, "economia", ["huila"], "Paperos y cebolleros se suman al paro agrario en Boyacá y el Huila", "Los campesinos reclaman por el costo de los fertilizantes."),

  // Housing.
  a("viv-1", 13, "economia", [], "Mi Casa Ya reabre los subsidios de vivienda para familias de bajos ingresos", "El Gobierno asignará 50.000 subsidios en el primer semestre."),
  a("viv-2", 96, "economia", [], "Venta de vivienda nueva cae 30 % por el fin de los subsidios", "Camacol advierte que las constructoras aplazan proyectos de interés social."),
  a("viv-3", 175, "general", ["bogota"], "Bogotá entrega 1.200 viviendas a familias desplazadas en Bosa", "Los apartamentos cuentan con parque, jardín infantil y conexión a TransMilenio."),
  a("viv-4", 268, "economia", [], "Tasas de los créditos hipotecarios bajan por debajo del 12 %", "Los bancos reactivan las ofertas de financiación de vivienda."),

  // Water rationing.
  a("agu-1", 4, "general", ["bogota"], "Bogotá termina el racionamiento de agua tras un año de cortes por turnos", "Los embalses de Chingaza superaron el 70 % de su capacidad con las lluvias."),
  a("agu-2", 76, "general", ["bogota"], "Racionamiento de agua en Bogotá: así serán los turnos de la próxima semana", "La Empresa de Acueducto publicó el mapa de barrios y horarios de corte."),
  a("agu-3", 190, "general", ["magdalena"], "Santa Marta anuncia racionamiento de agua en 30 barrios", "La baja del río Piedras obliga a distribuir el agua en carrotanques."),
  a("agu-4", 295, "medio-ambiente", [], "El agua subterránea, una reserva que el país apenas conoce", "El Servicio Geológico mapeó los acuíferos de la región Caribe."),

  // Tourism.
  a("tur-1", 17, "economia", ["bolivar"], "Cartagena espera un millón de turistas en la temporada de diciembre", "La ocupación hotelera llega al 90 % en el centro histórico y Bocagrande."),
  a("tur-2", 120, "economia", ["bolivar"], "Cruceros dejan 40 millones de dólares en Cartagena durante la temporada", "La terminal recibió 250 barcos y 500.000 pasajeros."),
  a("tur-3", 245, "general", ["bolivar"], "Cartagena prohíbe la venta de licor en playas durante el fin de año", "La medida busca reducir las riñas y los accidentes en el agua."),
  a("tur-4", 62, "economia", [], "El turismo de naturaleza crece en los Llanos y la Amazonía", "Los avistamientos de aves atraen a visitantes de Europa y Estados Unidos."),

  // Roads and accidents.
  a("via-1", 2, "general", ["cundinamarca"], "Accidente de bus en la vía Bogotá–Girardot deja 12 heridos", "El vehículo de transporte intermunicipal chocó contra un camión en la bajada de Chinauta."),
  a("via-2", 45, "general", ["boyaca"], "Muertes en accidentes de tránsito aumentan 8 % en las carreteras", "La Agencia de Seguridad Vial pide respetar los límites de velocidad en el puente festivo."),
  a("via-3", 135, "general", ["meta"], "Reabren la vía al Llano tras diez días de cierre por derrumbes", "El paso será a un carril y con horarios restringidos para carga pesada."),
  a("via-4", 215, "general", ["antioquia"], "El túnel del Toyo conectará Medellín con Urabá en 2026", "La obra reducirá en tres horas el viaje hacia el puerto de Turbo."),
  a("via-5", 28, "general", ["santander"], "Bus con turistas cae a un abismo en la vía a San Gil", "Los rescatistas atendieron a 30 pasajeros; cinco están en estado grave."),

  // Peace talks.
  a("paz-1", 15, "politica", [], "Gobierno y el ELN reanudan los diálogos de paz en Caracas", "Las delegaciones discutirán el cese al fuego y la participación de la sociedad."),
  a("paz-2", 110, "politica", [], "Suspenden los diálogos con las disidencias tras el ataque en el Cauca", "El Gobierno exigió la liberación de los secuestrados para volver a la mesa."),
  a("paz-3", 250, "opinion", [], "La paz total, entre la esperanza y el escepticismo", "Columna sobre los resultados de las negociaciones con los grupos armados."),
  a("paz-4", 80, "politica", ["choco"], "Comunidades del Chocó piden incluir a las víctimas en las negociaciones de paz", "Los líderes entregaron un documento a la delegación del Gobierno."),

  // Gender violence.
  a("fem-1", 22, "seguridad", ["atlantico"], "Capturan al señalado de un feminicidio en Soledad", "La mujer había denunciado amenazas dos semanas antes del crimen."),
  a("fem-2", 140, "judicial", [], "Condenan a 50 años a hombre por feminicidio en Pereira", "La Fiscalía demostró que el crimen fue premeditado."),
  a("fem-3", 300, "seguridad", [], "Feminicidios aumentan en el país, según Medicina Legal", "El informe cuenta 600 mujeres asesinadas en el año."),
  a("fem-4", 65, "politica", [], "Congreso aprueba ley para crear un registro de agresores", "La norma busca prevenir la violencia contra las mujeres."),

  // Wildlife.
  a("fau-1", 33, "medio-ambiente", ["casanare"], "Cámaras trampa registran a un jaguar con sus crías en Casanare", "Los ganaderos de la reserva firmaron acuerdos para proteger al felino."),
  a("fau-2", 160, "medio-ambiente", ["antioquia"], "Rescatan a un jaguar atropellado en la vía a Urabá", "El animal fue trasladado a un centro de rehabilitación de fauna."),
  a("fau-3", 280, "medio-ambiente", [], "Los hipopótamos del Magdalena Medio serán esterilizados", "El Ministerio de Ambiente presentó un plan para controlar la población."),

  // Ports.
  a("pue-1", 26, "economia", ["valle-del-cauca"], "El puerto de Buenaventura moviliza un récord de contenedores", "La sociedad portuaria atribuye el aumento al comercio con Asia."),
  a("pue-2", 145, "seguridad", ["valle-del-cauca"], "Buenaventura vive una semana sin homicidios tras la tregua de bandas", "La Iglesia y la Defensoría acompañan los acuerdos entre los grupos."),
  a("pue-3", 270, "economia", ["bolivar"], "El puerto de Cartagena invierte en grúas automáticas", "La terminal podrá atender buques de 14.000 contenedores."),
  a("pue-4", 80, "general", ["magdalena"], "Santa Marta ampliará el puerto para exportar más banano", "Los bananeros del Magdalena podrán embarcar directamente hacia Europa."),

  // Police.
  a("pol-1", 31, "seguridad", [], "La Policía estrena cámaras corporales en 20 ciudades", "Los uniformados deberán grabar los procedimientos en la calle."),
  a("pol-2", 190, "seguridad", [], "Nuevo director de la Policía anuncia cambios en los cuadrantes", "El general prometió más patrullas a pie en los barrios."),
  a("pol-3", 320, "judicial", [], "Procuraduría sanciona a policías por abuso en las protestas", "Seis uniformados fueron destituidos e inhabilitados por diez años."),

  // Science.
  a("cie-1", 43, "ciencia", [], "Astrónomos colombianos detectan un asteroide cercano a la Tierra", "El observatorio de la Universidad de los Andes registró el objeto en noviembre."),
  a("cie-2", 200, "ciencia", [], "Colombia lanzará su segundo satélite de observación de la Tierra", "El satélite de la Fuerza Aérea tomará imágenes para vigilar la deforestación."),
  a("cie-3", 350, "ciencia", [], "Científicos estudian el páramo de Sumapaz ante el cambio climático", "Los frailejones crecen solo un centímetro al año y son clave para el agua de Bogotá."),
  // More on recurring topics.
  a("more-1", 90, "deportes", [], "La Selección Colombia sub-20 se corona campeona del Suramericano", "Los juveniles vencieron a Argentina en la final disputada en Venezuela."),
  a("more-2", 370, "deportes", [], "Hinchas de la Selección Colombia podrán comprar boletas en línea", "La Federación habilitó una fila virtual para evitar la reventa."),
  a("more-3", 52, "politica", [], "Colpensiones se prepara para recibir los aportes de la reforma pensional", "La entidad contratará 2.000 funcionarios y ampliará sus oficinas."),
  a("more-4", 290, "general", ["bogota"], "Las obras del metro de Bogotá cierran la avenida Primero de Mayo", "Los desvíos estarán vigentes hasta abril por la construcción del viaducto."),
  a("more-5", 8, "tecnologia", [], "Bancos usan inteligencia artificial para detectar fraudes en tiempo real", "Los algoritmos bloquean transferencias sospechosas antes de que salgan de la cuenta."),
  a("more-6", 380, "ciencia", [], "Un modelo de inteligencia artificial predice brotes de dengue con un mes de anticipación", "El sistema cruza datos del clima y reportes de los hospitales."),
  a("more-7", 24, "deportes", ["atlantico"], "Junior vence a Millonarios y pasa a la final de la Liga", "El equipo barranquillero ganó 2-1 en el estadio Metropolitano."),
  a("more-8", 210, "deportes", ["bogota"], "Millonarios confirma la renovación de su arquero hasta 2027", "El portero es el jugador con más partidos en la historia reciente del club."),
  a("more-9", 140, "internacional", ["choco"], "Panamá cierra pasos del Darién y los migrantes se represan en Capurganá", "Las autoridades colombianas atienden a 3.000 personas en la frontera."),
  a("more-10", 75, "educacion", ["la-guajira"], "La Guajira garantiza la alimentación escolar para 100.000 niños wayuu", "La Gobernación firmó los contratos del PAE antes del inicio del calendario."),
  a("more-11", 310, "cultura", ["atlantico"], "El Carnaval de Barranquilla cumple 20 años como patrimonio de la humanidad", "La Unesco destacó las danzas de congo, garabato y mapalé."),
  a("more-12", 400, "salud", ["valle-del-cauca"], "Cali reporta una baja en los casos de dengue tras la fumigación", "La Secretaría de Salud mantiene las visitas a los barrios del oriente."),
  a("inf2-10", 201, "entretenimiento", [], "La película colombiana 'Inundados' gana en el festival de Cartagena", "El drama sobre un pueblo del río Magdalena se llevó el premio del público."),
];

/** A query of the set: the articles a reader would want (by meaning), and any that must not appear. */
export interface LabelledQuery {
  q: string;
  relevant: string[];
  forbidden?: string[];
  filters?: { category?: string; department?: string };
  /** What the query exercises. */
  about: string;
}

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  { q: "elección", about: "accent, singular → plural", relevant: ["elec-1", "elec-2", "elec-3", "elec-4", "elec-5", "elec-6", "elec-8"] },
  { q: "ELECCIONES REGIONALES", about: "capitals", relevant: ["elec-3", "elec-5", "elec-2"] },
  { q: "registraduria", about: "missing accent", relevant: ["elec-1", "elec-2", "elec-4", "elec-7"] },
  { q: "vacuna", about: "inflections (vacunas, vacunación)", relevant: ["vac-1", "vac-2", "vac-3", "vac-4", "vac-5", "vac-6", "vac-8"] },
  { q: "vacunación sarampión", about: "two words", relevant: ["vac-1"] },
  { q: "dengue", about: "plain word", relevant: ["den-1", "den-2", "den-3", "more-6", "more-12"] },
  { q: "hospitales", about: "plural → singular", relevant: ["den-4", "den-5", "den-6", "den-7", "vac-7", "gen-16", "eps-1"] },
  { q: '"paro armado"', about: "phrase", relevant: ["paro-1", "paro-2", "paro-3", "paro-7"] },
  { q: "secuestrado", about: "participle → noun", relevant: ["sec-1", "sec-2", "sec-3", "sec-4", "sec-5", "paz-2"] },
  { q: "minería ilegal", about: "accent, two words", relevant: ["min-1", "min-2", "min-3", "min-5"] },
  {
    q: "bogota",
    about: "missing accent, many relevant",
    relevant: [
      "bog-1", "bog-2", "bog-3", "bog-4", "bog-5", "bog-7", "tra-1", "tra-2", "tra-3", "tra-4", "tra-7", "tra-9", "inc-4", "inu-4", "agu-1",
      "agu-2", "viv-3", "gen-1", "den-7", "edu-9", "lib-1", "fut-2", "more-4", "more-8", "jus-6", "inf2-2", "gen-39", "inf-3", "sec-5", "elec-7",
    ],
  },
  {
    q: "MEDELLIN",
    about: "capitals without accent",
    relevant: ["med-1", "med-2", "med-3", "med-4", "med-5", "med-6", "vac-4", "tra-5", "dep-3", "lib-3", "fes-5", "via-4"],
  },
  {
    q: "inundaciones",
    about: "plural → singular and participle",
    relevant: ["inu-1", "inu-3", "inu-4", "inu-6", "inu-7", "inf2-6", "inf2-7", "inf2-8", "inf2-9"],
  },
  { q: "incendio forestal", about: "two words, singular", relevant: ["inc-1", "inc-2", "inc-3"] },
  { q: "sismo", about: "synonyms not shared", relevant: ["sis-1", "sis-2", "sis-3", "sis-4", "sis-5"] },
  { q: "dólar", about: "accent; Snowball stems dólar and dólares apart", relevant: ["dol-1", "dol-2", "dol-3", "dol-4", "dol-5"] },
  { q: "inflacion", about: "missing accent", relevant: ["inf-1", "inf-2", "inf-3", "inf-4", "inf-5"] },
  { q: "precio del café", about: "stopword, accent", relevant: ["caf-1"] },
  { q: "reforma pensional", about: "two words", relevant: ["pen-1", "pen-2", "pen-3", "more-3"] },
  { q: "salario mínimo", about: "two words, accent", relevant: ["sal-1", "sal-2", "sal-3", "sal-4", "pen-5"] },
  { q: "Ecopetrol", about: "proper noun", relevant: ["pet-1", "pet-3"] },
  { q: "petróleo", about: "accent", relevant: ["pet-1", "pet-2", "pet-4", "pet-5"] },
  {
    q: "-fútbol deportes",
    about: "exclusion",
    relevant: ["dep-1", "dep-2", "dep-3", "dep-4", "dep-5", "dep-6", "dep-8", "dep-10"],
    forbidden: ["dep-7", "dep-9", "fut-5"],
  },
  { q: "Selección Colombia", about: "two words", relevant: ["fut-1", "fut-4", "more-1", "more-2", "fut-6"] },
  { q: "ciclismo -Francia", about: "exclusion", relevant: ["dep-8", "dep-7"], forbidden: ["dep-1"] },
  { q: "Carnaval de Barranquilla", about: "stopword inside", relevant: ["car-1", "car-2", "car-3", "more-11"] },
  { q: '"Festival Vallenato"', about: "phrase", relevant: ["fes-1", "fes-2"] },
  { q: "metro de bogotá", about: "stopword, accent", relevant: ["tra-1", "tra-2", "more-4", "gen-1"] },
  { q: "transmilenio", about: "lower case", relevant: ["tra-3", "tra-4", "bog-5", "bog-6"] },
  { q: "pico y placa", about: "stopword inside", relevant: ["bog-1", "tra-7", "tra-8"] },
  { q: "Icfes resultados", about: "two words", relevant: ["edu-1", "edu-2"] },
  { q: "alimentación escolar", about: "accent", relevant: ["edu-6", "edu-7", "more-10", "edu-8"] },
  { q: "migrantes venezolanos", about: "plurals", relevant: ["mig-1", "mig-2", "mig-3", "mig-4", "mig-5", "more-9"] },
  { q: "Darién", about: "accent", relevant: ["mig-3", "mig-4", "more-9"] },
  { q: "ciberataque", about: "singular → plural", relevant: ["tec-1", "tec-2", "tec-7"] },
  { q: "inteligencia artificial", about: "two words", relevant: ["tec-4", "tec-5", "more-5", "more-6"] },
  { q: "Fiscalía captura", about: "inflections (capturados)", relevant: ["jus-1", "jus-2"] },
  { q: "JEP falsos positivos", about: "three words", relevant: ["jus-3", "jus-8"] },
  { q: "deforestación Amazonía", about: "accents", relevant: ["def-1", "def-2", "def-3", "def-4"] },
  { q: "El Niño sequía", about: "ñ, stopword", relevant: ["inc-5", "inc-6", "inc-8"] },
  { q: "aeropuerto El Dorado", about: "stopword inside a name", relevant: ["tra-9", "tra-11"] },
  {
    q: "lluvias -Bogotá",
    about: "exclusion",
    relevant: ["inu-2", "inu-5", "inu-8", "inf2-6", "inf2-7", "inu-1", "inu-3", "inu-7"],
    forbidden: ["inu-4", "agu-1"],
  },
  { q: "Junior OR Millonarios", about: "OR", relevant: ["fut-2", "fut-3", "more-7", "more-8"] },
  { q: '"Feria de las Flores"', about: "phrase with stopwords", relevant: ["med-2", "fes-5"] },
  { q: "niños desnutrición La Guajira", about: "ñ, plural, stopword", relevant: ["inc-7"] },
  { q: "tarifas de energía", about: "plural, accent", relevant: ["ene-1", "ene-2", "inf-5"] },
  { q: "FILBo libros", about: "acronym", relevant: ["lib-1", "bog-3"] },
  { q: "EPS intervenida", about: "participle", relevant: ["eps-1", "eps-2", "eps-4"] },
  { q: "frontera Cúcuta", about: "accent", relevant: ["mig-1", "mig-6", "cuc-1", "cuc-2"] },
  { q: "lluvias", filters: { department: "antioquia" }, about: "department filter", relevant: ["inu-2"] },
  { q: "capturan", filters: { category: "judicial" }, about: "category filter, inflections", relevant: ["jus-1", "jus-2", "jus-6", "inf2-3", "tec-7", "min-3"] },
  { q: "racionamiento de agua", about: "stopword", relevant: ["agu-1", "agu-2", "agu-3"] },
  { q: "accidente bus", about: "two words", relevant: ["via-1", "via-5"] },
  { q: "diálogos de paz ELN", about: "accent, acronym", relevant: ["paz-1"] },
  { q: "jaguar", about: "plain word", relevant: ["fau-1", "fau-2"] },
  { q: "puerto de Buenaventura", about: "stopword", relevant: ["pue-1", "pue-2"] },
  { q: "feminicidio", about: "singular → plural", relevant: ["fem-1", "fem-2", "fem-3", "fem-4"] },
  { q: "precio del arroz", about: "stopword", relevant: ["arr-1", "arr-2", "arr-3"] },
  { q: "subsidios de vivienda", about: "plural", relevant: ["viv-1", "viv-2", "gen-2"] },
  { q: "turistas Cartagena", about: "plural", relevant: ["tur-1", "tur-2", "gen-33", "car-5"] },
  { q: "satélite", about: "accent", relevant: ["gen-37", "cie-2"] },
];
