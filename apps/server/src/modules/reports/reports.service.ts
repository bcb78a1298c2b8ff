/**
 * One report: the definition checked against the caller (404 unknown, 403 outside their
 * catalogue, 422 for a grouping it does not offer), the building checked as the dashboard does,
 * the dashboard's period and scope, then the report's aggregate statements.
 */
import {
  fixedKindsOf,
  type TReport,
  type TReportGroupBy,
  type TReportQuery,
  type ZReportQuery,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  checkBuilding,
  dashboardScope,
  reachableKinds,
  resolvePeriod,
} from '../dashboards/index.ts';
import { loadTicketSettings, type TicketViewer } from '../tickets/index.ts';
import { mayOpen, reportDefinition } from './report-catalogue.ts';
import type { ReportDefinition, ReportRow } from './report-context.ts';

export type ReportQuery = z.output<typeof ZReportQuery>;
export type { TReportQuery };

export function groupingOf(definition: ReportDefinition, groupBy: TReportGroupBy | undefined) {
  if (definition.groupings.length === 0) {
    if (groupBy) throw new AppError('REPORT_GROUP_BY_INVALID');
    return null;
  }
  if (!groupBy) return definition.groupings[0] ?? null;
  if (!definition.groupings.includes(groupBy)) throw new AppError('REPORT_GROUP_BY_INVALID');
  return groupBy;
}

/** The definition the caller may open, or the refusal. */
export function openReport(viewer: TicketViewer, key: string): ReportDefinition {
  const definition = reportDefinition(key);
  if (!definition) throw new AppError('REPORT_NOT_FOUND');
  if (!mayOpen(viewer.auth.ability, definition)) throw new AppError('REPORT_FORBIDDEN');
  return definition;
}

const numeric = (value: unknown) => (typeof value === 'number' ? value : null);

export async function runReport(
  executor: Executor,
  viewer: TicketViewer,
  key: string,
  query: ReportQuery,
  language: LanguageCode,
  now = new Date(),
): Promise<TReport> {
  const definition = openReport(viewer, key);
  const groupBy = groupingOf(definition, query.group_by);
  await checkBuilding(executor, viewer, query.building_id);
  const settings = await loadTicketSettings(executor, viewer.auth.organisationId);
  const period = resolvePeriod(query, settings.timezone, now);
  // A report over fixed kinds of work (PM compliance) reads those whatever the filter says.
  const fixed = fixedKindsOf(definition.key);
  const kinds = fixed
    ? fixed.flatMap((kind) => reachableKinds(viewer, kind))
    : reachableKinds(viewer, query.kind);
  const scope = dashboardScope(viewer, kinds, period, query.building_id, now);
  const result = await definition.run({
    executor,
    scope,
    groupBy,
    buildingId: query.building_id,
    language,
    currency: settings.currency,
  });
  const chart = definition.chart(groupBy);
  const pointOf = (row: ReportRow) => ({
    label: String(row[chart.label] ?? ''),
    values: chart.series.map((series) => numeric(row[series])),
  });
  return {
    key: definition.key,
    group_by: groupBy,
    period: { range: period.range, from: period.from, to: period.to, timezone: period.timezone },
    currency: settings.currency,
    columns: definition.columns(groupBy),
    rows: result.rows,
    totals: result.totals,
    truncated: result.truncated ?? false,
    chart: { ...chart, points: result.chart ?? result.rows.map(pointOf) },
    generated_at: now.toISOString(),
  };
}
