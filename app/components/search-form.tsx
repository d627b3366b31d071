import { Form } from "@remix-run/react";
import type { SearchForm as SearchFormState } from "../pages/search-form.js";
import { ChoiceSelect } from "./choice-select.js";

/** A choice in one of the filter lists. */
interface Option {
  slug: string;
  name: string;
}

/** The longest query the field accepts (the server cuts longer ones anyway). */
const MAX_LENGTH = 200;

/**
 * The search page's GET form: the words, then the filters and the order in a disclosure that is
 * open whenever a filter is set. Works without JavaScript (a plain GET to /busqueda).
 */
export function SearchForm({
  form,
  options,
  invalid,
  open,
}: {
  form: SearchFormState;
  /** `municipalities`: those of the chosen department, empty when none is chosen. */
  options: { categories: Option[]; newspapers: Option[]; departments: Option[]; municipalities: Option[] };
  /** Fields whose value was invalid, for aria-invalid. */
  invalid: ReadonlySet<string>;
  /** Whether the filters start open: a filter set, another order or a refused value (the loader says). */
  open: boolean;
}) {
  return (
    <Form method="get" action="/busqueda" role="search" aria-label="Buscar en las noticias" className="search-form">
      <label htmlFor="q">Palabras a buscar</label>
      <div className="search-row">
        <input id="q" type="search" name="q" defaultValue={form.q} maxLength={MAX_LENGTH} aria-describedby="q-ayuda" autoComplete="off" />
        <button type="submit">Buscar</button>
      </div>
      <p id="q-ayuda" className="search-help">
        Sin importar tildes ni mayúsculas. Use comillas para una frase exacta (&quot;paro armado&quot;), un guion para excluir una palabra
        (-fútbol) y OR para aceptar cualquiera de dos.
      </p>
      <details className="search-filters" open={open}>
        <summary>Filtros y orden</summary>
        <div className="search-filter-grid">
          <Select
            name="categoria"
            label="Categoría"
            all="Todas"
            value={form.categoria}
            options={options.categories}
            invalid={invalid.has("categoria")}
          />
          <Select
            name="periodico"
            label="Periódico"
            all="Todos"
            value={form.periodico}
            options={options.newspapers}
            invalid={invalid.has("periodico")}
          />
          <Select
            name="departamento"
            label="Departamento"
            all="Todos"
            value={form.departamento}
            options={options.departments}
            invalid={invalid.has("departamento")}
          />
          {options.municipalities.length > 0 ? (
            <Select
              name="municipio"
              label="Municipio"
              all="Todos"
              value={form.municipio}
              options={options.municipalities}
              invalid={invalid.has("municipio")}
            />
          ) : null}
          <div className="search-field">
            <label htmlFor="desde">Desde</label>
            <input
              id="desde"
              type="date"
              name="desde"
              defaultValue={form.desde}
              min="1990-01-01"
              max="2100-12-31"
              aria-invalid={invalid.has("desde") || undefined}
            />
          </div>
          <div className="search-field">
            <label htmlFor="hasta">Hasta</label>
            <input
              id="hasta"
              type="date"
              name="hasta"
              defaultValue={form.hasta}
              min="1990-01-01"
              max="2100-12-31"
              aria-invalid={invalid.has("hasta") || undefined}
            />
          </div>
          <fieldset className="search-order">
            <legend>Orden</legend>
            <label>
              <input type="radio" name="orden" value="relevancia" defaultChecked={form.orden === "relevancia"} /> Relevancia
            </label>
            <label>
              <input type="radio" name="orden" value="recientes" defaultChecked={form.orden === "recientes"} /> Más recientes
            </label>
          </fieldset>
        </div>
        <button type="submit">Aplicar filtros</button>
      </details>
    </Form>
  );
}

function Select({
  name,
  label,
  all,
  value,
  options,
  invalid,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: Option[];
  invalid: boolean;
}) {
  const choices = options.map((option) => ({ value: option.slug, label: option.name }));
  return (
    <ChoiceSelect
      id={name}
      name={name}
      label={label}
      anyLabel={all}
      value={value}
      choices={choices}
      className="search-field"
      invalid={invalid}
    />
  );
}
