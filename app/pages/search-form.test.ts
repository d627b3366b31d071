import { describe, expect, it } from "vitest";
import { bogotaDate, bogotaDayEnd, bogotaDayStart, EMPTY_SEARCH_FORM, hasFilters, searchHref } from "./search-form.js";

describe("searchHref", () => {
  const form = { ...EMPTY_SEARCH_FORM, q: "paro armado", categoria: "seguridad", pagina: 3 };

  it("writes only what is set, and goes back to the first page when anything but the page changes", () => {
    expect(searchHref(EMPTY_SEARCH_FORM)).toBe("/busqueda");
    expect(searchHref(form)).toBe("/busqueda?q=paro+armado&categoria=seguridad");
    expect(searchHref(form, { pagina: 4 })).toBe("/busqueda?q=paro+armado&categoria=seguridad&pagina=4");
    expect(searchHref(form, { categoria: "" })).toBe("/busqueda?q=paro+armado");
    expect(searchHref(form, { orden: "recientes" })).toBe("/busqueda?q=paro+armado&categoria=seguridad&orden=recientes");
  });

  it("encodes any query", () => {
    expect(searchHref({ ...EMPTY_SEARCH_FORM, q: '"a&b" #1 ñ' })).toBe("/busqueda?q=%22a%26b%22+%231+%C3%B1");
  });

  it("tells whether a filter is set", () => {
    expect(hasFilters(form)).toBe(true);
    expect(hasFilters({ ...EMPTY_SEARCH_FORM, q: "x", orden: "recientes" })).toBe(false);
  });
});

describe("Bogotá dates", () => {
  it("start at 05:00 UTC and end a millisecond before the next day", () => {
    expect(new Date(bogotaDayStart("2025-03-01")).toISOString()).toBe("2025-03-01T05:00:00.000Z");
    expect(new Date(bogotaDayEnd("2025-03-01")).toISOString()).toBe("2025-03-02T04:59:59.999Z");
    expect(bogotaDate(Date.UTC(2025, 2, 2, 4, 59))).toBe("2025-03-01");
    expect(bogotaDate(Date.UTC(2025, 2, 2, 5, 0))).toBe("2025-03-02");
  });
});
