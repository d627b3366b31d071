import { Transform, type TransformCallback } from "node:stream";

/**
 * Removes NUL bytes from a rendered HTML stream.
 *
 * React 18.3's `renderToPipeableStream` flushes its whole 2048-byte view when a multi-byte
 * character does not fit at the end of it, unwritten zero bytes included (writeStringChunk in
 * ReactServerStreamConfigNode; react/react#31134): Spanish pages then carry a stray U+0000 before
 * an 'á' or 'ñ' every few kilobytes. Those zeros are the only NUL bytes a page can contain (stored
 * text is cleaned of control characters and React never emits raw NUL), so dropping every 0x00
 * restores the exact document.
 */
export class StripNulBytes extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const first = chunk.indexOf(0);
    if (first === -1) {
      callback(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length);
    let length = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i] as number;
      if (byte !== 0) out[length++] = byte;
    }
    callback(null, out.subarray(0, length));
  }
}

/** The same for a whole document held in memory (see StripNulBytes). */
export function stripNulBytes(body: Buffer): Buffer {
  if (body.indexOf(0) === -1) return body;
  const out = Buffer.allocUnsafe(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i] as number;
    if (byte !== 0) out[length++] = byte;
  }
  return out.subarray(0, length);
}
