import type { LoaderFunctionArgs } from "@remix-run/node";
import { familyFeed } from "../pages/rss.server.js";

/** The RSS 2.0 feed of one category's listing. */
export const loader = ({ params, context }: LoaderFunctionArgs) => familyFeed(context.db, context.config.siteUrl, "categorias", params);
