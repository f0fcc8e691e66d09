import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry when over its entry count', () => {
    const lru = new LruCache<string>(2, 1000);
    lru.set('a', 'A', 1, 60_000);
    lru.set('b', 'B', 1, 60_000);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 1, 60_000);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
  });

  it('evicts by bytes and refuses an entry larger than the whole budget', () => {
    const lru = new LruCache<string>(100, 10);
    lru.set('a', 'A', 6, 60_000);
    lru.set('b', 'B', 6, 60_000);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe('B');
    lru.set('huge', 'H', 11, 60_000);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(1);
  });

  it('forgets an entry once its time is up', () => {
    const lru = new LruCache<string>(10, 10);
    lru.set('a', 'A', 1, 1000, 0);
    expect(lru.get('a', 999)).toBe('A');
    expect(lru.get('a', 1000)).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});
