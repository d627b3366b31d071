import { describe, expect, it } from "vitest";
import fc from "fast-check";
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
    expect(await parseThemeRequest(post('{"theme":"light"}', "text/plain;charset=UTF-8"))).toMatchObject({
      ok: true,
      theme: "light",
      fromForm: false,
    });
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
    ["/\t/evil.example", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["%2F%2Fevil.example", "/"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/.//evil.example", "/"],
    ["\\/evil.example", "/"],
    [" //evil.example", "/"],
    ["/\u3002evil.example", "/%E3%80%82evil.example"],
    // A Location header is ASCII: non-ASCII paths are answered percent-encoded, as browsers send them.
    ["/ñ", "/%C3%B1"],
    ["/ā", "/%C4%81"],
    ["/busqueda?q=elección&orden=recientes#r", "/busqueda?q=elecci%C3%B3n&orden=recientes#r"],
    ["/a b", "/a%20b"],
    ["/\ud800", "/%EF%BF%BD"],
    ["JaVaScRiPt:alert(1)", "/"],
    ["data:text/html,<script>alert(1)</script>", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it("never leads a browser to another origin, whatever it is given", () => {
    const tricky = fc.constantFrom(
      "/",
      "//",
      "/\\",
      "\\",
      "%2F",
      "%5C",
      "/%2F",
      "/.",
      "/..",
      "javascript:",
      "https:",
      "\t",
      " ",
      "@",
      "evil.example",
      ":",
      "?",
      "#",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(tricky, fc.string({ unit: "binary", maxLength: 6 })), { maxLength: 8 }), (parts) => {
        const target = safeRedirectPath(parts.join(""));
        // How a browser reads the Location header on a page of ours.
        const landed = new URL(target, "https://rotativa.co/categorias/politica");
        expect(landed.origin).toBe("https://rotativa.co");
        expect(target.startsWith("/")).toBe(true);
        expect(target).toMatch(/^[\x21-\x7e]+$/);
      }),
      { numRuns: 20_000 },
    );
    // 20,000 cases take a second or two alone, more on a busy machine: a budget, not a measure.
  }, 60_000);
});
