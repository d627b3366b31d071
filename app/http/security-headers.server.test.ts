import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPolicy, findInlineCode } from "./content-security-policy.js";
import { pageCaching } from "./page-cache.server.js";
import { PERMISSIONS_POLICY, policyForHtml, securityHeaders } from "./security-headers.server.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const PAGE = `<!DOCTYPE html><html><head><script>window.a=1</script><script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="/build/app.js" type="module"></script></head><body><div class="toast" style="--toast-life:5000ms">hola &lt;script&gt;alert(1)&lt;/script&gt;</div>
<script type="module">import("/build/x.js")</script></body></html>`;

describe("findInlineCode", () => {
  it("finds inline scripts (not those with src) and inline styles, as the browser will read them", () => {
    expect(findInlineCode(PAGE)).toEqual({
      scripts: ["window.a=1", '{"@type":"WebSite"}', 'import("/build/x.js")'],
      styles: ["--toast-life:5000ms"],
    });
    // React escapes quotes in attributes; the browser hashes the decoded value.
    expect(findInlineCode(`<p style="font-family:&quot;Noto&quot;">x</p>`).styles).toEqual(['font-family:"Noto"']);
    // Text that only looks like a script (escaped feed text) is not one.
    expect(findInlineCode("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>").scripts).toEqual([]);
  });
});

describe("buildPolicy", () => {
  it("is strict: no inline script without its hash, no plugins, no framing, no base", () => {
    const policy = buildPolicy({ scripts: ["sha256-abc"], styles: [] }, { secure: false, development: false });
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["style-src"]).toEqual(["'self'"]);
    expect(directives["img-src"]).toEqual(["'self'", "data:", "https:", "http:"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).not.toMatch(/upgrade-insecure-requests/);
    expect(buildPolicy({ scripts: [], styles: [] }, { secure: true, development: false })).toMatch(/upgrade-insecure-requests$/);
  });
});

describe("securityHeaders", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(compression());
    app.use(securityHeaders({ development: false }));
    app.get("/datos.json", (_req, res) => {
      res.json({ ok: true });
    });
    app.use(pageCaching());
    app.get("/pagina", (_req, res) => {
      res.type("html");
      // Written in pieces, as React streams it.
      res.write(PAGE.slice(0, 40));
      res.write(PAGE.slice(40, 200));
      res.end(PAGE.slice(200));
    });
    app.post("/formulario", (_req, res) => {
      res.status(400).type("html").send("<html><body><script>window.enviado=true</script></body></html>");
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sets the headers on HTML and on everything else", async () => {
    for (const path of ["/pagina", "/datos.json", "/no-existe"]) {
      const response = await fetch(base + path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-powered-by")).toBeNull();
      // Not over TLS: no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("lists the hashes of exactly the page's inline code, whatever its encoding on the wire", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const response = await fetch(`${base}/pagina`, { headers: { "Accept-Encoding": encoding } });
      const html = await response.text();
      expect(html).toBe(PAGE);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toBe(policyForHtml(PAGE, { secure: false, development: false }));
      expect(policy).toContain(`script-src 'self' ${sha("window.a=1")} ${sha('{"@type":"WebSite"}')} ${sha('import("/build/x.js")')};`);
      expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${sha("--toast-life:5000ms")};`);
    }
    // A POST answered with HTML gets the hashes of its own scripts too.
    const posted = await fetch(`${base}/formulario`, { method: "POST" });
    expect(posted.headers.get("content-security-policy")).toContain(`script-src 'self' ${sha("window.enviado=true")};`);
  });

  it("sends no policy with a 304, so the browser keeps the one stored with the same bytes", async () => {
    const first = await fetch(`${base}/pagina`);
    const etag = first.headers.get("etag") ?? "";
    const again = await fetch(`${base}/pagina`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds HSTS and upgrade-insecure-requests behind a TLS-terminating proxy", async () => {
    const response = await fetch(`${base}/pagina`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(response.headers.get("content-security-policy")).toMatch(/upgrade-insecure-requests/);
  });
});
