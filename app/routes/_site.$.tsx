import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFoundWithHelp } from "../pages/not-found.server.js";
import "../first-visit.js";

/*
 * Any path no other route matches: the 404 page inside the default layout (site header, search,
 * "¿Quiso decir …?"), rendered by _site.tsx's error boundary. It never renders a page of its own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  throw await notFoundWithHelp(context.db, new URL(request.url).pathname);
}

export default function UnknownPath() {
  return null;
}
