import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndex } from "../pages/sitemap.server.js";

export const loader = ({ context }: LoaderFunctionArgs) => sitemapIndex(context.config.siteUrl);
