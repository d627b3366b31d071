/*
 * The app's modules of a first visit to a listing (root, the site layout and a window listing),
 * gathered so that esbuild puts them in one shared chunk (issue 28). The classic compiler splits
 * shared code by the set of entry points that reach each module: a module imported by a different
 * set of routes gets a file of its own, and each small file compresses apart (≈ 4 KB of gzip on
 * /ultimo-dia). entry.client, root and every route with a page import this file, so every module
 * here is reached by the same entries as React and Remix and lands in their chunk. Importing it
 * runs nothing: the modules below only declare.
 */
import "./client/client-runtime.js";
import "./client/hydration.js";
import "./client/theme.js";
import "./client/theme-provider.js";
import "./components/article-card.js";
import "./components/article-list.js";
import "./components/card-link.js";
import "./components/genre-label.js";
import "./components/listing.js";
import "./components/listing-pager.js";
import "./components/new-articles-notice.js";
import "./components/relative-time.js";
import "./components/site/document.js";
import "./components/site/intent-prefetch.js";
import "./components/site/site-footer.js";
import "./components/site/site-frame.js";
import "./components/site/site-header.js";
import "./components/site/site-sections.js";
import "./components/site/theme-switch.js";
import "./components/site/toaster.js";
import "./pages/seo.js";
import "./text/errors.js";
import "./text/fold.js";
import "./text/format.js";
import "./text/genre.js";
import "./text/toasts.js";
import "./text/ui-constants.js";
import "./text/windows.js";
