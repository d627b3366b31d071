// Run by `npm run build` after `remix build`: writes a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy beside every script, stylesheet and SVG of public/build/, so that the server sends
// fingerprinted assets compressed at their best once, at build time, instead of compressing them
// again on every request (app/http/precompressed.server.ts serves them).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { root } from "./build-state.mjs";

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry)) yield path;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const file of files(join(root, "public", "build"))) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(`precompressed ${count} assets: ${Math.round(plain / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
