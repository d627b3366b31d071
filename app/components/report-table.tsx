import type { ShownTable } from "../pages/report-charts.js";

/**
 * A report's data table, folded under its chart ("Ver los datos") so the page stays a page of
 * pictures, with the CSV download of the same rows beside it. Its cells come written out from the
 * loader (app/pages/report-charts.ts).
 */
export function ReportTableBlock({ table, csvHref, open = false }: { table: ShownTable; csvHref: string; open?: boolean }) {
  return (
    <div className="report-data">
      <details open={open}>
        <summary>Ver los datos</summary>
        {/* Scrollable, so it must be reachable by keyboard: a named region that takes focus. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={table.title}>
          <table data-table={table.id}>
            <caption className="visually-hidden">{table.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? "numeric" : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((text, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {text}
                      </th>
                    ) : (
                      <td key={column} className={table.numericCells[column] ? "numeric" : undefined}>
                        {text}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <span className="csv-links">
        <a href={csvHref} className="csv-link" download>
          Descargar CSV
        </a>
        <a href={`${csvHref}&formato=excel`} className="csv-link" download>
          CSV para Excel
        </a>
      </span>
    </div>
  );
}
