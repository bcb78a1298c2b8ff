/**
 * Time on a ticket: a running timer (started now or at a given time, stopped later) or a
 * duration already spent. The rate in force is kept on the log, so later rate changes do not
 * rewrite past costs. Only managers (write on the kind) log or edit someone else's time.
 */
import type { TTicketDetail, TDomainErrorCode } from '@mainstay/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { ticketTimeLogs, type Ticket } from '../../../db/schema/index.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { forOrganisation, type TenantScope } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import { ticketDetail } from '../core/ticket-detail.ts';
import type { TicketViewer } from '../ticket-access.ts';
import { recordActivity } from '../ticket-activity.ts';
import { hourlyRateOf, labourCost, syncLabourCost } from './work-costs.ts';
import {
  canWriteKind,
  openTicketForChange,
  organisationUser,
  type WorkContext,
} from './work.shared.ts';

export const TIMER_RUNNING = 'TIMER_RUNNING' satisfies TDomainErrorCode;
export const TIME_LOG_NOT_FOUND = 'TIME_LOG_NOT_FOUND' satisfies TDomainErrorCode;
export const OTHERS_TIME = 'TIME_OTHERS_FORBIDDEN' satisfies TDomainErrorCode;
export const PERSON_NOT_FOUND = 'TIME_PERSON_UNKNOWN' satisfies TDomainErrorCode;
export const START_IN_FUTURE = 'TIME_START_IN_FUTURE' satisfies TDomainErrorCode;

/** Clocks differ a little between a phone and the server. */
const CLOCK_SKEW_MS = 60_000;
const MINUTE_MS = 60_000;

export interface TimeLogInput {
  user_id?: string | undefined;
  started_at?: string | undefined;
  duration_minutes?: number | undefined;
  note: string;
}

export interface TimeLogChange {
  duration_minutes?: number | undefined;
  note?: string | undefined;
}

interface Change {
  tx: Transaction;
  /** The caller's organisation, on the same transaction. */
  tenant: TenantScope;
  auth: RequestAuth;
  ticket: Ticket;
}

/** Records the minutes on the timeline (internal: the reporter sees the totals, not the logs). */
async function recordTime(
  change: Change,
  logId: string,
  minutes: number,
  note: string,
  extra = {},
) {
  await recordActivity(change.tx, {
    organisationId: change.auth.organisationId,
    ticketId: change.ticket.id,
    type: 'time',
    actorUserId: change.auth.userId,
    body: note,
    data: { minutes, log_id: logId, ...extra },
  });
}

/** Runs `work` on a ticket the caller may change, then answers with the refreshed ticket. */
async function withTicket(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  work: (change: Change, viewer: TicketViewer) => Promise<void>,
): Promise<TTicketDetail> {
  const { viewer, ticket } = await context.deps.db.transaction(async (tx) => {
    const visible = await openTicketForChange(tx, auth, context.kind, ticketId);
    const tenant = forOrganisation(tx, auth.organisationId);
    await work({ tx, tenant, auth, ticket: visible.ticket }, visible.viewer);
    await syncLabourCost(tenant, ticketId);
    return visible;
  });
  return ticketDetail(context.deps, viewer, ticket);
}

export async function addTimeLog(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  input: TimeLogInput,
): Promise<TTicketDetail> {
  return withTicket(context, auth, ticketId, async (change, viewer) => {
    const { tx, tenant } = change;
    const userId = input.user_id ?? auth.userId;
    if (userId !== auth.userId && !canWriteKind(viewer, context.kind)) {
      throw new AppError(OTHERS_TIME);
    }
    const person = await organisationUser(tenant, userId);
    if (!person) throw fieldError('user_id', PERSON_NOT_FOUND);
    const now = new Date();
    const requestedStart = input.started_at ? new Date(input.started_at) : null;
    if (requestedStart && requestedStart.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw fieldError('started_at', START_IN_FUTURE);
    }
    const rate = await hourlyRateOf(tenant, person);
    const base = {
      ticketId,
      userId,
      hourlyRateCents: rate,
      note: input.note,
    };

    if (input.duration_minutes === undefined) {
      const [running] = await tx
        .select({ id: ticketTimeLogs.id })
        .from(ticketTimeLogs)
        .where(
          tenant.where(
            ticketTimeLogs,
            and(
              eq(ticketTimeLogs.ticketId, ticketId),
              eq(ticketTimeLogs.userId, userId),
              isNull(ticketTimeLogs.endedAt),
            ),
          ),
        );
      if (running) throw new AppError(TIMER_RUNNING);
      await tenant.insert(ticketTimeLogs, [{ ...base, startedAt: requestedStart ?? now }]);
      return;
    }

    const minutes = input.duration_minutes;
    const startedAt = requestedStart ?? new Date(now.getTime() - minutes * MINUTE_MS);
    const [log] = await tenant.insert(ticketTimeLogs, [
      {
        ...base,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * MINUTE_MS),
        durationMinutes: minutes,
        costCents: labourCost(rate, minutes),
      },
    ]);
    if (!log) throw new Error('The time log was not stored');
    await recordTime(change, log.id, minutes, input.note, { user_id: userId });
  });
}

async function ownLog(
  change: Change,
  viewer: TicketViewer,
  kind: WorkContext['kind'],
  logId: string,
) {
  const [log] = await change.tenant.select(
    ticketTimeLogs,
    and(eq(ticketTimeLogs.id, logId), eq(ticketTimeLogs.ticketId, change.ticket.id)),
  );
  if (!log) throw new AppError(TIME_LOG_NOT_FOUND);
  if (log.userId !== change.auth.userId && !canWriteKind(viewer, kind)) {
    throw new AppError(OTHERS_TIME);
  }
  return log;
}

/** Stops a running timer (whole minutes, rounded up, at least one) or edits a finished log. */
export async function changeTimeLog(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  logId: string,
  input: TimeLogChange,
): Promise<TTicketDetail> {
  return withTicket(context, auth, ticketId, async (change, viewer) => {
    const log = await ownLog(change, viewer, context.kind, logId);
    const running = log.endedAt === null;
    const now = new Date();
    const elapsed = Math.max(1, Math.ceil((now.getTime() - log.startedAt.getTime()) / MINUTE_MS));
    const minutes = input.duration_minutes ?? (running ? elapsed : (log.durationMinutes ?? 0));
    const note = input.note ?? log.note;
    await change.tenant.update(
      ticketTimeLogs,
      {
        endedAt:
          running && input.duration_minutes === undefined
            ? now
            : new Date(log.startedAt.getTime() + minutes * MINUTE_MS),
        durationMinutes: minutes,
        costCents: labourCost(log.hourlyRateCents, minutes),
        note,
      },
      eq(ticketTimeLogs.id, log.id),
    );
    if (running) {
      await recordTime(change, log.id, minutes, note, { user_id: log.userId });
    } else if (minutes !== log.durationMinutes) {
      await recordTime(change, log.id, minutes, note, {
        user_id: log.userId,
        previous_minutes: log.durationMinutes,
      });
    }
  });
}

export async function deleteTimeLog(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  logId: string,
): Promise<TTicketDetail> {
  return withTicket(context, auth, ticketId, async (change, viewer) => {
    const log = await ownLog(change, viewer, context.kind, logId);
    await change.tenant.delete(ticketTimeLogs, eq(ticketTimeLogs.id, log.id));
  });
}
