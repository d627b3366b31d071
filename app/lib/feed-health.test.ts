import { describe, expect, it } from "vitest";
import { describeFeedHealth } from "./feed-health";

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
});
