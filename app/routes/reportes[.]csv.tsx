import type { LoaderFunctionArgs } from "@remix-run/node";
import { UTF8_BOM } from "../text/csv.js";
import { buildReportTables, reportTableCsv } from "../pages/report-tables.js";
import { refuseWhenShed } from "../pages/overload.server.js";
import { hasPeriodErrors, loadReports, parseTableId } from "../pages/reports.server.js";

/**
 * /reportes.csv?tabla=…[&periodo=…][&formato=excel]: one table of /reportes as a CSV download, for
 * the same period: RFC 4180 by default, or for a spreadsheet set up for Colombia (semicolons,
 * decimal commas, a UTF-8 byte order mark so that accents read right).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Refused by the load shedder (a navigation's .data request): 503 with Retry-After.
  refuseWhenShed(context.shed);
  const url = new URL(request.url);
  const table = parseTableId(url);
  if (!table) {
    return new Response(
      "Indique una tabla: ?tabla=por-hora, por-dia, por-categoria, por-periodico, por-departamento, por-habitantes o fuentes.\n",
      {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  const format = url.searchParams.get("formato") ?? "csv";
  if (format !== "csv" && format !== "excel") {
    return new Response("El formato puede ser csv (el predeterminado) o excel.\n", {
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
  const excel = format === "excel";
  const body = reportTableCsv(buildReportTables(report)[table], excel ? "excel" : "rfc4180");
  return new Response(excel ? UTF8_BOM + body : body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rotativa-${table}-${day}${excel ? "-excel" : ""}.csv"`,
      "Cache-Control": "no-cache",
    },
  });
}
