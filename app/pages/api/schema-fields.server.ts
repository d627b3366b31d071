/*
 * The building blocks of the public API's schemas (app/pages/api/schemas.server.ts): numbers,
 * times, references and the article card every listing shares. Descriptions are in Spanish: the
 * API's users read them on /api and in the JSON Schema.
 */
import { z } from "zod";
import { WINDOW_SLUGS } from "../../text/windows.js";

export const int = () => z.number().int();
export const count = () => z.number().int().min(0);
export const epochMs = (description: string) => z.number().int().describe(`${description} (milisegundos desde 1970-01-01 UTC)`);
export const nowField = () => epochMs("Momento en que se armó la página; las edades de las noticias se cuentan desde aquí");

export const named = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: "Ref", description: "Una categoría, un periódico o un departamento: su slug (el de sus URL) y su nombre" });

export const windowSlug = z.enum(WINDOW_SLUGS as [string, ...string[]]).meta({
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
