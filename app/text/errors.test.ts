import { describe, expect, it } from "vitest";
import { describeError } from "./errors.js";

describe("describeError", () => {
  it("gives the fatal 404 wording on a document request", () => {
    expect(describeError({ status: 404, statusText: "Not Found" }, "/nada", false)).toEqual({
      status: 404,
      message: "Page Not Found: /nada",
      title: "404 - Page Not Found: /nada",
    });
  });

  it("gives the non-fatal 404 wording during a client-side navigation", () => {
    expect(describeError({ status: 404 }, "/nada", true).message).toBe("Page not found: /nada");
  });

  it("never reveals a thrown error's text", () => {
    const result = describeError(new Error("SQLITE_CORRUPT: secret detail"), "/", false);
    expect(result).toEqual({ status: 500, message: "Internal Server Error", title: "500 - Internal Server Error" });
  });

  it("keeps other HTTP statuses with their text", () => {
    expect(describeError({ status: 429, statusText: "" }, "/", false).title).toBe("429 - Too Many Requests");
    expect(describeError({ status: 405, statusText: "Method Not Allowed" }, "/", false).status).toBe(405);
  });

  it("treats a nonsense status as a 500", () => {
    expect(describeError({ status: 200 }, "/", false).status).toBe(500);
  });
});
