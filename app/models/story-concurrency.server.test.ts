import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createSharedTestDatabases, testBackend } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { storiesOf } from "./story.server.js";

/*
 * Two writers (two workers' handles on one database) store related articles at the same time:
 * the story lock, taken first in each writer's transaction, makes one wait for the other, so the
 * second sees the first's articles and joins its story; the same URL is stored once. On
 * PostgreSQL the writes really overlap; two SQLite connections in one thread must take turns
 * (separate processes wait for each other at BEGIN IMMEDIATE, which this cannot show in one thread).
 */
let shared: Awaited<ReturnType<typeof createSharedTestDatabases>>;
let first: OpenDatabase;
let second: OpenDatabase;
const MINUTE = 60_000;
const now = Date.UTC(2025, 2, 11, 20, 0);

beforeEach(async () => {
  shared = await createSharedTestDatabases();
  ({ first, second } = shared);
});
afterEach(async () => {
  await shared.close();
});

async function together<T>(runs: (() => Promise<T>)[]): Promise<T[]> {
  if (testBackend === "postgres") return Promise.all(runs.map((run) => run()));
  const results: T[] = [];
  for (const run of runs) results.push(await run());
  return results;
}

describe("story grouping with two writers", () => {
  it("puts related articles stored at once by two writers in one story, and a URL stored twice in one row", async () => {
    for (let round = 0; round < 30; round += 1) {
      // Days apart: placement looks 48 hours around an article, so rounds never meet.
      const at = now + round * 3 * 24 * 60 * MINUTE;
      const ids = await together([
        () =>
          createArticle(first.db, {
            newspaper: "vanguardia",
            url: `https://vanguardia.invalid/temblor-${round}`,
            title: `Fuerte temblor sacudió a Santander: epicentro en Los Santos (${round})`,
            summary: "El Servicio Geológico Colombiano reportó un sismo de magnitud 4,8.",
            published_at: at - 30 * MINUTE,
          }),
        () =>
          createArticle(second.db, {
            newspaper: "el-tiempo",
            url: `https://eltiempo.invalid/sismo-${round}`,
            title: `Sismo de magnitud 4,8 en Los Santos, Santander, se sintió en Bogotá (${round})`,
            summary: "El Servicio Geológico Colombiano reportó el movimiento de magnitud 4,8.",
            published_at: at - 20 * MINUTE,
          }),
        () =>
          createArticle(second.db, {
            newspaper: "vanguardia",
            url: `https://vanguardia.invalid/temblor-${round}`,
            title: `Fuerte temblor sacudió a Santander: epicentro en Los Santos (${round})`,
            summary: "El Servicio Geológico Colombiano reportó un sismo de magnitud 4,8.",
            published_at: at - 30 * MINUTE,
          }),
      ]);
      // The same URL from both writers is one article.
      expect(ids[2]).toBe(ids[0]);
      const stories = await storiesOf(first.db, ids);
      expect(new Set(ids.map((id) => stories.get(id))).size).toBe(1);
    }
    const articles = await first.db.selectFrom("articles").select("url").execute();
    expect(articles).toHaveLength(60);
    const withoutStory = await second.db.selectFrom("articles").select("id").where("story_id", "is", null).execute();
    expect(withoutStory).toEqual([]);
  });
});
