/**
 * The list of forms: the caller's visible forms (form-access.ts) narrowed by the filters, the
 * search (the number or the template's name) and sorted, newest first unless asked otherwise.
 * Days (`from`, `to`) are the organisation's, from local midnight in its time zone, as ticket
 * filters count them. The export of answers (form-export.ts) shares these conditions.
 */
import type { TFormFilters, TFormListResponse, ZFormListQuery } from '@mainstay/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { formAnswers, formFailures, forms, templates } from '../../db/schema/index.ts';
import { containsPattern, readPage } from '../../lib/list-query.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { loadTicketSettings, localDayEnd, localDayStart } from '../tickets/index.ts';
import { visibleForms } from './form-access.ts';
import { formSummaries, selectFormRows } from './form-rows.ts';

type ListQuery = z.output<typeof ZFormListQuery>;

/** Started or answered by this person. */
function filledBy(organisationId: string, userId: string): SQL {
  const answered = sql`(select 1 from ${formAnswers} where ${formAnswers.formId} = ${forms.id}
    and ${formAnswers.answeredByUserId} = ${userId}
    and ${tenantCondition(formAnswers, organisationId)})`;
  return or(eq(forms.startedByUserId, userId), exists(answered)) as SQL;
}

function openedTicket(organisationId: string, ticketId: string): SQL {
  return exists(
    sql`(select 1 from ${formFailures} where ${formFailures.formId} = ${forms.id}
      and ${formFailures.ticketId} = ${ticketId}
      and ${tenantCondition(formFailures, organisationId)})`,
  );
}

/** Every condition of the list: visibility, filters and search. */
export async function formListConditions(
  executor: Executor,
  auth: RequestAuth,
  filters: TFormFilters & { search?: string | undefined },
): Promise<SQL> {
  const { organisationId } = auth;
  const conditions: (SQL | undefined)[] = [visibleForms(auth)];
  if (filters.template_id) conditions.push(eq(forms.templateId, filters.template_id));
  if (filters.asset_id) conditions.push(eq(forms.assetId, filters.asset_id));
  if (filters.building_id) conditions.push(eq(forms.buildingId, filters.building_id));
  if (filters.ticket_id) conditions.push(eq(forms.ticketId, filters.ticket_id));
  if (filters.opened_ticket_id) {
    conditions.push(openedTicket(organisationId, filters.opened_ticket_id));
  }
  if (filters.status) conditions.push(eq(forms.status, filters.status));
  if (filters.result?.length) conditions.push(inArray(forms.result, filters.result));
  if (filters.filled_by) {
    const userId = filters.filled_by === 'me' ? auth.userId : filters.filled_by;
    conditions.push(filledBy(organisationId, userId));
  }
  if (filters.from || filters.to) {
    const { timezone } = await loadTicketSettings(executor, organisationId);
    if (filters.from) conditions.push(gte(forms.createdAt, localDayStart(filters.from, timezone)));
    if (filters.to) conditions.push(lt(forms.createdAt, localDayEnd(filters.to, timezone)));
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(forms.number, pattern), ilike(templates.name, pattern)));
  }
  return and(...conditions) as SQL;
}

/** ORDER BY the chosen sort (newest first by default), the id breaking ties. */
export function formOrder(query: Pick<ListQuery, 'sort' | 'order'>): SQL[] {
  const columns = {
    number: forms.seq,
    created_at: forms.createdAt,
    completed_at: forms.completedAt,
    template: templates.name,
  } as const;
  if (!query.sort) return [desc(forms.createdAt), desc(forms.id)];
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(columns[query.sort]), direction(forms.id)];
}

export async function listForms(
  executor: Executor,
  auth: RequestAuth,
  query: ListQuery,
): Promise<TFormListResponse> {
  const { organisationId } = auth;
  const where = await formListConditions(executor, auth, query);
  const tenant = forOrganisation(executor, organisationId);
  const total = executor
    .select({ total: count() })
    .from(forms)
    .innerJoin(templates, tenant.on(templates, eq(templates.id, forms.templateId)))
    .where(where)
    .then(([row]) => row?.total ?? 0);
  return readPage(
    query,
    async ({ limit, offset }) => {
      const rows = await selectFormRows(executor, organisationId, where)
        .orderBy(...formOrder(query))
        .limit(limit)
        .offset(offset);
      return formSummaries(executor, organisationId, rows);
    },
    total,
    (item) => item,
  );
}
