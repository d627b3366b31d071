import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StripNulBytes } from "./strip-nul.server.js";

/** Renders through React's streaming renderer, optionally through the filter, and returns the bytes. */
function renderStream(element: ReturnType<typeof createElement>, filter: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const target = filter ? new StripNulBytes() : new PassThrough();
        target.on("data", (chunk: Buffer) => chunks.push(chunk));
        target.on("end", () => resolve(Buffer.concat(chunks)));
        target.on("error", reject);
        pipe(target);
      },
      onShellError: reject,
    });
  });
}

// Short text nodes with accented letters after `pad` ASCII characters: for some padding, an 'á'
// straddles the end of the renderer's 2048-byte view.
const page = (pad: number) =>
  createElement(
    "ol",
    { title: "x".repeat(pad) },
    Array.from({ length: 120 }, (_, i) => createElement("li", { key: i }, `Julián Núñez ${i} ganó en Medellín`)),
  );
const paddings = Array.from({ length: 12 }, (_, pad) => pad);

describe("StripNulBytes", () => {
  it("is needed: React's streaming renderer inserts NUL bytes before multi-byte characters", async () => {
    const raw = await Promise.all(paddings.map((pad) => renderStream(page(pad), false)));
    expect(raw.some((bytes) => bytes.includes(0))).toBe(true);
  });

  it("gives back exactly the document React renders as a string", async () => {
    for (const pad of paddings) {
      const cleaned = await renderStream(page(pad), true);
      expect(cleaned.includes(0)).toBe(false);
      expect(cleaned.toString("utf8")).toBe(renderToString(page(pad)));
    }
  });

  it("passes chunks without NUL through untouched", async () => {
    const filter = new StripNulBytes();
    const out: Buffer[] = [];
    filter.on("data", (chunk: Buffer) => out.push(chunk));
    const input = Buffer.from("<p>Bogotá</p>");
    filter.end(input);
    await new Promise((resolve) => filter.on("end", resolve));
    expect(Buffer.concat(out)).toEqual(input);
  });
});
