import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { loadConfig } from "../config/config.server.js";
import { distrustForwarding, trustProxyWarning } from "./forwarding.server.js";
import { rejectCrossSiteWrites } from "./same-origin.server.js";
import { securityHeaders } from "./security-headers.server.js";

/** An app as server.ts builds it, as far as forwarding goes: what it believes about each request. */
async function serve(trustProxy: string) {
  const warnings: Record<string, unknown>[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  const app = express();
  app.set("trust proxy", loadConfig({ TRUST_PROXY: trustProxy }).trustProxy);
  app.use(distrustForwarding(log));
  app.use(securityHeaders({ development: false }));
  app.use(rejectCrossSiteWrites("https://rotativa.co"));
  const seen = (req: express.Request) => ({
    ip: req.ip,
    secure: req.secure,
    hostname: req.hostname,
    forwardedHost: req.get("X-Forwarded-Host") ?? null,
  });
  app.get("/quien", (req, res) => res.json(seen(req)));
  app.post("/quien", (req, res) => res.json(seen(req)));
  return { ...(await listen(app)), warnings };
}

const SPOOFED = { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" };

describe("distrustForwarding", () => {
  it("ignores a client's forwarding headers when TRUST_PROXY names nobody: address, protocol (HSTS) and host stay the peer's", async () => {
    const server = await serve("none");
    try {
      const response = await fetch(`${server.base}/quien`, { headers: SPOOFED });
      expect(await response.json()).toEqual({ ip: "127.0.0.1", secure: false, hostname: "127.0.0.1", forwardedHost: null });
      expect(response.headers.get("strict-transport-security")).toBeNull();
      // Rotating X-Forwarded-For changes nothing: every request keys the rate limits on the peer.
      const ips = new Set<string>();
      for (let i = 0; i < 5; i++)
        ips.add(
          ((await (await fetch(`${server.base}/quien`, { headers: { "X-Forwarded-For": `198.51.100.${i}` } })).json()) as { ip: string })
            .ip,
        );
      expect([...ips]).toEqual(["127.0.0.1"]);
      // The same-origin check does not take the client's word for the host: a form "from" evil.example is refused.
      const write = await fetch(`${server.base}/quien`, {
        method: "POST",
        headers: { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" },
      });
      expect(write.status).toBe(403);
      // One warning, however many requests, naming the peer and the headers.
      expect(server.warnings).toHaveLength(1);
      expect(server.warnings[0]).toMatchObject({
        level: 40,
        peer: "127.0.0.1",
        headers: ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"],
      });
      expect(String(server.warnings[0]?.msg)).toMatch(/TRUST_PROXY/);
    } finally {
      await server.close();
    }
  });

  it("believes the proxy TRUST_PROXY names", async () => {
    const server = await serve("loopback");
    try {
      const response = await fetch(`${server.base}/quien`, { headers: SPOOFED });
      expect(await response.json()).toEqual({ ip: "203.0.113.9", secure: true, hostname: "evil.example", forwardedHost: "evil.example" });
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
      // The host the proxy names is the host the form was sent to.
      const write = await fetch(`${server.base}/quien`, { method: "POST", headers: { Origin: "https://evil.example", ...SPOOFED } });
      expect(write.status).toBe(200);
      expect(server.warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("does not believe a peer outside the named subnet", async () => {
    const server = await serve("10.0.0.0/8");
    try {
      expect(await (await fetch(`${server.base}/quien`, { headers: SPOOFED })).json()).toMatchObject({ ip: "127.0.0.1", secure: false });
      expect(server.warnings).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe("trustProxyWarning", () => {
  it("warns when TRUST_PROXY believes every peer, and only then", () => {
    expect(trustProxyWarning(1)).toMatch(/trusts every peer.*hop count/);
    expect(trustProxyWarning(["loopback", "0.0.0.0/0"])).toMatch(/trusts every peer.*\/0 subnet/);
    expect(trustProxyWarning(["::/0"])).toMatch(/trusts every peer/);
    expect(trustProxyWarning(false)).toBeNull();
    expect(trustProxyWarning(["loopback", "10.0.0.0/8"])).toBeNull();
  });
});
