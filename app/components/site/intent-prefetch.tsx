import { PrefetchPageLinks } from "@remix-run/react";
import { type ReactNode, type SyntheticEvent, useRef, useState } from "react";
import { preloadRoutesFor } from "../../client/client-runtime.js";

/** How long a pointer or focus must rest on a link before it counts as intent (as Remix does). */
const INTENT_DELAY_MS = 100;

/**
 * Prefetch on intent (hover, focus, touch), as Remix's `prefetch="intent"` does, but in two steps:
 * the target's route modules are imported first, and only once they are here does Remix prefetch
 * the page's data. Remix's own intent prefetch imports the modules itself and, if one fails to
 * load, reloads the current page, bypassing the once-per-10-seconds guard of the navigation.
 * One set of handlers serves any number of links (a listing's headlines, the section links): each
 * reads the href of the link it fires on; `prefetch` holds the prefetch links of the last page the
 * reader rested on.
 */
export function useIntentPrefetches(): { handlers: IntentHandlers; prefetch: ReactNode } {
  const [ready, setReady] = useState<string | null>(null);
  const timer = useRef<number>();
  // Clearing a timer that already ran does nothing.
  const cancel = () => window.clearTimeout(timer.current);
  const start = (event: SyntheticEvent<HTMLElement>) => {
    const to = event.currentTarget.getAttribute("href");
    if (!to) return;
    cancel();
    timer.current = window.setTimeout(() => {
      const url = new URL(to, window.location.href);
      // After an unmount setReady does nothing (React 18); the modules are preloaded all the same.
      // A module that fails now will fail at the click too: the navigation guard handles it there.
      preloadRoutesFor(url.pathname, url.search).then(
        () => setReady(to),
        () => undefined,
      );
    }, INTENT_DELAY_MS);
  };
  const handlers: IntentHandlers = { onMouseEnter: start, onFocus: start, onTouchStart: start, onMouseLeave: cancel, onBlur: cancel };
  return { handlers, prefetch: ready ? <PrefetchPageLinks page={ready} /> : null };
}

/** The event handlers a link spreads to signal intent (they read the link's href from the event). */
export interface IntentHandlers {
  onMouseEnter(event: SyntheticEvent<HTMLElement>): void;
  onFocus(event: SyntheticEvent<HTMLElement>): void;
  onTouchStart(event: SyntheticEvent<HTMLElement>): void;
  onMouseLeave(): void;
  onBlur(): void;
}
