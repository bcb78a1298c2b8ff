/**
 * The reports, in the catalogue's order, and the ones a caller may open: every report needs read
 * report, some a permission more (MTTR, MTBF and the asset register read assets, the workload
 * report the team, the contractors report contractors, the planned maintenance reports PPM tasks).
 */
import { REPORT_KEYS, type TReportCatalogue, type TReportKey } from '@mainstay/contracts';
import type { AppAbility } from '@mainstay/permissions';
import { assetsReport } from './report-assets.ts';
import type { ReportDefinition } from './report-context.ts';
import { costReport } from './report-cost.ts';
import { mtbfReport } from './report-mtbf.ts';
import { contractorsReport, feedbackReport } from './report-people.ts';
import { plannedReactiveReport, ppmBacklogReport, ppmComplianceReport } from './report-ppm.ts';
import { slaReport } from './report-sla.ts';
import { mttrReport, ticketsReport } from './report-tickets.ts';
import { workloadReport } from './report-workload.ts';

const DEFINITIONS: Record<TReportKey, ReportDefinition> = {
  tickets: ticketsReport,
  sla: slaReport,
  mttr: mttrReport,
  mtbf: mtbfReport,
  cost: costReport,
  workload: workloadReport,
  contractors: contractorsReport,
  feedback: feedbackReport,
  assets: assetsReport,
  ppm_compliance: ppmComplianceReport,
  planned_reactive: plannedReactiveReport,
  ppm_backlog: ppmBacklogReport,
};

export function reportDefinition(key: string): ReportDefinition | undefined {
  return (REPORT_KEYS as readonly string[]).includes(key)
    ? DEFINITIONS[key as TReportKey]
    : undefined;
}

export function mayOpen(ability: AppAbility, definition: ReportDefinition): boolean {
  return definition.needs.every((need) => ability.can(need.action, need.subject));
}

export function reportCatalogue(ability: AppAbility): TReportCatalogue {
  return {
    items: REPORT_KEYS.map((key) => DEFINITIONS[key])
      .filter((definition) => mayOpen(ability, definition))
      .map((definition) => ({ key: definition.key, group_by: [...definition.groupings] })),
  };
}
