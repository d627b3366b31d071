import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndex } from "~/lib/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => sitemapIndex(context.config.siteUrl);
