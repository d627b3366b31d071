import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJsonSchema } from "../pages/api/sources.server.js";

/** /api/esquema.json: the JSON Schema of the public API's answers, generated from the schemas the loaders share. */
export const loader = (args: LoaderFunctionArgs) => apiJsonSchema(args);
