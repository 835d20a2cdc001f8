import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/helpers.ts';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('keeps a value until its time is up', () => {
    const clock = new TestClock();
    const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 1000, clock });
    cache.set('a', 1);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry past the limit', () => {
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 1000, clock: new TestClock() });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('computes once and keeps nothing when disabled', async () => {
    const clock = new TestClock();
    let calls = 0;
    const compute = async () => ++calls;
    const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 1000, clock });
    expect(await cache.getOrSet('k', compute)).toBe(1);
    expect(await cache.getOrSet('k', compute)).toBe(1);
    const off = new TtlCache<number>({ maxEntries: 10, ttlMs: 0, clock });
    expect(await off.getOrSet('k', compute)).toBe(2);
    expect(await off.getOrSet('k', compute)).toBe(3);
  });
});
