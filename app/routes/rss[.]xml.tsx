import type { LoaderFunctionArgs } from "@remix-run/node";
import { frontPageFeed } from "../pages/rss.server.js";

/** The RSS 2.0 feed of the front page: the newest articles of every newspaper. */
export const loader = ({ context }: LoaderFunctionArgs) => frontPageFeed(context.db, context.config.siteUrl);
