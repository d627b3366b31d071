import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /contacto/_payload.json: what the contact form is prefilled with, as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "contacto");
