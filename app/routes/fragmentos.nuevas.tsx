import type { LoaderFunctionArgs } from "@remix-run/node";
import { newArticlesFragment } from "../pages/fragments.server.js";

/** A page fragment (JSON): how many articles a listing gained since it was shown. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return newArticlesFragment(context.db, request);
}
