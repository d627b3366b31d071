import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /departamentos/{slug}/hoy/_payload.json: a department's daily edition as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "edicion");
