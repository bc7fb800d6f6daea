// Deterministic randomness for the demo seed: a seeded PRNG (sfc32, seeded by a cyrb128 hash of a
// label), v4-shaped UUIDs drawn from it, and a seeded Faker. The seed never uses Math.random or
// crypto.randomUUID, so the same inputs always give the same data, ids included.
import { base, en, en_US, es, Faker } from '@faker-js/faker';

/** cyrb128: four 32-bit words from a string, to seed sfc32. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX = '0123456789abcdef';

/** A small seeded generator; one per seed area (label) so areas do not shift each other. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(label: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(`wound-care-demo:${label}`);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A float in [-spread, spread]. */
  spread(spread: number): number {
    return (this.next() * 2 - 1) * spread;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return at(entries, entries.length - 1)[0];
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  /** A v4-shaped UUID (version nibble 4, variant 8-b) drawn from this generator. */
  uuid(): string {
    let hex = '';
    for (let i = 0; i < 32; i++) {
      if (i === 12) hex += '4';
      else if (i === 16) hex += HEX.charAt(8 + this.int(0, 3));
      else hex += HEX.charAt(this.int(0, 15));
    }
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** A Faker of its own (the shared default instance is left alone), seeded from a label. */
export function seededFaker(label: string, language: 'en' | 'es' = 'en'): Faker {
  const faker = new Faker({ locale: language === 'es' ? [es, en, base] : [en_US, en, base] });
  faker.seed(cyrb128(`faker:${label}`)[0]);
  return faker;
}

/** items[index], or an error: the seed's tables are fixed, so a miss is a bug. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: no item at ${index} of ${items.length}`);
  return item;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
