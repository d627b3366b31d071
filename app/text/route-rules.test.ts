import { describe, expect, it } from "vitest";
import { cacheControlFor, routeRuleFor, routeRulesMatcher } from "./route-rules.js";

describe("route rules", () => {
  const matcher = routeRulesMatcher({
    "/a.json": { cacheControl: "no-store" },
    "/f/**": { cacheControl: "short" },
    "/f/g/**": { cacheControl: "shorter" },
  });

  it("splits exact paths from prefixes", () => {
    expect(matcher).toEqual({
      static: { "/a.json": { cacheControl: "no-store" } },
      wildcard: { "/f/": { cacheControl: "short" }, "/f/g/": { cacheControl: "shorter" } },
    });
  });

  it("prefers an exact path, then the longest prefix", () => {
    expect(routeRuleFor("/a.json", matcher)?.cacheControl).toBe("no-store");
    expect(routeRuleFor("/f/x", matcher)?.cacheControl).toBe("short");
    expect(routeRuleFor("/f/g/x", matcher)?.cacheControl).toBe("shorter");
    expect(routeRuleFor("/fx", matcher)).toBeNull();
    expect(routeRuleFor("/", matcher)).toBeNull();
  });

  it("gives the app's fragments and build files their caching", () => {
    expect(cacheControlFor("/builds/latest.json")).toBe("no-store");
    expect(cacheControlFor("/builds/meta/abc.json")).toMatch(/immutable/);
    expect(cacheControlFor("/fragmentos/nuevas")).toMatch(/max-age=30/);
    expect(() => cacheControlFor("/categorias")).toThrow();
  });
});
