/**
 * The generator's only source of chance: a seeded PRNG, so that the same seed gives the same page
 * on every machine. Every draw goes through the helpers here, and their call order is the page:
 * reordering calls anywhere changes the output.
 */

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws a page is built from; one per page, since `uid` remembers the ids it has handed out. */
export interface Random {
  /** A float in [0, 1). */
  readonly rand: () => number;
  /** An integer in [min, max]. */
  readonly int: (min: number, max: number) => number;
  readonly pick: <T>(list: readonly T[]) => T;
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean;
  /** A fresh six-character uid (a letter, then letters and digits), unique within the page. */
  readonly uid: () => string;
}

/** The draws for one page generated from `seed`. */
export function createRandom(seed: number): Random {
  const rand = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const chance = (p: number) => rand() < p;

  const taken = new Set<string>();
  const uid = (): string => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (;;) {
      let id = alphabet[int(0, 25)] as string;
      for (let i = 0; i < 5; i++) id += alphabet[int(0, 35)];
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };

  return { rand, int, pick, chance, uid };
}
