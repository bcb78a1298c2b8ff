import { describe, expect, it } from 'vitest';
import { lazyImport } from '../src/lib/lazy-import.ts';

describe('lazyImport', () => {
  it('imports nothing until first asked, then once for every caller', async () => {
    let imports = 0;
    const load = lazyImport(async () => {
      imports += 1;
      return { version: imports };
    });
    expect(imports).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    let attempts = 0;
    const load = lazyImport(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not installed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not installed');
    await expect(load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
