import { Link, type LinkProps, NavLink, type NavLinkProps, PrefetchPageLinks } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
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

/** The event handlers a link spreads to signal intent. */
export interface IntentHandlers {
  onMouseEnter(): void;
  onFocus(): void;
  onTouchStart(): void;
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

/** A NavLink that prefetches on intent, safely (see useIntentPrefetch). */
export function IntentNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const { handlers, prefetch } = useIntentPrefetch(to);
  return (
    <>
      <NavLink to={to} {...props} {...handlers} />
      {prefetch}
    </>
  );
}
