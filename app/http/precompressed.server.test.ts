import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen.js";
import { filesOnly, precompressedAssets } from "./precompressed.server.js";

const dir = mkdtempSync(join(tmpdir(), "rotativa-assets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(base: string, path: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressedAssets", () => {
  it("sends the build-time brotli or gzip copy the reader accepts, the plain file otherwise", async () => {
    const code = `console.log(${JSON.stringify("x".repeat(5000))});`;
    mkdirSync(join(dir, "_shared"));
    writeFileSync(join(dir, "_shared", "chunk-A.js"), code);
    writeFileSync(join(dir, "_shared", "chunk-A.js.br"), brotliCompressSync(code));
    writeFileSync(join(dir, "_shared", "chunk-A.js.gz"), gzipSync(code));
    writeFileSync(join(dir, "plain.css"), "body{color:red}");
    const app = express();
    app.use(compression());
    app.use("/build", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y" }));
    const served = await listen(app);
    try {
      const br = await get(served.base, "/build/_shared/chunk-A.js", "gzip, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(br.headers["vary"]).toContain("Accept-Encoding");
      expect(br.body).toEqual(brotliCompressSync(code));
      const gz = await get(served.base, "/build/_shared/chunk-A.js?v=1", "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.body).toEqual(gzipSync(code));
      const plain = await get(served.base, "/build/_shared/chunk-A.js");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(code);
      // No copy: the file as express.static sends it.
      const css = await get(served.base, "/build/plain.css", "br");
      expect(css.body.toString()).toBe("body{color:red}");
    } finally {
      await served.close();
    }
  });
});

describe("filesOnly", () => {
  const dir = mkdtempSync(join(tmpdir(), "rotativa-files-only-"));
  mkdirSync(join(dir, "build"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("looks in the folder only for paths that can name a file or one of its folders", () => {
    const asked: string[] = [];
    const handler = filesOnly(dir, (req, _res, next) => {
      asked.push(req.path);
      next();
    });
    for (const path of ["/articulos/123", "/", "/categorias/politica/ultimo-dia", "/favicon.svg", "/build", "/build/x", "/a%2Ecss"]) {
      handler({ path } as express.Request, {} as express.Response, () => undefined);
    }
    expect(asked).toEqual(["/favicon.svg", "/build", "/build/x", "/a%2Ecss"]);
  });
});
