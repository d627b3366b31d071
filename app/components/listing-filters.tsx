import { Form, Link } from "@remix-run/react";
import type { FilterOption, ListingFilters as Filters } from "../pages/filters.server.js";
import { ChoiceSelect } from "./choice-select.js";

function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string;
  options: FilterOption[];
  anyLabel: string;
}) {
  return (
    <ChoiceSelect
      id={`filtro-${name}`}
      name={name}
      label={label}
      anyLabel={anyLabel}
      value={value}
      choices={options}
      className="filter-field"
      remount
    />
  );
}

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
        <FilterSelect
          name="categoria"
          label="Categoría"
          value={filters.chosen.categoria}
          options={filters.options.categorias}
          anyLabel="Todas"
        />
        <FilterSelect
          name="periodico"
          label="Periódico"
          value={filters.chosen.periodico}
          options={filters.options.periodicos}
          anyLabel="Todos"
        />
        <FilterSelect
          name="departamento"
          label="Departamento"
          value={filters.chosen.departamento}
          options={filters.options.departamentos}
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
