import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { ClientRuntime, useChunkFailure } from "./client/client-runtime.js";
import { Toaster } from "./components/site/toaster.js";
import { describeError, errorHelp } from "./text/errors.js";
import type { Toast } from "./text/toasts.js";
import { markHydrated, reachedByNavigation } from "./client/hydration.js";
import { resolveForcedTheme, restoreThemeScript, THEME_STORAGE_KEY } from "./client/theme.js";
import { PreventFlashOnWrongTheme, type Theme, ThemeProvider, useTheme } from "./client/theme-provider.js";
import "./first-visit.js";
import styles from "./styles/site.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "search", type: "application/opensearchdescription+xml", title: "Rotativa", href: "/opensearch.xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { getTheme } = await context.themeSessions(request);
  // Toasts left by a redirect (e.g. the contact form's confirmation) are shown once, then cleared.
  const { toasts, setCookie } = await context.flash.take(request);
  const body: RootData = {
    theme: getTheme(),
    toasts,
    buildCheckIntervalMs: context.config.buildCheckIntervalMs,
    siteUrl: context.config.siteUrl,
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * The error page renders in this route's boundary, so only this function sees the headers of a
 * response a route threw: keep the ones the error page needs (a 429's Retry-After, its no-store).
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const kept = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
};

/** What the root loader sends (typed by hand: `data()` hides it from useRouteLoaderData's inference). */
interface RootData {
  theme: Theme | null;
  toasts: Toast[];
  buildCheckIntervalMs: number;
  /** The public address of the site (SITE_URL), for canonical URLs and sharing tags. */
  siteUrl: string;
}

export const meta: MetaFunction = ({ error, location }) => {
  if (error) {
    return [{ title: describeError(error, location.pathname, reachedByNavigation(location.key)).title }];
  }
  return [
    { title: "Rotativa · Noticias de Colombia" },
    { name: "description", content: "Las noticias de los periódicos nacionales y regionales de Colombia, en un solo lugar." },
  ];
};

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

function Document({ children, cookieTheme }: { children: ReactNode; cookieTheme: Theme | null }) {
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
        <CriticalStyles href={styles} />
        <Links />
      </head>
      <body>
        {children}
        {/* The whole stylesheet, after the page: it blocks no paint, and changes nothing the inlined rules drew. */}
        <link rel="stylesheet" href={styles} />
        <ScrollRestoration />
        <Scripts />
        {process.env.NODE_ENV === "development" ? <LiveReload /> : null}
      </body>
    </html>
  );
}

/** The document around every page and error page: language, colour mode, styles and scripts. */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData("root") as RootData | undefined;
  const cookieTheme = rootData?.theme ?? null;
  return (
    <ThemeProvider specifiedTheme={cookieTheme} themeAction="/accion/tema">
      <Document cookieTheme={cookieTheme}>
        {children}
        <Toaster toasts={rootData?.toasts ?? []} />
        <ClientRuntime buildCheckIntervalMs={rootData?.buildCheckIntervalMs ?? 0} />
      </Document>
    </ThemeProvider>
  );
}

export default function App() {
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
