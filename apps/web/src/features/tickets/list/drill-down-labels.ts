/**
 * The words of the dashboard's filters on the ticket list: one chip per thing the reader can
 * remove (a period's two days are one chip), in the reader's language, with days as the
 * organisation's calendar days (read in UTC, so no time zone moves them). A value the list does
 * not know is shown as it is in the address rather than hidden.
 */
import type { TFunction } from 'i18next';
import { TICKET_SLA_RESULTS } from '@mainstay/contracts';
import type { DrillDownFilter } from '../lib/list-filters.ts';

export interface DrillDownChip {
  key: string;
  label: string;
  /** The address parameters the chip stands for, removed together. */
  names: DrillDownFilter[];
}

type Filters = Record<string, string | undefined>;
type T = TFunction<'tickets'>;

const PERIODS = [
  { key: 'completed', from: 'completed_from', to: 'completed_to' },
  { key: 'responded', from: 'responded_from', to: 'responded_to' },
  { key: 'rated', from: 'rated_from', to: 'rated_to' },
] as const;

const RATINGS = ['1', '2', '3', '4', '5'];
const CLOCKS = ['response', 'resolution'] as const;

const asDay = (value: string) => new Date(`${value}T00:00:00Z`);
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asDay(value).getTime());

/** "1–30 Nov", "from 1 Nov", "until 30 Nov"; the year only when it is not this one. */
export function formatDays(
  t: T,
  language: string,
  from: string | undefined,
  to: string | undefined,
): string {
  const thisYear = String(new Date().getUTCFullYear());
  const otherYear = [from, to].some((day) => day && !day.startsWith(thisYear));
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(otherYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  const day = (value: string) => (isDay(value) ? format.format(asDay(value)) : value);
  if (from && to) {
    if (from === to) return day(from);
    // formatRange shares what both days have ("1–30 Nov"); it refuses an end before the start.
    return isDay(from) && isDay(to) && from < to
      ? format.formatRange(asDay(from), asDay(to))
      : `${day(from)} – ${day(to)}`;
  }
  if (from) return t('drillDown.since', { day: day(from) });
  return t('drillDown.until', { day: day(to ?? '') });
}

const valuesOf = (value: string) => value.split(',').filter(Boolean);

function ratingLabel(t: T, language: string, value: string): string {
  const ratings = valuesOf(value);
  if (RATINGS.every((rating) => ratings.includes(rating))) return t('drillDown.anyRating');
  const number = new Intl.NumberFormat(language);
  const shown = ratings.map((rating) => (/^\d+$/.test(rating) ? number.format(+rating) : rating));
  const list = new Intl.ListFormat(language, { type: 'disjunction' }).format(shown);
  return t('drillDown.rating', { ratings: list });
}

/** "Resolution SLA breached", "Resolution SLA met or breached", one phrase per clock. */
function slaLabel(t: T, language: string, value: string): string {
  const results = valuesOf(value);
  const phrases = CLOCKS.flatMap((clock) => {
    const met = results.includes(`${clock}_met`);
    const breached = results.includes(`${clock}_breached`);
    if (!met && !breached) return [];
    return [t(`drillDown.sla.${clock}_${met && breached ? 'any' : met ? 'met' : 'breached'}`)];
  });
  const unknown = results.filter(
    (result) => !(TICKET_SLA_RESULTS as readonly string[]).includes(result),
  );
  return new Intl.ListFormat(language, { type: 'disjunction' }).format([...phrases, ...unknown]);
}

/** The chips for the dashboard filters set in `filters`, in a fixed order. */
export function drillDownChips(t: T, language: string, filters: Filters): DrillDownChip[] {
  const chips: DrillDownChip[] = [];
  for (const period of PERIODS) {
    const from = filters[period.from];
    const to = filters[period.to];
    if (!from && !to) continue;
    chips.push({
      key: period.key,
      label: t(`drillDown.${period.key}`, { days: formatDays(t, language, from, to) }),
      names: [period.from, period.to],
    });
  }
  const { overdue, rating, sla_result: slaResult, first_visit: firstVisit } = filters;
  if (overdue) {
    const label = overdue === 'false' ? t('drillDown.notOverdue') : t('drillDown.overdue');
    chips.push({ key: 'overdue', label, names: ['overdue'] });
  }
  if (rating) {
    chips.push({ key: 'rating', label: ratingLabel(t, language, rating), names: ['rating'] });
  }
  if (slaResult) {
    chips.push({ key: 'sla', label: slaLabel(t, language, slaResult), names: ['sla_result'] });
  }
  if (firstVisit) {
    const label = firstVisit === 'false' ? t('drillDown.notFirstVisit') : t('drillDown.firstVisit');
    chips.push({ key: 'firstVisit', label, names: ['first_visit'] });
  }
  return chips;
}
