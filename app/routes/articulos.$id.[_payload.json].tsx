import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /articulos/{id}/_payload.json: an article page's data as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "articulo");
