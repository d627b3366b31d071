import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

/** Where a command writes: its output, its errors and progress, and whether a person is watching. */
export interface CommandIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
}

/** A bad invocation or bad input: printed as one line on stderr with exit code 2. */
export class UsageError extends Error {}

/** Writes one JSON value per line. */
export function writeJsonLine(io: CommandIO, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value)}\n`);
}

/**
 * Progress for long commands: a line rewritten in place on a terminal, nothing when stderr is
 * piped, so scripts see only errors.
 */
export function progress(io: CommandIO) {
  const tty = Boolean(io.stderr.isTTY);
  let last = 0;
  return {
    update(text: string) {
      if (!tty) return;
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      io.stderr.write(`\r\u001b[2K${text}`);
    },
    done(text: string) {
      if (!tty) return;
      io.stderr.write(`\r\u001b[2K${text}\n`);
    },
    tty,
  };
}

/** Reads JSON Lines from a stream, with 1-based line numbers; blank lines are skipped. */
export async function* readJsonLines(input: Readable): AsyncGenerator<{ line: number; value: unknown }> {
  const reader = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  for await (const text of reader) {
    line += 1;
    if (text.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new UsageError(`line ${line}: not valid JSON`);
    }
    yield { line, value };
  }
}
