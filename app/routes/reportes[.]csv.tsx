import type { LoaderFunctionArgs } from "@remix-run/node";
import { UTF8_BOM } from "~/lib/csv";
import { buildReportTables, reportTableCsv } from "~/lib/reports";
import { hasPeriodErrors, loadReports, parseTableId } from "~/lib/reports.server";

/** /reportes.csv?tabla=…[&periodo=…]: one table of /reportes as a CSV download, for the same period. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const table = parseTableId(url);
  if (!table) {
    return new Response("Indique una tabla: ?tabla=por-hora, por-dia, por-categoria, por-periodico, por-departamento, por-habitantes o fuentes.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const now = Date.now();
  const report = await loadReports(context.db, url, now);
  if (hasPeriodErrors(report.form)) {
    const messages = Object.values(report.form.errors).join(" ");
    return new Response(`Periodo no válido: ${messages}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const day = new Date(now - 5 * 3_600_000).toISOString().slice(0, 10);
  return new Response(UTF8_BOM + reportTableCsv(buildReportTables(report)[table]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rotativa-${table}-${day}.csv"`,
      "Cache-Control": "no-cache",
    },
  });
}
