/**
 * Schedule occurrences: the calendar rules against an RRULE implementation, the working calendar
 * (weekends, holidays, moves and merges), seasons, every nth, bounds, floating triggers, due
 * instants across daylight-saving changes, and the rules the contract refuses.
 */
import {
  graceDaysOf,
  ZPpmCalendarTrigger,
  ZPpmRule,
  type TPpmCalendarTriggerInput,
  type TPpmRuleInput,
} from '@mainstay/contracts';
import rrulePackage from 'rrule';
import { describe, expect, it } from 'vitest';
import {
  dayCalendarOf,
  dayNumber,
  diffOccurrences,
  dueAtOf,
  expandCalendar,
  intervalDaysOf,
  isoDateOf,
  nextFloating,
  planCalendar,
  rruleOf,
} from '../src/modules/ppm/index.ts';

const { rrulestr } = rrulePackage;

const calendar = (input: TPpmCalendarTriggerInput) => ZPpmCalendarTrigger.parse(input);
const rule = (input: Omit<TPpmRuleInput, 'triggers'> & { trigger: TPpmCalendarTriggerInput }) => {
  const { trigger, ...rest } = input;
  return ZPpmRule.parse({ ...rest, triggers: [trigger] });
};

/** Monday to Friday open, Saturday and Sunday closed (Sunday first, as the SLA calendar). */
const OFFICE_WEEK = [[], [{}], [{}], [{}], [{}], [{}], []];
const office = (holidays: string[] = []) =>
  dayCalendarOf({ week: OFFICE_WEEK, holidays: new Set(holidays) });
const ALWAYS_OPEN = dayCalendarOf({
  week: Array.from({ length: 7 }, () => [{}]),
  holidays: new Set(),
});

const datesOf = (trigger: TPpmCalendarTriggerInput, start: string, from: string, to: string) =>
  expandCalendar(calendar(trigger), dayNumber(start), dayNumber(from), dayNumber(to)).map(
    (occurrence) => isoDateOf(occurrence.day),
  );

