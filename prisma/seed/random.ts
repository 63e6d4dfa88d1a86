// Deterministic randomness for the demo data: the same seed gives the same shops on every machine.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: items with a higher `weight` come up more often. */
  weighted<T extends { weight: number }>(items: readonly T[]): T;
  /** A cuid-shaped id (c + 24 base-36 characters), so id validators that expect cuids accept it. */
  id(): string;
  /** `length` characters drawn from `alphabet`. */
  string(alphabet: string, length: number): string;
}

// mulberry32: tiny, fast and good enough for demo data.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// FNV-1a, to turn a label such as a shop's slug into a seed.
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (const char of label) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

export function createRandom(label: string): Random {
  const next = mulberry32(hashLabel(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const chars = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted(items) {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let point = next() * total;
      for (const item of items) {
        point -= item.weight;
        if (point < 0) return item;
      }
      return items[items.length - 1];
    },
    id: () => `c${chars(BASE36, 24)}`,
    string: chars,
  };
}
