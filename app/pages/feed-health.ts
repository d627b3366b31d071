import { formatRelativeTime } from "../text/format.js";

/** A newspaper's feed health as the newspapers page states it. */
export interface HealthLine {
  text: string;
  tone: "ok" | "partial" | "failing" | "pending";
}

/** Counts and times of a newspaper's feeds (see listNewspaperHealth). */
export interface HealthInput {
  feeds: number;
  failing: number;
  lastSuccessAt: number | null;
  failingSince: number | null;
  /** Items the last reads did not store, by reason. */
  skipped?: Record<string, number>;
}

/** How each reason for leaving an item out is said to readers. */
const SKIP_WORDING: Record<string, [string, string]> = {
  "no-address": ["entrada sin dirección web", "entradas sin dirección web"],
  "no-text": ["entrada sin título ni texto", "entradas sin título ni texto"],
  duplicate: ["entrada repetida", "entradas repetidas"],
  truncated: ["entrada incompleta", "entradas incompletas"],
};

/** "2 entradas sin dirección web sin publicar": what the last reads left out, or "" when nothing. */
export function describeSkippedItems(skipped: Record<string, number> | undefined): string {
  const parts: string[] = [];
  let total = 0;
  for (const [reason, count] of Object.entries(skipped ?? {})) {
    if (!(count > 0)) continue;
    total += count;
    const [one, many] = SKIP_WORDING[reason] ?? ["entrada ilegible", "entradas ilegibles"];
    parts.push(`${count.toLocaleString("es-CO")} ${count === 1 ? one : many}`);
  }
  if (total === 0) return "";
  return `${parts.join(", ")} sin publicar`;
}

/**
 * One Spanish line per newspaper: "Actualizado hace 5 minutos", "Actualizado hace 2 horas · 1 de
 * 3 fuentes con errores desde hace 1 hora", "Con errores desde hace 3 horas", "Aún sin leer".
 */
export function describeFeedHealth(health: HealthInput | undefined, now: number): HealthLine {
  if (!health || health.feeds === 0) return { text: "Sin fuentes activas", tone: "pending" };
  const since = health.failingSince === null ? "" : ` desde ${formatRelativeTime(health.failingSince, now)}`;
  if (health.failing >= health.feeds) {
    return { text: `Con errores${since}`, tone: "failing" };
  }
  if (health.lastSuccessAt === null) return { text: "Aún sin leer", tone: "pending" };
  const updated = `Actualizado ${formatRelativeTime(health.lastSuccessAt, now)}`;
  if (health.failing > 0) {
    const which = health.feeds === 1 ? "su fuente" : `${health.failing} de ${health.feeds} fuentes`;
    const skipped = describeSkippedItems(health.skipped);
    return { text: `${updated} · ${which} con errores${since}${skipped === "" ? "" : ` · ${skipped}`}`, tone: "partial" };
  }
  const skipped = describeSkippedItems(health.skipped);
  return { text: skipped === "" ? updated : `${updated} · ${skipped}`, tone: "ok" };
}
