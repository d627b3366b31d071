import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /categorias/_payload.json: every category with its counts, as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "categorias");
