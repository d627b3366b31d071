import type { LookupAddress, LookupOptions, lookup as realLookup } from "node:dns";
import { describe, expect, it } from "vitest";
import { BlockedAddressError, createGuardedLookup, ipLiteral, isBlockedAddress } from "./address-policy.server.js";

// Only strings are classified here: nothing in this file opens a socket or resolves a name.
describe("isBlockedAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["10.1.2.3", "private"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.254", "CGNAT"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "link-local metadata"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "IETF assignments"],
    ["192.0.2.10", "TEST-NET-1"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmark"],
    ["198.19.255.255", "benchmark"],
    ["198.51.100.7", "TEST-NET-2"],
    ["203.0.113.9", "TEST-NET-3"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["[::1]", "bracketed loopback"],
    ["fc00::1", "ULA"],
    ["fd12:3456::1", "ULA"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with zone"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["100::1", "discard-only"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001::1", "Teredo"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["::ffff:0:127.0.0.1", "IPv4-translated"],
    ["64:ff9b::10.0.0.1", "NAT64 of private"],
    ["64:ff9b:1::1", "local-use NAT64"],
    ["2002:c0a8:0101::1", "6to4 of private"],
    ["not-an-ip", "not an address"],
    ["", "empty"],
  ])("blocks %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "190.24.5.6",
    "100.128.0.1",
    "172.32.0.1",
    "2800:e2:0:1::1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("allows public %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("ipLiteral", () => {
  it("recognises IP-literal hostnames as URL gives them and leaves names alone", () => {
    expect(ipLiteral("127.0.0.1")).toBe("127.0.0.1");
    expect(ipLiteral("[::1]")).toBe("::1");
    expect(ipLiteral(new URL("http://0x7f.1/").hostname)).toBe("127.0.0.1");
    expect(ipLiteral(new URL("http://2130706433/").hostname)).toBe("127.0.0.1");
    expect(ipLiteral("localhost")).toBeNull();
    expect(ipLiteral("eltiempo.com")).toBeNull();
  });
});

describe("createGuardedLookup", () => {
  // A stand-in resolver, so the DNS answers (including a rebinding-style mix) are fully controlled.
  function fakeResolver(answers: LookupAddress[] | NodeJS.ErrnoException): typeof realLookup {
    const resolver = (_host: string, _options: LookupOptions, callback: (...args: unknown[]) => void): void => {
      setImmediate(() => (answers instanceof Error ? callback(answers, []) : callback(null, answers)));
    };
    return resolver as unknown as typeof realLookup;
  }

  function run(
    answers: LookupAddress[] | NodeJS.ErrnoException,
    options: LookupOptions,
  ): Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family: unknown }> {
    const lookup = createGuardedLookup(fakeResolver(answers));
    return new Promise((resolve) => {
      lookup("feeds.example.test", options, (error, address, family) => resolve({ error, address, family }));
    });
  }

  it("refuses a name whose every address is private", async () => {
    const result = await run(
      [
        { address: "127.0.0.1", family: 4 },
        { address: "::1", family: 6 },
      ],
      {},
    );
    expect(result.error).toBeInstanceOf(BlockedAddressError);
    expect(result.error?.code).toBe("ERR_BLOCKED_ADDRESS");
    expect(result.error?.message).toContain("feeds.example.test resolves to 127.0.0.1");
  });

  it("drops private answers from a mixed answer and connects only to public ones", async () => {
    const answers = [
      { address: "10.0.0.5", family: 4 },
      { address: "8.8.8.8", family: 4 },
      { address: "fd00::5", family: 6 },
      { address: "2606:4700::1111", family: 6 },
    ];
    const single = await run(answers, {});
    expect(single).toEqual({ error: null, address: "8.8.8.8", family: 4 });
    const all = await run(answers, { all: true });
    expect(all.error).toBeNull();
    expect(all.address).toEqual([
      { address: "8.8.8.8", family: 4 },
      { address: "2606:4700::1111", family: 6 },
    ]);
  });

  it("passes resolver errors through unchanged", async () => {
    const failure = Object.assign(new Error("getaddrinfo ENOTFOUND feeds.example.test"), { code: "ENOTFOUND" });
    const result = await run(failure, {});
    expect(result.error).toBe(failure);
  });
});
