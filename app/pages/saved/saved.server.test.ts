import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../../tests/support/builders.js";
import { createTestDatabase } from "../../../tests/support/test-db.js";
import type { OpenDatabase } from "../../db/database.server.js";
import { applySave, loadSavedPage, parseSaveRequest, readSavedIds, refusedSave, savedCookieHeader } from "./saved.server.js";

const FORM = "application/x-www-form-urlencoded";

function post(body: string, type = FORM, cookie?: string) {
  const headers: Record<string, string> = { "Content-Type": type };
  if (cookie) headers.Cookie = cookie;
  return new Request("http://localhost/accion/guardar", { method: "POST", body, headers });
}

describe("parseSaveRequest", () => {
  it("reads the form", async () => {
    expect(await parseSaveRequest(post("articulo=12&accion=guardar&redirectTo=%2Farticulos%2F12"))).toEqual({
      ok: true,
      articleId: 12,
      save: true,
      redirectTo: "/articulos/12",
    });
    expect(await parseSaveRequest(post("articulo=12&accion=quitar"))).toMatchObject({ ok: true, save: false, redirectTo: null });
  });

  it("refuses nonsense with Spanish reasons", async () => {
    expect(await parseSaveRequest(post("articulo=abc&accion=borrar"))).toEqual({
      ok: false,
      messages: ["La noticia no es válida.", "La acción no es válida: use guardar o quitar."],
    });
    expect(await parseSaveRequest(post("accion=guardar"))).toEqual({ ok: false, messages: ["Falta la noticia."] });
    expect(await parseSaveRequest(post('{"articulo":1}', "application/json"))).toEqual({
      ok: false,
      messages: ["Envíe el formulario de la noticia."],
    });
    expect(await parseSaveRequest(post(`articulo=1&accion=guardar&x=${"a".repeat(5000)}`))).toEqual({
      ok: false,
      messages: ["El formulario es demasiado grande."],
    });
    expect(await parseSaveRequest(post("articulo=99999999999999999&accion=guardar"))).toMatchObject({ ok: false });
  });

  it("answers its refusal as a Spanish page with status 400", async () => {
    const answer = refusedSave(["La noticia no es válida."]);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("<li>La noticia no es válida.</li>");
  });
});

describe("the saved cookie", () => {
  it("is written newest first and removed when empty", () => {
    expect(savedCookieHeader([5, 3], true)).toBe("rotativa-guardadas=5.3; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(savedCookieHeader([], false)).toBe("rotativa-guardadas=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("is validated when read", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "rotativa-tema=x; rotativa-guardadas=4.<script>.2.2" } });
    expect(readSavedIds(request)).toEqual([4, 2]);
  });
});

describe("saving and the Guardadas page", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("saves existing articles only, and lists them newest saved first without the deleted ones", async () => {
    const { db } = database;
    const first = await createArticle(db, { title: "Primera" });
    const second = await createArticle(db, { title: "Segunda" });
    expect(await applySave(db, post(""), { articleId: 999_999, save: true })).toBeNull();
    expect(await applySave(db, post("", FORM, `rotativa-guardadas=${first}`), { articleId: second, save: true })).toEqual([second, first]);
    expect(await applySave(db, post("", FORM, `rotativa-guardadas=${second}.${first}`), { articleId: 999_999, save: false })).toEqual([
      second,
      first,
    ]);

    const request = new Request("http://localhost/guardadas", { headers: { Cookie: `rotativa-guardadas=${first}.424242.${second}` } });
    const page = await loadSavedPage(db, request);
    expect(page.articles.map((article) => article.title)).toEqual(["Primera", "Segunda"]);
    expect(page.gone).toEqual([424242]);
  });
});
