/** The Chromium to run: CHROMIUM_PATH when set (it must exist), else the first one installed; null when none is. */
export function findChromium(env?: Record<string, string | undefined>): string | null;
/** The directory of PostgreSQL's initdb and pg_ctl, or null when none is installed. */
export function findPostgresBinaries(): string | null;
/** A Chromium, installed from the system's packages when missing and the machine can; exits otherwise. */
export function ensureChromium(): string;
/** PostgreSQL's server binaries, installed when missing and the machine can; exits otherwise. */
export function ensurePostgres(): string;
