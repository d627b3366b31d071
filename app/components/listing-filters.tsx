import { Form, Link } from "@remix-run/react";
import type { ListingFilters as Filters } from "../pages/filters.server.js";
import { ChoiceSelect } from "./choice-select.js";

/** A GET form narrowing a listing by category, newspaper and department; works without JavaScript. */
export function ListingFilters({ filters, action }: { filters: Filters; action: string }) {
  const active = filters.summary !== null;
  return (
    <Form method="get" action={action} className="listing-filters" aria-label="Filtrar noticias">
      {filters.problems.length > 0 ? (
        <div className="form-notice" role="alert">
          {filters.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <div className="filter-row">
        <ChoiceSelect
          id="filtro-categoria"
          className="filter-field"
          remount
          name="categoria"
          label="Categoría"
          value={filters.chosen.categoria}
          choices={filters.options.categorias}
          anyLabel="Todas"
        />
        <ChoiceSelect
          id="filtro-periodico"
          className="filter-field"
          remount
          name="periodico"
          label="Periódico"
          value={filters.chosen.periodico}
          choices={filters.options.periodicos}
          anyLabel="Todos"
        />
        <ChoiceSelect
          id="filtro-departamento"
          className="filter-field"
          remount
          name="departamento"
          label="Departamento"
          value={filters.chosen.departamento}
          choices={filters.options.departamentos}
          anyLabel="Todos"
        />
        <div className="filter-actions">
          <button type="submit">Filtrar</button>
          {active ? <Link to={action}>Quitar filtros</Link> : null}
        </div>
      </div>
    </Form>
  );
}
