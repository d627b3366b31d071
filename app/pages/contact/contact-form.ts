/*
 * The contact form's vocabulary, shared by the page (labels) and the server (validation). Field
 * names are the Spanish words readers see in URLs (?motivo=, ?articulo=, ?historia=).
 */

/** Why a reader writes, in the order the form offers them. */
export const CONTACT_REASONS = [
  { value: "sugerencia", label: "Sugerencia" },
  { value: "error", label: "Error en una noticia" },
  { value: "agrupacion", label: "No es la misma noticia (historia mal agrupada)" },
  { value: "periodico", label: "Agregar un periódico" },
  { value: "prensa", label: "Prensa" },
  { value: "otro", label: "Otro" },
] as const;

/** A reason's value, as stored and as used in ?motivo=. */
export type ContactReason = (typeof CONTACT_REASONS)[number]["value"];

/** The Spanish label of a stored reason (or the value itself for one no longer offered). */
export function reasonLabel(value: string): string {
  return CONTACT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

/** Lengths the form and the server agree on. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The fields a reader fills, as the form posts them. */
export interface ContactValues {
  nombre: string;
  correo: string;
  motivo: string;
  mensaje: string;
  articulo: string;
  historia: string;
}

/** A Spanish message per field that was refused. */
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The article a message is about (from ?articulo=), as the form names it. */
export interface ContactArticle {
  id: number;
  title: string;
}

/** The story a message reports (from ?historia=): its id and the headline of its first version. */
export interface ContactStory {
  id: number;
  title: string;
}

/**
 * A form shown again after a post that was not stored: the reader's values, the token to post
 * with next (it keeps the time the form was first shown) and the article or story the form is about.
 */
export interface KeptContactForm {
  values: ContactValues;
  formToken: string;
  article: ContactArticle | null;
  story: ContactStory | null;
}

/** The hidden field a person never sees and a bot fills (the honeypot). */
export const HONEYPOT_FIELD = "sitio_web";

/** The hidden field that carries when the form was shown (signed), for the minimum fill time. */
export const FORM_TOKEN_FIELD = "inicio";

/** The tag of the toast that confirms a message, so the page can say the same in its body. */
export const CONTACT_SENT_TAG = "contacto-enviado";

/** What the action sends back when the form is shown again (with the token that keeps its first-render time). */
export type ContactAnswer =
  | { kind: "invalid"; form: KeptContactForm; errors: ContactErrors }
  | { kind: "too-fast"; form: KeptContactForm }
  | { kind: "token-used"; form: KeptContactForm }
  | { kind: "expired"; form: KeptContactForm }
  | { kind: "rate-limited"; form: KeptContactForm; retryAfterSeconds: number }
  | { kind: "unavailable"; form: KeptContactForm; retryAfterSeconds: number };
