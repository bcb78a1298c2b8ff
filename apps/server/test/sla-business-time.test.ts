// SLA clock arithmetic: business hours in a time zone, holidays, several periods a day, starts
// outside hours, daylight-saving weekends, calendars without working time, and policy matching.
import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  addBusinessSeconds,
  businessSecondsBetween,
  type WorkingCalendar,
  type WorkingPeriod,
} from '../src/modules/sla/business-time.ts';
import { pickPolicy } from '../src/modules/sla/sla-policy-match.ts';

const office: WorkingPeriod[] = [{ start: '08:00', end: '18:00' }];
const weekdays = (periods: WorkingPeriod[]) => [
  [],
  periods,
  periods,
  periods,
  periods,
  periods,
  [],
];

const paris = (holidays: string[] = []): WorkingCalendar => ({
  timezone: 'Europe/Paris',
  week: weekdays(office),
  holidays: new Set(holidays),
});
const at = (iso: string) => new Date(iso);
const HOUR = 60;

describe('addBusinessMinutes', () => {
  it('carries Friday evening time over the weekend (Paris, 08:00–18:00 Mon–Fri)', () => {
    // Friday 7 March 2025 17:30 in Paris (UTC+1) + 2 h -> Monday 10 March 09:30.
    expect(addBusinessMinutes(at('2025-03-07T16:30:00Z'), 2 * HOUR, paris()).toISOString()).toBe(
      '2025-03-10T08:30:00.000Z',
    );
  });

  it('skips a holiday Monday', () => {
    expect(
      addBusinessMinutes(at('2025-03-07T16:30:00Z'), 2 * HOUR, paris(['2025-03-10'])).toISOString(),
    ).toBe('2025-03-11T08:30:00.000Z');
  });

  it('keeps local opening hours across the spring daylight-saving weekend', () => {
    // Friday 28 March 17:00 CET + 2 h -> Monday 31 March 09:00 CEST (07:00 UTC).
    expect(addBusinessMinutes(at('2025-03-28T16:00:00Z'), 2 * HOUR, paris()).toISOString()).toBe(
      '2025-03-31T07:00:00.000Z',
    );
  });

  it('keeps local opening hours across the autumn daylight-saving weekend', () => {
    // Friday 24 October 17:00 CEST + 2 h -> Monday 27 October 09:00 CET (08:00 UTC).
    expect(addBusinessMinutes(at('2025-10-24T15:00:00Z'), 2 * HOUR, paris()).toISOString()).toBe(
      '2025-10-27T08:00:00.000Z',
    );
  });

  it('counts the real length of a 23-hour day on a round-the-clock calendar', () => {
    const allDay: WorkingCalendar = {
      timezone: 'Europe/Paris',
      week: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
      holidays: new Set(),
    };
    // Saturday 29 March 12:00 CET + 24 h of open time = Sunday 13:00 CEST (24 real hours).
    expect(addBusinessMinutes(at('2025-03-29T11:00:00Z'), 24 * HOUR, allDay).toISOString()).toBe(
      '2025-03-30T11:00:00.000Z',
    );
  });

  it('works in other time zones (New York, its own DST date)', () => {
    const newYork: WorkingCalendar = {
      timezone: 'America/New_York',
      week: weekdays([{ start: '09:00', end: '17:00' }]),
      holidays: new Set(),
    };
    // Friday 7 March 16:00 EST + 2 h -> Monday 10 March 10:00 EDT (14:00 UTC).
    expect(addBusinessMinutes(at('2025-03-07T21:00:00Z'), 2 * HOUR, newYork).toISOString()).toBe(
      '2025-03-10T14:00:00.000Z',
    );
  });

  it('uses every period of a day with a lunch break', () => {
    const split: WorkingCalendar = {
      timezone: 'UTC',
      week: weekdays([
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ]),
      holidays: new Set(),
    };
    expect(addBusinessMinutes(at('2025-03-10T11:00:00Z'), 2 * HOUR, split).toISOString()).toBe(
      '2025-03-10T14:00:00.000Z',
    );
  });

  it('starts the clock at the next opening when started outside hours', () => {
    const utc: WorkingCalendar = { ...paris(), timezone: 'UTC' };
    expect(addBusinessMinutes(at('2025-03-10T06:00:00Z'), HOUR, utc).toISOString()).toBe(
      '2025-03-10T09:00:00.000Z',
    );
    // Saturday -> Monday's opening.
    expect(addBusinessMinutes(at('2025-03-08T10:00:00Z'), 30, utc).toISOString()).toBe(
      '2025-03-10T08:30:00.000Z',
    );
  });

  it('lands on the closing time when the target ends exactly there', () => {
    expect(addBusinessMinutes(at('2025-03-07T16:30:00Z'), 30, paris()).toISOString()).toBe(
      '2025-03-07T17:00:00.000Z',
    );
  });

  it('falls back to wall time for a calendar with no working time, and for the always clock', () => {
    const closed: WorkingCalendar = {
      timezone: 'UTC',
      week: Array.from({ length: 7 }, () => []),
      holidays: new Set(),
    };
    const start = at('2025-03-08T10:00:00Z');
    expect(addBusinessMinutes(start, 90, closed).toISOString()).toBe('2025-03-08T11:30:00.000Z');
    expect(addBusinessMinutes(start, 90, null).toISOString()).toBe('2025-03-08T11:30:00.000Z');
  });
});

