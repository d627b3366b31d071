/*
 * The grouping decision for one arriving article, given the recent articles that share a
 * distinctive word, name or figure with it. Pure and deterministic: the same arrival and
 * candidates always give the same answer, whatever order the candidates come in.
 *
 * The article joins the story of its best match when that match is close enough and no article of
 * that story contradicts it. When it also matches a second story strongly, and nothing in the two
 * stories contradicts the other, it bridges them and the two become one (the older id survives).
 */
import { type StoryFeatures, TERM_TITLE } from "./features.js";
import { fillsDiffer } from "./formula.js";
import { followsUp } from "./follow-ups.js";
import { happeningsDiffer } from "./happening.js";
import { matchesDiffer } from "./match-report.js";
import { anchored, detailTerm, namesOwn, sharesAny, sharesBesidesFigures, sharesDistinctive, whatTerm, whereTerm } from "./shared-terms.js";
import { onlyPhraseShared, onlyTopicShared, titleTermsOf } from "./topic.js";
import { figureTerm } from "./figures.js";
import { termOf } from "./headline-words.js";
import { contradiction, type HeadlineFacts, likeness, storyLikeness, type WeightedTerms, whereDiffers } from "./similarity.js";

const HOUR = 3_600_000;

/**
 * Categories whose articles are never grouped: an editorial or a column argues about a topic, it
 * does not report an event, and counting it as another newspaper's coverage would mislead.
 */
export const UNGROUPED_CATEGORIES: ReadonlySet<string> = new Set(["opinion"]);

/** The tuned constants of story grouping, in one place. */
export const GROUPING_RULES = {
  /** Articles further apart than this in publication time are never compared. */
  windowMs: 48 * HOUR,
  /** Cosine above which an article joins a story. */
  joinThreshold: 0.3,
  /**
   * The same newspaper writes its recurring formats (daily figures, schedules) in the same words:
   * its own articles must be much closer to count as the same event.
   */
  sameNewspaperThreshold: 0.8,
  /**
   * Likeness that does not come from place names: two events in one town share the town's name
   * and little else, which must not be enough.
   */
  minLikenessBesidesPlaces: 0.1,
  /** One word in common proves nothing, however alike two very short texts look ("Última hora"). */
  minSharedTerms: 2,
  /** Cosine above which an article that also matches a second story merges the two. */
  mergeThreshold: 0.3,
  /** Identical headlines within this time are one story (syndicated copies, re-posts). */
  exactTitleWindowMs: 24 * HOUR,
  /** An identical headline needs this many content words to prove anything ("Última hora" does not). */
  exactTitleMinWords: 3,
  /** A term found in more recent articles than this is too common to find candidates by. */
  retrievalMaxFrequency: 30,
  /**
   * Two reports of one event share at least one rare word (a name, a figure, the event's own
   * noun): a term of fewer recent articles than this, or than this share of them. Articles that
   * share only common words ("Corte", "tumba", "ley") are the same formula about other events.
   */
  rareTermMaxFrequency: 10,
  rareTermMaxShare: 0.005,
  /** At most this many terms of an article are used to find candidates (the rarest first). */
  retrievalKeys: 8,
  /**
   * A story is joined only if the article is, on average, this close to the story's articles of
   * the window (those it shares no rare word with count as 0). One close match to one member of
   * a story about something else must not pull the article in: that is how chains of unrelated
   * events grow.
   */
  minCoherence: 0.12,
  /**
   * Two reports of one event share a rare word that says what happened, not only where or when
   * (see distinctive): a place, country or duration alone does not link two articles. Unless they
   * share at least this many rare where-terms ("Perú" and "colombianos": Peru's rules for
   * Colombians, told in other words).
   */
  minSharedWhereTerms: 2,
  /**
   * A pair sharing a single rare word that says what happened (and no rare place) does not link
   * when each headline has at least this many rare words of its own that the other never mentions.
   */
  ownWordsAgainstOne: 3,
  /**
   * A pair anchored in one event — sharing a rare name (a person, an institution) and a rare word
   * or figure for what happened besides — joins at this likeness instead of joinThreshold: one
   * paper's "DIAN reporta recaudo récord" and another's "Recaudo tributario de la DIAN llegó a
   * $25,3 billones" share few words, but the right ones. Its score is scaled so (see anchored).
   */
  anchoredJoinThreshold: 0.15,
  /**
   * Anchors lower the threshold only this close in time: one event's reports, reactions and the
   * next morning's explainer come within a day; a day and a half later the same actor and topic
   * are as often the next event (a bill sunk, then the president's answer to it).
   */
  anchoredWindowMs: 24 * HOUR,
  /**
   * An arrival matched (each pair's rules passed) by at least this many articles of a story is
   * also measured against the story as a whole (see storyLikeness), with the same threshold.
   */
  minSupport: 2,
  /**
   * Two headlines whose only shared words for what happened are one phrase ("un perezoso de dos
   * dedos") report two events when each has at least this many such words of its own (topic.ts).
   */
  ownWordsBesidesPhrase: 2,
  /** At most this many candidates are compared in full (those sharing the most weight first). */
  maxCandidates: 12,
} as const;

