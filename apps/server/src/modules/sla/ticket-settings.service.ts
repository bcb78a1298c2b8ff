/**
 * The organisation's ticket settings (working calendar, reopen window, at-risk share, labour
 * rate) and its holidays. Rates are stored in minor units and shown in major units. New values
 * apply to deadlines computed from now on; existing tickets keep theirs.
 */
import type {
  THoliday,
  TTicketSettings,
  ZHolidayRequest,
  ZUpdateTicketSettingsRequest,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { holidays, ticketSettings, type TicketSettingsRow } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { loadTicketSettings } from '../tickets/index.ts';

export const HOLIDAY_TAKEN = 'HOLIDAY_TAKEN' satisfies TDomainErrorCode;

function settingsResponse(row: TicketSettingsRow): TTicketSettings {
  return {
    timezone: row.timezone,
    week: row.week,
    reopen_window_days: row.reopenWindowDays,
    at_risk_percent: row.atRiskPercent,
    default_hourly_rate: row.defaultHourlyRateCents / 100,
    currency: row.currency,
    ppm_grace: row.ppmGrace,
  };
}

export async function getTicketSettings(
  executor: Executor,
  organisationId: string,
): Promise<TTicketSettings> {
  return settingsResponse(await loadTicketSettings(executor, organisationId));
}

export async function updateTicketSettings(
  executor: Executor,
  organisationId: string,
  input: z.output<typeof ZUpdateTicketSettingsRequest>,
): Promise<TTicketSettings> {
  await loadTicketSettings(executor, organisationId);
  const [row] = await executor
    .update(ticketSettings)
    .set({
      ...(input.timezone === undefined ? {} : { timezone: input.timezone }),
      ...(input.week === undefined ? {} : { week: input.week }),
      ...(input.reopen_window_days === undefined
        ? {}
        : { reopenWindowDays: input.reopen_window_days }),
      ...(input.at_risk_percent === undefined ? {} : { atRiskPercent: input.at_risk_percent }),
      ...(input.default_hourly_rate === undefined
        ? {}
        : { defaultHourlyRateCents: Math.round(input.default_hourly_rate * 100) }),
      ...(input.currency === undefined ? {} : { currency: input.currency }),
      ...(input.ppm_grace === undefined ? {} : { ppmGrace: input.ppm_grace }),
      updatedAt: new Date(),
    })
    .where(forOrganisation(executor, organisationId).where(ticketSettings))
    .returning();
  if (!row) throw new Error('Updating the ticket settings failed');
  return settingsResponse(row);
}

const holidayResponse = (row: typeof holidays.$inferSelect): THoliday => ({
  id: row.id,
  day: row.day,
  name: row.name,
});

export async function listHolidays(executor: Executor, organisationId: string) {
  const rows = await executor
    .select()
    .from(holidays)
    .where(forOrganisation(executor, organisationId).where(holidays))
    .orderBy(asc(holidays.day));
  return { data: rows.map(holidayResponse) };
}

export async function createHoliday(
  executor: Executor,
  organisationId: string,
  input: z.output<typeof ZHolidayRequest>,
): Promise<THoliday> {
  const [row] = await executor
    .insert(holidays)
    .values({ organisationId, day: input.day, name: input.name })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('day', HOLIDAY_TAKEN);
  return holidayResponse(row);
}

export async function deleteHoliday(
  executor: Executor,
  organisationId: string,
  id: string,
): Promise<void> {
  const [row] = await forOrganisation(executor, organisationId).delete(
    holidays,
    eq(holidays.id, id),
  );
  if (!row) throw new AppError('HOLIDAY_NOT_FOUND');
}
