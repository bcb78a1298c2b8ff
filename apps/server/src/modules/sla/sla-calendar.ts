/**
 * An organisation's working calendar: time zone and weekly opening periods (from its ticket
 * settings) and holidays.
 */
import { gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holidays, type TicketSettingsRow } from '../../db/schema/index.ts';
import { loadTicketSettings } from '../tickets/index.ts';
import type { WorkingCalendar } from './business-time.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** Holidays further back than this cannot move any deadline still being computed. */
const HOLIDAY_LOOKBACK_DAYS = 400;

export function calendarOf(
  settings: Pick<TicketSettingsRow, 'timezone' | 'week'>,
  holidayDays: Iterable<string>,
): WorkingCalendar {
  return { timezone: settings.timezone, week: settings.week, holidays: new Set(holidayDays) };
}

/** The organisation's working calendar with its settings (for the at-risk share). */
export async function loadCalendar(
  executor: Executor,
  organisationId: string,
  now: Date = new Date(),
): Promise<{ calendar: WorkingCalendar; settings: TicketSettingsRow }> {
  const settings = await loadTicketSettings(executor, organisationId);
  const since = new Date(now.getTime() - HOLIDAY_LOOKBACK_DAYS * 24 * 3600 * 1000)
    .toISOString()
    .slice(0, 10);
  const rows = await executor
    .select({ day: holidays.day })
    .from(holidays)
    .where(forOrganisation(executor, organisationId).where(holidays, gte(holidays.day, since)));
  return {
    calendar: calendarOf(
      settings,
      rows.map((row) => row.day),
    ),
    settings,
  };
}
