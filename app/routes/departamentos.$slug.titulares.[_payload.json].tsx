import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /departamentos/{slug}/titulares/_payload.json: a department's headlines as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "titulares");
