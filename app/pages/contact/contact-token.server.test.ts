import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFormTokens } from "./contact-token.server.js";

const SECRET = "s".repeat(40);
const AT = 1_800_000_000_000;

describe("the contact form's tokens", () => {
  const tokens = createFormTokens(SECRET);

  it("reads back the time and the nonce of a token it issued", () => {
    const token = tokens.issue(AT);
    expect(token).toMatch(/^1800000000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{32}$/);
    const reading = tokens.read([token]);
    expect(reading).toEqual({ kind: "valid", stamp: { issuedAt: AT, nonce: token.split(".")[1], token } });
  });

  it("names every form apart: two tokens of the same millisecond have different nonces", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => tokens.issue(AT).split(".")[1]));
    expect(nonces.size).toBe(50);
  });

  it("keeps a nonce it is given, so a form shown again can keep its name", () => {
    const token = tokens.issue(AT);
    const nonce = token.split(".")[1] as string;
    expect(tokens.issue(AT, nonce)).toBe(token);
  });

  it("takes a token whose time, nonce or signature was changed, or that another secret signed, as forged", () => {
    const [at, nonce, signature] = tokens.issue(AT).split(".") as [string, string, string];
    const other = createFormTokens("o".repeat(40)).issue(AT);
    const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    for (const token of [
      `${Number(at) - 5_000}.${nonce}.${signature}`,
      `${at}.${flip(nonce)}.${signature}`,
      `${at}.${nonce}.${flip(signature)}`,
      other,
      "hola",
      `${at}.${signature}`,
      `${at}..${signature}`,
    ]) {
      expect(tokens.read([token]), token).toEqual({ kind: "forged" });
    }
  });

  it("tells a missing token from a forged one, and takes two different tokens in one post as forged", () => {
    expect(tokens.read([])).toEqual({ kind: "missing" });
    expect(tokens.read([""])).toEqual({ kind: "missing" });
    const token = tokens.issue(AT);
    expect(tokens.read(["", token]).kind).toBe("valid");
    expect(tokens.read([token, token]).kind).toBe("valid");
    expect(tokens.read([token, tokens.issue(AT)])).toEqual({ kind: "forged" });
  });

  it("accepts a token of the previous build (no nonce) and names its form by its signature", () => {
    const signature = createHmac("sha256", SECRET).update(`contacto:${AT}`).digest("base64url").slice(0, 32);
    const legacy = `${AT}.${signature}`;
    expect(tokens.read([legacy])).toEqual({ kind: "valid", stamp: { issuedAt: AT, nonce: `v0-${signature}`, token: legacy } });
    expect(tokens.read([`${AT + 1}.${signature}`])).toEqual({ kind: "forged" });
  });
});
