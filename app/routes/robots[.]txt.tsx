import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/lib/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => robotsTxt(context.config.siteUrl);
