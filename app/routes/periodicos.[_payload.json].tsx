import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagePayload } from "../pages/api/payload.server.js";

/** /periodicos/_payload.json: every newspaper with its counts, as JSON. */
export const loader = (args: LoaderFunctionArgs) => pagePayload(args, "periodicos");
