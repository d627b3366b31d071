import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { loadListing } from "~/lib/listing.server";

export const meta: MetaFunction = () => [
  { title: "Rotativa · Noticias de Colombia" },
  { name: "description", content: "Las noticias de los periódicos nacionales y regionales de Colombia, en un solo lugar." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listing = await loadListing(context.db, request, {});
  return { ...listing, emptyMessage: "Todavía no hay noticias. Aparecerán aquí en cuanto se lean los periódicos." };
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Lo último en Colombia</h1>
        <p className="page-description">
          Titulares de periódicos nacionales y regionales, del más reciente al más antiguo. Vea también la{" "}
          <Link to="/ultima-hora">última hora</Link>, el <Link to="/ultimo-dia">último día</Link> o la{" "}
          <Link to="/ultima-semana">última semana</Link>.
        </p>
      </div>
      <Listing {...data} />
    </>
  );
}
