import { describe, expect, it } from "vitest";
import { groundTruth } from "./ground-truth.js";

const HOUR = 3_600_000;
const item = (title: string, hours: number, eventKey: string | null = null) => ({ title, publishedAt: hours * HOUR, eventKey });

describe("groundTruth", () => {
  it("keeps an event's key, and makes identical headlines within two days one story, across midnight", () => {
    const truth = groundTruth(
      new Map([
        ["a", item("Cierre total en la vía al Llano por un derrumbe", 23)],
        ["b", item("Cierre total en la vía al Llano por un derrumbe", 25)],
        ["c", item("Cierre total en la vía al Llano por un derrumbe", 100)],
        ["d", item("Cierre total en la vía al Llano por un derrumbe", 24, "evento-1")],
        ["e", item("Otro titular", 24)],
      ]),
    );
    expect(truth.get("a")).toBe(truth.get("b"));
    expect(truth.get("c")).not.toBe(truth.get("a"));
    expect(truth.get("d")).toBe("evento-1");
    expect(new Set(truth.values()).size).toBe(4);
  });

  it("makes own stories of one identity one story whatever their headlines, within two days", () => {
    const told = (title: string, hours: number, identity: string | null) => ({ ...item(title, hours), identity });
    const truth = groundTruth(
      new Map([
        ["a", told("Cámara aprueba en tercer debate la ley de salud mental", 10, "debate|Cámara|salud|tercer|7")],
        ["b", told("Con 64 votos, la Cámara aprueba en tercer debate la ley de salud mental", 30, "debate|Cámara|salud|tercer|7")],
        ["c", told("Cámara aprueba en tercer debate la ley de salud mental", 31, "debate|Cámara|salud|tercer|8")],
        ["d", told("Con 64 votos, la Cámara aprueba en tercer debate la ley de salud mental", 200, "debate|Cámara|salud|tercer|7")],
      ]),
    );
    expect(truth.get("a")).toBe(truth.get("b"));
    expect(truth.get("c")).not.toBe(truth.get("a"));
    expect(truth.get("d")).not.toBe(truth.get("a"));
  });
});
