/*
 * Which network addresses the feed fetcher may connect to. Feed URLs come from an operator-edited
 * file and from redirects chosen by remote servers, so without this a feed (or a hostile redirect,
 * or a DNS answer that changes between checks) could make the server talk to its own loopback,
 * the LAN or a cloud metadata service. The check runs on the address actually dialled: on IP
 * literals before connecting, and on every DNS answer inside the socket's own lookup.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

// IANA special-purpose IPv4 ranges: nothing a public feed can legitimately live on.
const IPV4_BLOCKED: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network", including the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, home of cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including the limited broadcast address
];

// Everything outside global unicast (loopback, unspecified, ULA, link-local, site-local, multicast,
// discard-only…) is refused by allowing only 2000::/3; these are the exceptions inside it.
const IPV6_BLOCKED_INSIDE_GLOBAL: readonly [string, number][] = [
  ["2001::", 23], // IETF protocol assignments, including Teredo tunnels (2001::/32)
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
];

/** A constant list of subnets, for matching addresses against (never changed once built). */
function subnets(list: readonly (readonly [string, number])[], family: "ipv4" | "ipv6"): BlockList {
  const blocked = new BlockList();
  for (const [network, prefix] of list) blocked.addSubnet(network, prefix, family);
  return blocked;
}

const ipv4Blocked = subnets(IPV4_BLOCKED, "ipv4");
const ipv6GlobalUnicast = subnets([["2000::", 3]], "ipv6");
const ipv6Blocked = subnets(IPV6_BLOCKED_INSIDE_GLOBAL, "ipv6");

/** The error a guarded lookup or an IP-literal check reports; its code lets callers tell it from network failures. */
export class BlockedAddressError extends Error {
  readonly code = "ERR_BLOCKED_ADDRESS";

  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(host === address ? `address ${address} is not public` : `${host} resolves to ${address}, which is not public`);
    this.name = "BlockedAddressError";
  }
}

/** True when an IP address (v4 or v6, with or without brackets or zone) is not a public unicast address; anything unparsable counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const bare = stripBrackets(address).replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 4) return ipv4Blocked.check(bare, "ipv4");
  if (version !== 6) return true;
  const groups = parseIPv6(bare);
  if (!groups) return true;
  const embedded = embeddedIPv4(groups);
  if (embedded !== undefined) return embedded === null || ipv4Blocked.check(embedded, "ipv4");
  try {
    return !ipv6GlobalUnicast.check(bare, "ipv6") || ipv6Blocked.check(bare, "ipv6");
  } catch {
    return true;
  }
}

/** The IP address a URL hostname spells literally (brackets removed), or null when it is a name that needs DNS. */
export function ipLiteral(hostname: string): string | null {
  const bare = stripBrackets(hostname);
  return isIP(bare) === 0 ? null : bare;
}

/** Builds a `net.connect` lookup that resolves normally and then drops every non-public answer, failing with BlockedAddressError when none is left. */
export function createGuardedLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    // Ask for every address even when the socket wants one, so a mixed answer still yields a public one.
    const allOptions: LookupOptions & { all: true } = { ...options, all: true };
    resolve(hostname, allOptions, (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, "");
        return;
      }
      const allowed = addresses.filter((entry) => !isBlockedAddress(entry.address));
      const first = allowed[0];
      if (!first) {
        callback(new BlockedAddressError(hostname, addresses[0]?.address ?? "(none)"), "");
        return;
      }
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    });
  };
}

/** The lookup the fetcher installs on its sockets when private targets are not allowed. */
export const guardedLookup: LookupFunction = createGuardedLookup();

function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

/** Eight 16-bit groups, or null; the input has already passed isIP(…) === 6. */
function parseIPv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const octets = dotted[1].split(".").map(Number);
    tail.push(((octets[0] ?? 0) << 8) | (octets[1] ?? 0), ((octets[2] ?? 0) << 8) | (octets[3] ?? 0));
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] =>
    part
      ? part
          .split(":")
          .filter((group) => group !== "")
          .map((group) => parseInt(group, 16))
      : [];
  const head = parse(halves[0]);
  const rest = [...parse(halves[1]), ...tail];
  if (halves.length === 1) {
    const groups = [...head, ...tail];
    return groups.length === 8 ? groups : null;
  }
  const missing = 8 - head.length - rest.length;
  if (missing < 1) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  return groups.some((group) => Number.isNaN(group) || group > 0xffff) ? null : groups;
}

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that reach IPv4 hosts
 * (mapped, NAT64 well-known prefix, 6to4): undefined when it is not such a form, null when it is a
 * form that must be refused outright (the deprecated IPv4-compatible ::/96, which also holds :: and ::1).
 */
function embeddedIPv4(groups: number[]): string | null | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const toIPv4 = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return toIPv4(g6, g7);
    if (g5 === 0) return null;
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return toIPv4(g6, g7);
  if (g0 === 0x2002) return toIPv4(g1 ?? 0, g2 ?? 0);
  return undefined;
}
