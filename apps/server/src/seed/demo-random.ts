/** A seeded pseudo-random source: the same seed gives the same demo data on every machine and every run. */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string;
};

export const DIGITS = "0123456789";
export const UPPER_ALPHANUMERIC = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** mulberry32: tiny, fast and well distributed enough for demo records. */
const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("cannot pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("cannot pick from an empty list");
      return last[0];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    chars: (length, alphabet) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(""),
  };
};

/**
 * An independent stream per part of the seed, so that adding records to one part (say, assets)
 * does not reshuffle every part generated after it.
 */
export const randomFor = (seed: number, part: string): Random => {
  let hash = 2_166_136_261 ^ seed;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return createRandom(hash >>> 0);
};
