import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSearchFeed } from "../pages/search-feed.server.js";

/** /busqueda/rss.xml?q=…: the RSS 2.0 feed of a search, with the page's filters. */
export const loader = (args: LoaderFunctionArgs) => loadSearchFeed(args);
