import { isIP } from "node:net";

/**
 * Which peers may tell us the client's address in X-Forwarded-For, in the forms express's
 * "trust proxy" accepts: nobody (false), the nearest n hops, or a list of addresses, subnets and
 * the names loopback, linklocal and uniquelocal. Trusting everybody is not offered: any client
 * could then pick its own address and walk around the rate limits.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(token: string): boolean {
  const [address = "", prefix, ...rest] = token.split("/");
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; returns an error message (English, for operators) when the value is not understood. */
export function parseTrustProxy(value: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value.trim().toLowerCase();
  if (["", "false", "0", "no", "off", "none"].includes(text)) return { ok: true, value: false };
  if (["true", "all", "*", "yes", "on"].includes(text)) {
    return {
      ok: false,
      message:
        "trusting every peer would let any client choose its own address; name the proxy (loopback, an address, a subnet) or a hop count",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { ok: true, value: hops } : { ok: false, message: "a hop count must be between 1 and 10" };
  }
  const tokens = text
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const bad = tokens.filter((token) => !NAMES.has(token) && !isAddressOrSubnet(token));
  if (tokens.length === 0 || bad.length > 0) {
    return { ok: false, message: `not an address, a subnet or one of loopback, linklocal, uniquelocal: ${bad.join(", ") || value}` };
  }
  return { ok: true, value: tokens };
}
