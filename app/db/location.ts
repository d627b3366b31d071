/*
 * Where the database is and how to name it, apart from the database layer itself: the command
 * line reads these before it knows whether its command needs a database at all.
 */
/** The database the app uses: a postgres:// URL when given, else the SQLite file. */
export function databaseLocation(config: { databaseUrl?: string | undefined; databasePath: string }): string {
  return config.databaseUrl ?? config.databasePath;
}

/** A location fit for logs: a URL without its password. */
export function describeLocation(location: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(location)?.[1];
  if (!scheme) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return `${scheme}://(unparsable URL)`;
  }
}
