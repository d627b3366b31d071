import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { freshDatabaseForEachTest } from "../../tests/support/fresh-database.js";
import { grouping } from "../../tests/support/grouping.js";
import { storeArticles } from "../ingest/store.server.js";
import { countCoverage, listStoryVersions } from "./story-coverage.server.js";
import { listTopStories } from "./story-ranking.server.js";
import { storiesOf } from "./story.server.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Tuesday 11 March 2025, 15:00 in Bogotá. */
const now = Date.UTC(2025, 2, 11, 20, 0);
const fresh = freshDatabaseForEachTest();

const storyOf = async (id: number) => (await storiesOf(fresh.db, [id])).get(id);

/** Three newspapers' versions of one earthquake, published over half an hour before `at`. */
async function earthquake(at = now) {
  return [
    await createArticle(fresh.db, {
      newspaper: "vanguardia",
      title: "Fuerte temblor sacudió a Santander: epicentro en Los Santos",
      summary: "El Servicio Geológico Colombiano reportó un sismo de magnitud 4,8.",
      published_at: at - 30 * MINUTE,
      departments: ["santander"],
    }),
    await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Sismo de magnitud 4,8 en Los Santos, Santander, se sintió en Bogotá",
      summary: "El movimiento ocurrió a las 6:52 de la mañana.",
      published_at: at - 20 * MINUTE,
    }),
    await createArticle(fresh.db, {
      newspaper: "semana",
      title: "Temblor de 4,8 en Santander: esto dijo el Servicio Geológico",
      summary: "No se reportan daños, según el reporte preliminar.",
      published_at: at - 10 * MINUTE,
    }),
  ];
}

describe("story placement (through writeArticles)", () => {
  it("gives every stored article a story, a story of its own when nothing is alike", async () => {
    const a = await createArticle(fresh.db, { title: "Karol G anuncia tres conciertos en Medellín", published_at: now });
    const b = await createArticle(fresh.db, { title: "Ecopetrol reporta utilidades de $14,9 billones", published_at: now });
    expect(await storyOf(a)).toBe(a);
    expect(await storyOf(b)).toBe(b);
    const stories = await fresh.db.selectFrom("stories").select("id").orderBy("id").execute();
    expect(stories.map((s) => s.id)).toEqual([a, b]);
  });

  it("puts several newspapers' versions of one event in one story, named after the first", async () => {
    const ids = await earthquake();
    for (const id of ids) expect(await storyOf(id)).toBe(ids[0]);
  });

  it("keeps the same daily item of another day, or of another city, in a story of its own", async () => {
    const monday = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Pico y placa en Bogotá para este lunes 10 de marzo",
      published_at: now - DAY,
    });
    const tuesday = await createArticle(fresh.db, {
      newspaper: "canal-capital",
      title: "Pico y placa hoy martes 11 de marzo en Bogotá",
      published_at: now,
    });
    const medellin = await createArticle(fresh.db, {
      newspaper: "el-colombiano",
      title: "Pico y placa en Medellín este martes 11 de marzo",
      published_at: now,
    });
    const tuesdayAgain = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Pico y placa en Bogotá para este martes 11 de marzo: placas que no pueden circular",
      published_at: now + 5 * MINUTE,
    });
    expect(new Set([await storyOf(monday), await storyOf(tuesday), await storyOf(medellin)]).size).toBe(3);
    expect(await storyOf(tuesdayAgain)).toBe(await storyOf(tuesday));
  });

  it("never groups opinion: a column argues about a topic, it does not cover the event", async () => {
    const [first] = await earthquake();
    const column = await createArticle(fresh.db, {
      newspaper: "el-espectador",
      category_slug: "opinion",
      title: "Sismo de magnitud 4,8 en Santander: lo que el temblor de Los Santos nos recuerda",
      published_at: now,
    });
    expect(await storyOf(column)).toBe(column);
    expect(await storyOf(first as number)).not.toBe(column);
  });

  it("merges two stories when an article bridges them, keeping the older id", async () => {
    const a = await createArticle(fresh.db, {
      newspaper: "vanguardia",
      title: "Sismo de magnitud 4,8 sacude Bucaramanga",
      summary: "",
      published_at: now - 40 * MINUTE,
    });
    const b = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Vecinos de Los Santos salieron a la calle tras un temblor",
      summary: "",
      published_at: now - 30 * MINUTE,
    });
    expect(await storyOf(b)).not.toBe(await storyOf(a));
    const bridge = await createArticle(fresh.db, {
      newspaper: "semana",
      title: "Sismo de magnitud 4,8 sacude Bucaramanga: vecinos de Los Santos salieron a la calle",
      summary: "",
      published_at: now - 10 * MINUTE,
    });
    expect(await storyOf(bridge)).toBe(a);
    expect(await storyOf(b)).toBe(a);
    expect(await fresh.db.selectFrom("stories").select("id").where("id", "=", b).executeTakeFirst()).toBeUndefined();
  });

  it("takes the story lock in the writing transaction, so concurrent writers take turns", async () => {
    const before = await fresh.db.selectFrom("story_lock").select("version").executeTakeFirstOrThrow();
    await createArticle(fresh.db, { title: "Un artículo", published_at: now });
    await storeArticles(fresh.db, grouping, []);
    const after = await fresh.db.selectFrom("story_lock").select("version").executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version + 1);
  });

  it("does not move an article when it is fetched again with an edited headline", async () => {
    const [first, second] = await earthquake();
    await storeArticles(fresh.db, grouping, [
      {
        url: (
          await fresh.db
            .selectFrom("articles")
            .select("url")
            .where("id", "=", second as number)
            .executeTakeFirstOrThrow()
        ).url,
        guid: null,
        newspaper_id: (await fresh.db.selectFrom("newspapers").select("id").where("slug", "=", "el-tiempo").executeTakeFirstOrThrow()).id,
        feed_id: null,
        title: "Karol G anuncia tres conciertos en Medellín",
        summary: "",
        image_url: null,
        author: null,
        category_slug: "general",
        published_at: now - 20 * MINUTE,
        fetched_at: now,
        updated_at: now,
      },
    ]);
    expect(await storyOf(second as number)).toBe(first);
  });

  it("drops postings and statistics a month older than the newest article", async () => {
    await createArticle(fresh.db, { title: "Ecopetrol reporta utilidades de $14,9 billones", published_at: now - 40 * DAY });
    const stored = await fresh.db.selectFrom("story_features").select("keys").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.keys)).toContain("ecopetrol");
    const oldDay = Math.floor((now - 40 * DAY) / DAY);
    const countsOfDay = () =>
      fresh.db
        .selectFrom("story_term_days")
        .select(sql<number>`count(*)`.as("n"))
        .where("day", "=", oldDay)
        .executeTakeFirstOrThrow();
    expect((await countsOfDay()).n).toBeGreaterThan(0);
    await createArticle(fresh.db, { title: "Karol G anuncia tres conciertos en Medellín", published_at: now });
    const features = await fresh.db.selectFrom("story_features").select("article_id").execute();
    expect(features).toHaveLength(1);
    expect((await countsOfDay()).n).toBe(0);
  });
});

