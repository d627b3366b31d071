import { Link } from "@remix-run/react";
import { formatCount } from "../text/format.js";

/** One row of a category, newspaper or department list. */
export interface EntityListItem {
  href: string;
  name: string;
  description: string;
  day: number;
  week: number;
  /** A status line (a newspaper's feed health), with its tone. */
  status?: { text: string; tone: "ok" | "partial" | "failing" | "pending" };
}

/** The lists behind /categorias, /periodicos and /departamentos, with recent article counts. */
export function EntityList({ items }: { items: EntityListItem[] }) {
  return (
    <ul className="entity-list">
      {items.map((item) => (
        <li key={item.href}>
          <h2 className="entity-name">
            <Link to={item.href}>{item.name}</Link>
          </h2>
          <p className="entity-description">{item.description}</p>
          <p className="entity-counts">
            <span>{formatCount(item.day)} en 24 horas</span>
            <span aria-hidden="true"> · </span>
            <span>{formatCount(item.week)} en 7 días</span>
          </p>
          {item.status ? (
            <p className={`entity-status status-${item.status.tone}`}>
              <span aria-hidden="true" className="status-dot" />
              {item.status.text}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
