/*
 * The 404 page's module as the site layout loads it, on demand (app/routes/_site.tsx, issue 28):
 * a 404 is rare, so its page is not part of every first visit. It imports the first visit's
 * modules too, so that esbuild still sees them reached by every entry that reaches React and keeps
 * them in React's chunk (app/first-visit.ts); they are loaded already when this module is.
 */
import "./first-visit.js";

export { NotFoundPage } from "./components/not-found-page.js";
