/**
 * Scheduled reports: the organisation's schedules, who may receive a report, and the changes.
 * The caller must be able to open the report with its filters (as for GET /reports/:key), and
 * so must every recipient: an active member of the organisation whose permissions open it (a
 * refusal names the person, on `recipient_ids.N`). Whoever creates or changes a schedule owns it:
 * each run sends the report as they see it then. Pausing or resuming alone keeps the owner.
 */
import {
  ZCreateReportScheduleRequest,
  ZReportQuery,
  type TReportRecipientList,
  type TReportRecipientQuery,
  type TReportSchedule,
  type TReportScheduleValues,
  type TUpdateReportScheduleRequest,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  reportScheduleRecipients,
  reportSchedules,
  type ReportScheduleRow,
} from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { checkBuilding } from '../dashboards/index.ts';
import { loadTicketSettings, viewerOf } from '../tickets/index.ts';
import { runProblemText, type DeliveryDeps } from './report-delivery.shared.ts';
import { loadMembers, mayReceive, personOf, type ReportMember } from './report-members.ts';
import { nextRunAfter } from './report-schedule-time.ts';
import { groupingOf, openReport } from './reports.service.ts';

export interface ScheduleCaller {
  auth: RequestAuth;
  language: LanguageCode;
}

const RECIPIENT_SUGGESTIONS = 20;

