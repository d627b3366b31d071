import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { listArticles } from "./article.server.js";
import { listDayStories } from "./daily-edition.server.js";
import { listMunicipalitiesWithNews } from "./municipality.server.js";

const HOUR = 3_600_000;
// 10:00 in Bogotá; the day began at 05:00 UTC.
const now = Date.parse("2026-11-26T15:00:00Z");
const midnight = Date.parse("2026-11-26T05:00:00Z");
let database: OpenDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

const FLOOD = "Creciente del río Cauca obliga a evacuar a doscientas familias en el norte del departamento";

describe("listDayStories", () => {
  it("lists the day's stories about a department, one line each, with the newest version and its coverage", async () => {
    const { db } = database;
    const first = await createArticle(db, {
      title: FLOOD,
      newspaper: "el-colombiano",
      departments: ["antioquia"],
      published_at: midnight + HOUR,
    });
    const second = await createArticle(db, { title: FLOOD, newspaper: "el-tiempo", departments: [], published_at: midnight + 3 * HOUR });
    const story = (await db.selectFrom("articles").select("story_id").where("id", "=", first).executeTakeFirstOrThrow()).story_id;
    expect((await db.selectFrom("articles").select("story_id").where("id", "=", second).executeTakeFirstOrThrow()).story_id).toBe(story);
    await createArticle(db, {
      title: "Feria de las flores anuncia su programación",
      newspaper: "el-colombiano",
      departments: ["antioquia"],
      published_at: midnight + 2 * HOUR,
    });
    // Yesterday's, another department's and a future article are not today's edition.
    await createArticle(db, { title: "Ayer en Medellín", departments: ["antioquia"], published_at: midnight - HOUR });
    await createArticle(db, { title: "Hoy en Cali", departments: ["valle-del-cauca"], published_at: midnight + HOUR });

    const lines = await listDayStories(db, { department: "antioquia", since: midnight, until: now, limit: 10 });
    expect(lines.map((line) => [line.newest.title, line.newspapers])).toEqual([
      [FLOOD, 2],
      ["Feria de las flores anuncia su programación", 1],
    ]);
    expect(lines[0]?.newest.id).toBe(second);
    expect(lines[0]?.storyId).toBe(story);
    expect(lines[0]?.newest.coverage).toBe(2);
  });

  it("is empty on a day without news about the department", async () => {
    const { db } = database;
    await createArticle(db, { departments: ["antioquia"], published_at: midnight - HOUR });
    expect(await listDayStories(db, { department: "antioquia", since: midnight, until: now, limit: 10 })).toEqual([]);
  });
});

describe("the municipality filter of a department's listing", () => {
  it("keeps the articles about the municipality, and those about the department too when both are named", async () => {
    const { db } = database;
    await createArticle(db, { title: "En Medellín", departments: ["antioquia"], municipalities: ["05001"], published_at: now - HOUR });
    await createArticle(db, { title: "En Envigado", departments: ["antioquia"], municipalities: ["05266"], published_at: now - HOUR });
    await createArticle(db, { title: "En Antioquia", departments: ["antioquia"], published_at: now - HOUR });
    const titles = async (filter: { department?: string; municipality?: string }) =>
      (await listArticles(db, { ...filter, limit: 10, now })).articles.map((article) => article.title);
    expect(await titles({ department: "antioquia", municipality: "05001" })).toEqual(["En Medellín"]);
    expect(await titles({ municipality: "05266" })).toEqual(["En Envigado"]);
    expect(await titles({ department: "valle-del-cauca", municipality: "05001" })).toEqual([]);
    expect((await listMunicipalitiesWithNews(db, "antioquia")).map((m) => m.name)).toEqual(["Envigado", "Medellín"]);
  });
});
