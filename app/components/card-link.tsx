import { useNavigate } from "@remix-run/react";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";

type Navigate = ReturnType<typeof useNavigate>;

const NavigateContext = createContext<Navigate | null>(null);

/**
 * Gives the small links of a listing (newspaper, category, departments, coverage) one router
 * navigation to share. A listing has a hundred and more of them; Remix's <Link> runs about ten
 * hooks each (path resolution, prefetch state, click handler) and was a large part of rendering a
 * page on the server. Their targets are absolute paths, so they need none of that.
 */
export function CardLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/**
 * A link to an absolute path of the site: a plain <a> that the server renders cheaply and that,
 * once hydrated, navigates inside the app on a plain click (any modifier or other button keeps the
 * browser's own behaviour: new tab, new window, download). Outside CardLinks it is a plain link.
 */
export function CardLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  const onClick = navigate
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }
    : undefined;
  return (
    <a href={to} className={className} data-discover="true" onClick={onClick}>
      {children}
    </a>
  );
}
