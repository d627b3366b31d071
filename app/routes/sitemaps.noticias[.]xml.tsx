import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsSitemap } from "../pages/sitemap.server.js";

export const loader = ({ context }: LoaderFunctionArgs) => newsSitemap(context.db, context.config.siteUrl);
