/**
 * `node --import tsx apps/server/bench/ppm-plan.bench.ts`: the date arithmetic of a day's PPM
 * generation for 20,000 schedules (BENCH_SCHEDULES): every schedule's occurrences in the next
 * 90 days (the longest default lead time) planned against an office calendar with a year of
 * holidays, for a mix of daily, weekly, monthly, quarterly and yearly rules started up to two
 * years ago, with seasons, moves off closed days and every nth skipped. Prints the total and
 * the time per schedule over BENCH_RUNS runs (default 5). The goal for the whole generation
 * job, database work included, is under 30 s; this part should take a small share of it.
 */
import { performance } from 'node:perf_hooks';
import { ZPpmRule, type TPpmRuleInput } from '@mainstay/contracts';
import { calendarTriggerOf, dayCalendarOf, planCalendar } from '../src/modules/ppm/index.ts';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const TRIGGERS: TPpmRuleInput['triggers'][number][] = [
  { type: 'calendar', frequency: 'daily' },
  { type: 'calendar', frequency: 'weekly', weekdays: ['mo'] },
  { type: 'calendar', frequency: 'weekly', interval: 2, weekdays: ['tu', 'th'] },
  { type: 'calendar', frequency: 'monthly', month_day: 31 },
  {
    type: 'calendar',
    frequency: 'monthly',
    month_mode: 'nth_weekday',
    week_of_month: 2,
    weekday: 'we',
  },
  { type: 'calendar', frequency: 'monthly', interval: 3, month_day: 15 },
  { type: 'calendar', frequency: 'yearly', month: 4, month_day: 1 },
];
const NON_WORKING = ['keep', 'skip', 'move_before', 'move_after'] as const;

const holidays = new Set<string>();
for (const date of ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28']) {
  holidays.add(`2026-${date}`);
  holidays.add(`2027-${date}`);
}
const office = dayCalendarOf({ week: [[], [{}], [{}], [{}], [{}], [{}], []], holidays });

const rules = Array.from({ length: SCHEDULES }, (_, i) => {
  const started = new Date(Date.UTC(2025, 0, 1) + (i % 700) * 86_400_000);
  return ZPpmRule.parse({
    triggers: [TRIGGERS[i % TRIGGERS.length]],
    start_date: started.toISOString().slice(0, 10),
    non_working_day: NON_WORKING[i % NON_WORKING.length],
    skip_every_nth: i % 10 === 0 ? 4 : null,
    seasons: i % 7 === 0 ? [{ from: '10-01', to: '04-30' }] : [],
  });
});

let occurrences = 0;
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  occurrences = 0;
  for (const rule of rules) {
    const trigger = calendarTriggerOf(rule);
    if (!trigger) continue;
    occurrences += planCalendar(trigger, rule, office, '2026-12-03', '2027-03-02').length;
  }
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  `PPM planning: ${SCHEDULES} schedules, 90 days ahead, ${occurrences} occurrences: median ${median.toFixed(0)} ms ` +
    `(${((median / SCHEDULES) * 1000).toFixed(1)} µs per schedule) over ${RUNS} runs`,
);
