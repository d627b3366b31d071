import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { ReportsPageView } from "../components/reports-page.js";
import { POPULATION_SOURCE } from "../data/departments.js";
import { readReportsPage } from "../pages/page-loaders.server.js";
import "../first-visit.js";

export const meta: MetaFunction = () => [
  { title: "Reportes de cobertura · Rotativa" },
  { name: "description", content: "Cuántas noticias publica cada periódico y cuánta cobertura recibe cada región de Colombia." },
];

/** /reportes?periodo=7d (or periodo=personalizado&desde=dd/mm/aaaa&hasta=dd/mm/aaaa); a refused range answers 400 with its messages. */
export async function loader(args: LoaderFunctionArgs) {
  const { page, status } = await readReportsPage(args);
  return data(page, { status });
}

/** /reportes: coverage charts, each with its text alternative, data table and CSV download. */
export default function ReportsPage() {
  return <ReportsPageView report={useLoaderData<typeof loader>()} population={POPULATION_SOURCE} />;
}
