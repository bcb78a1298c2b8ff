/**
 * The service dashboard: the period resolved in the organisation's time zone, the scope of the
 * ticket list, and every figure from aggregate statements run side by side on the pool. A
 * figure without data is null, never 0 % or NaN (docs/kpis.md).
 */
import {
  BACKLOG_AGE_BUCKETS,
  TICKET_PRIORITY_VALUES,
  type TDashboardQuery,
  type TServiceDashboard,
  type TTicketKind,
  type TTicketPriority,
  type TTicketStatus,
  type ZDashboardQuery,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { buildings } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { hasWorkingTime } from '../sla/index.ts';
import { loadTicketSettings, type TicketViewer } from '../tickets/index.ts';
import { openNow, overdueJobs, type OpenRow } from './dashboard-counts.ts';
import type { CompletedRow } from './dashboard-figures.ts';
import { periodParts } from './dashboard-parts.ts';
import { ppmFigures } from './dashboard-ppm.ts';
import { resolvePeriod } from './dashboard-period.ts';
import { dashboardScope, reachableKinds } from './dashboard-scope.ts';

export type DashboardQuery = z.output<typeof ZDashboardQuery>;
export type { TDashboardQuery };

/** A share, or null when nothing was counted. */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
const iso = (value: Date | string) => new Date(value).toISOString();

/** 404 for a building that is not the organisation's or outside the caller's buildings. */
export async function checkBuilding(executor: Executor, viewer: TicketViewer, buildingId?: string) {
  if (!buildingId) return;
  const tenant = forOrganisation(executor, viewer.auth.organisationId);
  const [row] = await tenant.select(buildings, eq(buildings.id, buildingId));
  if (!row || !allowsBuilding(viewer.scope, row.id)) throw new AppError('BUILDING_NOT_FOUND');
}

function durations(row: CompletedRow | undefined) {
  return {
    count: row?.measured ?? 0,
    mean_seconds: row?.measured ? row.mean_seconds : null,
    median_seconds: row?.measured ? row.median_seconds : null,
  };
}

function ticketsPerKind(
  kinds: readonly TTicketKind[],
  open: readonly OpenRow[],
  created: readonly { kind: string; created: number; previous_created: number }[],
): TServiceDashboard['tickets'] {
  return kinds.map((kind) => {
    const rows = open.filter((row) => row.kind === kind);
    const statuses = new Map<TTicketStatus, number>();
    for (const row of rows) {
      const status = row.status as TTicketStatus;
      statuses.set(status, (statuses.get(status) ?? 0) + row.count);
    }
    const made = created.find((row) => row.kind === kind);
    return {
      kind,
      open: sum(rows, (row) => row.count),
      by_status: [...statuses].map(([status, count]) => ({ status, count })),
      created: made?.created ?? 0,
      previous_created: made?.previous_created ?? 0,
    };
  });
}

function backlogByAge(open: readonly OpenRow[]): TServiceDashboard['backlog_by_age'] {
  const total = sum(open, (row) => row.count);
  const within = [1, 3, 7, 30].map((days) =>
    sum(open, (row) => row[`d${days}` as 'd1' | 'd3' | 'd7' | 'd30']),
  );
  const cumulative = [...within, total];
  return BACKLOG_AGE_BUCKETS.map((bucket, index) => ({
    bucket,
    count: (cumulative[index] ?? 0) - (index > 0 ? (cumulative[index - 1] ?? 0) : 0),
  }));
}

export async function serviceDashboard(
  executor: Executor,
  viewer: TicketViewer,
  query: DashboardQuery,
  now = new Date(),
): Promise<TServiceDashboard> {
  const [settings] = await Promise.all([
    loadTicketSettings(executor, viewer.auth.organisationId),
    checkBuilding(executor, viewer, query.building_id),
  ]);
  const period = resolvePeriod(query, settings.timezone, now);
  const kinds = reachableKinds(viewer, query.kind);
  const scope = dashboardScope(viewer, kinds, period, query.building_id, now);
  const [{ figures, latest }, open, jobs, ppm] = await Promise.all([
    periodParts(executor, scope),
    openNow(executor, scope),
    overdueJobs(executor, scope),
    ppmFigures(executor, scope),
  ]);
  const { completed, response, feedback } = figures;
  const all = completed.find((row) => row.priority === null);
  const done = all?.count ?? 0;
  const priorities = TICKET_PRIORITY_VALUES as readonly TTicketPriority[];
  return {
    period,
    resolution_time: {
      ...durations(all),
      business_hours: hasWorkingTime({ ...settings, holidays: new Set() }),
      by_priority: priorities.map((priority) => ({
        priority,
        ...durations(completed.find((row) => row.priority === priority)),
      })),
    },
    completed: {
      count: done,
      previous_count: all?.previous_count ?? 0,
      by_team: figures.teams,
      by_person: figures.people,
    },
    tickets: ticketsPerKind(kinds, open, figures.created),
    overdue: {
      count: sum(open, (row) => row.overdue),
      by_priority: priorities.map((priority) => ({
        priority,
        count: sum(
          open.filter((row) => row.priority === priority),
          (row) => row.overdue,
        ),
      })),
    },
    overdue_jobs: jobs,
    feedback: {
      count: feedback.count,
      average: feedback.average,
      distribution: feedback.distribution,
      latest: latest.map((row) => ({ ...row, rating: Number(row.rating), at: iso(row.at) })),
    },
    first_call_resolution: {
      completed: done,
      first_visit: all?.first_visit ?? 0,
      rate: share(all?.first_visit ?? 0, done),
      reopened: all?.reopened ?? 0,
      reopen_rate: share(all?.reopened ?? 0, done),
    },
    sla: {
      response: { ...response, rate: share(response.met, response.met + response.breached) },
      resolution: {
        met: all?.resolution_met ?? 0,
        breached: all?.resolution_breached ?? 0,
        rate: share(
          all?.resolution_met ?? 0,
          (all?.resolution_met ?? 0) + (all?.resolution_breached ?? 0),
        ),
      },
    },
    trend: figures.steps.map((step) => ({
      start: step.start,
      created: step.created,
      completed: step.completed,
      resolution_sla_rate: share(step.met, step.met + step.breached),
    })),
    backlog_by_age: backlogByAge(open),
    by_priority: figures.byPriority.map((row) => ({
      priority: row.priority as TTicketPriority,
      count: row.count,
    })),
    by_category: figures.byCategory,
    ppm,
    generated_at: now.toISOString(),
  };
}
