import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /periodicos/{slug}[/{ventana}]/_payload.json: a newspaper's listing as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "periodico");
