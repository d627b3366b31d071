import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /_payload.json: the front page's data as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "portada");
