import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsSitemap } from "~/lib/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => newsSitemap(context.db, context.config.siteUrl);
