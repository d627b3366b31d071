/*
 * The public read-only API's shapes (`{route}/_payload.json`, `/fuentes.json`): one zod schema per
 * page, the published part of that page's loader data. The loaders' return types must be accepted
 * by these schemas (checked by the compiler in api-payload.server.ts) and every answer is parsed by
 * them before it leaves, so the data, this file and the JSON Schema at /api/esquema.json (generated
 * from it) cannot drift apart. Fields a page only uses for its own presentation (Spanish sentences
 * for empty states, the URLs its scripts poll) are not part of the contract and are left out.
 *
 * Versioning (API_VERSION): adding a field or a page keeps the version; removing, renaming or
 * changing the type or meaning of a field raises it. See docs/decisions/018-public-payload-api.md.
 * Descriptions are in Spanish: they are read by the API's users, on /api and in the JSON Schema.
 * Zod stays in this .server module so that it never reaches the browser bundle.
 */
import { z } from "zod";
import { memoize } from "../../text/memo.js";
import { WINDOW_SLUGS } from "../../text/windows.js";

/** The version of the payloads' shape; raised only by a change that could break a client. */
export const API_VERSION = 1;

const int = () => z.number().int();
const count = () => z.number().int().min(0);
const epochMs = (description: string) => z.number().int().describe(`${description} (milisegundos desde 1970-01-01 UTC)`);
const nowField = () => epochMs("Momento en que se armó la página; las edades de las noticias se cuentan desde aquí");

const named = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: "Ref", description: "Una categoría, un periódico o un departamento: su slug (el de sus URL) y su nombre" });

const windowSlug = z.enum(WINDOW_SLUGS as [string, ...string[]]).meta({
  id: "Window",
  description: "Ventana de tiempo: ultima-hora (60 minutos), ultimo-dia (24 horas) o ultima-semana (7 días)",
});

/** One article as listings show it. */
export const articleCardSchema = z
  .object({
    id: int().min(1).describe("Id de la noticia en Rotativa: su página es /articulos/{id}"),
    title: z.string().describe("Titular, tal como lo publicó el periódico"),
    summary: z.string().describe("Resumen del periódico en texto plano (puede estar vacío)"),
    publishedAt: epochMs("Hora de publicación según el periódico, o de lectura si no la daba o estaba en el futuro"),
    imageUrl: z.string().nullable().describe("Imagen del periódico (http o https), o null"),
    newspaper: named.describe("Periódico que la publicó"),
    category: named.describe("Categoría en que Rotativa la archivó"),
    departments: z.array(named).describe("Departamentos a los que se refiere la noticia (vacío para noticias nacionales)"),
    coverage: int().min(1).describe("Cuántos periódicos cubren la historia a la que pertenece la noticia (1 si es la única)"),
    storyId: int()
      .min(1)
      .nullable()
      .describe("Id de la historia a la que pertenece la noticia: su página es /historias/{id} (null si aún no se ha agrupado)"),
  })
  .meta({ id: "ArticleCard", description: "Una noticia como la muestran los listados" });

/** One article as its own page shows it. */
export const articleDetailSchema = articleCardSchema
  .extend({
    url: z.string().describe("Enlace a la noticia original en el sitio del periódico"),
    author: z.string().nullable().describe("Autor según el periódico, o null"),
    newspaperSiteUrl: z.string().describe("Portada del periódico"),
  })
  .meta({ id: "ArticleDetail", description: "Una noticia con todo lo que muestra su página" });

/** The fields every paged listing shares. */
const listingFields = {
  articles: z.array(articleCardSchema).describe("Una página de noticias, de la más reciente a la más antigua (30 como máximo)"),
  total: count().describe("Cuántas noticias tiene el listado completo"),
  nextHref: z
    .string()
    .nullable()
    .describe(
      "Dirección de la página siguiente (?antes=…), o null en la última; su payload es la misma ruta con /_payload.json antes de la consulta",
    ),
  window: windowSlug.nullable().describe("Ventana de tiempo del listado, o null si no tiene"),
  now: nowField(),
};

const listingSchema = z.object(listingFields).meta({ id: "Listing", description: "Una página de un listado" });

