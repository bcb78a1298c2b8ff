/**
 * Reading schedules as the caller may see them: the organisation's, within the caller's
 * buildings, and for contractor staff only those assigned to their company (the same limits as
 * the tasks they make). Another organisation's schedule, or one outside those limits, is 404.
 */
import type { TPpmScheduleSummary } from '@mainstay/contracts';
import { and, count, eq, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  buildings,
  contractors,
  OPEN_STATUS_LIST,
  ppmScheduleAssets,
  ppmSchedules,
  teams,
  tickets,
  users,
  type PpmSchedule,
} from '../../db/schema/index.ts';
import { withinBuildings, withinContractor } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';

/** The schedules the caller may see. */
export function visibleSchedules(auth: RequestAuth): SQL {
  return and(
    tenantCondition(ppmSchedules, auth.organisationId),
    withinBuildings(auth.scope, ppmSchedules.buildingId),
    withinContractor(auth.scope, ppmSchedules.contractorId),
  ) as SQL;
}

export async function findSchedule(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  lock = false,
): Promise<PpmSchedule> {
  const query = executor
    .select()
    .from(ppmSchedules)
    .where(and(eq(ppmSchedules.id, id), visibleSchedules(auth)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('PPM_SCHEDULE_NOT_FOUND');
  return row;
}

type Named = { id: string; name: string };

/** Names of the rows the summaries point at, read once for a page of schedules. */
export async function namesFor(executor: Executor, organisationId: string, rows: PpmSchedule[]) {
  const tenant = forOrganisation(executor, organisationId);
  const ids = (pick: (row: PpmSchedule) => (string | null)[]) => [
    ...new Set(rows.flatMap(pick).filter((id): id is string => id !== null)),
  ];
  const lookup = async (
    table: typeof buildings | typeof teams | typeof contractors | typeof users,
    name: PgColumn,
    wanted: string[],
  ): Promise<Map<string, Named>> => {
    if (wanted.length === 0) return new Map();
    const found = await executor
      .select({ id: table.id, name: sql<string>`${name}` })
      .from(table)
      .where(tenant.where(table, inArray(table.id, wanted)));
    return new Map(found.map((row) => [row.id, row]));
  };
  const scheduleIds = rows.map((row) => row.id);
  const [building, team, contractor, person, assetCounts, openCounts] = await Promise.all([
    lookup(
      buildings,
      buildings.name,
      ids((row) => [row.buildingId]),
    ),
    lookup(
      teams,
      teams.name,
      ids((row) => [row.teamId]),
    ),
    lookup(
      contractors,
      contractors.companyName,
      ids((row) => [row.contractorId]),
    ),
    lookup(
      users,
      users.name,
      ids((row) => row.assigneeIds),
    ),
    scheduleIds.length === 0
      ? []
      : executor
          .select({ id: ppmScheduleAssets.scheduleId, value: count() })
          .from(ppmScheduleAssets)
          .where(
            tenant.where(ppmScheduleAssets, inArray(ppmScheduleAssets.scheduleId, scheduleIds)),
          )
          .groupBy(ppmScheduleAssets.scheduleId),
    scheduleIds.length === 0
      ? []
      : executor
          .select({ id: tickets.ppmScheduleId, value: count(), due: min(tickets.dueAt) })
          .from(tickets)
          .where(
            tenant.where(
              tickets,
              and(
                inArray(tickets.ppmScheduleId, scheduleIds),
                sql`${tickets.status} in (${OPEN_STATUS_LIST})`,
              ),
            ),
          )
          .groupBy(tickets.ppmScheduleId),
  ]);
  return {
    building,
    team,
    contractor,
    person,
    assets: new Map(assetCounts.map((row) => [row.id, row.value])),
    open: new Map(openCounts.map((row) => [row.id ?? '', row.value])),
    /** The earliest due date of each schedule's open tasks. */
    openDue: new Map(openCounts.map((row) => [row.id ?? '', row.due])),
  };
}

export type ScheduleNames = Awaited<ReturnType<typeof namesFor>>;

export function toSummary(
  row: PpmSchedule,
  names: ScheduleNames,
  nextDue: string | null,
): TPpmScheduleSummary {
  const ref = (map: Map<string, Named>, id: string | null) =>
    id ? (map.get(id) ?? { id, name: '' }) : null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    pause_reason: row.pauseReason,
    building: ref(names.building, row.buildingId) ?? { id: row.buildingId, name: '' },
    scope: row.scope,
    asset_count: names.assets.get(row.id) ?? 0,
    priority: row.priority,
    rrule: row.rrule,
    rule: row.rule,
    next_due: nextDue,
    open_tasks: names.open.get(row.id) ?? 0,
    assignees: row.assigneeIds.flatMap((id) => {
      const person = names.person.get(id);
      return person ? [person] : [];
    }),
    team: ref(names.team, row.teamId),
    contractor: ref(names.contractor, row.contractorId),
  };
}
