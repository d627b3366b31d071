import { describe, expect, it } from "vitest";
import { articleParams, parseParamsOr404, slugParams, slugWindowParams } from "./params.server.js";

function statusOf(fn: () => unknown): number | "ok" {
  try {
    fn();
    return "ok";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("slug validation", () => {
  it.each(["politica", "medio-ambiente", "norte-de-santander", "a", "el-pais-2"])("accepts %s", (slug) => {
    expect(parseParamsOr404({ slug }, slugParams)).toEqual({ slug });
  });

  it.each([
    "NO_VALIDO",
    "Politica",
    "política",
    "-politica",
    "politica-",
    "medio--ambiente",
    "medio ambiente",
    "",
    "a".repeat(81),
    "../etc/passwd",
    "%00",
  ])("rejects %j with a 404", (slug) => {
    expect(statusOf(() => parseParamsOr404({ slug }, slugParams))).toBe(404);
  });

  it("accepts a slug of exactly 80 characters", () => {
    expect(statusOf(() => parseParamsOr404({ slug: "a".repeat(80) }, slugParams))).toBe("ok");
  });
});

describe("window validation", () => {
  it("accepts the three windows", () => {
    for (const ventana of ["ultima-hora", "ultimo-dia", "ultima-semana"]) {
      expect(parseParamsOr404({ slug: "x", ventana }, slugWindowParams).ventana).toBe(ventana);
    }
  });

  it.each(["ultimo-mes", "ULTIMA-HORA", "constructor", "__proto__", "toString"])("rejects %s", (ventana) => {
    expect(statusOf(() => parseParamsOr404({ slug: "x", ventana }, slugWindowParams))).toBe(404);
  });
});

describe("article id validation", () => {
  it("turns a positive integer into a number", () => {
    expect(parseParamsOr404({ id: "42" }, articleParams)).toEqual({ id: 42 });
  });

  it.each(["0", "-1", "01", "1.5", "1e3", "abc", "", "99999999999999999", " 1"])("rejects %j", (id) => {
    expect(statusOf(() => parseParamsOr404({ id }, articleParams))).toBe(404);
  });
});
