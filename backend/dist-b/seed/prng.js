/**
 * Small seeded pseudo-random generator (mulberry32). Every demo business draws from its
 * own stream seeded by (seed, id), so a row is a pure function of both and can be
 * regenerated or checked on its own.
 */
export class Prng {
    state;
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** Uniform in [0, 1). */
    next() {
        let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** Integer in [min, max]. */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    chance(probability) {
        return this.next() < probability;
    }
    pick(items) {
        return items[Math.floor(this.next() * items.length)];
    }
    /** Standard normal (Box–Muller). */
    normal() {
        const u = 1 - this.next();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
    }
    digits(count) {
        let out = '';
        for (let i = 0; i < count; i++)
            out += String(Math.floor(this.next() * 10));
        return out;
    }
}
/** 32-bit mix of several integers (murmur3 finaliser per step). */
export function hashInts(...values) {
    let h = 0x9e3779b9;
    for (const value of values) {
        h = Math.imul(h ^ (value >>> 0), 0x85ebca6b);
        h ^= h >>> 13;
        h = Math.imul(h, 0xc2b2ae35);
        h ^= h >>> 16;
    }
    return h >>> 0;
}
/** Seed given as text (`--seed demo`) or number: numbers are taken as they are. */
export function seedFromText(text) {
    if (typeof text === 'number' || /^\d+$/.test(text))
        return Number(text) >>> 0;
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
/** Picks by weight with a binary search over cumulative weights. */
export class WeightedPicker {
    items;
    cumulative;
    total;
    constructor(items, weight) {
        this.items = items;
        this.cumulative = new Float64Array(items.length);
        let sum = 0;
        items.forEach((item, i) => {
            sum += Math.max(0, weight(item));
            this.cumulative[i] = sum;
        });
        this.total = sum;
    }
    pick(random) {
        const target = random * this.total;
        let lo = 0;
        let hi = this.cumulative.length - 1;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.cumulative[mid] > target)
                hi = mid;
            else
                lo = mid + 1;
        }
        return this.items[lo];
    }
}
//# sourceMappingURL=prng.js.map