/** /ultima-hora, /ultimo-dia, /ultima-semana. */
export const windowPageSchema = listingSchema.extend({ title: z.string().describe("Nombre de la ventana") }).meta({ id: "WindowPage" });

const filterOption = z.object({ value: z.string(), label: z.string() });

/** /todas-las-noticias. */
export const allNewsPageSchema = listingSchema
  .extend({
    filters: z
      .object({
        chosen: z.object({ categoria: z.string(), periodico: z.string(), departamento: z.string() }),
        options: z.object({ categorias: z.array(filterOption), periodicos: z.array(filterOption), departamentos: z.array(filterOption) }),
        problems: z.array(z.string()).describe("Filtros rechazados, en español (la respuesta es entonces 400 y el listado va sin ellos)"),
        summary: z.string().nullable(),
      })
      .describe("Filtros aplicados (?categoria=, ?periodico=, ?departamento=) y sus opciones"),
  })
  .meta({ id: "AllNewsPage" });

const familyKind = z.enum(["categorias", "periodicos", "departamentos"]);

/** /categorias/{slug}, /periodicos/{slug}, /departamentos/{slug} and their three windows. */
export const familyPageSchema = listingSchema
  .extend({
    entity: z
      .object({
        kind: familyKind,
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        basePath: z.string().describe("Página de la entidad"),
        siteUrl: z.string().optional().describe("Sitio del periódico (solo periódicos)"),
        group: z.string().optional().describe("Departamento de un periódico regional, o región de un departamento"),
      })
      .describe("La categoría, el periódico o el departamento del listado"),
    siblings: z
      .object({ label: z.string(), links: z.array(z.object({ href: z.string(), name: z.string() })) })
      .describe("Entidades vecinas que la página enlaza"),
  })
  .meta({ id: "FamilyPage" });

/** /departamentos/{slug}/titulares. */
export const headlinesPageSchema = z
  .object({
    entityName: z.string().describe("Nombre del departamento"),
    scope: z.string().describe("Periodo de los titulares: las últimas 24 horas, o 7 días si el día fue tranquilo"),
    articles: z.array(articleCardSchema).describe("Una noticia por historia, las más cubiertas y recientes primero"),
    now: nowField(),
  })
  .meta({ id: "HeadlinesPage" });

/** The front page. */
export const frontPageSchema = z
  .object({
    top: z.array(articleCardSchema).describe("Lo más importante: las historias que más periódicos cubren, una por historia"),
    topWidened: z.boolean().describe("true si lo más importante abarca más de las últimas 24 horas (un día tranquilo)"),
    river: z.array(articleCardSchema).describe("Lo último: las noticias más recientes"),
    sections: z
      .array(named.extend({ articles: z.array(articleCardSchema) }))
      .describe("Las secciones principales con sus noticias más recientes"),
    departments: z.array(named.extend({ count: count() })).describe("Departamentos con noticias en las últimas 24 horas, con cuántas"),
    now: nowField(),
  })
  .meta({ id: "FrontPage" });

/** /articulos/{id}. */
export const articlePageSchema = z
  .object({
    article: articleDetailSchema,
    versions: z
      .array(z.object({ id: int().min(1), title: z.string(), publishedAt: epochMs("Hora de publicación"), newspaper: named }))
      .describe("Las versiones de la misma historia en otros periódicos, la más antigua primero"),
    sameCategory: z.array(articleCardSchema).describe("Más noticias de la misma categoría"),
    sameDepartment: named
      .extend({ articles: z.array(articleCardSchema) })
      .nullable()
      .describe("Más noticias del primer departamento de la noticia, o null"),
    now: nowField(),
  })
  .meta({ id: "ArticlePage" });

const storyNewspaper = z.object({
  slug: z.string(),
  name: z.string(),
  region: named.nullable().describe("Departamento de un periódico regional, o null para uno nacional"),
  articles: count().describe("Cuántas de sus noticias son de esta historia"),
  firstPublishedAt: epochMs("Cuándo la contó por primera vez"),
});

const storyFacet = z.object({ slug: z.string(), name: z.string(), articles: count().describe("Noticias de la historia que la tienen") });

