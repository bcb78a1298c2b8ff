// The in-process cache the service dashboard keeps the figures of summed days in: bounded by
// entries and age, least recently used dropped first, one computation per key at a time, a
// failure forgotten.
import { describe, expect, it } from 'vitest';
import { cacheKey, MemoCache } from '../src/lib/memo-cache.ts';

describe('MemoCache', () => {
  it('computes a key once and answers the kept value after', async () => {
    const cache = new MemoCache<number>({ maxEntries: 10, maxAgeMs: 1000 });
    let computed = 0;
    const compute = async () => ++computed;
    const [first, second] = await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect([first, second, await cache.get('a', compute)]).toEqual([1, 1, 1]);
    expect(computed).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
  });

  it('computes again once an entry is older than its age limit', async () => {
    let clock = 0;
    const cache = new MemoCache<string>({ maxEntries: 10, maxAgeMs: 100, now: () => clock });
    let computed = 0;
    const compute = async () => `value ${++computed}`;
    await cache.get('a', compute);
    clock = 99;
    expect(await cache.get('a', compute)).toBe('value 1');
    clock = 100;
    expect(await cache.get('a', compute)).toBe('value 2');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new MemoCache<string>({ maxEntries: 2, maxAgeMs: 1000 });
    const computed: string[] = [];
    const compute = (key: string) => async () => {
      computed.push(key);
      return key;
    };
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('a', compute('a'));
    await cache.get('c', compute('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets a failed computation, so the next caller tries again', async () => {
    const cache = new MemoCache<string>({ maxEntries: 10, maxAgeMs: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'found')).toBe('found');
  });

  it('makes equal keys of equal parts only', () => {
    const statement = { sql: 'select $1', params: ['org-a'] };
    expect(cacheKey('v1', statement)).toBe(cacheKey('v1', { ...statement }));
    expect(cacheKey('v1', statement)).not.toBe(cacheKey('v2', statement));
    expect(cacheKey('v1', statement)).not.toBe(cacheKey('v1', { ...statement, params: ['org-b'] }));
  });
});
