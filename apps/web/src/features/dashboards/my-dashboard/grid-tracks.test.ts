import { describe, expect, it } from 'vitest';
import { tracksMoved } from './grid-tracks.ts';

describe('tracksMoved', () => {
  it('crosses a track once the edge is halfway across it (and its gap)', () => {
    // Rows of 72 px with 16 px gaps: 44 px is halfway.
    expect(tracksMoved([72, 72, 72], 16, 0, 43, 72)).toBe(0);
    expect(tracksMoved([72, 72, 72], 16, 0, 44, 72)).toBe(1);
    expect(tracksMoved([72, 72, 72], 16, 0, 88 * 2, 72)).toBe(2);
  });

  it('follows rows that grew with their content, as laid out', () => {
    // The second row is 300 px tall: from its top, 150 px down is still inside it.
    expect(tracksMoved([72, 300, 72], 16, 1, 150, 72)).toBe(0);
    expect(tracksMoved([72, 300, 72], 16, 1, 160, 72)).toBe(1);
    // Up from the bottom of the tall row: it must be crossed too.
    expect(tracksMoved([72, 300, 72], 16, 2, -100, 72)).toBe(0);
    expect(tracksMoved([72, 300, 72], 16, 2, -160, 72)).toBe(-1);
  });

  it('counts rows beyond the measured ones at the fallback size, and never goes before the first', () => {
    expect(tracksMoved([100], 20, 1, 3 * 88, 72)).toBe(3);
    expect(tracksMoved([72, 72], 16, 1, -1000, 72)).toBe(-1);
    expect(tracksMoved([], 16, 0, 0, 72)).toBe(0);
  });
});
