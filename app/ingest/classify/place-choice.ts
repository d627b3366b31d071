/* Which place a name stands for: its department named after it, a municipal designator, the article's other places, the paper's. */
import { MUNICIPAL_DESIGNATORS, type GazetteerEntry } from "../../data/gazetteer.js";
import type { Token } from "./text.js";
import type { ClassifyInput } from "../types.js";
import { ENTRY_WORDS, isCapitalised, keyOfMatch, type Match, precededBy, sameField, urlRegionDepartments, words } from "./place-names.js";
import { CLUB_NAMES } from "./place-rejection.js";
import { type ArticleReading, readingOf, reportsResult } from "./place-reading.js";
import { assignRoles } from "./place-roles.js";
import type { Pending, PlaceMention } from "./place-types.js";

const MUNICIPAL = MUNICIPAL_DESIGNATORS.filter((d) => d !== "en").map((d) => words(d));
const MUNICIPAL_LAST: ReadonlySet<string> = new Set(MUNICIPAL.map((d) => d[d.length - 1] ?? ""));

const LOCATIVES: ReadonlySet<string> = new Set(["en", "de", "desde", "hasta", "hacia"]);

/** The reason of a choice made by the newspaper's or the URL's department (context, not text). */
const OUTSIDE_REASON = "its department is the newspaper's or the URL's";

/**
 * Finds the place mentions of an article and decides each one; also counts clubs. `reading`, when
 * given, saves reading the text again (it is used only if read from the same title and summary).
 * `contextFree` says whether the article's context (its newspaper's and URL's departments, a sport
 * result, international news) decided nothing: the mentions are then those of the text alone.
 */
