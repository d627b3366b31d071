import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /historias/{id}/_payload.json: a story page's data as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "historia");
