import { setFlagsFromString } from "node:v8";

/*
 * The V8 heap's growth (issue 29, ADR 026). Under load most of the resident size above a ready
 * server is the V8 old space: requests in flight keep their objects past two scavenges, so they
 * are promoted, and V8 lets the old space grow to up to 4× what its last full collection kept
 * before it collects again — 150–200 MB of heap for 40–60 MB of live objects after 20 s of
 * uncached searches. A growing factor of 1.5 (HEAP_GROWING_PERCENT=50) collects sooner and keeps
 * the heap near 1.5× the live size; a full collection of a heap that size is short, so the
 * throughput stays (docs/performance.md, Server cost). Unlike a ceiling (--max-old-space-size) it
 * never makes the process run out of memory or collect over and over when the live size grows.
 * V8 reads the flag at each collection, so it can be set from inside the process at start.
 */

/** Sets V8's heap growing factor to 1 + percent/100; 0 leaves V8's own heuristics. */
export function applyHeapGrowth(percent: number, setFlags: (flags: string) => void = setFlagsFromString): void {
  if (percent > 0) setFlags(`--heap-growing-percent=${Math.round(percent)}`);
}
