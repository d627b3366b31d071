import type { LoaderFunctionArgs } from "@remix-run/node";
import { storyFeed } from "../pages/rss.server.js";

/** The RSS 2.0 feed of one story's versions. */
export const loader = ({ params, context }: LoaderFunctionArgs) => storyFeed(context.db, context.config.siteUrl, params);
