interface Slot<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * A bounded in-process LRU with per-entry expiry, sized by entry count and by bytes.
 * A Map keeps insertion order, so re-inserting on read makes the first key the least recent.
 */
export class LruCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  get(key: string, now = Date.now()): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= now) {
      this.remove(key, slot);
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: string, value: V, bytes: number, ttlMs: number, now = Date.now()): void {
    if (bytes > this.maxBytes) return;
    const old = this.slots.get(key);
    if (old) this.remove(key, old);
    this.slots.set(key, { value, bytes, expiresAt: now + ttlMs });
    this.bytes += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.slots.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, slot);
    }
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  private remove(key: string, slot: Slot<V>): void {
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }
}
