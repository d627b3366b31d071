import type { LoaderFunctionArgs } from "@remix-run/node";
import { articlesSitemap } from "~/lib/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => articlesSitemap(context.db, context.config.siteUrl);
