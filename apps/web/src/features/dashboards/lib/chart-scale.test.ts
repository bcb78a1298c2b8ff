import { describe, expect, it } from 'vitest';
import { formatStep, labelledSteps, niceTicks, stepPeriod } from './chart-scale.ts';

describe('chart scales', () => {
  it('gives round ticks from 0 past the largest value', () => {
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(160)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('labels at most the steps that fit, evenly from the first', () => {
    expect([...labelledSteps(5, 7)]).toEqual([0, 1, 2, 3, 4]);
    expect([...labelledSteps(30, 5)]).toEqual([0, 6, 12, 18, 24]);
    expect(labelledSteps(31, 4).size).toBeLessThanOrEqual(4);
    expect(labelledSteps(30, 0.5).size).toBe(2);
  });

  it("bounds a step's days by the next step and the period", () => {
    const starts = ['2025-02-24', '2025-03-03', '2025-03-10'];
    const period = { from: '2025-03-01', to: '2025-03-12' };
    expect(stepPeriod(starts, 0, period)).toEqual({ from: '2025-03-01', to: '2025-03-02' });
    expect(stepPeriod(starts, 1, period)).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(stepPeriod(starts, 2, period)).toEqual({ from: '2025-03-10', to: '2025-03-12' });
  });

  it('writes days as day and month, months as month and year, by Intl', () => {
    expect(formatStep('2026-11-03', 'day', 'en-GB')).toBe('3 Nov');
    expect(formatStep('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(formatStep('2026-11-03', 'week', 'fr')).toBe(
      new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date('2026-11-03T00:00:00Z'),
      ),
    );
  });
});
