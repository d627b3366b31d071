import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The cookie-signing secret: the configured one, or one generated on first start and kept beside
 * the database so that readers' cookies survive restarts of a one-machine install. Several
 * instances must share COOKIE_SECRET instead.
 */
export function resolveCookieSecret(configured: string | undefined, databasePath: string): string {
  if (configured) return configured;
  if (databasePath === ":memory:") return randomBytes(32).toString("hex");
  const file = join(dirname(databasePath), "cookie-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generated below.
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
