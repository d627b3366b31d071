import { describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { loadListing, PAGE_SIZE, pageHref, pageNumberOf } from "./listing.server.js";

const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 22, 15, 0);
const fresh = freshDatabaseForEachTest();

const request = (query: string) => new Request(`http://localhost/categorias/politica${query}`);

describe("page numbers", () => {
  it("reads ?pagina= only beside a cursor, and never believes a malformed one", () => {
    expect(pageNumberOf(request(""))).toBe(1);
    expect(pageNumberOf(request("?pagina=4"))).toBe(1);
    expect(pageNumberOf(request("?antes=1.2&pagina=4"))).toBe(4);
    for (const bad of ["", "1", "0", "-3", "x", "99999999999", "2.5"])
      expect(pageNumberOf(request(`?antes=1.2&pagina=${bad}`)), bad).toBe(2);
  });

  it("writes page links that keep the other parameters and drop paging on the newest page", () => {
    const from = request("?departamento=cauca&antes=1.2&pagina=3");
    expect(pageHref(from, { publishedAt: 9, id: 8 }, 4)).toBe("/categorias/politica?departamento=cauca&antes=9.8&pagina=4");
    expect(pageHref(from, null, 1)).toBe("/categorias/politica?departamento=cauca");
  });
});

describe("walking a listing's pages", () => {
  it("says where each page starts, and leads back page by page to the newest", async () => {
    const total = 3 * PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await createArticle(fresh.db, { title: `n${i}`, published_at: now - (i + 1) * MINUTE });
    const first = await loadListing(fresh.db, request(""), { now });
    expect(first).toMatchObject({ page: 1, firstPosition: 1, total, previousHref: null, newestHref: null });
    expect(first.nextHref).toMatch(/pagina=2$/);

    const second = await loadListing(fresh.db, request(first.nextHref?.replace("/categorias/politica", "") ?? ""), { now });
    expect(second).toMatchObject({
      page: 2,
      firstPosition: PAGE_SIZE + 1,
      previousHref: "/categorias/politica",
      newestHref: "/categorias/politica",
    });
    expect(second.articles[0]?.title).toBe(`n${PAGE_SIZE}`);

    const third = await loadListing(fresh.db, request(second.nextHref?.replace("/categorias/politica", "") ?? ""), { now });
    expect(third).toMatchObject({ page: 3, firstPosition: 2 * PAGE_SIZE + 1 });
    // The page before the third is the second, reached by its own cursor and number.
    expect(third.previousHref).toBe(first.nextHref);

    const fourth = await loadListing(fresh.db, request(third.nextHref?.replace("/categorias/politica", "") ?? ""), { now });
    expect(fourth.articles).toHaveLength(5);
    expect(fourth.nextHref).toBeNull();
    expect(fourth.previousHref).toBe(second.nextHref);
  });
});
