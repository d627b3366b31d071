import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../text/slug.js";
import { isWindowSlug, type WindowSlug } from "../text/windows.js";

/** Slugs are lowercase ASCII words joined by single hyphens, at most 80 characters. */
export const slugSchema = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

/** Article ids are positive integers written without sign, leading zeros or exponent. */
export const articleIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .transform(Number)
  .refine(Number.isSafeInteger);

/** A time-window URL segment. */
export const windowSchema = z.string().refine(isWindowSlug) as unknown as z.ZodType<WindowSlug>;

/** The 404 every failed route validation answers with, as the specification requires. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

/** Validates route params with a zod schema; anything that fails becomes the 404 page. */
export function parseParamsOr404<S extends z.ZodType>(params: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw notFound();
  return result.data;
}

/** The params of a family's entity page (/categorias/:slug …). */
export const slugParams = z.object({ slug: slugSchema });

/** The params of a family's window page (/categorias/:slug/:ventana …). */
export const slugWindowParams = z.object({ slug: slugSchema, ventana: windowSchema });

/** The params of a top-level window page (/ultima-hora …). */
export const windowParams = z.object({ ventana: windowSchema });

/** The params of the article page. */
export const articleParams = z.object({ id: articleIdSchema });

/** The params of a story page (/historias/:id): a story is named by its first article's id. */
export const storyParams = z.object({ id: articleIdSchema });
