/**
 * An organisation's ticket settings (one row, created with the defaults the first time anyone
 * asks) and its working calendar: time zone, weekly opening periods and holidays.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holidays, ticketSettings, type TicketSettingsRow } from '../../db/schema/index.ts';
import type { WorkingCalendar } from './business-time.ts';

/** Holidays further back than this cannot move any deadline still being computed. */
const HOLIDAY_LOOKBACK_DAYS = 400;

export async function loadTicketSettings(
  executor: Executor,
  organisationId: string,
): Promise<TicketSettingsRow> {
  const [existing] = await executor
    .select()
    .from(ticketSettings)
    .where(eq(ticketSettings.organisationId, organisationId));
  if (existing) return existing;
  await executor.insert(ticketSettings).values({ organisationId }).onConflictDoNothing();
  const [created] = await executor
    .select()
    .from(ticketSettings)
    .where(eq(ticketSettings.organisationId, organisationId));
  if (!created) throw new Error('The ticket settings could not be created');
  return created;
}

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
    .where(and(eq(holidays.organisationId, organisationId), gte(holidays.day, since)));
  return {
    calendar: calendarOf(
      settings,
      rows.map((row) => row.day),
    ),
    settings,
  };
}
