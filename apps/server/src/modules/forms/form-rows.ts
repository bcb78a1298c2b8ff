/**
 * A form's row with the names it shows (template, ticket, asset, location, building, people), the
 * version it pinned, and what the list and the detail share of it (`formCommonOf`), read for
 * many forms at once: a list page costs the same few queries whatever its length.
 */
import {
  formProgress,
  type TFormSummary,
  type TFormTicketRef,
  type TTemplateDefinition,
} from '@mainstay/contracts';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  assets,
  buildings,
  formAnswers,
  formFailures,
  forms,
  locations,
  templates,
  tickets,
  users,
  type FormRow,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { templateVersionsById } from '../templates/index.ts';
import { answerMapOf } from './forms.shared.ts';

const startedBy = alias(users, 'form_started_by');
const completedBy = alias(users, 'form_completed_by');
const signedBy = alias(users, 'form_signed_by');

export interface FormHead {
  row: FormRow;
  templateName: string;
  version: number;
  definition: TTemplateDefinition;
  ticket: TFormTicketRef | null;
  asset: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
  building: { id: string; name: string } | null;
  startedBy: { id: string; name: string } | null;
  completedBy: { id: string; name: string } | null;
  signedBy: { id: string; name: string } | null;
  failures: number;
}

const ref = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** The rows of the forms matching `where`, in `order`, with their names (no versions yet). */
export function selectFormRows(executor: Executor, organisationId: string, where: SQL) {
  const tenant = forOrganisation(executor, organisationId);
  return executor
    .select({
      row: forms,
      templateName: templates.name,
      ticket: {
        id: tickets.id,
        kind: tickets.kind,
        number: tickets.number,
        title: tickets.title,
        status: tickets.status,
      },
      assetName: assets.name,
      locationName: locations.name,
      buildingName: buildings.name,
      startedByName: startedBy.name,
      completedByName: completedBy.name,
      signedByName: signedBy.name,
    })
    .from(forms)
    .innerJoin(templates, tenant.on(templates, eq(templates.id, forms.templateId)))
    .leftJoin(tickets, tenant.on(tickets, eq(tickets.id, forms.ticketId)))
    .leftJoin(assets, tenant.on(assets, eq(assets.id, forms.assetId)))
    .leftJoin(locations, tenant.on(locations, eq(locations.id, forms.locationId)))
    .leftJoin(buildings, tenant.on(buildings, eq(buildings.id, forms.buildingId)))
    .leftJoin(startedBy, eq(startedBy.id, forms.startedByUserId))
    .leftJoin(completedBy, eq(completedBy.id, forms.completedByUserId))
    .leftJoin(signedBy, eq(signedBy.id, forms.signedByUserId))
    .where(where)
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<typeof selectFormRows>>[number];

/** The rows with their pinned versions and how many tickets their failures opened. */
export async function formHeads(
  executor: Executor,
  organisationId: string,
  rows: readonly SelectedRow[],
): Promise<FormHead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const versions = await templateVersionsById(executor, organisationId, [
    ...new Set(rows.map(({ row }) => row.templateVersionId)),
  ]);
  const failureCounts = await executor
    .select({ formId: formFailures.formId, failures: count() })
    .from(formFailures)
    .where(
      forOrganisation(executor, organisationId).where(
        formFailures,
        inArray(formFailures.formId, ids),
      ),
    )
    .groupBy(formFailures.formId);
  const failures = new Map(failureCounts.map((entry) => [entry.formId, entry.failures]));
  return rows.map((selected) => {
    const { row } = selected;
    const version = versions.get(row.templateVersionId);
    if (!version) throw new Error(`The form ${row.id} has lost its template version`);
    return {
      row,
      templateName: selected.templateName,
      version: version.version,
      definition: version.definition,
      ticket: selected.ticket?.id ? (selected.ticket as TFormTicketRef) : null,
      asset: ref(row.assetId, selected.assetName),
      location: ref(row.locationId, selected.locationName),
      building: ref(row.buildingId, selected.buildingName),
      startedBy: ref(row.startedByUserId, selected.startedByName),
      completedBy: ref(row.completedByUserId, selected.completedByName),
      signedBy: ref(row.signedByUserId, selected.signedByName),
      failures: failures.get(row.id) ?? 0,
    };
  });
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What the list and the detail both show of a form. */
export function formCommonOf(head: FormHead) {
  const { row } = head;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    result: row.result,
    template: { id: row.templateId, name: head.templateName, version: head.version },
    ticket: head.ticket,
    asset: head.asset,
    location: head.location,
    building: head.building,
    started_by: head.startedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: iso(row.completedAt),
    completed_by: head.completedBy,
    signed_at: iso(row.signedAt),
    failures: head.failures,
  };
}

/** The forms' answers by form id, as the shared rules read them. */
export async function answerMapsOf(
  executor: Executor,
  organisationId: string,
  formIds: readonly string[],
) {
  if (formIds.length === 0) return new Map<string, ReturnType<typeof answerMapOf>>();
  const rows = await forOrganisation(executor, organisationId).select(
    formAnswers,
    inArray(formAnswers.formId, [...formIds]),
  );
  const byForm = new Map<string, typeof rows>();
  for (const answer of rows)
    byForm.set(answer.formId, [...(byForm.get(answer.formId) ?? []), answer]);
  return new Map(formIds.map((id) => [id, answerMapOf(byForm.get(id) ?? [])]));
}

/** The list's items: each with its progress on the required fields shown. */
export async function formSummaries(
  executor: Executor,
  organisationId: string,
  rows: readonly SelectedRow[],
): Promise<TFormSummary[]> {
  const heads = await formHeads(executor, organisationId, rows);
  const answers = await answerMapsOf(
    executor,
    organisationId,
    heads.map((head) => head.row.id),
  );
  return heads.map((head) => {
    const { required, answered } = formProgress(
      head.definition.fields,
      answers.get(head.row.id) ?? new Map(),
    );
    return { ...formCommonOf(head), progress: { required, answered } };
  });
}
