import pino, { type Logger } from "pino";
import type { Config } from "./config.server.js";

/**
 * The process's logger: JSON lines, one per event, at the configured level — on stdout for the
 * web server, on stderr for the CLI (whose stdout is the command's output).
 */
export function createLogger(config: Pick<Config, "logLevel">, name = "rotativa", fd: 1 | 2 = 1): Logger {
  return pino({ name, level: config.logLevel }, pino.destination(fd));
}
