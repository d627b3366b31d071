import { PassThrough } from "node:stream";
import type { CommandIO } from "../../app/cli/io.server.js";

/** A CommandIO that keeps what a command writes, for tests; `tty` makes stderr look like a terminal. */
export function captureIO(options: { tty?: boolean } = {}): CommandIO & { out(): string; err(): string } {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  return { stdin: new PassThrough(), stdout, stderr, out: () => out, err: () => err };
}