/** What grouping knows about an article already placed in a story. */
export interface PlacedArticle {
  id: number;
  story: number;
  newspaperId: number;
  publishedAt: number;
  titleKey: string;
  titleWords: number;
  facts: HeadlineFacts;
  terms: WeightedTerms;
}

/** The article being placed. */
export interface Arrival {
  id: number;
  newspaperId: number;
  publishedAt: number;
  features: StoryFeatures;
  terms: WeightedTerms;
  /** Its terms that were rare among recent articles when it arrived (see rareTermMaxFrequency). */
  rare: ReadonlySet<string>;
}

/** Where the article goes: an existing story (possibly absorbing others), or a new one. */
export interface StoryDecision {
  /** The story the article joins, or null for a new story of its own. */
  story: number | null;
  /** Stories merged into `story` because the article bridges them. */
  absorbed: number[];
  /** The similarity that decided it (0 for a new story). */
  score: number;
}

/**
 * Whether each headline is mostly about names the other article never mentions: the same formula
 * with other people ("Corte abre investigación contra el senador X" and "… contra la senadora Y",
 * two clubs announcing their new coaches). Places are left to the place rule. A name written in
 * part ("Durán" / "Hernán Durán") is the same name (namesOwn; the headlines, when given, tell
 * which words form one name). Such a pair does not link, whatever its likeness; the pair alone is
 * concerned, not the rest of the story.
 */
export function namesDiffer(a: WeightedTerms, b: WeightedTerms, aTitle = "", bTitle = ""): boolean {
  const [x, y] = [
    { titleKey: aTitle, terms: a },
    { titleKey: bTitle, terms: b },
  ];
  return namesOwn(x, y) && namesOwn(y, x);
}

/**
 * Whether an article of a story proves the arrival reports another event: their headlines
 * contradict (another day, place, figure or count), say it happened elsewhere (whereDiffers) or
 * are one formula filled in with other things (fillsDiffer: "12 casos de sarampión" and "12 casos
 * de tosferina"), or tell one score with another winner or loser (matchesDiffer: "Junior gana 2-1
 * en su visita a América" and "Pereira gana 2-1 en su visita a Junior").
 * Checked against every article of a story within the window, not only the closest ones: an
 * article joins a story only when it agrees with the story as a whole.
 */
export function refuses(arrival: Arrival, placed: PlacedArticle): boolean {
  if (contradiction(arrival.features, placed.facts) !== null) return true;
  if (whereDiffers({ terms: arrival.terms, facts: arrival.features }, placed)) return true;
  const self = { titleKey: arrival.features.titleKey, terms: arrival.terms, facts: arrival.features };
  if (matchesDiffer(self, placed)) return true;
  // Two works about one topic: checked story-wide, so that an article anchored to one report of an
  // exhibition does not bring a documentary on the same subject into its story.
  if (onlyTopicShared(arrival.features.titleKey, placed.titleKey)) return true;
  // Another kind of happening on one road or in one town: a landslide and works, a blockade.
  if (happeningsDiffer(arrival.features.titleKey, placed.titleKey)) return true;
  return fillsDiffer(self, placed);
}

/**
 * Whether a headline writes a term as a name: one of its subjects, or the capitalised word opening
 * it right before one ("Corte Constitucional avala…", "Universidad Nacional abre…").
 */
function writtenAsName(titleKey: string, terms: WeightedTerms, term: string): boolean {
  if (terms.subjects.includes(term)) return true;
  const [first, second] = titleKey.split(" ", 2);
  return first !== undefined && second !== undefined && termOf(first) === term && terms.subjects.includes(termOf(second));
}

/**
 * The pair as the rules of agreement read it when their headlines share only names (the same
 * body, person or team): without the figures both articles give only in their summaries. A
 * summary tells an aspect each paper chose, in figures templates repeat ("los magistrados votaron
 * seis contra tres"), and two events of one actor give them alike: "Corte Constitucional avala la
 * ley de salud mental" and "Corte Constitucional tumba el artículo 12 del régimen especial…".
 * Such figures still count in the likeness (at the summaries' weight), and whenever the headlines
 * share a word for what happened besides (one event's reports repeat its summary's figures).
 */
