/**
 * Seeded pseudo-random numbers: sfc32 for sequential draws, murmur3's finaliser for counter-based
 * values. Every record gets its own stream keyed by (seed, stream, index), so any attribute of any
 * record can be recomputed later without keeping the record.
 */

const TWO_POW_32 = 4294967296;

/** murmur3 fmix32: a bijective avalanche on 32-bit integers. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes up to three integers into one uint32. */
export function hash3(a: number, b: number, c = 0): number {
  let h = mix32(a ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(b | 0, 0x27d4eb2f));
  h = mix32(h + Math.imul(c | 0, 0x165667b1));
  return h;
}

/** A uniform number in [0, 1) determined by the three keys alone. */
export function unitHash(a: number, b: number, c = 0): number {
  return hash3(a, b, c) / TWO_POW_32;
}

/** Turns a user-facing seed (number or text) into a uint32. */
export function seedToInt(seed: number | string): number {
  if (typeof seed === 'number') {
    return mix32(Math.floor(seed) ^ Math.floor(seed / TWO_POW_32));
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  }
  return mix32(h);
}

/** sfc32 (Chris Doty-Humphrey's small fast chaotic generator), reseedable without allocation. */
export class Random {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 0, stream = 0, index = 0) {
    this.reset(seed, stream, index);
  }

  reset(seed: number, stream: number, index: number): this {
    this.a = hash3(seed, stream, index);
    this.b = mix32(this.a ^ 0x6a09e667);
    this.c = mix32(this.b ^ 0xbb67ae85);
    this.d = 1;
    for (let i = 0; i < 8; i++) {
      this.nextUint32();
    }
    return this;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [low, high] (both included). */
  between(low: number, high: number): number {
    return low + Math.floor(this.float() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** Standard normal by Box–Muller (one of the pair is dropped: simplicity over speed). */
  normal(): number {
    const u = 1 - this.float();
    const v = this.float();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and shape. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Picks k distinct items (k ≤ items.length) keeping their table order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const chosen: T[] = [];
    let needed = Math.min(k, items.length);
    for (let i = 0; i < items.length && needed > 0; i++) {
      if (this.float() * (items.length - i) < needed) {
        chosen.push(items[i] as T);
        needed--;
      }
    }
    return chosen;
  }
}

/** A precomputed table for drawing indices with fixed weights. */
export class WeightedTable {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      total += Math.max(0, weights[i] ?? 0);
      this.cumulative[i] = total;
    }
    for (let i = 0; i < weights.length; i++) {
      this.cumulative[i] = (this.cumulative[i] ?? 0) / (total || 1);
    }
  }

  get size(): number {
    return this.cumulative.length;
  }

  /** Index for a uniform u in [0, 1). */
  indexOf(u: number): number {
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.cumulative[mid] ?? 1) > u) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    return low;
  }

  draw(random: Random): number {
    return this.indexOf(random.float());
  }
}
