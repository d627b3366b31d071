import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "../../tests/support/builders.js";
import { createTestDatabase } from "../../tests/support/test-db.js";
import type { OpenDatabase } from "../db/database.server.js";
import { hasPeriodErrors, loadReports, parsePeriod, parseTableId } from "./reports.server.js";

const NOW = Date.parse("2026-11-22T17:30:00Z");
const HOUR = 3_600_000;
const url = (query: string) => new URL(`http://localhost/reportes${query}`);

describe("the period selector", () => {
  it("defaults to the last 7 days and reads the presets", () => {
    expect(parsePeriod(url(""), NOW).period).toMatchObject({ key: "7d", from: NOW - 7 * 24 * HOUR, to: NOW });
    expect(parsePeriod(url("?periodo=24h"), NOW).period).toMatchObject({ key: "24h", from: NOW - 24 * HOUR });
    expect(parsePeriod(url("?periodo=siempre"), NOW).period.key).toBe("7d");
  });

  it("reads a custom range of Bogotá days typed as dd/mm/aaaa", () => {
    const { period, form } = parsePeriod(url("?periodo=personalizado&desde=01/11/2026&hasta=15/11/2026"), NOW);
    expect(hasPeriodErrors(form)).toBe(false);
    expect(new Date(period.from).toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(new Date(period.to).toISOString()).toBe("2026-11-16T05:00:00.000Z");
    expect(period.label).toBe("Del 01/11/2026 al 15/11/2026");
  });

  it("refuses bad dates with Spanish messages and keeps what the reader typed", () => {
    const bad = parsePeriod(url("?periodo=personalizado&desde=31/02/2026&hasta="), NOW);
    expect(bad.form.errors).toEqual({
      desde: "Esa fecha no existe o no está en el formato dd/mm/aaaa.",
      hasta: "Escriba la fecha final (dd/mm/aaaa).",
    });
    expect(bad.form.desde).toBe("31/02/2026");
    expect(bad.period.key).toBe("7d");
    expect(parsePeriod(url("?periodo=personalizado&desde=15/11/2026&hasta=01/11/2026"), NOW).form.errors.hasta).toMatch(/posterior/);
    expect(parsePeriod(url("?periodo=personalizado&desde=01/01/2020&hasta=01/11/2026"), NOW).form.errors.hasta).toMatch(/366 días/);
    expect(parsePeriod(url("?periodo=personalizado&desde=01/12/2026&hasta=02/12/2026"), NOW).form.errors.desde).toMatch(/todavía no/);
  });

  it("names the CSV tables it knows", () => {
    expect(parseTableId(url("?tabla=por-habitantes"))).toBe("por-habitantes");
    expect(parseTableId(url("?tabla=otra"))).toBeNull();
    expect(parseTableId(url(""))).toBeNull();
  });
});

describe("loadReports", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("counts articles per hour, per Bogotá day, per category, newspaper and department", async () => {
    await createArticle(database.db, { published_at: NOW - 10 * 60_000, category_slug: "deportes", departments: ["vaupes"] });
    await createArticle(database.db, { published_at: NOW - 20 * 60_000, category_slug: "deportes", departments: ["antioquia", "vaupes"] });
    await createArticle(database.db, { published_at: NOW - 3 * HOUR, category_slug: "politica" });
    // 10 days ago: in the daily chart and the 30-day period, not the default 7 days.
    await createArticle(database.db, { published_at: NOW - 240 * HOUR, category_slug: "salud" });
    const report = await loadReports(database.db, url(""), NOW);

    expect(report.hourly).toHaveLength(48);
    expect(report.hourly.at(-1)?.value).toBe(2);
    expect(report.hourly.at(-4)?.value).toBe(1);
    expect(report.hourly.reduce((sum, p) => sum + p.value, 0)).toBe(3);
    expect(report.daily).toHaveLength(30);
    expect(report.daily.at(-1)?.value).toBe(3);
    expect(report.daily.at(-11)?.value).toBe(1);
    expect(report.byCategory.slice(0, 2)).toEqual([
      { label: "Deportes", value: 2 },
      { label: "Política", value: 1 },
    ]);
    expect(report.byCategory.find((p) => p.label === "Salud")?.value).toBe(0);
    const vaupes = report.departments.find((d) => d.slug === "vaupes");
    expect(vaupes).toMatchObject({ count: 2, abbr: "VAU" });
    expect(vaupes?.per100k).toBeGreaterThan(report.departments.find((d) => d.slug === "antioquia")?.per100k ?? 0);
    expect(report.departments).toHaveLength(33);
    expect(report.feeds.length).toBeGreaterThan(0);
    expect(report.feeds.every((feed) => feed.status === "sin leer aún")).toBe(true);

    const month = await loadReports(database.db, url("?periodo=30d"), NOW);
    expect(month.byCategory.find((p) => p.label === "Salud")?.value).toBe(1);
  });
});