function titleAgreement(arrival: Arrival, placed: PlacedArticle): { arrival: Arrival; placed: PlacedArticle } {
  let titles: Set<string> | null = null;
  let dropped: string[] | null = null;
  for (const [term, flags] of arrival.features.terms) {
    if (!placed.terms.weights.has(term)) continue;
    titles ??= titleTermsOf({ titleKey: placed.titleKey, weights: placed.terms.weights });
    if (flags & TERM_TITLE) {
      // A word both headlines use that neither writes as a name: they agree on more than who.
      if (
        titles.has(term) &&
        !term.startsWith("#") &&
        !writtenAsName(arrival.features.titleKey, arrival.terms, term) &&
        !writtenAsName(placed.titleKey, placed.terms, term)
      )
        return { arrival, placed };
      continue;
    }
    if (term.startsWith("#") && !placed.facts.quantities.some((quantity) => figureTerm(quantity) === term)) (dropped ??= []).push(term);
  }
  if (dropped === null) return { arrival, placed };
  const without = (weights: ReadonlyMap<string, number>) => {
    const kept = new Map(weights);
    for (const term of dropped as string[]) kept.delete(term);
    return kept;
  };
  const rare = new Set(arrival.rare);
  for (const term of dropped) rare.delete(term);
  return {
    arrival: { ...arrival, rare, terms: { ...arrival.terms, weights: without(arrival.terms.weights) } },
    placed: { ...placed, terms: { ...placed.terms, weights: without(placed.terms.weights) } },
  };
}

/** How strongly the arrival matches one placed article: a score, or null when their headlines contradict. */
export function matchScore(arrival: Arrival, placed: PlacedArticle, rules = GROUPING_RULES): number | null {
  const gap = Math.abs(arrival.publishedAt - placed.publishedAt);
  if (gap > rules.windowMs) return 0;
  if (refuses(arrival, placed)) return null;
  if (arrival.features.titleKey === placed.titleKey && placed.titleWords >= rules.exactTitleMinWords && gap <= rules.exactTitleWindowMs) {
    return 1;
  }
  if (namesDiffer(arrival.terms, placed.terms, arrival.features.titleKey, placed.titleKey)) return 0;
  // Two works about one topic ("un documental / una exposición sobre …"): a theme, not an event.
  if (onlyTopicShared(arrival.features.titleKey, placed.titleKey)) return 0;
  // A day both headlines name (a date, or a weekday: within the window it is the same day) is
  // as good as a rare word: daily items are told with the same common words every day.
  const sharesDay =
    arrival.features.dates.some((date) => placed.facts.dates.includes(date)) ||
    arrival.features.weekdays.some((weekday) => placed.facts.weekdays.includes(weekday));
  const heads = titleAgreement(arrival, placed);
  if (!sharesDay && !sharesAny(heads.arrival.rare, heads.placed.terms.weights)) return 0;
  const { cosine, places, shared } = likeness(arrival.terms, placed.terms);
  if (shared < rules.minSharedTerms || cosine - places < rules.minLikenessBesidesPlaces) return 0;
  // Words must say what happened: a town and a figure in common ("Desempleo en Pereira …: 35.000
  // personas" / "35.000 personas asistieron … en Pereira") is two events that measured alike.
  if (!sharesBesidesFigures(heads.arrival, heads.placed, rules.minSharedWhereTerms)) return 0;
  // Sharing only where (a country, a town) or how long is not enough.
  if (!sharesDay && !sharesDistinctive(heads.arrival, heads.placed, rules.minSharedWhereTerms, rules.ownWordsAgainstOne)) return 0;
  if (placed.newspaperId === arrival.newspaperId && cosine < rules.sameNewspaperThreshold) return 0;
  // One thing both name, each telling what happened to it in words of its own: two events (read
  // last of the refusals: it walks both titles, and most pairs were refused above for less).
  const [mine, theirs] = [
    { titleKey: arrival.features.titleKey, weights: heads.arrival.terms.weights },
    { titleKey: placed.titleKey, weights: heads.placed.terms.weights },
  ];
  if (
    onlyPhraseShared(
      mine,
      theirs,
      whatTerm(heads.arrival, heads.placed),
      whereTerm(heads.arrival, heads.placed),
      detailTerm(heads.arrival, heads.placed),
      rules.ownWordsBesidesPhrase,
    )
  )
    return 0;
  if (cosine < rules.joinThreshold && gap <= rules.anchoredWindowMs && anchored(arrival, placed))
    return Math.min(1, (cosine * rules.joinThreshold) / rules.anchoredJoinThreshold);
  return cosine;
}

