import pino, { type Logger } from "pino";
import type { Config } from "../config.server.js";

/** The process's logger: JSON lines on stdout, one per event, at the configured level. */
export function createLogger(config: Pick<Config, "logLevel">, name = "rotativa"): Logger {
  return pino({ name, level: config.logLevel });
}
