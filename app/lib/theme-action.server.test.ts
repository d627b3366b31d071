import { describe, expect, it } from "vitest";
import { parseThemeRequest, safeRedirectPath } from "./theme-action.server.js";

function post(body: string, type: string) {
  return new Request("http://localhost/accion/tema", { method: "POST", body, headers: { "Content-Type": type } });
}

describe("parseThemeRequest", () => {
  it("reads the HTML form", async () => {
    expect(await parseThemeRequest(post("theme=dark&redirectTo=%2Fcategorias", "application/x-www-form-urlencoded"))).toEqual({
      ok: true,
      theme: "dark",
      fromForm: true,
      redirectTo: "/categorias",
    });
  });

  it("reads remix-themes' JSON, where null means system", async () => {
    expect(await parseThemeRequest(post('{"theme":"light"}', "text/plain;charset=UTF-8"))).toMatchObject({ ok: true, theme: "light", fromForm: false });
    expect(await parseThemeRequest(post('{"theme":null}', "text/plain;charset=UTF-8"))).toMatchObject({ ok: true, theme: "system" });
  });

  it.each([
    ["theme=purple", "application/x-www-form-urlencoded"],
    ["", "application/x-www-form-urlencoded"],
    ["{not json", "text/plain"],
    ['{"theme":"sepia"}', "application/json"],
    ["[]", "application/json"],
  ])("rejects %j", async (body, type) => {
    expect(await parseThemeRequest(post(body, type))).toEqual({ ok: false });
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/categorias/politica?antes=1.2", "/categorias/politica?antes=1.2"],
    [null, "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\r\nSet-Cookie: x", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
