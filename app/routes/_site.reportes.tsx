import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatCount } from "~/lib/format";
import { windowStart } from "~/lib/windows";
import { countArticlesSince } from "~/models/article.server";
import { listCategories } from "~/models/category.server";
import { listDepartments } from "~/models/department.server";
import { listNewspapers } from "~/models/newspaper.server";

export const meta: MetaFunction = () => [
  { title: "Reportes de cobertura · Rotativa" },
  { name: "description", content: "Cuántas noticias publica cada periódico y cuánta cobertura recibe cada región." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const since = windowStart("ultima-semana", Date.now());
  const [categories, newspapers, departments, byCategory, byNewspaper, byDepartment] = await Promise.all([
    listCategories(context.db),
    listNewspapers(context.db),
    listDepartments(context.db),
    countArticlesSince(context.db, "category", since),
    countArticlesSince(context.db, "newspaper", since),
    countArticlesSince(context.db, "department", since),
  ]);
  const rank = (rows: { name: string; slug: string }[], counts: Map<string, number>) =>
    rows.map((row) => ({ name: row.name, count: counts.get(row.slug) ?? 0 })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "es"));
  return {
    tables: [
      { id: "por-categoria", title: "Por categoría", column: "Categoría", rows: rank(categories, byCategory) },
      { id: "por-periodico", title: "Por periódico", column: "Periódico", rows: rank(newspapers, byNewspaper) },
      { id: "por-departamento", title: "Por departamento", column: "Departamento", rows: rank(departments, byDepartment) },
    ],
  };
}

/** /reportes: coverage of the last 7 days by category, newspaper and department. */
export default function ReportsPage() {
  const { tables } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="page-heading">
        <h1>Reportes de cobertura</h1>
        <p className="page-description">Noticias publicadas en los últimos 7 días.</p>
      </div>
      <div className="report-grid">
        {tables.map((table) => (
          <section key={table.id} aria-labelledby={table.id} className="report">
            <h2 id={table.id}>{table.title}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">{table.column}</th>
                  <th scope="col" className="numeric">
                    Noticias
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td className="numeric">{formatCount(row.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </>
  );
}
