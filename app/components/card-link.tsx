import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, type MouseEvent, type ReactNode, useContext, useMemo } from "react";
import { type IntentHandlers, useIntentPrefetches } from "./site/intent-prefetch.js";

/** What the links of one listing share: one router navigation, where they lead back to, one intent prefetch. */
interface CardNavigation {
  /** Navigates inside the app to the link's own href (a plain click only). */
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  /** The same, carrying where the reader came from (an article's back link reads it). */
  onArticleClick(event: MouseEvent<HTMLAnchorElement>): void;
  /** Prefetch on intent of the link's own href. */
  intent: IntentHandlers;
}

const CardNavigationContext = createContext<CardNavigation | null>(null);

/** Whether a click is the browser's to handle: a modifier or another button (new tab, new window, download). */
export function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * Gives the links of a listing (headlines, newspaper, category, departments, coverage) one router
 * navigation, one set of event handlers and one intent prefetch to share. A listing has a hundred
 * and more links; Remix's <Link> runs about ten hooks each (path resolution, prefetch state, click
 * handler) and was the largest part of rendering a page on the server. Their targets are absolute
 * paths, so they need none of that: each handler reads the href of the link it fires on.
 */
export function CardLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const { handlers: intent, prefetch } = useIntentPrefetches();
  const value = useMemo<CardNavigation>(() => {
    const go = (event: MouseEvent<HTMLAnchorElement>, state?: { from: string }) => {
      if (browserHandles(event)) return;
      const to = event.currentTarget.getAttribute("href");
      if (to === null) return;
      event.preventDefault();
      navigate(to, state ? { state } : undefined);
    };
    return { onClick: (event) => go(event), onArticleClick: (event) => go(event, { from }), intent };
  }, [navigate, from, intent]);
  return (
    <CardNavigationContext.Provider value={value}>
      {children}
      {prefetch}
    </CardNavigationContext.Provider>
  );
}

/**
 * A link to an absolute path of the site: a plain <a> that the server renders cheaply and that,
 * once hydrated, navigates inside the app on a plain click (any modifier or other button keeps the
 * browser's own behaviour: new tab, new window, download). Outside CardLinks it is a plain link.
 */
export function CardLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const shared = useContext(CardNavigationContext);
  return (
    <a href={to} className={className} data-discover="true" onClick={shared?.onClick}>
      {children}
    </a>
  );
}

/**
 * A link with the markup of Remix's <Link> to an absolute path, navigated to inside the app on a
 * plain click; with `prefetch="intent"` its page is prefetched when the reader rests on it
 * (useIntentPrefetches), as Remix's would be.
 */
export function ListLink({ to, prefetch, children }: { to: string; prefetch?: "intent"; children: ReactNode }) {
  const shared = useContext(CardNavigationContext);
  return (
    <a data-discover="true" href={to} onClick={shared?.onClick} {...(prefetch === "intent" ? shared?.intent : undefined)}>
      {children}
    </a>
  );
}

/**
 * A card's headline link to its article: a ListLink prefetched on intent that also carries the page the reader
 * came from in the navigation's state, for the article's back link.
 */
export function CardArticleLink({ to, children }: { to: string; children: ReactNode }) {
  const shared = useContext(CardNavigationContext);
  return (
    <a data-discover="true" href={to} onClick={shared?.onArticleClick} {...shared?.intent}>
      {children}
    </a>
  );
}