/** /historias/{id}. */
export const storyPageSchema = z
  .object({
    story: z
      .object({
        id: int().min(1).describe("Id de la historia (el de su primera noticia): su página es /historias/{id}"),
        title: z.string().describe("Titular de la primera versión"),
        summary: z.string().describe("Resumen de la primera versión"),
        imageUrl: z.string().nullable(),
        articles: count().describe("Cuántas noticias tiene la historia"),
        newspapers: count().describe("Cuántos periódicos la cuentan"),
        firstPublishedAt: epochMs("Primera publicación"),
        lastPublishedAt: epochMs("Publicación más reciente"),
        newestId: int().min(1).describe("La noticia guardada más recientemente en la historia"),
      })
      .describe("La historia"),
    versions: z
      .array(
        articleCardSchema.extend({
          url: z.string().describe("Enlace a la noticia original en el sitio del periódico"),
          newspaperRegion: named.nullable().describe("Departamento de un periódico regional, o null para uno nacional"),
          firstOfNewspaper: z.boolean().describe("Si es la primera noticia de ese periódico sobre la historia"),
        }),
      )
      .describe("Las versiones de la historia, la más antigua primero (200 como máximo)"),
    coverage: z
      .object({
        national: z.array(storyNewspaper).describe("Periódicos nacionales que la cuentan, en el orden en que la contaron"),
        regional: z
          .array(z.object({ department: named, newspapers: z.array(storyNewspaper) }))
          .describe("Periódicos regionales que la cuentan, por departamento"),
      })
      .describe("Quién la cuenta"),
    categories: z.array(storyFacet).describe("Categorías de sus noticias, la más frecuente primero"),
    departments: z.array(storyFacet).describe("Departamentos de sus noticias, el más frecuente primero"),
    missing: z
      .object({
        rule: z
          .object({
            days: count(),
            minStories: count(),
            since: epochMs("Inicio del periodo observado"),
            until: epochMs("Fin del periodo observado (el comienzo de la historia)"),
            subjects: z
              .array(z.object({ kind: z.enum(["departamento", "categoria"]), slug: z.string(), name: z.string() }))
              .describe("Los departamentos (hasta 3) y la categoría principal de la historia que la regla mira"),
          })
          .describe(
            "La regla: periódicos que en los `days` días antes de la historia contaron al menos `minStories` historias del mismo departamento o categoría",
          ),
        groups: z.array(
          z.object({
            kind: z.enum(["departamento", "categoria"]),
            slug: z.string(),
            name: z.string(),
            newspapers: z.array(z.object({ slug: z.string(), name: z.string(), stories: count() })),
            more: count().describe("Cuántos periódicos más cumplen la regla y no se listan"),
          }),
        ),
      })
      .describe("¿Quién no lo ha contado?: periódicos que suelen cubrir estos temas y no han publicado esta historia"),
    now: nowField(),
  })
  .meta({ id: "StoryPage" });

const range = z.tuple([count(), count()]).readonly().describe("Tramo [inicio, fin) en unidades UTF-16 del texto");

/** /busqueda. */
export const searchPageSchema = z
  .object({
    form: z.object({
      q: z.string(),
      categoria: z.string(),
      periodico: z.string(),
      departamento: z.string(),
      desde: z.string().describe("AAAA-MM-DD o vacío"),
      hasta: z.string().describe("AAAA-MM-DD o vacío"),
      orden: z.enum(["relevancia", "recientes"]),
      pagina: int().min(1),
    }),
    issues: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .describe("Parámetros no válidos y qué se hizo en su lugar, en español (la respuesta es entonces 400)"),
    query: z.object({
      text: z.string(),
      ignored: z.array(z.string()).describe("Palabras que no cuentan (artículos, preposiciones…)"),
      truncated: z.boolean(),
      searchable: z.boolean().describe("Hay palabras que buscar"),
      excludedOnly: z.boolean().describe("Solo se dieron exclusiones (-palabra)"),
    }),
    results: z
      .object({
        articles: z.array(articleCardSchema.extend({ marks: z.object({ title: z.array(range), summary: z.array(range) }) })),
        total: count(),
        totalIsMinimum: z.boolean().describe("true si total es un mínimo"),
        page: int().min(0),
        pageCount: count(),
        windowLimited: z.boolean().describe("Hay más coincidencias que las 1000 más recientes que se ordenan: use desde/hasta"),
      })
      .nullable(),
    suggestions: z
      .array(z.object({ href: z.string(), label: z.string(), count: count(), countIsMinimum: z.boolean() }))
      .describe("Otras búsquedas cuando no hubo resultados"),
    options: z.object({ categories: z.array(named), newspapers: z.array(named), departments: z.array(named) }),
    now: nowField(),
    candidateWindow: count(),
  })
  .meta({ id: "SearchPage" });

