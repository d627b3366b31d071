/*
 * Deterministic hashing and pseudo-random numbers for the simulated newsroom. No Math.random, no
 * clock: the same inputs always give the same news.
 */

/** Finalizes a 32-bit hash (the murmur3 mixer). */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a list of integers (each taken modulo 2^32, sign and fractions dropped) into 32 unsigned bits. */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    const low = Math.trunc(value) >>> 0;
    const high = Math.trunc(value / 4294967296) >>> 0;
    h = fmix32((h ^ Math.imul(low, 0xcc9e2d51)) + 0x165667b1);
    h = fmix32((h ^ Math.imul(high, 0x1b873593)) + 0x27d4eb2f);
  }
  return h;
}

/** Hashes a string into 32 unsigned bits (FNV-1a, then mixed). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** A uniform number in [0, 1) derived from integers, for one-off decisions. */
export function unitFromInts(...values: number[]): number {
  return hashInts(...values) / 4294967296;
}

/** A small seeded pseudo-random generator (mulberry32) with the helpers the story templates need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer between min and max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One element of a non-empty list, chosen with the given weights. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += Math.max(0, weight(item));
    let target = this.next() * total;
    for (const item of items) {
      target -= Math.max(0, weight(item));
      if (target < 0) return item;
    }
    return this.pick(items);
  }
}
