import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CardLinks, ListLink } from "./card-link.js";
import { breadcrumbList, canonicalPath, pagedTitle, seoMeta, siteUrlOf } from "../pages/seo.js";
import { WINDOWS } from "../text/windows.js";
import { Listing, type ListingProps } from "./listing.js";
import { RegionToggle } from "./region/region-toggle.js";
import { WindowTabs } from "./window-tabs.js";

interface FamilyParentData {
  entity: { kind: string; slug: string; name: string; description: string; basePath: string; siteUrl?: string };
  siblings: { label: string; links: { href: string; name: string }[] };
}

const FAMILY_PLURAL: Record<string, string> = {
  categorias: "Categorías",
  periodicos: "Periódicos",
  departamentos: "Departamentos",
};

const FAMILY_LABEL: Record<string, string> = {
  categorias: "Categoría",
  periodicos: "Periódico",
  departamentos: "Departamento",
};

/** The parent of a family page: the entity's name, description and window tabs over its child. */
export function FamilyParent() {
  const { entity, siblings } = useLoaderData<FamilyParentData>();
  const isDepartment = entity.kind === "departamentos";
  const extraTabs = isDepartment
    ? [
        { href: `${entity.basePath}/titulares`, text: "Titulares" },
        { href: `${entity.basePath}/hoy`, text: "Hoy" },
      ]
    : [];
  return (
    <>
      <div className="page-heading">
        <p className="page-kicker">{FAMILY_LABEL[entity.kind]}</p>
        <h1>{entity.name}</h1>
        <p className="page-description">
          {entity.description}
          {entity.siteUrl ? (
            <>
              {" · "}
              <a href={entity.siteUrl} rel="noopener">
                {entity.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            </>
          ) : null}
        </p>
        {isDepartment ? <RegionToggle slug={entity.slug} name={entity.name} /> : null}
      </div>
      <WindowTabs basePath={entity.basePath} extraTabs={extraTabs} label={`Noticias de ${entity.name} por periodo`} />
      <Outlet />
      {siblings.links.length > 0 ? (
        <nav className="siblings" aria-labelledby="hermanos">
          <h2 id="hermanos" className="section-title">
            {siblings.label}
          </h2>
          {/* One navigation and one intent prefetch for the twenty-odd links (see CardLinks). */}
          <CardLinks>
            <ul>
              {siblings.links.map((link) => (
                <li key={link.href}>
                  <ListLink to={link.href} prefetch="intent">
                    {link.name}
                  </ListLink>
                </li>
              ))}
            </ul>
          </CardLinks>
        </nav>
      ) : null}
    </>
  );
}

/** The listing child of a family page (recent, or one window). */
export function FamilyListing() {
  const data = useLoaderData<ListingProps & { entityName: string }>();
  return <Listing {...data} />;
}

/** Titles like "Política · Última hora · Rotativa", canonical URL, breadcrumbs and RSS for every family page. */
export const familyListingMeta: MetaFunction = ({ data, matches, location }) => {
  const listing = data as (ListingProps & { entityName: string; entityPath: string; entityDescription: string }) | undefined;
  if (!listing) return [{ title: "Rotativa" }];
  const siteUrl = siteUrlOf(matches);
  const windowLabel = listing.window ? ` · ${WINDOWS[listing.window].label}` : "";
  const family = listing.entityPath.split("/")[1] ?? "";
  const crumbs = [
    { name: FAMILY_PLURAL[family] ?? family, path: `/${family}` },
    { name: listing.entityName, path: listing.entityPath },
    ...(listing.window ? [{ name: WINDOWS[listing.window].label, path: location.pathname }] : []),
  ];
  return seoMeta(siteUrl, {
    title: pagedTitle(`${listing.entityName}${windowLabel} · Rotativa`, listing.page),
    description: `Noticias de ${listing.entityName}${listing.window ? ` publicadas en ${WINDOWS[listing.window].description}` : ""}, reunidas por Rotativa. ${listing.entityDescription}.`,
    path: canonicalPath(location.pathname, location.search),
    rss: { href: `${listing.entityPath}/rss.xml`, title: `${listing.entityName} · Rotativa` },
    jsonLd: [breadcrumbList(siteUrl, crumbs)],
  });
};