/** The schedule's rule as the next-run arithmetic reads it. */
export const ruleOf = (row: ReportScheduleRow) => ({
  frequency: row.frequency,
  dayOfWeek: row.dayOfWeek,
  dayOfMonth: row.dayOfMonth,
  hour: row.hour,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

function scheduleView(
  row: ReportScheduleRow,
  people: { recipients: ReportMember[]; owner: ReportMember | undefined },
  timezone: string,
  language: LanguageCode,
): TReportSchedule {
  return {
    id: row.id,
    name: row.name,
    report_key: row.reportKey as TReportSchedule['report_key'],
    filters: ZReportQuery.parse(row.filters),
    format: row.format,
    delivery: row.delivery,
    frequency: row.frequency,
    day_of_week: row.dayOfWeek,
    day_of_month: row.dayOfMonth,
    hour: row.hour,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active: row.active,
    timezone,
    owner: people.owner ? { id: people.owner.id, name: people.owner.name } : null,
    recipients: people.recipients.map(personOf),
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_status: row.lastStatus,
    last_error: row.lastStatus === 'failed' ? runProblemText(language, row.lastError) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The views of some schedules, their people read in two queries. */
async function viewsOf(
  executor: Executor,
  organisationId: string,
  rows: ReportScheduleRow[],
  language: LanguageCode,
): Promise<TReportSchedule[]> {
  if (rows.length === 0) return [];
  const links = await forOrganisation(executor, organisationId).select(
    reportScheduleRecipients,
    inArray(
      reportScheduleRecipients.scheduleId,
      rows.map((row) => row.id),
    ),
  );
  const ids = new Set(links.map((link) => link.userId));
  for (const row of rows) if (row.ownerUserId) ids.add(row.ownerUserId);
  const members = new Map(
    (await loadMembers(executor, organisationId, [...ids])).map((member) => [member.id, member]),
  );
  const { timezone } = await loadTicketSettings(executor, organisationId);
  return rows.map((row) => {
    const recipients = links
      .filter((link) => link.scheduleId === row.id)
      .flatMap((link) => members.get(link.userId) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name));
    const owner = row.ownerUserId ? members.get(row.ownerUserId) : undefined;
    return scheduleView(row, { recipients, owner }, timezone, language);
  });
}

async function findSchedule(executor: Executor, organisationId: string, id: string) {
  const [row] = await forOrganisation(executor, organisationId).select(
    reportSchedules,
    eq(reportSchedules.id, id),
  );
  if (!row) throw new AppError('REPORT_SCHEDULE_NOT_FOUND');
  return row;
}

/** The caller may open the report with these filters; 403, 404 or 422 otherwise. */
async function checkReport(executor: Executor, auth: RequestAuth, values: TReportScheduleValues) {
  const viewer = viewerOf(auth);
  const definition = openReport(viewer, values.report_key);
  groupingOf(definition, values.filters.group_by);
  await checkBuilding(executor, viewer, values.filters.building_id);
}

/** Every recipient an active member who may open the report; the first refusal otherwise. */
async function checkRecipients(
  executor: Executor,
  organisationId: string,
  values: TReportScheduleValues,
): Promise<string[]> {
  const ids = [...new Set(values.recipient_ids)];
  const members = new Map(
    (await loadMembers(executor, organisationId, ids)).map((member) => [member.id, member]),
  );
  for (const [index, id] of values.recipient_ids.entries()) {
    const member = members.get(id);
    const field = `recipient_ids.${index}`;
    if (!member?.active) {
      throw new AppError('REPORT_RECIPIENT_UNKNOWN', {
        fieldErrors: { [field]: ['REPORT_RECIPIENT_UNKNOWN'] },
      });
    }
    if (!mayReceive(member, values.report_key)) {
      throw new AppError('REPORT_RECIPIENT_FORBIDDEN', {
        fieldErrors: { [field]: ['REPORT_RECIPIENT_FORBIDDEN'] },
        params: { name: member.name },
      });
    }
  }
  return ids;
}

/** The columns of a schedule from its checked values. */
async function columnsOf(executor: Executor, organisationId: string, v: TReportScheduleValues) {
  const { timezone } = await loadTicketSettings(executor, organisationId);
  const rule = {
    frequency: v.frequency,
    dayOfWeek: v.frequency === 'weekly' ? v.day_of_week : null,
    dayOfMonth: v.frequency === 'monthly' ? v.day_of_month : null,
    hour: v.hour,
    startsOn: v.starts_on,
    endsOn: v.ends_on,
  };
  return {
    name: v.name,
    reportKey: v.report_key,
    filters: v.filters,
    format: v.format,
    delivery: v.delivery,
    ...rule,
    active: v.active,
    nextRunAt: v.active ? nextRunAfter(rule, timezone, new Date()) : null,
  };
}

async function saveRecipients(tx: Executor, organisationId: string, id: string, ids: string[]) {
  const scope = forOrganisation(tx, organisationId);
  await scope.delete(reportScheduleRecipients, eq(reportScheduleRecipients.scheduleId, id));
  await scope.insert(
    reportScheduleRecipients,
    ids.map((userId) => ({ scheduleId: id, userId })),
  );
}

export async function listReportSchedules(
  deps: DeliveryDeps,
  { auth, language }: ScheduleCaller,
): Promise<TReportSchedule[]> {
  const rows = await deps.db
    .select()
    .from(reportSchedules)
    .where(forOrganisation(deps.db, auth.organisationId).where(reportSchedules))
    .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
  return viewsOf(deps.db, auth.organisationId, rows, language);
}

export async function getReportSchedule(
  deps: DeliveryDeps,
  { auth, language }: ScheduleCaller,
  id: string,
): Promise<TReportSchedule> {
  const row = await findSchedule(deps.db, auth.organisationId, id);
  const [view] = await viewsOf(deps.db, auth.organisationId, [row], language);
  if (!view) throw new AppError('REPORT_SCHEDULE_NOT_FOUND');
  return view;
}

export async function createReportSchedule(
  deps: DeliveryDeps,
  caller: ScheduleCaller,
  values: TReportScheduleValues,
): Promise<TReportSchedule> {
  const { organisationId, userId } = caller.auth;
  await checkReport(deps.db, caller.auth, values);
  const recipients = await checkRecipients(deps.db, organisationId, values);
  const columns = await columnsOf(deps.db, organisationId, values);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await forOrganisation(tx, organisationId).insert(reportSchedules, [
      { ...columns, ownerUserId: userId },
    ]);
    if (!row) throw new Error('The schedule was not recorded');
    await saveRecipients(tx, organisationId, row.id, recipients);
    return row.id;
  });
  return getReportSchedule(deps, caller, id);
}

/** The stored schedule as the create request would give it. */
async function valuesOf(
  executor: Executor,
  row: ReportScheduleRow,
): Promise<TReportScheduleValues> {
  const links = await forOrganisation(executor, row.organisationId).select(
    reportScheduleRecipients,
    eq(reportScheduleRecipients.scheduleId, row.id),
  );
  return {
    name: row.name,
    report_key: row.reportKey as TReportScheduleValues['report_key'],
    filters: ZReportQuery.parse(row.filters),
    format: row.format as TReportScheduleValues['format'],
    delivery: row.delivery,
    frequency: row.frequency,
    day_of_week: row.dayOfWeek,
    day_of_month: row.dayOfMonth,
    hour: row.hour,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    recipient_ids: links.map((link) => link.userId),
    active: row.active,
  };
}

/** The changed schedule checked whole (a weekly one needs its day, whichever field changed). */
function mergedValues(
  current: TReportScheduleValues,
  changes: TUpdateReportScheduleRequest,
): TReportScheduleValues {
  const parsed = ZCreateReportScheduleRequest.safeParse({ ...current, ...changes });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  throw new ValidationError(fieldErrors);
}

export async function updateReportSchedule(
  deps: DeliveryDeps,
  caller: ScheduleCaller,
  id: string,
  changes: TUpdateReportScheduleRequest,
): Promise<TReportSchedule> {
  const { organisationId, userId } = caller.auth;
  const row = await findSchedule(deps.db, organisationId, id);
  const values = mergedValues(await valuesOf(deps.db, row), changes);
  const scope = forOrganisation(deps.db, organisationId);
  const mine = eq(reportSchedules.id, row.id);
  if (Object.keys(changes).every((field) => field === 'active')) {
    // Pausing or resuming changes no content: the owner and the recipients stay.
    const { active, nextRunAt } = await columnsOf(deps.db, organisationId, values);
    await scope.update(reportSchedules, { active, nextRunAt }, mine);
    return getReportSchedule(deps, caller, id);
  }
  await checkReport(deps.db, caller.auth, values);
  const recipients = await checkRecipients(deps.db, organisationId, values);
  const columns = await columnsOf(deps.db, organisationId, values);
  await deps.db.transaction(async (tx) => {
    await forOrganisation(tx, organisationId).update(
      reportSchedules,
      { ...columns, ownerUserId: userId },
      mine,
    );
    await saveRecipients(tx, organisationId, row.id, recipients);
  });
  return getReportSchedule(deps, caller, id);
}

export async function deleteReportSchedule(
  deps: DeliveryDeps,
  { auth }: ScheduleCaller,
  id: string,
): Promise<void> {
  const deleted = await forOrganisation(deps.db, auth.organisationId).delete(
    reportSchedules,
    eq(reportSchedules.id, id),
  );
  if (deleted.length === 0) throw new AppError('REPORT_SCHEDULE_NOT_FOUND');
}

/** Active members who may open the report, by name, filtered by name or e-mail. */
export async function reportRecipients(
  deps: DeliveryDeps,
  { auth }: ScheduleCaller,
  query: TReportRecipientQuery,
): Promise<TReportRecipientList> {
  const search = query.search?.toLocaleLowerCase();
  const items = (await loadMembers(deps.db, auth.organisationId))
    .filter((member) => mayReceive(member, query.report_key))
    .filter(
      (member) =>
        !search ||
        member.name.toLocaleLowerCase().includes(search) ||
        member.email.includes(search),
    )
    .slice(0, RECIPIENT_SUGGESTIONS)
    .map(personOf);
  return { items };
}
