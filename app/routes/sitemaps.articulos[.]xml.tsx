import type { LoaderFunctionArgs } from "@remix-run/node";
import { articlesSitemap } from "../pages/sitemap.server.js";

export const loader = ({ context }: LoaderFunctionArgs) => articlesSitemap(context.db, context.config.siteUrl);