describe("placing unplaced articles and rebuilding", () => {
  it("places articles stored before stories existed, in id order", async () => {
    const ids = await earthquake();
    // What a fresh.database migrated from before 0005_stories looks like: articles without stories.
    await fresh.db.updateTable("articles").set({ story_id: null }).execute();
    await fresh.db.deleteFrom("stories").execute();
    await fresh.db.deleteFrom("story_features").execute();
    await fresh.db.deleteFrom("story_term_days").execute();
    expect(await grouping.placeUnplaced(fresh.db)).toBe(3);
    for (const id of ids) expect(await storyOf(id)).toBe(ids[0]);
    expect(await grouping.placeUnplaced(fresh.db)).toBe(0);
  });

  it("rebuilds the same stories from scratch and says what it did", async () => {
    const ids = await earthquake();
    const lone = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Karol G anuncia tres conciertos en Medellín",
      published_at: now,
    });
    const summary = await grouping.rebuild(fresh.db);
    expect(summary).toMatchObject({ articles: 4, stories: 2, sharedStories: 1 });
    for (const id of ids) expect(await storyOf(id)).toBe(ids[0]);
    expect(await storyOf(lone)).toBe(lone);
  });

  it("works inside a caller's transaction with nothing to place", async () => {
    await fresh.db.transaction().execute(async (trx) => {
      expect((await grouping.placeStored(trx, [])).size).toBe(0);
    });
  });
});

describe("countCoverage", () => {
  it("counts the distinct newspapers of each article's story, not its articles", async () => {
    const ids = await earthquake();
    // The first newspaper posts the same report again under another address.
    const again = await createArticle(fresh.db, {
      newspaper: "vanguardia",
      title: "Fuerte temblor sacudió a Santander: epicentro en Los Santos",
      published_at: now,
    });
    expect(await storyOf(again)).toBe(ids[0]);
    const lone = await createArticle(fresh.db, { title: "Karol G anuncia tres conciertos en Medellín", published_at: now });
    const coverage = await countCoverage(fresh.db, [...ids, again, lone, 999_999]);
    expect(coverage.get(ids[0] as number)).toBe(3);
    expect(coverage.get(again)).toBe(3);
    expect(coverage.get(lone)).toBe(1);
    expect(coverage.get(999_999)).toBe(1);
  });
});

