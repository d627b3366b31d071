import { describe, expect, it } from "vitest";
import { barList, columnChart, shownTable, tileMap } from "./report-charts.js";

const ARTICLES = { one: "noticia", many: "noticias" };

describe("the reports' charts, worked out for the page", () => {
  it("places a column chart's ticks, bars and about six axis labels", () => {
    const points = Array.from({ length: 12 }, (_, i) => ({ label: `día ${i}`, axisLabel: `d${i}`, value: i === 3 ? 14 : 1 }));
    const chart = columnChart(points, ARTICLES);
    // Ticks 0, 5, 10, 15 from the plot's bottom (y 178) to its top (y 18).
    expect(chart.ticks).toEqual([
      { y: 178, label: "0" },
      { y: 18 + 160 * (1 - 5 / 15), label: "5" },
      { y: 18 + 160 * (1 - 10 / 15), label: "10" },
      { y: 18, label: "15" },
    ]);
    expect(chart.width).toBe("6.333%");
    expect(chart.bars[3]).toEqual({ x: "26%", height: 160 * (14 / 15), title: "día 3: 14 noticias" });
    expect(chart.bars[0]?.title).toBe("día 0: 1 noticia");
    expect(chart.axis.map((label) => label.label)).toEqual(["d1", "d3", "d5", "d7", "d9", "d11"]);
  });

  it("writes a bar list's figures and widths, the first `limit` rows only, no bar for zero", () => {
    const chart = barList(
      [
        { label: "Política", value: 1200 },
        { label: "Deportes", value: 300 },
        { label: "Cultura", value: 0 },
      ],
      2,
    );
    expect(chart.rows).toEqual([
      { label: "Política", value: "1.200", width: "100%" },
      { label: "Deportes", value: "300", width: "25%" },
    ]);
    expect(barList([{ label: "Cultura", value: 0 }]).rows[0]?.width).toBeNull();
  });

  it("colours tiles in five steps and writes decimals the Colombian way", () => {
    const tiles = [
      { slug: "a", name: "Antioquia", abbr: "ANT", col: 1, row: 2, value: 2.5 },
      { slug: "b", name: "Boyacá", abbr: "BOY", col: 2, row: 3, value: 0 },
    ];
    const chart = tileMap(tiles, { cols: 6, rows: 8 }, "noticias por 100.000 habitantes", true);
    expect(chart.tiles[0]).toMatchObject({ step: 5, title: "Antioquia: 2,5 noticias por 100.000 habitantes", value: "2,5" });
    expect(chart.tiles[1]).toMatchObject({ step: 0, value: "0,0" });
    expect(chart.legend.at(-1)).toEqual({ step: 5, label: "hasta 2,5" });
    expect(chart).toMatchObject({ cols: 6, rows: 8, unit: "noticias por 100.000 habitantes" });
  });

  it("writes a table's cells as the page shows them and says which columns are figures", () => {
    const table = shownTable({
      id: "fuentes",
      title: "Estado de las fuentes",
      columns: [
        { label: "Periódico", kind: "text" },
        { label: "Con errores desde", kind: "time" },
        { label: "Noticias", kind: "count" },
        { label: "Por 100.000", kind: "decimal" },
      ],
      rows: [["El Tiempo", null, 12345, 0.5]],
    });
    expect(table.columns.map((column) => column.numeric)).toEqual([false, true, true, true]);
    expect(table.numericCells).toEqual([false, false, true, true]);
    expect(table.rows).toEqual([["El Tiempo", "—", "12.345", "0,5"]]);
  });
});
