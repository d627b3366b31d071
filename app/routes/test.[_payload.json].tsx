import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /test/_payload.json: the diagnostics page's data as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "test");
