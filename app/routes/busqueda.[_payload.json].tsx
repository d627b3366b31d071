import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /busqueda/_payload.json?q=…: the search page's data as JSON (limited per address like the page). */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "busqueda");
