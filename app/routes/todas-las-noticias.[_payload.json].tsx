import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /todas-las-noticias/_payload.json: every article, with the page's filters, as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "todas-las-noticias");
