/*
 * The public read-only API's shapes (`{route}/_payload.json`, `/fuentes.json`): one zod schema per
 * page, the published part of that page's loader data. The loaders' return types must be accepted
 * by these schemas (checked by the compiler in payload.server.ts) and every answer is parsed by
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
import {
  allNewsPageSchema,
  articlePageSchema,
  familyPageSchema,
  frontPageSchema,
  headlinesPageSchema,
  dailyEditionPageSchema,
  storyPageSchema,
  windowPageSchema,
} from "./reading-schemas.server.js";
import {
  contactPageSchema,
  diagnosticsPageSchema,
  entityIndexSchema,
  reportsPageSchema,
  searchPageSchema,
} from "./task-page-schemas.server.js";
import { named } from "./schema-fields.server.js";

/** The version of the payloads' shape; raised only by a change that could break a client. */
export const API_VERSION = 1;

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
  edicion: dailyEditionPageSchema,
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
