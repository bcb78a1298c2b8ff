// docs/api.md lists every error code with its status, and nothing else: the doc is the reference
// clients read, so it must not drift from ERROR_STATUS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_CODES, ERROR_STATUS, GENERIC_ERROR_CODES } from '../src/errors.ts';

const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8');
const ROW = /^\|\s*(\d{3})\s*\|\s*`([A-Z_]+)`\s*\|/gm;
const documented = [...doc.matchAll(ROW)].map((m) => [m[2] ?? '', Number(m[1])] as const);

describe('error codes in docs/api.md', () => {
  it('lists every code once, with its status', () => {
    expect([...documented].sort()).toEqual(Object.entries(ERROR_STATUS).sort());
  });

  it('keeps generic and domain codes apart', () => {
    const both = GENERIC_ERROR_CODES.filter((code) =>
      (DOMAIN_ERROR_CODES as string[]).includes(code),
    );
    expect(both).toEqual([]);
  });
});