export function findPlaceMentions(
  input: ClassifyInput,
  category: string,
  reading?: ArticleReading,
  { roles = true }: { roles?: boolean } = {},
): { mentions: PlaceMention[]; clubs: number; urlDepartments: string[]; contextFree: boolean } {
  const read = readingOf(input, reading);
  const { tokens, normSet, places, departmentNameAt } = read;
  let clubs = read.clubs;
  const urlDepartments = urlRegionDepartments(input.url);
  // Most articles name a place or two; many name none, and have nothing to decide.
  if (places.length === 0) return { mentions: [], clubs, urlDepartments, contextFree: true };
  const sportResult = category === "deportes" && reportsResult(read);
  const international = category === "internacional";
  const pending: Pending[] = [];
  let contextFree = true;
  for (const place of places) {
    const { match } = place;
    const only = place.candidates.length === 1 ? place.candidates[0] : undefined;
    const viable = only ? (only.rejection ? [] : place.candidates) : place.candidates.filter((c) => !c.rejection);
    const item: Pending = { place, options: [], chosen: null, reason: "", rejected: false };
    pending.push(item);
    if (viable.length === 0) {
      item.rejected = true;
      item.reason = place.candidates[0]?.rejection ?? "no candidate";
      continue;
    }
    const prev = tokens[match.start - 1];
    // Sport news names clubs by their department ("Millonarios recibe al Tolima", "Nacional, Junior
    // y Tolima, entre los ocho"), results or not; towns also host events, so only results read
    // a town's name as its club.
    const clubReading = sportResult || (category === "deportes" && departmentNameAt.has(match.start));
    if (
      clubReading &&
      CLUB_NAMES.has(keyOfMatch(tokens, match)) &&
      !(prev !== undefined && sameField(tokens, match.start - 1, match.start) && LOCATIVES.has(prev.norm))
    ) {
      clubs += 1;
      contextFree = false;
      item.rejected = true;
      item.reason = sportResult ? "club (named in a match report)" : "club (a department's name in sport news)";
      continue;
    }
    // "Caldas, Antioquia" / "Granada (Meta)": the department named right after picks the candidate.
    const qualifier = /[,(]/u.test(tokens[match.end - 1]?.after ?? "") ? departmentNameAt.get(match.end) : undefined;
    if (qualifier) {
      const inDepartment = viable.filter((c) => c.entry.department === qualifier);
      const town = inDepartment.find((c) => c.entry.kind !== "department") ?? inDepartment[0];
      if (town) {
        item.chosen = town;
        item.reason = "qualified by its department";
        continue;
      }
      // "Cesar, Magdalena y La Guajira" is a list of departments, not a town qualified by one.
      if (viable.every((c) => c.entry.context !== "free" && c.entry.kind !== "department")) {
        item.rejected = true;
        item.reason = `municipality of ${qualifier}`;
        continue;
      }
    }
    let options = viable;
    // "alcalde de Nariño", "concejo de Arauca": a town, not the department of the same name.
    if (prev && MUNICIPAL_LAST.has(prev.norm) && MUNICIPAL.some((designator) => precededBy(tokens, match.start, designator))) {
      const towns = viable.filter((c) => c.entry.kind === "capital" || c.entry.kind === "municipality");
      if (towns.length === 1 && towns[0]) {
        item.chosen = towns[0];
        item.reason = "after a municipal designator";
        continue;
      }
      if (towns.length > 0) options = towns;
    }
    item.options = options.map(({ entry, articleless }) => {
      let context: GazetteerEntry["context"] = articleless ? "free" : entry.context;
      // A homonym abroad needs company in international news or next to a foreign cue.
      const abroadCue = entry.abroad.some((cue) => normSet.has(cue));
      if (entry.foreign && international) contextFree = false;
      if ((entry.foreign && international) || abroadCue) context = "support";
      return { entry, articleless, context };
    });
  }

  const textSupport = new Set<string>();
  const outsideSupport = new Set<string>();
  if (input.newspaper?.homeDepartment) outsideSupport.add(input.newspaper.homeDepartment);
  for (const department of urlDepartments) outsideSupport.add(department);
  const acceptedEnds = new Set<number>();
  const acceptedStarts = new Set<number>();
  const choose = (item: Pending, option: { entry: GazetteerEntry; articleless: boolean }, reason: string) => {
    item.chosen = option;
    item.reason = reason;
    textSupport.add(option.entry.department);
    acceptedEnds.add(item.place.match.end);
    acceptedStarts.add(item.place.match.start);
  };
  for (const item of pending) {
    if (item.chosen) {
      textSupport.add(item.chosen.entry.department);
      acceptedEnds.add(item.place.match.end);
      acceptedStarts.add(item.place.match.start);
      continue;
    }
    if (item.rejected || item.options.length !== 1) continue;
    const only = item.options[0];
    if (only?.context === "free") choose(item, only, "unambiguous name");
  }

  // Context decisions feed each other ("en Guaviare y Meta"), so repeat until nothing changes.
  const accepted: Accepted = { ends: acceptedEnds, starts: acceptedStarts };
  let changed = true;
  while (changed) {
    changed = false;
    for (const item of pending) {
      if (item.chosen || item.rejected) continue;
      const decision = decide(tokens, item, textSupport, outsideSupport, accepted, international);
      if (decision) {
        if (decision.reason === OUTSIDE_REASON) contextFree = false;
        choose(item, decision.option, decision.reason);
        changed = true;
      }
    }
  }

  const mentions: PlaceMention[] = pending.map((item) => {
    const entry = item.chosen?.entry ?? item.options[0]?.entry ?? item.place.candidates[0]?.entry;
    let reason = item.reason;
    if (!item.chosen && !item.rejected) {
      reason =
        item.options.length > 1
          ? "ambiguous: no context picks one of its places"
          : item.options[0]?.context === "support"
            ? "no other mention of its department"
            : "no designator";
    }
    return {
      text: item.place.text,
      department: entry?.department ?? "",
      kind: entry?.kind ?? "place",
      code: item.chosen ? item.chosen.entry.code : null,
      accepted: item.chosen !== null,
      reason,
      role: "about",
      field: read.tokens[item.place.match.start]?.field ?? 0,
      curated: entry?.curated ?? false,
    };
  });
  // Story grouping reads which places are named, not how: it skips the roles.
  if (roles) assignRoles(tokens, pending, mentions, normSet, category);
  return { mentions, clubs, urlDepartments, contextFree };
}

/** Picks the candidate a still undecided name stands for, with the reason, or null for now. */
function decide(
  tokens: readonly Token[],
  item: Pending,
  textSupport: ReadonlySet<string>,
  outsideSupport: ReadonlySet<string>,
  accepted: Accepted,
  international: boolean,
): { option: { entry: GazetteerEntry; articleless: boolean }; reason: string } | null {
  const { options } = item;
  const text = options.filter((o) => textSupport.has(o.entry.department));
  if (options.length > 1) {
    // One name, several places: the one whose department the article names elsewhere…
    const departments = new Set(text.map((o) => o.entry.department));
    if (departments.size === 1 && text[0]) return { option: text[0], reason: "its department is named elsewhere" };
    // …else the hand-written reading when its own context holds…
    const primary = options.find((o) => o.entry.curated);
    if (primary && departments.size === 0) {
      const reason = contextReason(tokens, item.place.match, primary, textSupport, accepted);
      if (reason) return { option: primary, reason };
    }
    // …else the one of the newspaper's or the URL's department.
    const outside = options.filter((o) => outsideSupport.has(o.entry.department) && !(o.entry.foreign && international));
    if (departments.size === 0 && new Set(outside.map((o) => o.entry.department)).size === 1 && outside[0]) {
      return { option: outside[0], reason: OUTSIDE_REASON };
    }
    return null;
  }
  const only = options[0];
  if (!only) return null;
  if (only.entry.qualifiedOnly) {
    const reason = contextReason(tokens, item.place.match, only, new Set(), accepted);
    return reason ? { option: only, reason } : null;
  }
  if (textSupport.has(only.entry.department)) return { option: only, reason: "its department is named elsewhere" };
  if (outsideSupport.has(only.entry.department) && !(only.entry.foreign && international)) {
    return { option: only, reason: OUTSIDE_REASON };
  }
  const reason = contextReason(tokens, item.place.match, only, textSupport, accepted);
  return reason ? { option: only, reason } : null;
}

/** Where the accepted places start and end (token indexes), for lists of places. */
interface Accepted {
  ends: ReadonlySet<number>;
  starts: ReadonlySet<number>;
}

/** Why a single candidate counts from the words around it, or null. */
function contextReason(
  tokens: readonly Token[],
  match: Match,
  option: { entry: GazetteerEntry; context: GazetteerEntry["context"] },
  textSupport: ReadonlySet<string>,
  accepted: Accepted,
): string | null {
  const { entry } = option;
  if (option.context === "free") return "unambiguous name";
  if (textSupport.has(entry.department) && !entry.qualifiedOnly) return "its department is named elsewhere";
  const first = tokens[match.start];
  const prev = tokens[match.start - 1];
  const samePrev = prev !== undefined && sameField(tokens, match.start - 1, match.start);
  // "Tame, Arauca" / "Granada (Meta)": a department name right after a capitalised place.
  if (entry.kind === "department" && samePrev && /[,(]/u.test(first?.before ?? "") && isCapitalised(prev)) {
    return "qualifies the place before it";
  }
  // "en Guaviare y Meta", "Cesar, Magdalena y La Guajira": a list with an accepted place. A name
  // also well known abroad is not vouched for by its neighbour ("entre Cali y Madrid").
  const listed = !entry.foreign;
  if (listed && samePrev && accepted.ends.has(match.start) && /,/u.test(first?.before ?? "")) return "in a list of places";
  if (listed && samePrev && (prev.norm === "y" || prev.norm === "e") && accepted.ends.has(match.start - 1)) return "in a list of places";
  const next = tokens[match.end];
  const sameNext = next !== undefined && sameField(tokens, match.end - 1, match.end);
  if (entry.kind === "department" && sameNext && accepted.starts.has(match.end) && /,/u.test(next.before)) return "in a list of places";
  if (entry.kind === "department" && sameNext && (next.norm === "y" || next.norm === "e") && accepted.starts.has(match.end + 1)) {
    return "in a list of places";
  }
  if (option.context !== "designator") return null;
  for (const designator of ENTRY_WORDS.get(entry)?.designators ?? []) {
    if (precededBy(tokens, match.start, designator.words)) return `after '${designator.text}'`;
  }
  if (entry.atStart && (!samePrev || first?.sentenceStart)) return "opens the text";
  return null;
}