/** /categorias, /periodicos, /departamentos. */
export const entityIndexSchema = z
  .object({
    items: z.array(
      z.object({
        href: z.string(),
        name: z.string(),
        description: z.string(),
        day: count().describe("Noticias de las últimas 24 horas"),
        week: count().describe("Noticias de los últimos 7 días"),
        status: z
          .object({ text: z.string(), tone: z.enum(["ok", "partial", "failing", "pending"]) })
          .optional()
          .describe("Estado de las fuentes del periódico (solo /periodicos)"),
      }),
    ),
  })
  .meta({ id: "EntityIndex" });

const chartPoint = z.object({ label: z.string(), axisLabel: z.string().optional(), value: z.number() });

/** /reportes. */
export const reportsPageSchema = z
  .object({
    now: nowField(),
    period: z.object({
      key: z.enum(["24h", "7d", "30d", "90d", "personalizado"]),
      from: epochMs("Inicio"),
      to: epochMs("Fin (excluido)"),
      label: z.string(),
    }),
    form: z.object({
      periodo: z.string(),
      desde: z.string(),
      hasta: z.string(),
      errors: z.object({ desde: z.string().optional(), hasta: z.string().optional() }),
    }),
    hourly: z.array(chartPoint).describe("Noticias por hora, últimas 48 horas"),
    daily: z.array(chartPoint).describe("Noticias por día de Bogotá, últimos 30 días"),
    byCategory: z.array(chartPoint),
    byNewspaper: z.array(chartPoint),
    departments: z.array(
      named.extend({
        abbr: z.string(),
        col: int(),
        row: int(),
        count: count(),
        population: count(),
        per100k: z.number().describe("Noticias por cada 100.000 habitantes"),
      }),
    ),
    stories: z.array(
      z.object({
        articleId: int().min(1),
        storyId: int().min(1).describe("Id de la historia: su página es /historias/{id}"),
        title: z.string(),
        newspapers: count(),
        articles: count(),
        firstPublishedAt: epochMs("Primera publicación"),
      }),
    ),
    feeds: z.array(
      z.object({
        newspaper: z.string(),
        url: z.string(),
        status: z.enum(["al día", "con errores", "desactivada", "sin leer aún"]),
        lastSuccessAt: z.number().int().nullable(),
        failingSince: z.number().int().nullable(),
        lastError: z.string().nullable(),
        articles: count(),
      }),
    ),
  })
  .meta({ id: "ReportsPage" });

/** /contacto (what the form is prefilled with; the form's signed token is not published). */
export const contactPageSchema = z
  .object({
    reason: z.string().nullable().describe("Motivo pedido con ?motivo="),
    article: z
      .object({ id: int().min(1), title: z.string() })
      .nullable()
      .describe("Noticia pedida con ?articulo="),
    story: z
      .object({ id: int().min(1), title: z.string() })
      .nullable()
      .describe("Historia pedida con ?historia= (un aviso de que sus versiones no son la misma noticia)"),
  })
  .meta({ id: "ContactPage" });

/** /test (diagnostics). */
export const diagnosticsPageSchema = z
  .object({
    buildId: z.string(),
    serverTime: z.string().describe("ISO 8601, UTC"),
    serverTimeBogota: z.string(),
    uptimeSeconds: count(),
    databaseReachable: z.boolean(),
    articles: count(),
    newspapers: count(),
    feeds: count(),
    enabledFeeds: count(),
    lastIngestion: z.string().nullable().describe("Última lectura exitosa de una fuente (ISO 8601), o null"),
  })
  .meta({ id: "DiagnosticsPage" });

