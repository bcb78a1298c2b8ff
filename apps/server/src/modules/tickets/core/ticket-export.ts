/**
 * GET /v1/<kind>-tickets/export: the list with the same visibility, filters, search and sort, as
 * CSV or XLSX. Rows are read in batches (one query each: rows with names and assignees) and
 * streamed, so a large organisation's export is never held in memory whole.
 */
import type { TTicketExportQuery, TTicketKind } from '@mainstay/contracts';
import type { Executor } from '../../../db/client.ts';
import type { ExportColumn } from '../../imports/index.ts';
import type { TicketViewer } from '../ticket-access.ts';
import { ticketListConditions, ticketOrder } from './ticket-filters.ts';
import { selectTicketRows, toTicketListItem } from './ticket-rows.ts';

const BATCH = 1000;

export const TICKET_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'number', label: 'Number' },
  { key: 'title', label: 'Title' },
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Priority' },
  { key: 'category', label: 'Category' },
  { key: 'building', label: 'Building' },
  { key: 'location', label: 'Location' },
  { key: 'asset', label: 'Asset' },
  { key: 'assignees', label: 'Assignees' },
  { key: 'team', label: 'Team' },
  { key: 'contractor', label: 'Contractor' },
  { key: 'reporter', label: 'Reporter' },
  { key: 'reporter_email', label: 'Reporter e-mail' },
  { key: 'tags', label: 'Tags' },
  { key: 'due_at', label: 'Due' },
  { key: 'sla', label: 'SLA' },
  { key: 'response_due_at', label: 'Response due' },
  { key: 'resolution_due_at', label: 'Resolution due' },
  { key: 'created_at', label: 'Created' },
  { key: 'completed_at', label: 'Completed' },
];

export async function* ticketExportRows(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  query: TTicketExportQuery,
  now = new Date(),
): AsyncGenerator<Record<string, unknown>> {
  const where = await ticketListConditions(executor, viewer, kind, query, now);
  const order = ticketOrder(query);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectTicketRows(executor, where, order).limit(BATCH).offset(offset);
    for (const item of rows.map((row) => toTicketListItem(row, now))) {
      yield {
        number: item.number,
        title: item.title,
        status: item.status,
        priority: item.priority,
        category: item.category?.name ?? null,
        building: item.building.name,
        location: item.location?.name ?? null,
        asset: item.asset ? `${item.asset.code} ${item.asset.name}` : null,
        assignees: item.assignees.map((person) => person.name).join(', '),
        team: item.team?.name ?? null,
        contractor: item.contractor?.name ?? null,
        reporter: item.reporter.name,
        reporter_email: item.reporter.email,
        tags: item.tags.join(', '),
        due_at: item.due_at,
        sla: item.sla.state,
        response_due_at: item.sla.response_due_at,
        resolution_due_at: item.sla.resolution_due_at,
        created_at: item.created_at,
        completed_at: item.completed_at,
      };
    }
    if (rows.length < BATCH) return;
  }
}
