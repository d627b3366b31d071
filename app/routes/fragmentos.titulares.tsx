import type { LoaderFunctionArgs } from "@remix-run/node";
import { headlinesFragment } from "../pages/fragments.server.js";

/** A page fragment (JSON): the newest headlines, for "Lo último". */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return headlinesFragment(context.db, request);
}