describe('businessSecondsBetween', () => {
  it('counts only open time, and is negative backwards', () => {
    const friday = at('2025-03-07T16:00:00Z'); // 17:00 Paris
    const monday = at('2025-03-10T08:00:00Z'); // 09:00 Paris
    expect(businessSecondsBetween(friday, monday, paris())).toBe(2 * 3600);
    expect(businessSecondsBetween(monday, friday, paris())).toBe(-2 * 3600);
    expect(businessSecondsBetween(friday, monday, null)).toBe(64 * 3600);
  });

  it('undoes addBusinessSeconds (pause on hold, then resume later)', () => {
    const calendar = paris(['2025-03-12']);
    const created = at('2025-03-10T09:15:00Z');
    const due = addBusinessSeconds(created, 24 * 3600, calendar);
    // On hold on Tuesday 11:00 UTC: what is left is kept...
    const pausedAt = at('2025-03-11T11:00:00Z');
    const left = businessSecondsBetween(pausedAt, due, calendar);
    expect(left).toBe(24 * 3600 - businessSecondsBetween(created, pausedAt, calendar));
    // ...and laid out again from the resumption on Friday.
    const resumed = addBusinessSeconds(at('2025-03-14T08:00:00Z'), left, calendar);
    expect(businessSecondsBetween(at('2025-03-14T08:00:00Z'), resumed, calendar)).toBe(left);
    expect(resumed.getTime()).toBeGreaterThan(due.getTime());
  });
});

describe('pickPolicy', () => {
  const subject = {
    kind: 'reactive' as const,
    priority: 'high' as const,
    categoryId: 'cat',
    buildingId: 'bld',
  };
  const policy = (name: string, fields: Partial<Record<string, unknown>> = {}, age = 0) => ({
    name,
    priority: 'high' as const,
    kind: null as 'reactive' | 'general' | null,
    categoryId: null as string | null,
    buildingId: null as string | null,
    active: true,
    createdAt: new Date(Date.UTC(2025, 0, 1) + age),
    ...fields,
  });

  it('prefers building + category, then category, building, kind and priority only', () => {
    const all = [
      policy('priority'),
      policy('kind', { kind: 'reactive' }),
      policy('building', { buildingId: 'bld' }),
      policy('category', { categoryId: 'cat' }),
      policy('both', { categoryId: 'cat', buildingId: 'bld' }),
    ];
    const order: string[] = [];
    let left = all;
    while (left.length > 0) {
      const best = pickPolicy(left, subject);
      if (!best) break;
      order.push(best.name);
      left = left.filter((candidate) => candidate !== best);
    }
    expect(order).toEqual(['both', 'category', 'building', 'kind', 'priority']);
  });

  it('ignores inactive, other-priority and non-matching policies; the newest wins a tie', () => {
    expect(
      pickPolicy(
        [
          policy('inactive', { categoryId: 'cat', active: false }),
          policy('low', { priority: 'low', categoryId: 'cat' }),
          policy('general', { kind: 'general' }),
          policy('other building', { buildingId: 'elsewhere' }),
          policy('older', {}, 0),
          policy('newer', {}, 1000),
        ],
        subject,
      )?.name,
    ).toBe('newer');
    expect(pickPolicy([policy('general', { kind: 'general' })], subject)).toBeNull();
  });
});
