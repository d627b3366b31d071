/* The shapes the place rules share: a place mention, its role, and a name still to decide. */
import type { GazetteerEntry } from "../../data/gazetteer.js";
import type { PlaceMatch } from "./place-reading.js";

/**
 * How a place is named in an article: what it is about, or a passing mention that does not tag:
 * where something comes from ("origin"), where someone was born or comes from ("birthplace"),
 * where someone is taken or goes ("destination"), what it is compared with, an item of a list, a
 * person's former office ("former-office": "exalcalde de Cali"), a university's name ("institution":
 * "Universidad del Valle", about its place only when the text is not national news), the town
 * where the national government signs or presents a law or decree ("venue": venue.ts), a
 * congressman's constituency ("constituency": "representante por Santander"), the ends of a road
 * named after them ("route": "la vía Tunja-Bogotá", about them only when the text names no town
 * where the news happens).
 */
export type PlaceRole =
  | "about"
  | "origin"
  | "birthplace"
  | "destination"
  | "comparison"
  | "list"
  | "former-office"
  | "institution"
  | "organisation"
  | "venue"
  | "constituency"
  | "route";

/** One candidate place name found in an article, and what the rules decided about it. */
export interface PlaceMention {
  /** The words as written. */
  text: string;
  department: string;
  kind: GazetteerEntry["kind"];
  /** DIVIPOLA code of the municipality it names, or null (a department, a region). */
  code: string | null;
  accepted: boolean;
  /** Why it was accepted or rejected (for debugging and tests). */
  reason: string;
  /** How the article names it (only meaningful for accepted mentions). */
  role: PlaceRole;
  /** 0 for the title, 1 for the summary. */
  field: number;
  /** Whether the name is a hand-written gazetteer entry (false: added from DANE's list). */
  curated: boolean;
}

/** A place name still to decide: its viable candidates and the context rule each must satisfy. */
export interface Pending {
  place: PlaceMatch;
  options: { entry: GazetteerEntry; articleless: boolean; context: GazetteerEntry["context"] }[];
  chosen: { entry: GazetteerEntry; articleless: boolean } | null;
  reason: string;
  rejected: boolean;
}
