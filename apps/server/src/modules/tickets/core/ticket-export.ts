/**
 * GET /v1/<kind>-tickets/export: the list with the same visibility, filters, search and sort, as
 * CSV or XLSX. Rows are read in batches (one query each: rows with names and assignees) and
 * streamed, so a large organisation's export is never held in memory whole. The header row and
 * the default categories' names are in the reader's language; statuses and priorities are the
 * codes, as in the asset export.
 */
import {
  TICKET_DEFAULT_CATEGORY_NAMES,
  type TTicketExportQuery,
  type TTicketKind,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ticketCategories } from '../../../db/schema/index.ts';
import { builtInName } from '../../../lib/built-in-name.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { translate } from '../../../lib/translate.ts';
import type { ExportColumn } from '../../imports/index.ts';
import type { TicketViewer } from '../ticket-access.ts';
import { ticketListConditions, ticketOrder } from './ticket-filters.ts';
import { selectTicketRows, toTicketListItem } from './ticket-rows.ts';

const BATCH = 1000;

const COLUMNS = [
  'number',
  'title',
  'status',
  'priority',
  'category',
  'building',
  'location',
  'asset',
  'assignees',
  'team',
  'contractor',
  'reporter',
  'reporter_email',
  'tags',
  'due_at',
  'sla',
  'response_due_at',
  'resolution_due_at',
  'created_at',
  'completed_at',
] as const;

/** The columns, named in the reader's language (tickets:export.columns). */
export function ticketExportColumns(language: LanguageCode): ExportColumn[] {
  return COLUMNS.map((key) => ({
    key,
    label: translate(language, `tickets:export.columns.${key}`),
  }));
}

/** The kind's categories by id, so a default one is named in the reader's language. */
async function categoryNames(executor: Executor, viewer: TicketViewer, kind: TTicketKind) {
  const rows = await forOrganisation(executor, viewer.auth.organisationId).select(
    ticketCategories,
    eq(ticketCategories.kind, kind),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function* ticketExportRows(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  query: TTicketExportQuery,
  language: LanguageCode,
  now = new Date(),
): AsyncGenerator<Record<string, unknown>> {
  const categories = await categoryNames(executor, viewer, kind);
  const categoryOf = (category: { id: string; name: string } | null) =>
    category
      ? builtInName(
          language,
          'tickets:categories',
          categories.get(category.id) ?? category,
          TICKET_DEFAULT_CATEGORY_NAMES,
        )
      : null;
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
        category: categoryOf(item.category),
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