/** Every page with a payload: its id (the envelope's `page`) and the schema of its data. */
export const PAGE_SCHEMAS = {
  portada: frontPageSchema,
  ventana: windowPageSchema,
  "todas-las-noticias": allNewsPageSchema,
  busqueda: searchPageSchema,
  articulo: articlePageSchema,
  historia: storyPageSchema,
  categorias: entityIndexSchema,
  periodicos: entityIndexSchema,
  departamentos: entityIndexSchema,
  categoria: familyPageSchema,
  periodico: familyPageSchema,
  departamento: familyPageSchema,
  titulares: headlinesPageSchema,
  reportes: reportsPageSchema,
  contacto: contactPageSchema,
  test: diagnosticsPageSchema,
} as const;

/** The id of a page with a payload. */
export type PayloadPageId = keyof typeof PAGE_SCHEMAS;

/** The envelope of one page's payload. */
function envelopeSchema<P extends PayloadPageId>(page: P) {
  return z
    .object({
      version: z.literal(API_VERSION).describe("Versión de la forma de los datos"),
      page: z.literal(page).describe("Qué página es"),
      path: z.string().describe("La página (ruta y consulta) cuyos datos son estos"),
      data: PAGE_SCHEMAS[page],
    })
    .meta({ id: `Payload_${page}` });
}

/** The envelope of any payload, told apart by `page`. */
export const payloadSchema = z
  .discriminatedUnion(
    "page",
    (Object.keys(PAGE_SCHEMAS) as PayloadPageId[]).map((page) => envelopeSchema(page)) as unknown as [
      ReturnType<typeof envelopeSchema>,
      ...ReturnType<typeof envelopeSchema>[],
    ],
  )
  .meta({ id: "Payload", description: "Respuesta de {ruta}/_payload.json: los datos de la página, en un sobre versionado" });

/** /fuentes.json: every newspaper Rotativa reads and its feeds. */
export const sourcesSchema = z
  .object({
    version: z.literal(API_VERSION),
    newspapers: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        siteUrl: z.string(),
        page: z.string().describe("Su página en Rotativa"),
        homeDepartment: named.nullable().describe("Departamento de un periódico regional; null para los nacionales"),
        feeds: z.array(
          z.object({
            url: z.string(),
            title: z.string().nullable(),
            category: named.nullable().describe("Categoría de una fuente de sección, o null"),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "Sources", description: "Respuesta de /fuentes.json: cada periódico y las fuentes (RSS, Atom, JSON Feed) que Rotativa lee" });

// Built once per process: the schemas are constants.
const jsonSchemaOnce = memoize(1, () => {
  type Document = Record<string, unknown> & { $defs?: Record<string, unknown> };
  const payloads = z.toJSONSchema(payloadSchema, { io: "output", target: "draft-2020-12" }) as Document;
  const sources = z.toJSONSchema(sourcesSchema, { io: "output", target: "draft-2020-12" }) as Document;
  // The document is the envelope's union itself (not a $ref to it): given this file, a validator
  // checks a payload; "#/$defs/Sources" checks /fuentes.json.
  const { Payload: envelope, ...payloadDefs } = payloads.$defs ?? {};
  // sourcesSchema has an id: its document is a $ref to its own definition, "Sources".
  const { $schema, $defs: sourceDefs } = sources;
  return {
    $schema,
    title: `Rotativa: API pública de lectura, versión ${API_VERSION}`,
    ...(envelope as Record<string, unknown>),
    description:
      "Respuesta de {ruta}/_payload.json (este esquema; el campo page dice qué página es) y de /fuentes.json (#/$defs/Sources). Los titulares y resúmenes pertenecen a sus periódicos; Rotativa enlaza siempre a la noticia original.",
    $defs: { ...payloadDefs, ...sourceDefs },
  };
});

/** The JSON Schema (draft 2020-12) of every payload and of /fuentes.json, as /api/esquema.json publishes it. */
export function publishedJsonSchema(): Record<string, unknown> {
  return jsonSchemaOnce("");
}
