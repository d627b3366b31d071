import { describe, expect, it } from "vitest";
import { eventMarks, marksMeet } from "./event-identity.js";
import { EVENT_SPACING_MINUTES, NewsGenerator } from "./news-generator.js";

const story = (title: string) => ({ title, summary: [] });

describe("event identity", () => {
  it("marks one event by its headlines and by its kind, places and figures", () => {
    const quake = eventMarks({
      kind: "sismo",
      names: ["magdalena", "Ciénaga"],
      stories: [story("Sismo de magnitud 4,5 sacude el Magdalena")],
    });
    const again = eventMarks({ kind: "sismo", names: ["Ciénaga", "magdalena"], stories: [story("Así fue el temblor de 4,5 en Ciénaga")] });
    const elsewhere = eventMarks({ kind: "sismo", names: ["meta", "Acacías"], stories: [story("Temblor de 4,5 en Acacías")] });
    expect(marksMeet(quake, again)).toBe(true);
    expect(marksMeet(quake, elsewhere)).toBe(false);
    const dengue = (figure: string) =>
      eventMarks({
        kind: "dengue",
        names: ["caldas"],
        stories: [
          story("Ministerio de Salud prende las alarmas por el dengue en Caldas"),
          story(`Casos de dengue en Caldas: van ${figure}`),
        ],
      });
    expect(marksMeet(dengue("1.200"), dengue("3.400"))).toBe(true);
  });

  it("keeps the generator from drawing one event twice within two days", () => {
    const generator = new NewsGenerator({ seed: 7, baseUrl: "http://127.0.0.1:1" });
    const first = Math.floor(Date.UTC(2025, 4, 12, 5) / (EVENT_SPACING_MINUTES * 60_000));
    const window = (48 * 60) / EVENT_SPACING_MINUTES;
    let events = 0;
    let repeats = 0;
    for (let index = first; index < first + 2 * window; index += 1) {
      const event = generator.eventDraw(index);
      if (event.daily) continue;
      events += 1;
      for (let earlier = index - window; earlier < index; earlier += 1) {
        const other = generator.eventDraw(earlier);
        if (other.kind === event.kind && !other.daily && marksMeet(event.marks, other.marks)) {
          repeats += 1;
          break;
        }
      }
    }
    // Before the re-draw about a quarter of the events repeated one of the two days before; a few
    // remain where every draw repeats or a week's first days meet the week before.
    expect(events).toBeGreaterThan(300);
    expect(repeats / events).toBeLessThan(0.04);
  });
});
