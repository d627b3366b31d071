import type { LoaderFunctionArgs } from "@remix-run/node";
import { sourcesJson } from "../pages/api/sources.server.js";

/** /fuentes.json: every newspaper Rotativa reads and its feeds. */
export const loader = (args: LoaderFunctionArgs) => sourcesJson(args);
