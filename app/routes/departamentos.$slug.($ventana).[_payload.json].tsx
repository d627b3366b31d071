import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /departamentos/{slug}[/{ventana}]/_payload.json: a department's listing as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "departamento");