describe('calendar rules', () => {
  const cases: { name: string; trigger: TPpmCalendarTriggerInput; start: string }[] = [
    {
      name: 'every 3 days',
      trigger: { type: 'calendar', frequency: 'daily', interval: 3 },
      start: '2026-01-30',
    },
    {
      name: 'every 2 weeks on Monday and Thursday',
      trigger: { type: 'calendar', frequency: 'weekly', interval: 2, weekdays: ['th', 'mo'] },
      start: '2026-03-05',
    },
    {
      name: 'weekly on Sunday',
      trigger: { type: 'calendar', frequency: 'weekly', weekdays: ['su'] },
      start: '2026-03-01',
    },
    {
      name: 'monthly on the 31st (or the last day)',
      trigger: { type: 'calendar', frequency: 'monthly', month_day: 31 },
      start: '2026-01-15',
    },
    {
      name: 'every 3 months on the 30th',
      trigger: { type: 'calendar', frequency: 'monthly', interval: 3, month_day: 30 },
      start: '2026-02-01',
    },
    {
      name: 'monthly on the second Tuesday',
      trigger: {
        type: 'calendar',
        frequency: 'monthly',
        month_mode: 'nth_weekday',
        week_of_month: 2,
        weekday: 'tu',
      },
      start: '2026-01-14',
    },
    {
      name: 'monthly on the last Friday',
      trigger: {
        type: 'calendar',
        frequency: 'monthly',
        month_mode: 'nth_weekday',
        week_of_month: -1,
        weekday: 'fr',
      },
      start: '2026-01-01',
    },
    {
      name: 'monthly on the last day',
      trigger: { type: 'calendar', frequency: 'monthly', month_mode: 'last_day' },
      start: '2026-01-31',
    },
    {
      name: 'yearly on 29 February',
      trigger: { type: 'calendar', frequency: 'yearly', month: 2, month_day: 29 },
      start: '2026-01-01',
    },
    {
      name: 'every 2 years in March on the first Monday',
      trigger: {
        type: 'calendar',
        frequency: 'yearly',
        interval: 2,
        month: 3,
        month_mode: 'nth_weekday',
        week_of_month: 1,
        weekday: 'mo',
      },
      start: '2026-06-01',
    },
  ];

  it.each(cases)('$name gives the dates its RRULE gives', ({ trigger, start }) => {
    const parsed = calendar(trigger);
    const text = rruleOf(parsed, { start, end: null, count: null });
    // The RRULE implementation reads date-times: the start's midnight in UTC stands for the date.
    const oracle = rrulestr(
      text.replace(/VALUE=DATE:(\d{8})/, (_, day: string) => `:${day}T000000Z`).replace(';:', ':'),
    )
      .between(new Date(`${start}T00:00:00Z`), new Date('2031-12-31T00:00:00Z'), true)
      .map((date) => date.toISOString().slice(0, 10));
    const ours = datesOf(trigger, start, start, '2031-12-31');
    expect(ours.length).toBeGreaterThan(1);
    expect(ours).toEqual(oracle);
  });

  it.each(cases)('$name numbers a late window as counted from the start', ({ trigger, start }) => {
    const all = expandCalendar(
      calendar(trigger),
      dayNumber(start),
      dayNumber(start),
      dayNumber('2031-12-31'),
    );
    const late = expandCalendar(
      calendar(trigger),
      dayNumber(start),
      dayNumber('2029-05-10'),
      dayNumber('2031-06-01'),
    );
    expect(late.length).toBeGreaterThan(0);
    for (const occurrence of late) {
      expect(all.find((one) => one.day === occurrence.day)?.index).toBe(occurrence.index);
    }
  });

  it('clamps a day of the month to a shorter month', () => {
    expect(
      datesOf(
        { type: 'calendar', frequency: 'monthly', month_day: 31 },
        '2028-01-01',
        '2028-01-01',
        '2028-04-30',
      ),
    ).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
  });

  it('writes the RRULE with its bounds', () => {
    const parsed = calendar({ type: 'calendar', frequency: 'monthly', month_day: 31 });
    expect(rruleOf(parsed, { start: '2026-01-31', end: '2026-12-31', count: null })).toBe(
      'DTSTART;VALUE=DATE:20260131\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;UNTIL=20261231',
    );
  });
});

