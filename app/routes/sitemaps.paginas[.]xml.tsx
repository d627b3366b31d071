import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagesSitemap } from "../pages/sitemap.server.js";

export const loader = ({ context }: LoaderFunctionArgs) => pagesSitemap(context.db, context.config.siteUrl);
