import { formatCell, type ReportTable } from "../pages/report-tables.js";

/**
 * A report's data table, folded under its chart ("Ver los datos") so the page stays a page of
 * pictures, with the CSV download of the same rows beside it.
 */
export function ReportTableBlock({ table, csvHref, open = false }: { table: ReportTable; csvHref: string; open?: boolean }) {
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
                  <th key={column.label} scope="col" className={column.kind === "text" ? undefined : "numeric"}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) => {
                    const kind = table.columns[column]?.kind ?? "text";
                    const text = formatCell(value, kind);
                    return column === 0 ? (
                      <th key={column} scope="row">
                        {text}
                      </th>
                    ) : (
                      <td key={column} className={kind === "count" || kind === "decimal" ? "numeric" : undefined}>
                        {text}
                      </td>
                    );
                  })}
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
