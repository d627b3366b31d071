import { describe, expect, it } from "vitest";
import { describeFeedHealth, describeSkippedItems } from "./feed-health.js";

const NOW = Date.UTC(2026, 10, 22, 15);
const MIN = 60_000;

describe("describeFeedHealth", () => {
  it("says when a healthy newspaper was last updated", () => {
    expect(describeFeedHealth({ feeds: 3, failing: 0, lastSuccessAt: NOW - 5 * MIN, failingSince: null }, NOW)).toEqual({
      text: "Actualizado hace 5 minutos",
      tone: "ok",
    });
  });

  it("says since when some or all feeds fail", () => {
    expect(describeFeedHealth({ feeds: 3, failing: 1, lastSuccessAt: NOW - 2 * MIN, failingSince: NOW - 120 * MIN }, NOW)).toEqual({
      text: "Actualizado hace 2 minutos · 1 de 3 fuentes con errores desde hace 2 horas",
      tone: "partial",
    });
    expect(describeFeedHealth({ feeds: 1, failing: 1, lastSuccessAt: NOW - 600 * MIN, failingSince: NOW - 180 * MIN }, NOW)).toEqual({
      text: "Con errores desde hace 3 horas",
      tone: "failing",
    });
  });

  it("tells a newspaper never read from one without feeds", () => {
    expect(describeFeedHealth({ feeds: 2, failing: 0, lastSuccessAt: null, failingSince: null }, NOW).text).toBe("Aún sin leer");
    expect(describeFeedHealth(undefined, NOW).text).toBe("Sin fuentes activas");
  });

  it("adds what the last reads left out, by reason, in Spanish", () => {
    const skipped = { "no-address": 2, duplicate: 1 };
    expect(describeFeedHealth({ feeds: 2, failing: 0, lastSuccessAt: NOW - 5 * MIN, failingSince: null, skipped }, NOW)).toEqual({
      text: "Actualizado hace 5 minutos · 2 entradas sin dirección web, 1 entrada repetida sin publicar",
      tone: "ok",
    });
    expect(
      describeFeedHealth(
        { feeds: 3, failing: 1, lastSuccessAt: NOW - 2 * MIN, failingSince: NOW - 120 * MIN, skipped: { "no-text": 1 } },
        NOW,
      ).text,
    ).toBe("Actualizado hace 2 minutos · 1 de 3 fuentes con errores desde hace 2 horas · 1 entrada sin título ni texto sin publicar");
  });
});

describe("describeSkippedItems", () => {
  it("words each reason in the singular or plural, thousands grouped the Colombian way", () => {
    expect(describeSkippedItems({ truncated: 1 })).toBe("1 entrada incompleta sin publicar");
    expect(describeSkippedItems({ truncated: 2, "no-text": 1234 })).toBe(
      "2 entradas incompletas, 1.234 entradas sin título ni texto sin publicar",
    );
    expect(describeSkippedItems({ "unexpected item shape (x)": 3 })).toBe("3 entradas ilegibles sin publicar");
  });

  it("says nothing when nothing was left out", () => {
    expect(describeSkippedItems(undefined)).toBe("");
    expect(describeSkippedItems({})).toBe("");
    expect(describeSkippedItems({ "no-address": 0 })).toBe("");
  });
});
