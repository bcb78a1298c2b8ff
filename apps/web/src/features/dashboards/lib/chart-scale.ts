/**
 * The arithmetic of the hand-drawn charts: round value-axis ticks, which time steps get a label
 * so they never overlap, each step's own days (for its drill-down) and step labels by Intl.
 */
import type { Period } from './drill-down.ts';

/** Round ticks from 0 to at least `max` (about `count` of them): 0, 5, 10, 15 or 0, 20, 40. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return ticks;
}

/**
 * The steps whose label is shown: every `stride`-th from the first, at most `maxLabels` (at
 * least 2), so labels as wide as the space of `maxLabels` never overlap.
 */
export function labelledSteps(count: number, maxLabels: number): Set<number> {
  const most = Math.max(2, Math.floor(maxLabels));
  const stride = count <= most ? 1 : Math.ceil(count / most);
  const shown = new Set<number>();
  for (let index = 0; index < count; index += stride) shown.add(index);
  return shown;
}

const DAY = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The days of trend step `index`: its start to the day before the next (or the period's end). */
export function stepPeriod(starts: readonly string[], index: number, period: Period): Period {
  const start = starts[index] ?? period.from;
  const next = starts[index + 1];
  const from = start < period.from ? period.from : start;
  const to = next ? addDays(next, -1) : period.to;
  return { from, to: to > period.to ? period.to : to };
}

export type TrendStep = 'day' | 'week' | 'month';

/** A step's label: "3 Nov" for a day or the first day of a week, "Nov 2026" for a month. */
export function formatStep(start: string, step: TrendStep, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    step === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    new Date(`${start}T00:00:00Z`),
  );
}
