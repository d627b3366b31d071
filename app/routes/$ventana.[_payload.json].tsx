import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /{ultima-hora|ultimo-dia|ultima-semana}/_payload.json: a window's data as JSON (any other segment: 404 JSON). */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "ventana");
