/* The fetch's guard against private addresses (SSRF): pools whose lookup vets every address, and each hop's URL vetted. */
import { Agent } from "undici";
import { BlockedAddressError, guardedLookup, ipLiteral, isBlockedAddress } from "./address-policy.server.js";

/** The connection pools of a process, one per (address policy, connect timeout). */
export interface FetchAgents {
  /** The pool for an address policy and connect timeout, created on first use. */
  agentFor(allowPrivate: boolean, connectTimeoutMs: number): Agent;
  /** Closes every pool (shutdown); later fetches open new ones. */
  close(): Promise<void>;
}

/** Creates the connection pools a composition root hands to every fetch. */
export function createFetchAgents(): FetchAgents {
  const agents = new Map<string, Agent>();
  return {
    agentFor(allowPrivate, connectTimeoutMs) {
      const key = `${allowPrivate ? "open" : "guarded"}:${connectTimeoutMs}`;
      let agent = agents.get(key);
      if (!agent) {
        agent = newAgent(allowPrivate, connectTimeoutMs);
        agents.set(key, agent);
      }
      return agent;
    },
    async close() {
      const open = [...agents.values()];
      agents.clear();
      await Promise.all(open.map((agent) => agent.close().catch(() => undefined)));
    },
  };
}

/** A connection pool; unless private targets are allowed, its lookup refuses blocked addresses. */
export function newAgent(allowPrivate: boolean, connectTimeoutMs: number): Agent {
  return new Agent({
    // The timeout covers the TLS handshake too; the lookup vets the resolved address of every connection.
    connect: allowPrivate ? { timeout: connectTimeoutMs } : { timeout: connectTimeoutMs, lookup: guardedLookup },
  });
}

/** Parses and vets one hop's URL: the scheme, and IP-literal hosts, which never reach the guarded DNS lookup. */
export function checkFeedUrl(
  target: string | URL,
  allowPrivate: boolean,
): { ok: true; url: URL } | { ok: false; code: "bad-url" | "bad-scheme" | "blocked-address"; error: string } {
  let url: URL;
  if (typeof target === "string") {
    try {
      url = new URL(target);
    } catch {
      return { ok: false, code: "bad-url", error: `invalid URL: ${oneLine(target, 120)}` };
    }
  } else {
    url = target;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, code: "bad-scheme", error: `unsupported scheme ${url.protocol}` };
  }
  if (!url.hostname) return { ok: false, code: "bad-url", error: "URL has no host" };
  const literal = ipLiteral(url.hostname);
  if (!allowPrivate && literal !== null && isBlockedAddress(literal)) {
    return { ok: false, code: "blocked-address", error: new BlockedAddressError(literal, literal).message };
  }
  return { ok: true, url };
}

/** Where the next hop of a redirect goes, or why it must not be followed (bad URL, scheme, https→http downgrade). */
export function resolveRedirect(
  from: URL,
  location: string,
): { ok: true; url: URL } | { ok: false; code: "bad-url" | "bad-scheme" | "insecure-redirect"; error: string } {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return { ok: false, code: "bad-url", error: `redirect to an invalid URL: ${oneLine(location, 120)}` };
  }
  if (next.protocol !== "http:" && next.protocol !== "https:") {
    return { ok: false, code: "bad-scheme", error: `redirect to unsupported scheme ${next.protocol}` };
  }
  if (from.protocol === "https:" && next.protocol === "http:") {
    return { ok: false, code: "insecure-redirect", error: `refused redirect from https to ${oneLine(next.href, 120)}` };
  }
  return { ok: true, url: next };
}

/** Text on one line, cut to `max` characters (for error messages). */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
