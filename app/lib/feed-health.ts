import { formatRelativeTime } from "./format.js";

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
    return { text: `${updated} · ${which} con errores${since}`, tone: "partial" };
  }
  return { text: updated, tone: "ok" };
}