interface StoryMatch {
  story: number;
  score: number;
  /** The sum of the arrival's scores with the story's members. */
  total: number;
  /** How many of them it matched (a positive score). */
  supported: number;
  vetoed: boolean;
  members: PlacedArticle[];
}

/**
 * Whether two stories may become one: no article of one contradicts an article of the other, nor
 * is the same formula about other names (an article naming neither team must not merge two matches).
 */
function compatible(a: readonly PlacedArticle[], b: readonly PlacedArticle[]): boolean {
  return a.every((x) =>
    b.every(
      (y) =>
        contradiction(x.facts, y.facts) === null &&
        !namesDiffer(x.terms, y.terms, x.titleKey, y.titleKey) &&
        !whereDiffers(x, y) &&
        !matchesDiffer(x, y) &&
        !happeningsDiffer(x.titleKey, y.titleKey) &&
        !fillsDiffer(x, y),
    ),
  );
}

/**
 * Decides the story of an arriving article among the placed candidates (see the module comment).
 * `storySize` tells how many articles a story has within the window around the arrival;
 * `membersOf`, when given, every article of a story within that window (the candidates are only
 * the closest of them), so that no member of a story the arrival joins or bridges contradicts it.
 */
export function decideStory(
  arrival: Arrival,
  candidates: readonly PlacedArticle[],
  storySize: (story: number) => number,
  rules = GROUPING_RULES,
  membersOf?: (story: number) => readonly PlacedArticle[],
): StoryDecision {
  const stories = new Map<number, StoryMatch>();
  for (const placed of candidates) {
    if (placed.id === arrival.id) continue;
    const score = matchScore(arrival, placed, rules);
    let match = stories.get(placed.story);
    if (!match) {
      match = { story: placed.story, score: 0, total: 0, supported: 0, vetoed: false, members: [] };
      stories.set(placed.story, match);
    }
    match.members.push(placed);
    if (score === null) match.vetoed = true;
    else {
      match.total += score;
      if (score > 0) match.supported += 1;
      if (score > match.score) match.score = score;
    }
  }
  const coherent = (match: StoryMatch) => match.total / Math.max(storySize(match.story), match.members.length, 1) >= rules.minCoherence;
  const whole = (match: StoryMatch): readonly PlacedArticle[] => {
    if (!membersOf) return match.members;
    const seen = new Set(match.members.map((member) => member.id));
    const rest = membersOf(match.story).filter((member) => !seen.has(member.id) && member.id !== arrival.id);
    return rest.length === 0 ? match.members : [...match.members, ...rest];
  };
  const agrees = (match: StoryMatch) => whole(match).every((member) => !refuses(arrival, member));
  // Matched by several members, the arrival is judged against the story as a whole: members'
  // terms weighted by how many of them use each (storyLikeness).
  const joinScore = (match: StoryMatch) =>
    match.supported >= rules.minSupport && match.score < rules.joinThreshold
      ? Math.max(
          match.score,
          storyLikeness(
            arrival.terms,
            whole(match).map((member) => member.terms),
          ),
        )
      : match.score;
  const eligible = [...stories.values()]
    .filter((match) => !match.vetoed && joinScore(match) >= rules.joinThreshold && coherent(match) && agrees(match))
    .sort((a, b) => b.score - a.score || a.story - b.story);
  const best = eligible[0];
  if (!best) {
    // A follow-up no pair took (a reaction, a tribute, the next morning's explainer) joins the
    // story whose own name it shares, when no member refuses it (follow-ups.ts).
    const followed = [...stories.values()]
      .filter(
        (match) =>
          !match.vetoed &&
          followsUp({ ...arrival, titleKey: arrival.features.titleKey }, whole(match), rules.anchoredWindowMs) &&
          agrees(match),
      )
      .sort((a, b) => whole(b).length - whole(a).length || a.story - b.story)[0];
    return followed ? { story: followed.story, absorbed: [], score: rules.joinThreshold } : { story: null, absorbed: [], score: 0 };
  }
  const joined = [best];
  for (const other of eligible.slice(1)) {
    if (other.score >= rules.mergeThreshold && joined.every((story) => compatible(whole(story), whole(other)))) joined.push(other);
  }
  const ids = joined.map((match) => match.story).sort((a, b) => a - b);
  const [survivor = best.story, ...absorbed] = ids;
  return { story: survivor, absorbed, score: best.score };
}
