import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /departamentos/_payload.json: every department with its counts, as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "departamentos");
