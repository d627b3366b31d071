import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntityList } from "~/components/entity-list";
import { loadEntityCounts } from "~/lib/entity-counts.server";
import { listNewspapers } from "~/models/newspaper.server";

export const meta: MetaFunction = () => [
  { title: "Periódicos · Rotativa" },
  { name: "description", content: "Los periódicos nacionales y regionales de Colombia que lee Rotativa." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const [newspapers, countsOf] = await Promise.all([listNewspapers(context.db), loadEntityCounts(context.db, "newspaper")]);
  return {
    items: newspapers.map((n) => ({
      href: `/periodicos/${n.slug}`,
      name: n.name,
      description: n.homeDepartment ? `Regional · ${n.homeDepartment.name}` : "Nacional",
      ...countsOf(n.slug),
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
