import {
  isRouteErrorResponse,
  Link,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";
import { ClientRuntime, useChunkFailure } from "../../client/client-runtime.js";
import { markHydrated, reachedByNavigation } from "../../client/hydration.js";
import { resolveForcedTheme, restoreThemeScript, THEME_STORAGE_KEY } from "../../client/theme.js";
import { PreventFlashOnWrongTheme, type Theme, ThemeProvider, useTheme } from "../../client/theme-provider.js";
import { describeError, errorHelp } from "../../text/errors.js";
import type { Toast } from "../../text/toasts.js";
import { Toaster } from "./toaster.js";

/*
 * The root route's components (app/root.tsx exports them; the stylesheet's URL comes from there): the document, the root layout and the
 * error page. They live in a first-visit module (app/first-visit.ts), compressed with React's chunk
 * instead of in root's own file (issue 28).
 */

export /** What the root loader sends (typed by hand: `data()` hides it from useRouteLoaderData's inference). */
interface RootData {
  theme: Theme | null;
  toasts: Toast[];
  buildCheckIntervalMs: number;
  /** The public address of the site (SITE_URL), for canonical URLs and sharing tags. */
  siteUrl: string;
}

/** Keeps localStorage in step with the cookie and restores the cookie from it when it was lost. */
function useRememberedTheme(cookieTheme: Theme | null) {
  const [, setTheme] = useTheme();
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
      if (cookieTheme) {
        window.localStorage.setItem(THEME_STORAGE_KEY, cookieTheme);
      } else if (stored === "light" || stored === "dark") {
        setTheme(stored);
      } else {
        window.localStorage.setItem(THEME_STORAGE_KEY, "system");
      }
    } catch {
      // Storage can be disabled; the cookie alone still works.
    }
    // Only on the first load: later changes go through the switch, which writes both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The rules of the stylesheet this page's markup can match, inlined: the server renders an empty
 * placeholder that entry.server fills (app/http/critical-css.server.ts); the browser keeps what it
 * received, so hydration and later renders never rewrite it.
 */
function CriticalStyles({ href }: { href: string }) {
  const [css] = useState(() =>
    typeof document === "undefined" ? "" : (document.querySelector(`style[data-critical-for="${href}"]`)?.textContent ?? ""),
  );
  return <style data-critical-for={href} dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * The whole stylesheet, for what later pages and scripts draw: it changes nothing the inlined rules
 * drew, so it is not fetched before the first paint. The page adds it once hydrated (a stylesheet
 * added by script blocks no rendering); without JavaScript the copy in <noscript> is an ordinary
 * stylesheet at the end of the page.
 */
function FullStylesheet({ href }: { href: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      {hydrated ? <link rel="stylesheet" href={href} /> : null}
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}

function Document({ children, cookieTheme, stylesheet }: { children: ReactNode; cookieTheme: Theme | null; stylesheet: string }) {
  const [theme] = useTheme();
  const forced = resolveForcedTheme(useMatches());
  useRememberedTheme(cookieTheme);
  const applied = forced ?? theme;
  useEffect(markHydrated, []);
  // Hydration keeps the server's attributes even when they differ from the client's first render
  // (the device's preference may have changed meanwhile): make the class match the state.
  useEffect(() => {
    const classes = document.documentElement.classList;
    if (applied && !classes.contains(applied)) {
      classes.remove("light", "dark");
      classes.add(applied);
    }
  }, [applied]);
  return (
    <html lang="es-CO" className={applied ?? undefined} data-theme-source={forced ? "route" : cookieTheme ? "cookie" : "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {cookieTheme || forced ? null : <script dangerouslySetInnerHTML={{ __html: restoreThemeScript }} />}
        <PreventFlashOnWrongTheme ssrTheme={Boolean(cookieTheme || forced)} />
        <CriticalStyles href={stylesheet} />
        <Links />
      </head>
      <body>
        {children}
        <FullStylesheet href={stylesheet} />
        <ScrollRestoration />
        <Scripts />
        {process.env.NODE_ENV === "development" ? <LiveReload /> : null}
      </body>
    </html>
  );
}

/** The document around every page and error page: language, colour mode, styles and scripts. */
export function RootLayout({ children, stylesheet }: { children: ReactNode; stylesheet: string }) {
  const rootData = useRouteLoaderData("root") as RootData | undefined;
  const cookieTheme = rootData?.theme ?? null;
  return (
    <ThemeProvider specifiedTheme={cookieTheme} themeAction="/accion/tema">
      <Document cookieTheme={cookieTheme} stylesheet={stylesheet}>
        {children}
        <Toaster toasts={rootData?.toasts ?? []} />
        <ClientRuntime buildCheckIntervalMs={rootData?.buildCheckIntervalMs ?? 0} />
      </Document>
    </ThemeProvider>
  );
}

export function App() {
  const chunkFailure = useChunkFailure();
  // The page a reader asked for could not be loaded twice within the reload guard: say so.
  if (chunkFailure) return <ErrorPage status={500} message="Internal Server Error" help={errorHelp(500, "chunk")} />;
  return <Outlet />;
}

/** The 404 and 500 pages: the specification's wording, Spanish help, and a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { status, message } = describeError(error, location.pathname, reachedByNavigation(location.key));
  if (!isRouteErrorResponse(error) && process.env.NODE_ENV !== "production") console.error(error);
  return <ErrorPage status={status} message={message} help={errorHelp(status)} />;
}

/** The markup of every error page. */
function ErrorPage({ status, message, help }: { status: number; message: string; help: string }) {
  useEffect(() => {
    // Meta only knows about errors the router saw; keep the title true for the others too.
    document.title = `${status} - ${message}`;
  }, [status, message]);
  return (
    <main id="contenido" className="error-page">
      <p className="error-status">{status}</p>
      <h1>{message}</h1>
      <p>{help}</p>
      <nav aria-label="Salidas">
        <ul className="error-links">
          <li>
            <Link to="/" reloadDocument={status >= 500}>
              Ir a la portada
            </Link>
          </li>
          <li>
            <Link to="/ultima-hora">Ver la última hora</Link>
          </li>
          <li>
            <Link to="/busqueda">Buscar una noticia</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
