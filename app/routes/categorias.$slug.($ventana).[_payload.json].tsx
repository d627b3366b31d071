import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /categorias/{slug}[/{ventana}]/_payload.json: a category's listing as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "categoria");
