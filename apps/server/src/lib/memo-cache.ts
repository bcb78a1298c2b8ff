/**
 * A small in-process cache for values whose key names everything they depend on (the statement
 * that computes them and a version read from the database), so an entry is never wrong, only
 * evicted: at most `maxEntries` values, each kept at most `maxAgeMs`, the least recently used
 * dropped first. Callers that miss on the same key at once share one computation; a failed one is
 * forgotten, so the next caller computes again.
 */
import { createHash } from 'node:crypto';

export interface MemoCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

export class MemoCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: MemoCacheOptions;

  constructor(options: MemoCacheOptions) {
    this.#options = options;
  }

  /** The value kept for `key`, else the one `compute` makes (kept for the next callers). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.#options.now?.() ?? Date.now();
    const hit = this.#entries.get(key);
    this.#entries.delete(key);
    if (hit && now - hit.at < this.#options.maxAgeMs) {
      // Re-inserted last: a Map iterates in insertion order, so the first key is the least recent.
      this.#entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = { at: now, value: compute() };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#options.maxEntries) break;
      this.#entries.delete(oldest);
    }
    return entry.value;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** A fixed-length key for any number of parts (statements with their parameters, versions). */
export function cacheKey(...parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
