import { Form, Link } from "@remix-run/react";
import type { MunicipalityFilter as MunicipalityFilterData } from "../../pages/region/municipality-filter.js";
import { ChoiceSelect } from "../choice-select.js";

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
        <ChoiceSelect
          id="filtro-municipio"
          name="municipio"
          label="Municipio"
          anyLabel="Todos"
          value={filter.chosen?.code ?? ""}
          choices={filter.options.map((option) => ({ value: option.code, label: option.name }))}
          className="filter-field"
          remount
        />
        <div className="filter-actions">
          <button type="submit">Filtrar</button>
          {filter.chosen ? <Link to={action}>Todos los municipios</Link> : null}
        </div>
      </div>
    </Form>
  );
}
