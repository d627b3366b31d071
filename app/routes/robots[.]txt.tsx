import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "../pages/sitemap.server.js";

export const loader = ({ context }: LoaderFunctionArgs) => robotsTxt(context.config.siteUrl);
