import { Link, type LinkProps, PrefetchPageLinks } from "@remix-run/react";
import { type ReactNode, type SyntheticEvent, useEffect, useMemo, useRef, useState } from "react";
import { preloadRoutesFor } from "../../client/client-runtime.js";

/** How long a pointer or focus must rest on a link before it counts as intent (as Remix does). */
const INTENT_DELAY_MS = 100;

/**
 * Prefetch on intent (hover, focus, touch), as Remix's `prefetch="intent"` does, but in two steps:
 * the target's route modules are imported first, and only once they are here does Remix prefetch
 * the page's data. Remix's own intent prefetch imports the modules itself and, if one fails to
 * load, reloads the current page, bypassing the once-per-10-seconds guard of the navigation.
 */
export function useIntentPrefetch(to: string): { handlers: IntentHandlers; prefetch: ReactNode } {
  const [ready, setReady] = useState(false);
  const timer = useRef<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, []);
  const start = () => {
    if (ready || timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      const url = new URL(to, window.location.href);
      preloadRoutesFor(url.pathname, url.search).then(
        () => {
          if (alive.current) setReady(true);
        },
        // A module that fails now will fail at the click too: the navigation guard handles it there.
        () => undefined,
      );
    }, INTENT_DELAY_MS);
  };
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    handlers: { onMouseEnter: start, onFocus: start, onTouchStart: start, onMouseLeave: cancel, onBlur: cancel },
    prefetch: ready ? <PrefetchPageLinks page={to} /> : null,
  };
}

/**
 * useIntentPrefetch for many links at once (a listing's headlines): one set of handlers that reads
 * the href of the link it fires on, and the prefetch links of every page the reader rested on.
 */
export function useIntentPrefetches(): { handlers: IntentHandlers; prefetch: ReactNode } {
  const [ready, setReady] = useState<readonly string[]>([]);
  const timer = useRef<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, []);
  const handlers = useMemo<IntentHandlers>(() => {
    const cancel = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
    };
    const start = (event?: SyntheticEvent<HTMLElement>) => {
      const to = event?.currentTarget.getAttribute("href");
      if (!to) return;
      cancel();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        const url = new URL(to, window.location.href);
        preloadRoutesFor(url.pathname, url.search).then(
          () => {
            if (alive.current) setReady((pages) => (pages.includes(to) ? pages : [...pages, to]));
          },
          () => undefined,
        );
      }, INTENT_DELAY_MS);
    };
    return { onMouseEnter: start, onFocus: start, onTouchStart: start, onMouseLeave: cancel, onBlur: cancel };
  }, []);
  return { handlers, prefetch: ready.map((page) => <PrefetchPageLinks key={page} page={page} />) };
}

/** The event handlers a link spreads to signal intent (useIntentPrefetches' read the link's href from the event). */
export interface IntentHandlers {
  onMouseEnter(event?: SyntheticEvent<HTMLElement>): void;
  onFocus(event?: SyntheticEvent<HTMLElement>): void;
  onTouchStart(event?: SyntheticEvent<HTMLElement>): void;
  onMouseLeave(): void;
  onBlur(): void;
}

/** A Link that prefetches on intent, safely (see useIntentPrefetch). */
export function IntentLink({ to, ...props }: LinkProps & { to: string }) {
  const { handlers, prefetch } = useIntentPrefetch(to);
  return (
    <>
      <Link to={to} {...props} {...handlers} />
      {prefetch}
    </>
  );
}
