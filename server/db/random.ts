/**
 * A small deterministic PRNG (sfc32, 128-bit state) for the seed. `Random.stream(seed, ...ids)`
 * gives an independent stream per seed and id (e.g. one per customer), so a customer's data does
 * not depend on how many others are generated.
 */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  private constructor(words: [number, number, number, number]) {
    ;[this.a, this.b, this.c, this.d] = words
    for (let i = 0; i < 12; i += 1) this.uint32()
  }

  static stream(seed: number, ...ids: number[]): Random {
    let state = splitmix32(seed >>> 0)
    for (const id of ids) state = splitmix32((state ^ Math.imul(id + 1, 0x9e3779b1)) >>> 0)
    const words: [number, number, number, number] = [0, 0, 0, 0]
    for (let i = 0; i < 4; i += 1) {
      state = splitmix32((state + 0x6d2b79f5) >>> 0)
      words[i] = state
    }
    return new Random(words)
  }

  /** 32 random bits as an unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** An exponentially distributed number with this mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean
  }

  /** A UUID v4 made of this stream's bits. */
  uuid(): string {
    const hex = [this.uint32(), this.uint32(), this.uint32(), this.uint32()].map((word) => word.toString(16).padStart(8, '0')).join('')
    const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }
}

function splitmix32(value: number): number {
  let z = (value + 0x9e3779b9) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  return (z ^ (z >>> 16)) >>> 0
}

/** Stream ids of Random.stream(seed, ...) the seed draws from: one family per kind of data. */
export const seedStreams = { profile: 1, timeline: 2, reference: 3 } as const
