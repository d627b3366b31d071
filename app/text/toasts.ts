import { DEFAULT_TOAST_POSITION, type ToastPosition } from "./ui-constants.js";

/** What a toast says; "error" toasts are announced assertively, the others politely. */
export type ToastKind = "info" | "success" | "error";

/** One message of the toaster. */
export interface Toast {
  id: string;
  kind: ToastKind;
  /** A short bold line above the message, when useful. */
  title?: string;
  message: string;
  /** Milliseconds before it disappears by itself; without it the toast stays until closed. */
  life?: number;
  /** Where it appears; the top right unless given. */
  position?: ToastPosition;
  /** What it is about, so the page it lands on can say the same in its body (e.g. "contacto-enviado"). */
  tag?: string;
}

/** The toasts grouped by where they appear, in the order they arrived. */
export function groupByPosition(toasts: readonly Toast[]): Map<ToastPosition, Toast[]> {
  const groups = new Map<ToastPosition, Toast[]>();
  for (const toast of toasts) {
    const position = toast.position ?? DEFAULT_TOAST_POSITION;
    const group = groups.get(position);
    if (group) group.push(toast);
    else groups.set(position, [toast]);
  }
  return groups;
}

/** Adds toasts that are not already shown (same id), keeping the newest `limit`. */
export function mergeToasts(current: readonly Toast[], incoming: readonly Toast[], limit = 5): Toast[] {
  const ids = new Set(current.map((toast) => toast.id));
  const merged = [...current, ...incoming.filter((toast) => !ids.has(toast.id))];
  return merged.slice(-limit);
}
