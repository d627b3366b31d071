/* Reading a response body under the size cap, counted before and after decompression (gzip, deflate, br), or discarding it. */
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Dispatcher } from "undici";
import { header } from "./fetch-headers.js";

// Redirect and error bodies are read (up to this much) rather than cut so the socket stays reusable.
const DISCARD_LIMIT = 64 * 1024;
const DISCARD_TIMEOUT_MS = 1000;

/** A body over the size cap (fetchFeed reports it as "too-large"). */
export class TooLargeError extends Error {
  readonly code = "ERR_FEED_TOO_LARGE";
}

export type BodyStream = Dispatcher.ResponseData["body"];

/** Reads a body whole, decompressed, or says why it exceeds `maxBytes`; other failures throw. */
export async function readBody(
  body: BodyStream,
  headers: Dispatcher.ResponseData["headers"],
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
  const declared = Number(header(headers, "content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    body.destroy();
    return { ok: false, error: `Content-Length ${declared} exceeds the ${maxBytes}-byte limit` };
  }

  const chunks: Buffer[] = [];
  let decoded = 0;
  let raw = 0;
  try {
    // The raw side is capped too, so an undecodable or uncompressed stream cannot grow without bound.
    const rawCounter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        raw += chunk.length;
        if (raw > maxBytes) callback(new TooLargeError(`body exceeds the ${maxBytes}-byte limit`));
        else callback(null, chunk);
      },
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        decoded += chunk.length;
        // Stopping here, before keeping the chunk, bounds memory at the cap plus one zlib chunk.
        if (decoded > maxBytes) callback(new TooLargeError(`body exceeds the ${maxBytes}-byte limit after decompression`));
        else {
          chunks.push(chunk);
          callback();
        }
      },
    });
    const decoders = await buildDecoders(contentEncodings(headers), body);
    await pipeline([body, rawCounter, ...decoders, sink], { signal });
  } catch (error) {
    if (error instanceof TooLargeError) return { ok: false, error: error.message };
    // Some servers label an empty body gzip; zlib calls that truncated, but there was nothing to decode.
    if (raw === 0 && isZlibError(error)) return { ok: true, bytes: new Uint8Array(0) };
    throw error;
  } finally {
    // Ending early (cap, timeout, bad gzip) must drop the socket rather than leave it half-read.
    if (!body.readableEnded && !body.destroyed) body.destroy();
  }
  // One copy into a plain array: Buffer.concat may hand out a slice of Node's shared pool.
  const bytes = new Uint8Array(decoded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}

/** Whether an error comes from zlib (a body that is not what its Content-Encoding says). */
export function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("Z_");
}

function contentEncodings(headers: Dispatcher.ResponseData["headers"]): string[] {
  const value = header(headers, "content-encoding", ",");
  if (!value) return [];
  return value
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== "" && token !== "identity");
}

/** The decoding chain, outermost coding first; unknown codings pass through as browsers do, leaving the parser to reject garbage. */
async function buildDecoders(encodings: string[], body: BodyStream): Promise<Transform[]> {
  const decoders: Transform[] = [];
  const outermostFirst = [...encodings].reverse();
  for (const [index, encoding] of outermostFirst.entries()) {
    if (encoding === "gzip" || encoding === "x-gzip") decoders.push(zlib.createGunzip());
    else if (encoding === "br") decoders.push(zlib.createBrotliDecompress());
    else if (encoding === "deflate") {
      // "deflate" is zlib-wrapped by the spec but raw on some servers; only the first bytes tell.
      const first = index === 0 ? await peek(body) : null;
      decoders.push(first === null || hasZlibHeader(first) ? zlib.createInflate() : zlib.createInflateRaw());
    }
  }
  return decoders;
}

/** The first buffered bytes of a stream, left in place for the pipeline; null at a clean end. */
function peek(stream: BodyStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const settle = (action: () => void): void => {
      stream.off("readable", onReadable);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("close", onClose);
      action();
    };
    const onReadable = (): void => {
      const chunk = stream.read() as Buffer | null;
      if (chunk !== null) {
        settle(() => {
          stream.unshift(chunk);
          resolve(chunk);
        });
      }
    };
    const onEnd = (): void => settle(() => resolve(null));
    const onError = (error: Error): void => settle(() => reject(error));
    const onClose = (): void => settle(() => reject(new Error("connection closed before the body")));
    stream.on("readable", onReadable);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("close", onClose);
  });
}

function hasZlibHeader(bytes: Buffer): boolean {
  const cmf = bytes[0];
  if (cmf === undefined || (cmf & 0x0f) !== 8 || cmf >> 4 > 7) return false;
  const flg = bytes[1];
  return flg === undefined || (cmf * 256 + flg) % 31 === 0;
}

/** Reads and drops a body that is not kept (a redirect's, an error's), so the socket stays reusable. */
export async function discard(body: BodyStream): Promise<void> {
  try {
    await body.dump({ limit: DISCARD_LIMIT, signal: AbortSignal.timeout(DISCARD_TIMEOUT_MS) });
  } catch {
    // The response is already decided; a failure here only costs the connection.
  }
}
