import { formatExactTime, formatRelativeTime } from "../text/format.js";

/**
 * A time as readers want it ("hace 5 minutos"), with the exact Bogotá time as a tooltip and the
 * ISO instant for machines. `now` comes from the loader so server and browser print the same text.
 */
export function RelativeTime({ epochMs, now }: { epochMs: number; now: number }) {
  return (
    <time dateTime={new Date(epochMs).toISOString()} title={formatExactTime(epochMs)}>
      {formatRelativeTime(epochMs, now)}
    </time>
  );
}
