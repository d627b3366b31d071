import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { loadListing } from "~/lib/listing.server";

export const meta: MetaFunction = () => [
  { title: "Todas las noticias · Rotativa" },
  { name: "description", content: "Todas las noticias reunidas por Rotativa, de la más reciente a la más antigua." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listing = await loadListing(context.db, request, {});
  return { ...listing, emptyMessage: "Todavía no hay noticias." };
}

export default function AllNews() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Todas las noticias</h1>
        <p className="page-description">Cada noticia reunida, de la más reciente a la más antigua.</p>
      </div>
      <Listing {...data} />
    </>
  );
}
