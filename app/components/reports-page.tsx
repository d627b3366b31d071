import { Form, Link } from "@remix-run/react";
import type { ReportsPageData } from "../pages/reports.server.js";
import { PERIODS } from "../pages/report-periods.js";
import type { TableId } from "../pages/report-tables.js";
import { formatCount, pluralize } from "../text/format.js";
import { SPANISH_DATE_FORMAT } from "../text/ui-constants.js";
import { BarList, ColumnChart, TileMap } from "./charts.js";
import { DateField } from "./date-field.js";
import { ReportTableBlock } from "./report-table.js";

/** /reportes: coverage charts, each with its text alternative, data table and CSV download. */
export function ReportsPageView({
  report,
  population,
}: {
  report: ReportsPageData;
  /** Where the population figures come from. */
  population: { source: string; year: number | string };
}) {
  const { tables, summaries, charts } = report;
  const data = (id: TableId, open = false) => (
    <ReportTableBlock table={tables[id]} csvHref={`/reportes.csv?tabla=${id}&${summaries.periodQuery}`} open={open} />
  );

  return (
    <>
      <div className="page-heading">
        <h1>Reportes de cobertura</h1>
        <p className="page-description">Cuánto publica cada periódico y cuánta cobertura recibe cada región de Colombia.</p>
      </div>

      <Form method="get" className="period-form" aria-label="Periodo del reporte">
        <div className="field">
          <label htmlFor="reporte-periodo">Periodo</label>
          <select id="reporte-periodo" name="periodo" defaultValue={report.form.periodo}>
            {Object.entries(PERIODS).map(([key, period]) => (
              <option key={key} value={key}>
                {period.label}
              </option>
            ))}
            <option value="personalizado">Entre dos fechas</option>
          </select>
        </div>
        <DateField
          name="desde"
          label="Desde"
          format={SPANISH_DATE_FORMAT}
          defaultValue={report.dates.desde}
          error={report.form.errors.desde}
        />
        <DateField
          name="hasta"
          label="Hasta"
          format={SPANISH_DATE_FORMAT}
          defaultValue={report.dates.hasta}
          error={report.form.errors.hasta}
        />
        <p className="period-submit">
          <button type="submit">Ver reporte</button>
        </p>
      </Form>
      {report.form.errors.desde || report.form.errors.hasta ? (
        <p className="notice notice-error" role="alert">
          Revise las fechas: mientras tanto mostramos {PERIODS["7d"].label.toLowerCase()}.
        </p>
      ) : null}

      <section aria-labelledby="actividad" className="report-section">
        <h2 id="actividad">Actividad reciente</h2>
        <div className="report-pair">
          <div>
            <ColumnChart
              id="grafico-por-hora"
              title="Noticias por hora, últimas 48 horas"
              summary={summaries.hourly}
              chart={charts.hourly}
            />
            {data("por-hora")}
          </div>
          <div>
            <ColumnChart id="grafico-por-dia" title="Noticias por día, últimos 30 días" summary={summaries.daily} chart={charts.daily} />
            {data("por-dia")}
          </div>
        </div>
      </section>

      <section aria-labelledby="cobertura" className="report-section">
        <h2 id="cobertura">Cobertura: {report.period.label.toLowerCase()}</h2>
        <p className="section-note">{pluralize(summaries.totalInPeriod, "noticia publicada", "noticias publicadas")} en el periodo.</p>
        <div className="report-pair">
          <div>
            <BarList id="grafico-por-categoria" title="Por categoría" summary={summaries.byCategory} chart={charts.byCategory} />
            {data("por-categoria")}
          </div>
          <div>
            <BarList id="grafico-por-periodico" title="Por periódico" summary={summaries.byNewspaper} chart={charts.byNewspaper} />
            {report.newspaperCount > 15 ? <p className="section-note">Los 15 con más noticias; la tabla los lista todos.</p> : null}
            {data("por-periodico")}
          </div>
        </div>
        <div className="report-pair">
          <div>
            <TileMap id="mapa-por-departamento" title="Por departamento" summary={summaries.departments} chart={charts.departments} />
            {data("por-departamento")}
          </div>
          <div>
            <TileMap
              id="mapa-por-habitantes"
              title="Por cada 100.000 habitantes"
              summary={summaries.perInhabitant}
              chart={charts.perInhabitant}
            />
            {data("por-habitantes")}
            <p className="section-note">
              Población: {population.source}, {population.year}. Una noticia puede tratar de varios departamentos.
            </p>
          </div>
        </div>
        <div className="section-note report-attribution" id="como-se-asigna">
          <h3>Cómo se asigna una noticia a un departamento</h3>
          <p>
            Una noticia cuenta para los departamentos de los que trata: los lugares que nombran su titular y el comienzo de su resumen (un
            municipio de la lista DIVIPOLA del DANE, un departamento, un barrio o un sitio conocido). No cuentan los lugares mencionados de
            paso: de dónde vienen unos viajeros o una mercancía («vuelos desde Bogotá»), adónde llevan a alguien, con qué ciudad se compara,
            dónde nació una persona, ni las listas de ciudades de varias regiones de una noticia nacional. Los clubes, estadios y ríos con
            nombre de lugar («Once Caldas», «río Magdalena») tampoco.
          </p>
          <p>
            Si la noticia de un periódico regional no nombra ningún lugar, cuenta para el departamento del periódico solo cuando es local
            (su alcaldía, sus servicios, un delito o un evento de la región); nunca la economía o la política nacionales, las noticias
            internacionales ni los resultados deportivos. Las noticias guardadas antes de estas reglas conservan sus departamentos hasta que
            se vuelven a clasificar.
          </p>
        </div>
      </section>

      <section aria-labelledby="historias" className="report-section">
        <h2 id="historias">Las noticias más cubiertas de la semana</h2>
        {report.stories.length > 0 ? (
          <>
            <ol className="covered-stories">
              {report.stories.map((story) => (
                <li key={story.articleId}>
                  <Link to={`/historias/${story.storyId}`}>{story.title}</Link>
                  <span className="covered-count">
                    {" "}
                    · {pluralize(story.newspapers, "periódico", "periódicos")}, {pluralize(story.articles, "artículo", "artículos")}
                  </span>
                </li>
              ))}
            </ol>
            {data("historias")}
          </>
        ) : (
          <p className="empty-state">En los últimos 7 días ninguna noticia fue publicada por más de un periódico.</p>
        )}
      </section>

      <section aria-labelledby="fuentes" className="report-section">
        <h2 id="fuentes">Estado de las fuentes</h2>
        <p className="section-note">
          {pluralize(report.feedCount, "fuente", "fuentes")}: {formatCount(summaries.feeds.ok)} al día,{" "}
          {formatCount(summaries.feeds.failing)} con errores, {formatCount(summaries.feeds.disabled)} desactivadas.
        </p>
        {data("fuentes", true)}
      </section>
    </>
  );
}
