import { describe, expect, it } from "vitest";
import { type Arrival, decideStory, GROUPING_RULES, type PlacedArticle } from "./decide.js";
import { storyFeatures } from "./features.js";
import { followsUp, followUpCue } from "./follow-ups.js";
import { type TermStats, weighTerms } from "./similarity.js";

/** A quiet window: every term is rare. */
const QUIET: TermStats = { articles: 50, frequency: () => 0 };
const HOUR = 3_600_000;

function headline(title: string, hour = 0, summary = "") {
  const features = storyFeatures({ title, summary });
  const terms = weighTerms(features, QUIET, 10);
  return { titleKey: features.titleKey, terms, publishedAt: hour * HOUR, rare: new Set(features.terms.keys()) };
}

const story = [
  headline("Nairo Quintana anuncia su retiro del ciclismo profesional", 0),
  headline("Quintana se retira: el boyacense correrá su última carrera", 1),
  headline("¿Por qué se retira Nairo Quintana? Las razones del campeón", 20),
];

describe("follow-ups of a story", () => {
  it("reads the cues of a follow-up headline", () => {
    expect(followUpCue(headline("¿Por qué se desbordó el Atrato?").titleKey)).toBe(true);
    expect(followUpCue(headline("Así se vivió el desfile de silleteros").titleKey)).toBe(true);
    expect(followUpCue(headline("Tunja reacciona al adiós de Nairo").titleKey)).toBe(true);
    expect(followUpCue(headline("Cali rinde homenaje a su salsero").titleKey)).toBe(true);
    expect(followUpCue(headline("Nairo Quintana gana la etapa reina").titleKey)).toBe(false);
  });

  it("joins a follow-up sharing the name most members write", () => {
    expect(followsUp(headline("Tunja reacciona al adiós de Nairo", 22), story, 24 * HOUR)).toBe(true);
  });

  it("does not join without a cue, with a name the story does not hold, far in time, or on a name few members write", () => {
    expect(followsUp(headline("Nairo Quintana correrá la Vuelta a Burgos", 22), story, 24 * HOUR)).toBe(false);
    expect(followsUp(headline("Rigoberto Urán reacciona al adiós de Nairo", 22), story, 24 * HOUR)).toBe(false);
    expect(followsUp(headline("Tunja reacciona al adiós de Nairo", 30), story, 24 * HOUR)).toBe(false);
    const boyaca = [...story, headline("Boyacá celebra su carrera", 2), headline("Ciclistas boyacenses piden una pista", 3)];
    expect(followsUp(headline("¿Qué se sabe del boyacense?", 4), boyaca, 24 * HOUR)).toBe(false);
    expect(followsUp(headline("Tunja reacciona al adiós de Nairo", 22), story.slice(0, 1), 24 * HOUR)).toBe(false);
  });
});

describe("decideStory and follow-ups", () => {
  const place = (title: string, hour: number, id: number): PlacedArticle => {
    const features = storyFeatures({ title, summary: "" });
    return {
      id,
      story: 1,
      newspaperId: id,
      publishedAt: hour * HOUR,
      titleKey: features.titleKey,
      titleWords: features.titleWords,
      facts: features,
      terms: weighTerms(features, QUIET, 10),
    };
  };
  const members = [
    place("Nairo Quintana anuncia su retiro del ciclismo profesional", 0, 1),
    place("¿Por qué se retira Nairo Quintana? Las razones del campeón", 20, 2),
  ];
  const arrive = (title: string): Arrival => {
    const features = storyFeatures({ title, summary: "" });
    return {
      id: 9,
      newspaperId: 9,
      publishedAt: 22 * HOUR,
      features,
      terms: weighTerms(features, QUIET, 10),
      rare: new Set(features.terms.keys()),
    };
  };

  it("places a follow-up no pair took in the story whose name it shares", () => {
    const decision = decideStory(
      arrive("Tunja reacciona al adiós de Nairo"),
      members,
      () => 2,
      GROUPING_RULES,
      () => members,
    );
    expect(decision.story).toBe(1);
  });

  it("leaves an article without a follow-up cue on its own", () => {
    expect(
      decideStory(
        arrive("Tunja espera la visita de Nairo"),
        members,
        () => 2,
        GROUPING_RULES,
        () => members,
      ).story,
    ).toBeNull();
  });
});
