import { describe, expect, it } from "vitest";
import { legendSteps } from "./report-charts.js";
import {
  bogotaDayStart,
  buildReportTables,
  colorStep,
  describeRanking,
  describeSeries,
  describeUnderCoverage,
  fillSeries,
  niceTicks,
  per100k,
  reportTableCsv,
  type ReportsData,
  TABLE_IDS,
} from "./report-tables.js";

const ARTICLES = { one: "noticia", many: "noticias" };

describe("report arithmetic", () => {
  it("starts Bogotá days at 05:00 UTC", () => {
    expect(new Date(bogotaDayStart(Date.parse("2026-11-22T04:59:00Z"))).toISOString()).toBe("2026-11-21T05:00:00.000Z");
    expect(new Date(bogotaDayStart(Date.parse("2026-11-22T05:00:00Z"))).toISOString()).toBe("2026-11-22T05:00:00.000Z");
  });

  it("fills empty buckets with zeros", () => {
    const points = fillSeries(new Map([[1, 4]]), 3, (i) => ({ label: `h${i}`, value: 0 }));
    expect(points.map((p) => p.value)).toEqual([0, 4, 0]);
  });

  it("computes coverage per 100,000 inhabitants", () => {
    expect(per100k(7, 48_000)).toBe(14.58);
    expect(per100k(700, 6_951_825)).toBe(10.07);
    expect(per100k(3, 0)).toBe(0);
  });

  it("puts values in five colour steps, zero apart", () => {
    expect([0, 1, 20, 21, 99, 100].map((v) => colorStep(v, 100))).toEqual([0, 1, 1, 2, 5, 5]);
    expect(colorStep(5, 0)).toBe(0);
  });

  it("chooses round axis ticks that cover the maximum", () => {
    expect(niceTicks(14)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1234).at(-1)).toBeGreaterThanOrEqual(1234);
  });

  it("shows legend steps that can hold a value, without repeats", () => {
    expect(legendSteps(1, false)).toEqual([{ step: 5, label: "1" }]);
    expect(legendSteps(10, false).map((s) => s.label)).toEqual(["1–2", "3–4", "5–6", "7–8", "9–10"]);
    expect(legendSteps(0.01, true).map((s) => s.label)).toEqual(["hasta 0,0", "hasta 0,01"]);
    expect(legendSteps(0, false)).toEqual([]);
  });
});

describe("text alternatives", () => {
  it("states the total, the peak and the low of a series", () => {
    const text = describeSeries(
      [
        { label: "lunes", value: 3 },
        { label: "martes", value: 12 },
        { label: "miércoles", value: 1 },
      ],
      ARTICLES,
    );
    expect(text).toBe("En total, 16 noticias. Máximo: 12 noticias (martes). Mínimo: 1 noticia (miércoles).");
    expect(describeSeries([{ label: "x", value: 0 }], ARTICLES)).toBe("Ninguna noticia en este periodo.");
  });

  it("names the leaders of a ranking and how many had none", () => {
    expect(
      describeRanking(
        [
          { label: "Política", value: 9 },
          { label: "Salud", value: 1 },
          { label: "Arte", value: 0 },
        ],
        ARTICLES,
      ),
    ).toBe("Más cubiertos: Política (9 noticias), Salud (1 noticia). 1 sin ninguna.");
  });

  it("points at departments without coverage and the least covered for their population", () => {
    const text = describeUnderCoverage([
      { name: "Vaupés", count: 0, per100k: 0 },
      { name: "Antioquia", count: 700, per100k: 10.07 },
      { name: "Chocó", count: 10, per100k: 1.82 },
    ]);
    expect(text).toBe(
      "1 departamento sin ninguna noticia (Vaupés). Menos cubiertos para su población entre los demás: Chocó (1,82), Antioquia (10,07).",
    );
  });
});

describe("report tables", () => {
  const data: ReportsData = {
    now: Date.parse("2026-11-22T17:00:00Z"),
    period: { key: "7d", from: 0, to: 1, label: "Últimos 7 días" },
    form: { periodo: "7d", desde: "", hasta: "", errors: {} },
    hourly: [{ label: "dom. 22, 11 a. m.", value: 2 }],
    daily: [{ label: "domingo, 22 de noviembre", value: 5 }],
    byCategory: [{ label: "Política", value: 3 }],
    byNewspaper: [{ label: "El Tiempo", value: 3 }],
    departments: [
      { slug: "vaupes", name: "Vaupés", abbr: "VAU", col: 4, row: 6, count: 2, population: 48_000, per100k: 4.17 },
      { slug: "antioquia", name: "Antioquia", abbr: "ANT", col: 2, row: 3, count: 9, population: 6_951_825, per100k: 0.13 },
    ],
    stories: [
      {
        articleId: 7,
        storyId: 7,
        title: 'Temblor de 4,8 en Santander, "sin daños"',
        newspapers: 3,
        articles: 4,
        firstPublishedAt: Date.parse("2026-11-21T11:52:00Z"),
      },
    ],
    feeds: [
      {
        newspaper: "El Tiempo",
        url: "https://www.eltiempo.com/rss",
        status: "con errores",
        lastSuccessAt: Date.parse("2026-11-22T10:00:00Z"),
        failingSince: Date.parse("2026-11-22T12:00:00Z"),
        lastError: "HTTP 503",
        articles: 40,
      },
    ],
  };

  it("builds every table with its header row, and CSV with ISO times in Bogotá", () => {
    const tables = buildReportTables(data);
    expect(Object.keys(tables).sort()).toEqual([...TABLE_IDS].sort());
    expect(reportTableCsv(tables["por-categoria"])).toBe("Categoría,Noticias\r\nPolítica,3\r\n");
    expect(reportTableCsv(tables.historias)).toBe(
      'Noticia,Periódicos,Artículos,Primera publicación\r\n"Temblor de 4,8 en Santander, ""sin daños""",3,4,2026-11-21T06:52:00-05:00\r\n',
    );
    expect(reportTableCsv(tables["por-habitantes"]).split("\r\n").slice(0, 3)).toEqual([
      "Departamento,Noticias,Habitantes,Noticias por 100.000 habitantes",
      "Antioquia,9,6951825,0.13",
      "Vaupés,2,48000,4.17",
    ]);
    expect(reportTableCsv(tables.fuentes).split("\r\n")[1]).toBe(
      "El Tiempo,https://www.eltiempo.com/rss,con errores,2026-11-22T05:00:00-05:00,2026-11-22T07:00:00-05:00,HTTP 503,40",
    );
    expect(reportTableCsv(tables.historias, "excel")).toBe(
      'Noticia;Periódicos;Artículos;Primera publicación (hora de Bogotá)\r\n"Temblor de 4,8 en Santander, ""sin daños""";3;4;2026-11-21 06:52:00\r\n',
    );
    expect(reportTableCsv(tables["por-habitantes"], "excel").split("\r\n").slice(0, 2)).toEqual([
      "Departamento;Noticias;Habitantes;Noticias por 100.000 habitantes",
      "Antioquia;9;6951825;0,13",
    ]);
    expect(tables["por-departamento"].rows).toEqual([
      ["Antioquia", 9],
      ["Vaupés", 2],
    ]);
  });
});
