import type { LoaderFunctionArgs } from "@remix-run/node";
import { dailyEditionFeed } from "../pages/region/daily-edition.server.js";

/** The RSS 2.0 feed of a department's daily edition. */
export const loader = ({ params, context }: LoaderFunctionArgs) => dailyEditionFeed(context.db, context.config.siteUrl, params);
