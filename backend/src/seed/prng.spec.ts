import { hashInts, Prng, seedFromText, WeightedPicker } from './prng.js';

describe('Prng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const c = new Prng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in range: next in [0,1), int inclusive of both bounds', () => {
    const random = new Prng(7);
    const ints = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const x = random.next();
      expect(x >= 0 && x < 1).toBe(true);
      ints.add(random.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('draws a standard normal with mean about 0 and deviation about 1', () => {
    const random = new Prng(11);
    const xs = Array.from({ length: 20_000 }, () => random.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });
});

describe('hashInts and seedFromText', () => {
  it('mixes every input, in order', () => {
    expect(hashInts(1, 2)).toBe(hashInts(1, 2));
    expect(hashInts(1, 2)).not.toBe(hashInts(2, 1));
    expect(hashInts(1, 2)).not.toBe(hashInts(1, 3));
  });

  it('takes numeric seeds as they are and hashes text seeds', () => {
    expect(seedFromText('42')).toBe(42);
    expect(seedFromText(42)).toBe(42);
    expect(seedFromText('demo')).toBe(seedFromText('demo'));
    expect(seedFromText('demo')).not.toBe(seedFromText('demo2'));
  });
});

describe('WeightedPicker', () => {
  it('picks in proportion to the weights and never a zero weight', () => {
    const picker = new WeightedPicker(['a', 'b', 'c'], (x) => ({ a: 1, b: 3, c: 0 })[x] as number);
    const random = new Prng(5);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 40_000; i++) counts[picker.pick(random.next())]! += 1;
    expect(counts.c).toBe(0);
    expect((counts.b as number) / (counts.a as number)).toBeGreaterThan(2.8);
    expect((counts.b as number) / (counts.a as number)).toBeLessThan(3.2);
  });
});
