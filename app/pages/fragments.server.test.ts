import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../db/database.server.js";
import { createArticle, newspaperId } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import { headlinesFragment, NEW_ARTICLES_CAP, newArticlesFragment } from "./fragments.server.js";
import { newArticlesHref } from "./fragments.js";
import { newVersionsHref } from "./story-page.server.js";

const MINUTE = 60_000;

describe("page fragments", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const get = async (handler: typeof newArticlesFragment, path: string) => {
    const response = await handler(database.db, new Request(`http://localhost${path}`));
    return {
      status: response.status,
      cache: response.headers.get("Cache-Control"),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it("counts the articles newer than the newest one a listing showed, within the listing's filter", async () => {
    const now = Date.now();
    const shownId = await createArticle(database.db, { published_at: now - 30 * MINUTE, category_slug: "politica" });
    await createArticle(database.db, { published_at: now - 20 * MINUTE, category_slug: "politica" });
    await createArticle(database.db, { published_at: now - 10 * MINUTE, category_slug: "deportes", departments: ["antioquia"] });
    // Same instant as the shown one but a higher id: it arrived later, so it is new.
    await createArticle(database.db, { published_at: now - 30 * MINUTE, category_slug: "politica" });
    const newest = { publishedAt: now - 30 * MINUTE, id: shownId };

    const all = await get(newArticlesFragment, newArticlesHref({}, newest));
    expect(all).toMatchObject({ status: 200, body: { count: 3, more: false } });
    expect(all.cache).toMatch(/max-age=30/);
    expect((await get(newArticlesFragment, newArticlesHref({ category: "politica" }, newest))).body.count).toBe(2);
    expect((await get(newArticlesFragment, newArticlesHref({ department: "antioquia" }, newest))).body.count).toBe(1);
    // Filters compose, as on /todas-las-noticias.
    expect((await get(newArticlesFragment, newArticlesHref({ category: "deportes", department: "antioquia" }, newest))).body.count).toBe(1);
    expect((await get(newArticlesFragment, newArticlesHref({ category: "politica", department: "antioquia" }, newest))).body.count).toBe(0);
    const other = await newspaperId(database.db, "otro-diario");
    expect((await get(newArticlesFragment, newArticlesHref({ newspaperId: other }, newest))).body.count).toBe(0);
  });

  it("counts a story's versions stored after the newest one its page showed; 400 for a malformed story query", async () => {
    const now = Date.now();
    const first = await createArticle(database.db, {
      newspaper: "el-tiempo",
      title: "Sismo en Santander",
      published_at: now - 30 * MINUTE,
    });
    const second = await createArticle(database.db, {
      newspaper: "vanguardia",
      title: "Sismo en Santander",
      published_at: now - 20 * MINUTE,
    });
    await createArticle(database.db, { newspaper: "semana", title: "Otra cosa en Arauca", published_at: now - 10 * MINUTE });
    // Membership set directly: this is about counting, not about grouping.
    await database.db.updateTable("articles").set({ story_id: first }).where("id", "in", [first, second]).execute();
    const story = (after: number) => get(newArticlesFragment, newVersionsHref(first, after));
    expect(await story(first)).toMatchObject({ status: 200, body: { count: 1, more: false } });
    expect((await story(second)).body.count).toBe(0);
    for (const query of ["?historia=abc&ultima=1", "?historia=1", "?historia=1&ultima=2&despues=1.1", "?historia=01&ultima=2"]) {
      expect((await get(newArticlesFragment, `/fragmentos/nuevas${query}`)).status, query).toBe(400);
    }
  });

  it("caps the count", async () => {
    const now = Date.now();
    for (let i = 0; i < NEW_ARTICLES_CAP + 3; i++) await createArticle(database.db, { published_at: now - i * 1000 });
    const { body } = await get(newArticlesFragment, "/fragmentos/nuevas?despues=1.1");
    expect(body).toEqual({ count: NEW_ARTICLES_CAP, more: true });
  });

  it("answers 400, never a 500, to a bad query", async () => {
    for (const query of ["", "?despues=abc", "?despues=1.1&categoria=NO_VALIDA", "?despues=1.1&otro=1", "?despues=1.1&periodico=-3"]) {
      const { status, body } = await get(newArticlesFragment, `/fragmentos/nuevas${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toBe("Parámetros no válidos");
    }
    expect((await get(headlinesFragment, "/fragmentos/titulares?excluir=x")).status).toBe(400);
  });

  it("lists the newest headlines without the article the page already shows", async () => {
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await createArticle(database.db, { published_at: now - i * MINUTE, title: `Titular ${i}` }));
    const { body } = await get(headlinesFragment, `/fragmentos/titulares?excluir=${ids[0]}`);
    const headlines = body.headlines as { id: number; title: string }[];
    expect(headlines.map((h) => h.title)).toEqual([
      "Titular 1",
      "Titular 2",
      "Titular 3",
      "Titular 4",
      "Titular 5",
      "Titular 6",
      "Titular 7",
      "Titular 8",
    ]);
  });
});
