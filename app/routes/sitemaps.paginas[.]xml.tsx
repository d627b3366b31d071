import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagesSitemap } from "~/lib/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => pagesSitemap(context.db, context.config.siteUrl);
