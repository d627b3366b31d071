import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/*
 * The contact form's token: when the form was first shown (for the minimum fill time) and a
 * random nonce that names this one form (a form stores one message), signed with the site's
 * secret so that neither can be made up. `1795622183988.<nonce 22>.<signature 32>`.
 */

/** A token read back: when its form was first shown, the nonce that names the form, and the token as posted. */
export interface FormStamp {
  issuedAt: number;
  nonce: string;
  token: string;
}

/** What a posted token field holds: a stamp of ours, nothing, or something we never signed. */
export type TokenReading = { kind: "valid"; stamp: FormStamp } | { kind: "missing" } | { kind: "forged" };

/** Issues and reads the contact form's tokens. */
export interface FormTokens {
  /** A token for a form first shown at `issuedAt`; a new nonce unless one is given. */
  issue(issuedAt: number, nonce?: string): string;
  /** Reads every value the token field was posted with (a browser sends exactly one). */
  read(values: readonly string[]): TokenReading;
}

const CURRENT = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/;
// Tokens of the build before nonces (`<issuedAt>.<signature>`): forms open during the deployment
// keep working until they expire like any other (FORM_MAX_AGE_MS), instead of being taken for a
// bot's. Such a token names its form by its signature.
const PREVIOUS = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/;

/** Creates the token issuer and reader for one secret (the cookie secret, shared by every instance). */
export function createFormTokens(secret: string, newNonce: () => string = () => randomBytes(16).toString("base64url")): FormTokens {
  // Bound to this form by the "contacto" prefix: a signature made for anything else never verifies here.
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url").slice(0, 32);
  const matches = (expected: string, given: string) => {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    issue(issuedAt, nonce = newNonce()) {
      return `${issuedAt}.${nonce}.${sign(`contacto:v1:${issuedAt}:${nonce}`)}`;
    },
    read(values) {
      const given = values.filter((value) => value !== "");
      if (given.length === 0) return { kind: "missing" };
      // Two different tokens in one post is something no page of ours sends.
      if (new Set(given).size > 1) return { kind: "forged" };
      const token = given[0] as string;
      const current = CURRENT.exec(token);
      if (current) {
        const [, at, nonce, signature] = current as unknown as [string, string, string, string];
        return matches(sign(`contacto:v1:${at}:${nonce}`), signature)
          ? { kind: "valid", stamp: { issuedAt: Number(at), nonce, token } }
          : { kind: "forged" };
      }
      const previous = PREVIOUS.exec(token);
      if (previous) {
        const [, at, signature] = previous as unknown as [string, string, string];
        return matches(sign(`contacto:${at}`), signature)
          ? { kind: "valid", stamp: { issuedAt: Number(at), nonce: `v0-${signature}`, token } }
          : { kind: "forged" };
      }
      return { kind: "forged" };
    },
  };
}
