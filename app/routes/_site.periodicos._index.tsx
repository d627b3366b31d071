import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "~/components/entity-list";
import { loadEntityCounts } from "~/lib/entity-counts.server";
import { describeFeedHealth } from "~/lib/feed-health";
import { listNewspaperHealth } from "~/models/feed.server";
import { listNewspapers } from "~/models/newspaper.server";
import { breadcrumbList, seoMeta, siteUrlOf } from "~/lib/seo";
import { pageNow } from "~/lib/format";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteUrlOf(matches), {
    title: "Periódicos · Rotativa",
    description: "Los periódicos nacionales y regionales de Colombia que lee Rotativa.",
    path: "/periodicos",
    jsonLd: [breadcrumbList(siteUrlOf(matches), [{ name: "Periódicos", path: "/periodicos" }])],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const now = pageNow();
  const [newspapers, countsOf, health] = await Promise.all([
    listNewspapers(context.db),
    loadEntityCounts(context.db, "newspaper", now),
    listNewspaperHealth(context.db),
  ]);
  return {
    items: newspapers.map((n) => ({
      href: `/periodicos/${n.slug}`,
      name: n.name,
      description: n.homeDepartment ? `Regional · ${n.homeDepartment.name}` : "Nacional",
      ...countsOf(n.slug),
      status: describeFeedHealth(health.get(n.slug), now),
    })),
  };
}

export default function Newspapers() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Periódicos</h1>
        <p className="page-description">Periódicos nacionales y regionales. Cada titular enlaza a la noticia original.</p>
      </div>
      <EntityList items={items} />
    </>
  );
}
