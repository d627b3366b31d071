import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadDiagnostics } from "../pages/diagnostics.server.js";
import "../first-visit.js";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A deliberate failure for the end-to-end tests of the 500 page; off unless ENABLE_TEST_HOOKS=1.
  if (context.config.testHooks && new URL(request.url).searchParams.get("simular") === "error") {
    throw new Error("Simulated failure (ENABLE_TEST_HOOKS)");
  }
  return loadDiagnostics(context.db, { buildId: context.buildId, startedAt: context.startedAt });
}

export const meta: MetaFunction = () => [{ title: "Diagnóstico · Rotativa" }, { name: "robots", content: "noindex" }];

/** /test: a plain diagnostics page with no layout, for operators and monitors. */
export default function TestPage() {
  const d = useLoaderData<typeof loader>();
  const rows: [string, string, string][] = [
    ["build", "Versión (build)", d.buildId],
    ["server-time", "Hora del servidor", `${d.serverTime} (${d.serverTimeBogota}, hora de Bogotá)`],
    ["uptime", "En servicio desde hace", `${d.uptimeSeconds} s`],
    ["database", "Base de datos", d.databaseReachable ? "accesible" : "NO accesible"],
    ["articles", "Noticias", String(d.articles)],
    ["newspapers", "Periódicos", String(d.newspapers)],
    ["feeds", "Fuentes (activas / total)", `${d.enabledFeeds} / ${d.feeds}`],
    ["last-ingestion", "Última lectura exitosa", d.lastIngestion ?? "ninguna todavía"],
  ];
  return (
    <main id="contenido" className="diagnostics">
      <h1>Diagnóstico</h1>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} data-key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
