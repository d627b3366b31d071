/*
 * The schemas of the reading pages' payloads: listings and windows, families and headlines, the
 * front page, the article page and the story page. Part of the public API's contract
 * (app/pages/api/schemas.server.ts explains it and its versioning).
 */
import { z } from "zod";
import { int, count, epochMs, nowField, named, windowSlug, articleCardSchema } from "./schema-fields.server.js";

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

/** /departamentos/{slug}/hoy. */
export const dailyEditionPageSchema = z
  .object({
    slug: z.string().describe("Slug del departamento"),
    name: z.string().describe("Nombre del departamento"),
    day: z.string().describe("El día de la edición en Bogotá, en palabras («jueves, 26 de noviembre de 2026»)"),
    stories: z
      .array(
        z.object({
          storyId: int().min(1).nullable().describe("Id de la historia (su página es /historias/{id}), o null si la noticia aún no tiene"),
          newspapers: count().describe("Cuántos periódicos distintos la cuentan hasta ahora"),
          newest: articleCardSchema.describe("La versión más reciente de la historia"),
        }),
      )
      .describe("Las historias del día en el departamento, una línea por historia, las más cubiertas primero (60 como máximo)"),
    now: nowField(),
  })
  .meta({ id: "DailyEditionPage" });

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
