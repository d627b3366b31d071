import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { DailyEditionView } from "../components/region/daily-edition.js";
import { loadDailyEditionPage } from "../pages/page-loaders.server.js";
import { breadcrumbList, seoMeta, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadDailyEditionPage(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const siteUrl = siteUrlOf(matches);
  const name = data?.name ?? "un departamento";
  const base = location.pathname.replace(/\/hoy$/, "");
  return seoMeta(siteUrl, {
    title: `${name} hoy · Rotativa`,
    description: `Las historias de ${name} de hoy${data ? `, ${data.day}` : ""}: una línea por historia y cuántos periódicos la cuentan.`,
    path: location.pathname,
    rss: { href: `${location.pathname}/rss.xml`, title: `${name} hoy · Rotativa` },
    jsonLd: [
      breadcrumbList(siteUrl, [
        { name: "Departamentos", path: "/departamentos" },
        { name, path: base },
        { name: "Hoy", path: location.pathname },
      ]),
    ],
  });
};

/** /departamentos/{slug}/hoy: the department's stories of the day in Bogotá, to read or pass on. */
export default function DailyEditionPage() {
  const edition = useLoaderData<typeof loader>();
  const location = useLocation();
  return <DailyEditionView edition={edition} path={location.pathname} />;
}
