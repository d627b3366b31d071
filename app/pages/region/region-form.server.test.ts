import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../../db/database.server.js";
import { handleRegionForm } from "./region-form.server.js";
import { loadHomePage, readRegionChoice } from "./region.server.js";

let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

const post = (body: string, type = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/accion/region", { method: "POST", headers: { "Content-Type": type }, body });

describe("handleRegionForm", () => {
  it("keeps the checked departments and a municipality of theirs, and returns to a page of the site", async () => {
    const result = await handleRegionForm(
      database.db,
      post("intent=guardar&departamento=antioquia&departamento=choco&municipio=05001&redirectTo=%2Fdepartamentos%2Fchoco"),
      null,
    );
    expect(result).toEqual({
      ok: true,
      next: { departments: ["antioquia", "choco"], municipality: "05001" },
      redirectTo: "/departamentos/choco",
    });
  });

  it("adds one department to the current choice, and removes one or all", async () => {
    const current = { departments: ["antioquia"], municipality: "05001" };
    expect(await handleRegionForm(database.db, post("intent=agregar&departamento=choco"), current)).toMatchObject({
      ok: true,
      next: { departments: ["antioquia", "choco"], municipality: "05001" },
      redirectTo: "/",
    });
    // Removing Antioquia takes Medellín with it.
    expect(
      await handleRegionForm(database.db, post("intent=quitar&departamento=antioquia"), {
        ...current,
        departments: ["antioquia", "choco"],
      }),
    ).toMatchObject({
      ok: true,
      next: { departments: ["choco"], municipality: null },
    });
    expect(await handleRegionForm(database.db, post("intent=quitar"), current)).toMatchObject({ ok: true, next: null });
  });

  it("refuses what a form would not send, with a Spanish message per field", async () => {
    const messages = async (body: string, current: unknown = null, type?: string) => {
      const result = await handleRegionForm(database.db, post(body, type), current);
      return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
    };
    expect(await messages("intent=guardar&departamento=narnia")).toEqual(["departamento: El departamento «narnia» no existe."]);
    expect(await messages("intent=guardar")).toEqual(["departamento: Elija al menos un departamento, o quite Mi región."]);
    expect(await messages("intent=otra&departamento=antioquia")).toEqual(["accion: Acción no válida: use guardar, agregar o quitar."]);
    expect(await messages("intent=guardar&departamento=antioquia&municipio=76001")).toEqual([
      "municipio: Cali no es de los departamentos elegidos: elija también Valle del Cauca.",
    ]);
    expect(await messages("intent=guardar&departamento=antioquia&municipio=abc")).toEqual(["municipio: El municipio «abc» no existe."]);
    const six = ["antioquia", "atlantico", "bolivar", "boyaca", "caldas", "cauca"].map((slug) => `departamento=${slug}`).join("&");
    expect(await messages(`intent=guardar&${six}`)).toEqual(["departamento: Elija como máximo 5 departamentos."]);
    const five = { departments: ["antioquia", "atlantico", "bolivar", "boyaca", "caldas"], municipality: null };
    expect(await messages("intent=agregar&departamento=cauca", five)).toEqual([
      "departamento: Mi región ya tiene 5 departamentos: quite alguno antes de añadir otro.",
    ]);
    expect(await messages('{"departamento":"antioquia"}', null, "application/json")).toEqual(["accion: Envíe el formulario de Mi región."]);
    expect(await messages(`departamento=${"a".repeat(9000)}`)).toEqual(["accion: El formulario de Mi región no se pudo leer."]);
  });
});

describe("readRegionChoice", () => {
  it("keeps known departments and a municipality within them; anything else is no choice", async () => {
    const { db } = database;
    expect(await readRegionChoice(db, { departments: ["antioquia", "narnia"], municipality: "76001" })).toEqual({
      departments: [{ slug: "antioquia", name: "Antioquia" }],
      municipality: null,
    });
    expect((await readRegionChoice(db, { departments: ["antioquia"], municipality: "05001" }))?.municipality?.name).toBe("Medellín");
    expect(await readRegionChoice(db, { departments: ["narnia"] })).toBeNull();
    expect(await readRegionChoice(db, "antioquia")).toBeNull();
    expect(await readRegionChoice(db, {})).toBeNull();
  });
});

describe("loadHomePage", () => {
  it("opens with the chosen departments' stories only for a reader with a choice", async () => {
    const { db } = database;
    const now = Date.now();
    await createArticle(db, { title: "Metro de Medellín abre una estación", departments: ["antioquia"], published_at: now - 60_000 });
    await createArticle(db, { title: "Cali estrena ciclorruta", departments: ["valle-del-cauca"], published_at: now - 60_000 });
    const shared = await loadHomePage(db, null, now);
    expect(shared.region).toBeNull();
    const own = await loadHomePage(db, { departments: ["antioquia"], municipality: null }, now);
    expect(own.region?.stories.map((card) => card.title)).toEqual(["Metro de Medellín abre una estación"]);
    expect(own.top).toEqual(shared.top);
  });
});
