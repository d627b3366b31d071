import { Form } from "@remix-run/react";
import type { RegionChooserData } from "../../pages/region/region.server.js";
import { RemoveRegionButton, useRegionMirror } from "./region-controls.js";

/** Field messages of a refused form (400), in Spanish. */
export interface RegionFormErrors {
  errors: { field: "departamento" | "municipio" | "accion"; message: string }[];
  values: { departments: string[]; municipality: string };
}

/**
 * The Mi región form: a checkbox per department (at most `maxDepartments`), a municipality of the
 * chosen ones, a button that keeps the choice in a cookie. A plain POST: it works without JavaScript.
 */
export function RegionChooser({ data, refused }: { data: RegionChooserData; refused?: RegionFormErrors }) {
  useRegionMirror(refused ? undefined : data.choice);
  const checked = new Set(refused?.values.departments ?? data.choice?.departments.map((department) => department.slug) ?? []);
  const town = refused?.values.municipality ?? data.choice?.municipality?.code ?? "";
  const errorOf = (field: string) => refused?.errors.filter((error) => error.field === field).map((error) => error.message) ?? [];
  const departmentErrors = [...errorOf("departamento"), ...errorOf("accion")];
  const townErrors = errorOf("municipio");
  return (
    <>
      {refused ? (
        <div className="form-notice" role="alert">
          <p>No se guardó Mi región:</p>
          <ul>
            {refused.errors.map((error) => (
              <li key={error.message}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" action="/accion/region" className="region-form">
        <input type="hidden" name="redirectTo" value="/" />
        <fieldset aria-describedby={departmentErrors.length > 0 ? "region-departamentos-error" : "region-departamentos-ayuda"}>
          <legend>Departamentos</legend>
          <p id="region-departamentos-ayuda" className="field-hint">
            Elija hasta {data.maxDepartments}. Sus noticias abrirán la portada en «Tu región».
          </p>
          {departmentErrors.length > 0 ? (
            <p id="region-departamentos-error" className="field-error">
              {departmentErrors.join(" ")}
            </p>
          ) : null}
          <ul className="region-options">
            {data.departments.map((department) => (
              <li key={department.slug}>
                <label>
                  <input type="checkbox" name="departamento" value={department.slug} defaultChecked={checked.has(department.slug)} />{" "}
                  {department.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {data.municipalities.length > 0 ? (
          <div className="filter-field region-town-field">
            <label htmlFor="region-municipio">Municipio (opcional)</label>
            <select
              id="region-municipio"
              name="municipio"
              defaultValue={town}
              aria-invalid={townErrors.length > 0 ? true : undefined}
              aria-describedby={townErrors.length > 0 ? "region-municipio-error" : undefined}
            >
              <option value="">Ninguno</option>
              {data.municipalities.map((group) => (
                <optgroup key={group.department} label={group.department}>
                  {group.towns.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {townErrors.length > 0 ? (
              <p id="region-municipio-error" className="field-error">
                {townErrors.join(" ")}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="field-hint">Cuando haya elegido sus departamentos podrá elegir también un municipio.</p>
        )}
        <p className="region-actions">
          <button type="submit" name="intent" value="guardar" className="primary-button">
            Guardar Mi región
          </button>
        </p>
      </Form>
      {data.choice ? (
        <div className="region-remove">
          <p>
            Mi región ahora: {data.choice.departments.map((department) => department.name).join(", ")}
            {data.choice.municipality ? ` (${data.choice.municipality.name})` : ""}.
          </p>
          <RemoveRegionButton />
        </div>
      ) : null}
    </>
  );
}
