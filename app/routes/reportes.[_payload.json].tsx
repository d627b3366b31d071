import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /reportes/_payload.json: the coverage reports' data as JSON (same period parameters). */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "reportes");
