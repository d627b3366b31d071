import type { LoaderFunctionArgs } from "@remix-run/node";
import { sourcesOpml } from "../pages/api/sources.server.js";

/** /fuentes.opml: every newspaper's feeds as OPML 2.0, for feed readers. */
export const loader = (args: LoaderFunctionArgs) => sourcesOpml(args);
