/*
 * The schemas of the payloads of the pages that serve a task rather than a reading: search, the
 * index pages, reports, contact and diagnostics. Part of the public API's contract
 * (app/pages/api/schemas.server.ts explains it and its versioning).
 */
import { z } from "zod";
import { int, count, epochMs, nowField, named, articleCardSchema } from "./schema-fields.server.js";

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
