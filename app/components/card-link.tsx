import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { type IntentHandlers, useIntentPrefetches } from "./site/intent-prefetch.js";

/** What the links of one listing share: one router navigation, where they lead back to, one intent prefetch. */
interface CardNavigation {
  /** Navigates inside the app to the link's own href (a plain click only), saying where from. */
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  /** Prefetch on intent of the link's own href. */
  intent: IntentHandlers;
}

const CardNavigationContext = createContext<CardNavigation | null>(null);

/**
 * Gives the links of a listing (headlines, newspaper, category, departments, coverage) one router
 * navigation, one set of event handlers and one intent prefetch to share. A listing has a hundred
 * and more links; Remix's <Link> runs about ten hooks each (path resolution, prefetch state, click
 * handler) and was the largest part of rendering a page on the server. Their targets are absolute
 * paths, so they need none of that: each handler reads the href of the link it fires on.
 */
export function CardLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const from = pathname + search;
  const { handlers: intent, prefetch } = useIntentPrefetches();
  // Every navigation carries the page it left (ArticleLinkState): an article's back link reads it
  // when it is a listing, and nothing else does.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const to = event.currentTarget.getAttribute("href");
    // A modifier or another button is the browser's (new tab, new window, download).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || to === null)
      return;
    event.preventDefault();
    navigate(to, { state: { from } });
  };
  const value: CardNavigation = { onClick, intent };
  return (
    <CardNavigationContext.Provider value={value}>
      {children}
      {prefetch}
    </CardNavigationContext.Provider>
  );
}

/**
 * A link to an absolute path of the site with the markup of Remix's <Link>: a plain <a> that the
 * server renders cheaply and that, once hydrated, navigates inside the app on a plain click (any
 * modifier or other button keeps the browser's own behaviour: new tab, new window, download;
 * outside CardLinks it is a plain link); with `prefetch="intent"` its page is prefetched when the reader rests on it
 * (useIntentPrefetches), as Remix's would be.
 */
export function ListLink({
  to,
  prefetch,
  current,
  className,
  children,
}: {
  to: string;
  prefetch?: "intent";
  /** "page" on the link to the page shown, as NavLink marks it. */
  current?: "page";
  className?: string;
  children: ReactNode;
}) {
  const shared = useContext(CardNavigationContext);
  return (
    <a
      data-discover="true"
      aria-current={current}
      className={className}
      href={to}
      onClick={shared?.onClick}
      {...(prefetch && shared?.intent)}
    >
      {children}
    </a>
  );
}
