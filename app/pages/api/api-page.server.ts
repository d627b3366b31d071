/*
 * /api: the public API's documentation. Its tables of fields are read from the published JSON
 * Schema, so the page cannot describe a field the answers do not have.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listArticles } from "../../models/article.server.js";
import { pageNow } from "../../text/format.js";
import { API_VERSION, publishedJsonSchema } from "./schemas.server.js";
import { PAGE_SIZE } from "../listing.server.js";
import type { ApiFieldDoc } from "./endpoints.js";

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  description?: string;
  properties?: Record<string, JsonSchema>;
};

const TYPE_NAMES: Record<string, string> = {
  string: "texto",
  integer: "entero",
  number: "número",
  boolean: "booleano",
  object: "objeto",
  array: "lista",
  null: "null",
};

/** A Spanish name for a JSON Schema type ("texto o null", "lista de Ref"). */
export function typeName(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.replace("#/$defs/", "");
  if (schema.anyOf) return schema.anyOf.map(typeName).join(" o ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) => (type === "array" && schema.items ? `lista de ${typeName(schema.items)}` : (TYPE_NAMES[type] ?? type)))
    .join(" o ");
}

/** The documented fields of one definition of the published schema. */
export function fieldDocs(definition: string): ApiFieldDoc[] {
  const defs = (publishedJsonSchema().$defs ?? {}) as Record<string, JsonSchema>;
  const properties = defs[definition]?.properties ?? {};
  return Object.entries(properties).map(([name, schema]) => ({ name, type: typeName(schema), description: schema.description ?? "" }));
}

/** What /api shows: the version, the limits as configured, a real article for the examples, and the fields. */
export async function loadApiPage({ context }: LoaderFunctionArgs) {
  const newest = await listArticles(context.db, { limit: 1, now: pageNow() });
  const cardNames = new Set(fieldDocs("ArticleCard").map((field) => field.name));
  return {
    version: API_VERSION,
    siteUrl: context.config.siteUrl,
    rateLimit: context.config.searchRateLimit,
    pageSize: PAGE_SIZE,
    exampleArticleId: newest.articles[0]?.id ?? null,
    exampleStoryId: newest.articles[0]?.storyId ?? null,
    envelope: fieldDocs("Payload_ventana").map((field) =>
      field.name === "data" ? { ...field, type: "objeto", description: "Los datos de la página (su forma depende de page)" } : field,
    ),
    card: fieldDocs("ArticleCard"),
    detail: fieldDocs("ArticleDetail").filter((field) => !cardNames.has(field.name)),
    listing: fieldDocs("WindowPage").filter((field) => field.name !== "title"),
  };
}
