import { Form, Link } from "@remix-run/react";
import type { MunicipalityFilter as MunicipalityFilterData } from "../../pages/region/municipality-filter.js";

/** A department listing's "Municipio" filter: a GET form (works without JavaScript) over the municipalities with news. */
export function MunicipalityFilter({ filter, action }: { filter: MunicipalityFilterData; action: string }) {
  if (filter.options.length === 0 && !filter.problem) return null;
  return (
    <Form method="get" action={action} className="listing-filters" aria-label="Filtrar por municipio">
      {filter.problem ? (
        <div className="form-notice" role="alert">
          <p>{filter.problem}</p>
        </div>
      ) : null}
      <div className="filter-row">
        <div className="filter-field">
          <label htmlFor="filtro-municipio">Municipio</label>
          <select id="filtro-municipio" name="municipio" defaultValue={filter.chosen?.code ?? ""} key={filter.chosen?.code ?? ""}>
            <option value="">Todos</option>
            {filter.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <button type="submit">Filtrar</button>
          {filter.chosen ? <Link to={action}>Todos los municipios</Link> : null}
        </div>
      </div>
    </Form>
  );
}