describe("listStoryVersions", () => {
  it("lists the other newspapers' first versions, oldest first", async () => {
    const [first, second, third] = await earthquake();
    const versions = await listStoryVersions(fresh.db, second as number);
    expect(versions.map((v) => v.id)).toEqual([first, third]);
    expect(versions[0]).toMatchObject({ newspaper: { slug: "vanguardia" }, title: expect.stringContaining("Fuerte temblor") });
    expect(await listStoryVersions(fresh.db, 999_999)).toEqual([]);
    const lone = await createArticle(fresh.db, { title: "Karol G anuncia tres conciertos en Medellín", published_at: now });
    expect(await listStoryVersions(fresh.db, lone)).toEqual([]);
  });
});

describe("listTopStories", () => {
  it("ranks stories by distinct newspapers decayed by age, one entry per story", async () => {
    const quake = await earthquake(now - 2 * HOUR);
    const concert = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Karol G anuncia tres conciertos en Medellín",
      published_at: now - 5 * MINUTE,
    });
    const top = await listTopStories(fresh.db, { now, limit: 10 });
    expect(top.map((story) => story.storyId)).toEqual([quake[0], concert]);
    expect(top[0]).toMatchObject({ newspapers: 3, articles: 3, lead: { id: quake[0] } });
    expect(top[0]?.score).toBeCloseTo(3 * 2 ** (-(2 * HOUR + 30 * MINUTE) / (6 * HOUR)), 6);
    // With a short half-life, six hours later the older story has decayed below the fresher one.
    const later = await listTopStories(fresh.db, { now: now + 6 * HOUR, limit: 10, halfLifeHours: 1 });
    expect(later.map((story) => story.storyId)).toEqual([concert, quake[0]]);
  });

  it("filters by window, department and coverage", async () => {
    const quake = await earthquake(now - 2 * HOUR);
    await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Karol G anuncia tres conciertos en Medellín",
      published_at: now - 3 * DAY,
    });
    expect((await listTopStories(fresh.db, { now, limit: 10, window: "ultima-hora" })).length).toBe(0);
    expect((await listTopStories(fresh.db, { now, limit: 10, window: "ultima-semana" })).length).toBe(2);
    const santander = await listTopStories(fresh.db, { now, limit: 10, department: "santander" });
    expect(santander.map((story) => story.storyId)).toEqual([quake[0]]);
    // The story's coverage counts every newspaper, not only those that tagged the department.
    expect(santander[0]?.newspapers).toBe(3);
    expect(await listTopStories(fresh.db, { now, limit: 10, department: "amazonas" })).toEqual([]);
    expect((await listTopStories(fresh.db, { now, limit: 10, window: "ultima-semana", minNewspapers: 2 })).length).toBe(1);
  });

  it("puts the department's own newspapers first among equals, their version leading the line", async () => {
    // Two single-newspaper stories of the same age: the one the regional paper covers ranks first.
    const national = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Gobernación de Santander entrega 40 ambulancias a hospitales",
      published_at: now - 60 * MINUTE,
      departments: ["santander"],
    });
    const regional = await createArticle(fresh.db, {
      newspaper: "vanguardia",
      title: "Bucaramanga estrena ciclorrutas en la carrera 27",
      published_at: now - 60 * MINUTE,
      departments: ["santander"],
    });
    const plain = await listTopStories(fresh.db, { now, limit: 10, department: "santander" });
    const own = await listTopStories(fresh.db, { now, limit: 10, department: "santander", regionalFor: "santander" });
    expect(own.map((story) => story.lead.id)).toEqual([regional, national]);
    expect(plain.map((story) => story.lead.id).sort()).toEqual([national, regional].sort());
    // In a story several newspapers cover, the regional paper's version leads even when it came later.
    const first = await createArticle(fresh.db, {
      newspaper: "el-tiempo",
      title: "Inundaciones en Barrancabermeja dejan 300 familias damnificadas",
      summary: "El río Magdalena se desbordó en Barrancabermeja tras tres días de lluvias.",
      published_at: now - 50 * MINUTE,
      departments: ["santander"],
    });
    const later = await createArticle(fresh.db, {
      newspaper: "vanguardia",
      title: "Barrancabermeja: 300 familias damnificadas por las inundaciones",
      summary: "Las lluvias de tres días desbordaron el río Magdalena en Barrancabermeja.",
      published_at: now - 40 * MINUTE,
      departments: ["santander"],
    });
    const flood = await listTopStories(fresh.db, { now, limit: 10, department: "santander", regionalFor: "santander", minNewspapers: 2 });
    expect(flood.map((story) => story.storyId)).toEqual([first]);
    expect(flood[0]?.lead.id).toBe(later);
    expect(flood[0]?.lead.coverage).toBe(2);
    const elsewhere = await listTopStories(fresh.db, { now, limit: 10, department: "santander", minNewspapers: 2 });
    expect(elsewhere[0]?.lead.id).toBe(first);
  });
});
