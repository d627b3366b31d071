/*
 * What kind of thing happened, as a headline names it: a landslide, works, a blockade, an
 * accident, a flood, a fire, an attack. Two headlines that each name what happened, with no kind in
 * common, report two events, though they share the road, the town and the figures: "Cierre total
 * en la autopista Medellín-Bogotá por obras de estabilización" and "Derrumbe cierra la autopista
 * Medellín-Bogotá"; "Habitantes bloquean la autopista…" and "Derrumbe cierra la autopista…". A
 * follow-up names the kind of its event, or names none ("Reabren a un carril la autopista…",
 * "Vecinos de la bodega que se quemó…"): either way it is not refused. Written from general
 * knowledge of Colombian news language about roads, disasters and public order, not from the
 * examples. Pure.
 */

/**
 * The kinds, each with the starts of the folded words that name it. A word may name two kinds
 * ("avalancha", "avenida torrencial": water and earth at once).
 */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  landslide: ["derrumb", "desliz", "alud", "avalanch", "remocion", "hundimiento", "socavon", "torrencial"],
  works: ["obras", "construccion", "instalacion", "mantenimiento", "reparacion", "pavimentacion", "rehabilitacion", "estabilizacion"],
  blockade: ["bloque", "protest", "paro", "manifestac", "planton", "minga", "asonada"],
  accident: ["accident", "choque", "chocan", "volcamiento", "volco", "siniestro vial", "atropell"],
  flood: ["inundac", "inunda", "creciente", "desbord", "avalanch", "torrencial", "anegad"],
  fire: ["incendi", "llamas", "conflagrac"],
  attack: ["ataque", "atentado", "explosiv", "hostigamiento", "cilindro bomba", "carro bomba", "moto bomba", "dron"],
};

const ENTRIES: readonly (readonly [string, string])[] = Object.entries(KINDS).flatMap(([kind, starts]) =>
  starts.map((start) => [start, kind] as const),
);

/** The kinds a folded title names (see KINDS). */
export function happeningsOf(titleKey: string): Set<string> {
  const kinds = new Set<string>();
  const padded = ` ${titleKey}`;
  for (const [start, kind] of ENTRIES) if (padded.includes(` ${start}`)) kinds.add(kind);
  return kinds;
}

/** Whether two folded titles each name what happened and no kind is common to both. */
export function happeningsDiffer(titleKeyA: string, titleKeyB: string): boolean {
  const a = happeningsOf(titleKeyA);
  if (a.size === 0) return false;
  const b = happeningsOf(titleKeyB);
  if (b.size === 0) return false;
  for (const kind of a) if (b.has(kind)) return false;
  return true;
}
