import { z } from "zod";
import type { Db } from "../../db/schema.js";
import { listDepartments } from "../../models/department.server.js";
import { getMunicipality } from "../../models/municipality.server.js";
import { readBodyWithLimit } from "../contact/contact.server.js";
import { slugSchema } from "../params.server.js";
import { safeRedirectPath } from "../theme-action.server.js";
import { MAX_REGION_DEPARTMENTS, readRegionChoice } from "./region.server.js";

/** Bytes a Mi región form may have: five department slugs, a code and a return path fit many times over. */
export const REGION_BODY_LIMIT = 8192;

/** What the cookie will hold after the form (null: forget the choice). */
export interface RegionCookieChoice {
  departments: string[];
  municipality: string | null;
}

/** The fields a reader can get wrong, as the form names them. */
export type RegionField = "departamento" | "municipio" | "accion";

/** The form's outcome: the new choice and where to go, or Spanish messages per field. */
export type RegionFormResult =
  | { ok: true; next: RegionCookieChoice | null; redirectTo: string }
  | { ok: false; errors: { field: RegionField; message: string }[]; values: { departments: string[]; municipality: string } };

/**
 * The buttons: "guardar" replaces the choice with the checked departments (the chooser),
 * "agregar" adds one department to it (a department page), "quitar" removes the named
 * departments, or all of them when none is named (one click, anywhere).
 */
const intentSchema = z.enum(["guardar", "agregar", "quitar"]);

const quoted = (value: string) => `«${value.length > 40 ? `${value.slice(0, 40)}…` : value}»`;

/**
 * Reads a Mi región form against the reader's current cookie (`currentRaw`, unchecked) and
 * decides the new choice. Anything a browser's form would not send — another content type, an
 * unknown button, an unknown department or municipality, too many departments — is refused with
 * a message in Spanish, never thrown.
 */
export async function handleRegionForm(db: Db, request: Request, currentRaw: unknown): Promise<RegionFormResult> {
  const empty = { departments: [], municipality: "" };
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    return { ok: false, errors: [{ field: "accion", message: "Envíe el formulario de Mi región." }], values: empty };
  const text = await readBodyWithLimit(request, REGION_BODY_LIMIT).catch(() => null);
  const form = text === null ? null : await new Response(text, { headers: { "Content-Type": type } }).formData().catch(() => null);
  if (!form) return { ok: false, errors: [{ field: "accion", message: "El formulario de Mi región no se pudo leer." }], values: empty };

  const named = form.getAll("departamento").filter((value): value is string => typeof value === "string" && value !== "");
  const municipio = form.get("municipio");
  const municipality = typeof municipio === "string" ? municipio.trim() : "";
  const values = { departments: [...new Set(named)], municipality };
  const redirectValue = form.get("redirectTo");
  const redirectTo = safeRedirectPath(typeof redirectValue === "string" ? redirectValue : null);
  const intentValue = form.get("intent") ?? "guardar";
  const intent = intentSchema.safeParse(intentValue);
  if (!intent.success)
    return { ok: false, errors: [{ field: "accion", message: "Acción no válida: use guardar, agregar o quitar." }], values };

  const errors: { field: RegionField; message: string }[] = [];
  const known = new Set((await listDepartments(db)).map((department) => department.slug));
  for (const slug of values.departments) {
    if (!slugSchema.safeParse(slug).success || !known.has(slug))
      errors.push({ field: "departamento", message: `El departamento ${quoted(slug)} no existe.` });
  }
  if (errors.length > 0) return { ok: false, errors, values };

  const current = await readRegionChoice(db, currentRaw);
  const currentSlugs = current?.departments.map((department) => department.slug) ?? [];
  let departments: string[];
  let keptMunicipality = current?.municipality?.code ?? null;
  if (intent.data === "quitar") {
    departments = values.departments.length === 0 ? [] : currentSlugs.filter((slug) => !values.departments.includes(slug));
  } else if (intent.data === "agregar") {
    if (values.departments.length !== 1)
      return { ok: false, errors: [{ field: "departamento", message: "Elija un departamento para añadir." }], values };
    departments = [...new Set([...currentSlugs, ...values.departments])];
    if (departments.length > MAX_REGION_DEPARTMENTS)
      errors.push({
        field: "departamento",
        message: `Mi región ya tiene ${MAX_REGION_DEPARTMENTS} departamentos: quite alguno antes de añadir otro.`,
      });
  } else {
    departments = values.departments;
    keptMunicipality = null;
    if (departments.length === 0) errors.push({ field: "departamento", message: "Elija al menos un departamento, o quite Mi región." });
    if (departments.length > MAX_REGION_DEPARTMENTS)
      errors.push({ field: "departamento", message: `Elija como máximo ${MAX_REGION_DEPARTMENTS} departamentos.` });
    if (municipality !== "") {
      const town = /^\d{5}$/u.test(municipality) ? await getMunicipality(db, municipality) : null;
      if (!town) errors.push({ field: "municipio", message: `El municipio ${quoted(municipality)} no existe.` });
      else if (!departments.includes(town.department.slug))
        errors.push({
          field: "municipio",
          message: `${town.name} no es de los departamentos elegidos: elija también ${town.department.name}.`,
        });
      else keptMunicipality = town.code;
    }
  }
  if (errors.length > 0) return { ok: false, errors, values };
  if (departments.length === 0) return { ok: true, next: null, redirectTo };
  // A municipality stays only while its department does.
  const stillThere = keptMunicipality !== null && (await getMunicipality(db, keptMunicipality));
  const municipalityKept = stillThere && departments.includes(stillThere.department.slug) ? stillThere.code : null;
  return { ok: true, next: { departments, municipality: municipalityKept }, redirectTo };
}