describe('the working calendar', () => {
  // Saturday 2026-05-02 and Sunday 2026-05-03; Monday 2026-05-04 is a bank holiday in England.
  const weekly = (non_working_day: 'keep' | 'skip' | 'move_before' | 'move_after') =>
    rule({
      start_date: '2026-04-01',
      non_working_day,
      trigger: { type: 'calendar', frequency: 'weekly', weekdays: ['sa'] },
    });

  it('keeps, skips or moves an occurrence on a closed day', () => {
    const plan = (mode: Parameters<typeof weekly>[0]) =>
      planCalendar(
        calendar({ type: 'calendar', frequency: 'weekly', weekdays: ['sa'] }),
        weekly(mode),
        office(['2026-05-04']),
        '2026-04-28',
        '2026-05-07',
      );
    expect(plan('keep')).toEqual([
      { index: 5, nominal: '2026-05-02', date: '2026-05-02', skipped: null },
    ]);
    expect(plan('skip')).toEqual([
      { index: 5, nominal: '2026-05-02', date: null, skipped: 'non_working_day' },
    ]);
    expect(plan('move_before')).toEqual([
      { index: 5, nominal: '2026-05-02', date: '2026-05-01', skipped: null },
    ]);
    // Monday is a holiday: the next working day is Tuesday.
    expect(plan('move_after')).toEqual([
      { index: 5, nominal: '2026-05-02', date: '2026-05-05', skipped: null },
    ]);
  });

  it('names a holiday as the reason for skipping it', () => {
    const daily = rule({
      start_date: '2026-12-20',
      non_working_day: 'skip',
      trigger: { type: 'calendar', frequency: 'daily' },
    });
    const plan = planCalendar(
      calendar({ type: 'calendar', frequency: 'daily' }),
      daily,
      office(['2026-12-25']),
      '2026-12-24',
      '2026-12-28',
    );
    expect(plan.map((o) => [o.nominal, o.skipped])).toEqual([
      ['2026-12-24', null],
      ['2026-12-25', 'holiday'],
      ['2026-12-26', 'non_working_day'],
      ['2026-12-27', 'non_working_day'],
      ['2026-12-28', null],
    ]);
  });

  it('merges occurrences moved onto one day into one task', () => {
    const trigger = { type: 'calendar', frequency: 'daily' } as const;
    const daily = rule({ start_date: '2026-06-01', non_working_day: 'move_after', trigger });
    const plan = planCalendar(calendar(trigger), daily, office(), '2026-06-05', '2026-06-08');
    expect(plan).toEqual([
      { index: 5, nominal: '2026-06-05', date: '2026-06-05', skipped: null },
      { index: 6, nominal: '2026-06-06', date: '2026-06-08', skipped: null },
      { index: 7, nominal: '2026-06-07', date: null, skipped: 'merged' },
      { index: 8, nominal: '2026-06-08', date: null, skipped: 'merged' },
    ]);
  });

  it('runs only in season, across the new year', () => {
    const trigger = { type: 'calendar', frequency: 'monthly', month_day: 1 } as const;
    const heating = rule({
      start_date: '2026-01-01',
      seasons: [{ from: '10-15', to: '03-31' }],
      trigger,
    });
    const plan = planCalendar(calendar(trigger), heating, ALWAYS_OPEN, '2026-01-01', '2026-12-31');
    expect(plan.filter((o) => o.skipped === null).map((o) => o.date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    expect(plan.filter((o) => o.skipped === 'season')).toHaveLength(7);
  });

  it('skips every nth occurrence and stops at the count or end date', () => {
    const trigger = { type: 'calendar', frequency: 'monthly', month_day: 10 } as const;
    const monthly = rule({
      start_date: '2026-01-10',
      skip_every_nth: 3,
      occurrence_count: 7,
      trigger,
    });
    const plan = planCalendar(calendar(trigger), monthly, ALWAYS_OPEN, '2026-01-01', '2027-12-31');
    expect(plan.map((o) => [o.index, o.skipped])).toEqual([
      [1, null],
      [2, null],
      [3, 'skip_nth'],
      [4, null],
      [5, null],
      [6, 'skip_nth'],
      [7, null],
    ]);
    const ending = rule({ start_date: '2026-01-10', end_date: '2026-03-09', trigger });
    expect(
      planCalendar(calendar(trigger), ending, ALWAYS_OPEN, '2026-01-01', '2026-12-31'),
    ).toHaveLength(2);
  });

  it('previews what a change adds and removes', () => {
    const before = calendar({ type: 'calendar', frequency: 'weekly', weekdays: ['mo'] });
    const after = calendar({ type: 'calendar', frequency: 'weekly', weekdays: ['mo', 'th'] });
    const base = rule({
      start_date: '2026-06-01',
      trigger: { type: 'calendar', frequency: 'weekly', weekdays: ['mo'] },
    });
    const diff = diffOccurrences(
      planCalendar(before, base, ALWAYS_OPEN, '2026-06-01', '2026-06-14'),
      planCalendar(after, base, ALWAYS_OPEN, '2026-06-01', '2026-06-14'),
    );
    expect(diff).toEqual({ added: ['2026-06-04', '2026-06-11'], removed: [] });
  });
});

describe('dates and clocks', () => {
  it('keeps weekly Sunday occurrences on Sundays across daylight-saving changes, due at 23:59:59 local', () => {
    const sundays = datesOf(
      { type: 'calendar', frequency: 'weekly', weekdays: ['su'] },
      '2026-03-22',
      '2026-03-22',
      '2026-04-05',
    );
    expect(sundays).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
    const due = sundays.map((date) => dueAtOf(dayNumber(date), 'Europe/London').toISOString());
    expect(due).toEqual([
      '2026-03-22T23:59:59.000Z',
      '2026-03-29T22:59:59.000Z',
      '2026-04-05T22:59:59.000Z',
    ]);
    // Autumn: the day the clocks go back is 25 hours long and ends at 23:59:59 GMT.
    expect(dueAtOf(dayNumber('2026-10-24'), 'Europe/London').toISOString()).toBe(
      '2026-10-24T22:59:59.000Z',
    );
    expect(dueAtOf(dayNumber('2026-10-25'), 'Europe/London').toISOString()).toBe(
      '2026-10-25T23:59:59.000Z',
    );
    // New York's spring change, at 02:00 local on 8 March 2026.
    expect(dueAtOf(dayNumber('2026-03-08'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:59.000Z',
    );
  });

  it('floats the next occurrence after a late completion', () => {
    const start = { start_date: '2026-01-05' };
    expect(nextFloating(30, start, null)).toBe('2026-01-05');
    // Due 4 February, completed late on 20 February: the next is 30 days after that.
    expect(nextFloating(30, start, '2026-02-20')).toBe('2026-03-22');
  });

  it('gives 20 % of the interval as grace, capped at 28 days', () => {
    const monthly = calendar({ type: 'calendar', frequency: 'monthly', month_day: 1 });
    const yearly = calendar({ type: 'calendar', frequency: 'yearly', month: 1, month_day: 1 });
    const weekly = calendar({ type: 'calendar', frequency: 'weekly', weekdays: ['mo'] });
    expect(graceDaysOf('percent_20', intervalDaysOf(monthly))).toBe(6);
    expect(graceDaysOf('percent_20', intervalDaysOf(yearly))).toBe(28);
    expect(graceDaysOf('percent_20', intervalDaysOf(weekly))).toBe(1);
    expect(graceDaysOf('one_day', intervalDaysOf(yearly))).toBe(1);
    expect(graceDaysOf('none', intervalDaysOf(yearly))).toBe(0);
  });
});

describe('impossible rules', () => {
  const messagesOf = (input: unknown) => {
    const result = ZPpmRule.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const base = { start_date: '2026-01-01' };

  it('refuses 31 February, 31 April and no day at all', () => {
    const yearly = (month: number, month_day: number) =>
      messagesOf({
        ...base,
        triggers: [{ type: 'calendar', frequency: 'yearly', month, month_day }],
      });
    expect(yearly(2, 31)).toEqual(['ppm.monthDayImpossible']);
    expect(yearly(4, 31)).toEqual(['ppm.monthDayImpossible']);
    expect(yearly(2, 29)).toEqual([]);
    expect(messagesOf({ ...base, triggers: [{ type: 'calendar', frequency: 'monthly' }] })).toEqual(
      ['ppm.monthDayRequired'],
    );
    expect(messagesOf({ ...base, triggers: [{ type: 'calendar', frequency: 'weekly' }] })).toEqual([
      'ppm.weekdaysRequired',
    ]);
  });

  it('refuses zero occurrences, an end before the start and no trigger', () => {
    const monthly = [{ type: 'calendar', frequency: 'monthly', month_day: 1 }];
    expect(messagesOf({ ...base, triggers: monthly, occurrence_count: 0 })[0]).toMatch(
      /^ppm\.occurrenceCountInvalid/,
    );
    expect(messagesOf({ ...base, triggers: monthly, end_date: '2025-12-31' })).toEqual([
      'ppm.endBeforeStart',
    ]);
    expect(messagesOf({ ...base, triggers: [] })[0]).toMatch(/^ppm\.triggersRequired/);
  });

  it('refuses a meter trigger without a meter or a target', () => {
    expect(messagesOf({ ...base, triggers: [{ type: 'meter', every: 500 }] })[0]).toMatch(
      /^ppm\.meterRequired/,
    );
    expect(
      messagesOf({
        ...base,
        triggers: [{ type: 'meter', meter_id: '00000000-0000-4000-8000-000000000001' }],
      }),
    ).toEqual(['ppm.meterTargetRequired']);
  });
});
