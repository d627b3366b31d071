import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { HeadlinesFragment } from "../pages/fragments.js";
import { headlinesHref } from "../pages/fragments.js";
import { GenreLabel } from "./genre-label.js";
import { RelativeTime } from "./relative-time.js";

/**
 * "Lo último": the newest headlines under an article, fetched from the /fragmentos/titulares
 * fragment when the reader scrolls near it, so the article itself is served and shown first.
 */
export function LatestHeadlines({ excludeId }: { excludeId: number }) {
  const fetcher = useFetcher<HeadlinesFragment>();
  const ref = useRef<HTMLDivElement>(null);
  const { load } = fetcher;
  const href = headlinesHref(excludeId);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load(href);
        }
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, load]);

  const data = fetcher.data && "headlines" in fetcher.data ? fetcher.data : null;
  return (
    // The wrapper is what the observer watches: it is there (empty) before the headlines arrive.
    <div ref={ref}>
      {data && data.headlines.length > 0 ? (
        <aside className="latest-headlines" aria-labelledby="lo-ultimo">
          <h2 id="lo-ultimo">Lo último</h2>
          <ol>
            {data.headlines.map((headline) => (
              <li key={headline.id}>
                <Link to={`/articulos/${headline.id}`}>
                  <GenreLabel genre={headline.genre} />
                  {headline.title}
                </Link>
                <span className="latest-meta">
                  {headline.newspaper} · <RelativeTime epochMs={headline.publishedAt} now={data.now} />
                </span>
              </li>
            ))}
          </ol>
        </aside>
      ) : null}
    </div>
  );
}
