/**
 * A form as its page shows it: the pinned definition, every answer with who gave it and when, its
 * files as signed links and the ticket its failure opened, the progress on the required fields
 * shown, the signature, and what the caller may do. `formsOfTicket` gives the forms of a ticket
 * the caller may see (for its job sheet), `formDetailById` one form (for its PDF).
 */
import {
  formProgress,
  type TFormAnswer,
  type TFormDetail,
  type TFormTicketRef,
} from '@mainstay/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  files,
  formAnswers,
  formFailures,
  forms,
  tickets,
  users,
  type FileRow,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { FilesService } from '../files/index.ts';
import { canFill, canManageForms, findVisibleForm, visibleForms } from './form-access.ts';
import { formCommonOf, formHeads, selectFormRows, type FormHead } from './form-rows.ts';
import { answerMapOf, fileIdsOf, isFileField } from './forms.shared.ts';

async function answersOf(executor: Executor, organisationId: string, formIds: string[]) {
  const tenant = forOrganisation(executor, organisationId);
  return executor
    .select({ answer: formAnswers, answeredByName: users.name })
    .from(formAnswers)
    .leftJoin(users, eq(users.id, formAnswers.answeredByUserId))
    .where(tenant.where(formAnswers, inArray(formAnswers.formId, formIds)));
}

async function failuresOf(executor: Executor, organisationId: string, formIds: string[]) {
  const tenant = forOrganisation(executor, organisationId);
  return executor
    .select({
      formId: formFailures.formId,
      fieldKey: formFailures.fieldKey,
      ticket: {
        id: tickets.id,
        kind: tickets.kind,
        number: tickets.number,
        title: tickets.title,
        status: tickets.status,
      },
    })
    .from(formFailures)
    .innerJoin(tickets, tenant.on(tickets, eq(tickets.id, formFailures.ticketId)))
    .where(tenant.where(formFailures, inArray(formFailures.formId, formIds)));
}

async function filesById(executor: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, FileRow>();
  const rows = await forOrganisation(executor, organisationId).select(
    files,
    inArray(files.id, [...new Set(ids)]),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The details of forms the caller may see (their heads already read), in the heads' order. A
 * null caller is a document being printed (the ticket's job sheet): nothing can be filled there.
 */
async function detailsOf(
  executor: Executor,
  filesService: FilesService,
  organisationId: string,
  auth: RequestAuth | null,
  heads: FormHead[],
): Promise<TFormDetail[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.row.id);
  const [answerRows, failureRows] = await Promise.all([
    answersOf(executor, organisationId, ids),
    failuresOf(executor, organisationId, ids),
  ]);
  const fileFields = new Set(
    heads.flatMap((head) =>
      head.definition.fields
        .filter((field) => isFileField(field.type))
        .map((field) => `${head.row.id}:${field.key}`),
    ),
  );
  const fileIds = [
    ...answerRows
      .filter(({ answer }) => fileFields.has(`${answer.formId}:${answer.fieldKey}`))
      .flatMap(({ answer }) => fileIdsOf(answer.value as never)),
    ...heads.flatMap((head) => (head.row.signatureFileId ? [head.row.signatureFileId] : [])),
  ];
  const stored = await filesById(executor, organisationId, fileIds);
  const linkOf = (id: string) => {
    const file = stored.get(id);
    return file ? [filesService.link(file)] : [];
  };
  const tickets = new Map(
    failureRows.map((row) => [`${row.formId}:${row.fieldKey}`, row.ticket as TFormTicketRef]),
  );
  const details: TFormDetail[] = [];
  for (const head of heads) {
    const { row, definition } = head;
    const mine = answerRows.filter(({ answer }) => answer.formId === row.id);
    const types = new Map(definition.fields.map((field) => [field.key, field.type]));
    const answers: TFormAnswer[] = mine.map(({ answer, answeredByName }) => ({
      field_key: answer.fieldKey,
      value: answer.value as TFormAnswer['value'],
      outcome: answer.outcome,
      answered_by: answer.answeredByUserId
        ? { id: answer.answeredByUserId, name: answeredByName ?? '' }
        : null,
      answered_at: answer.answeredAt.toISOString(),
      revision: answer.revision,
      files: isFileField(types.get(answer.fieldKey) ?? '')
        ? fileIdsOf(answer.value as never).flatMap(linkOf)
        : [],
      ticket: tickets.get(`${row.id}:${answer.fieldKey}`) ?? null,
    }));
    const order = new Map(definition.fields.map((field, index) => [field.key, index]));
    answers.sort((a, b) => (order.get(a.field_key) ?? 0) - (order.get(b.field_key) ?? 0));
    const signature =
      row.signedAt && row.signatureMethod
        ? {
            signed_by: head.signedBy,
            signed_at: row.signedAt.toISOString(),
            method: row.signatureMethod,
            file: row.signatureFileId ? (linkOf(row.signatureFileId)[0] ?? null) : null,
          }
        : null;
    details.push({
      ...formCommonOf(head),
      definition,
      requires_signature: definition.requires_signature,
      answers,
      progress: formProgress(definition.fields, answerMapOf(mine.map(({ answer }) => answer))),
      signature,
      locked: row.status !== 'in_progress',
      can_fill: auth ? await canFill(executor, auth, row) : false,
      can_manage: auth ? canManageForms(auth) : false,
    });
  }
  return details;
}

/** The detail of a form already known to be visible to the caller. */
export async function formDetailOf(
  executor: Executor,
  filesService: FilesService,
  auth: RequestAuth,
  formId: string,
): Promise<TFormDetail> {
  const rows = await selectFormRows(executor, auth.organisationId, eq(forms.id, formId));
  const heads = await formHeads(executor, auth.organisationId, rows);
  const [detail] = await detailsOf(executor, filesService, auth.organisationId, auth, heads);
  if (!detail) throw new Error(`The form ${formId} was not found again`);
  return detail;
}

/** One form the caller may see (404 FORM_NOT_FOUND otherwise). */
export async function formDetailById(
  executor: Executor,
  filesService: FilesService,
  auth: RequestAuth,
  formId: string,
): Promise<TFormDetail> {
  await findVisibleForm(executor, auth, formId);
  return formDetailOf(executor, filesService, auth, formId);
}

/** The forms filled on a ticket that the caller may see, oldest first. */
export async function formsOfTicket(
  executor: Executor,
  filesService: FilesService,
  auth: RequestAuth,
  ticketId: string,
): Promise<TFormDetail[]> {
  const rows = await selectFormRows(
    executor,
    auth.organisationId,
    and(eq(forms.ticketId, ticketId), visibleForms(auth)) as never,
  ).orderBy(asc(forms.createdAt), asc(forms.id));
  const heads = await formHeads(executor, auth.organisationId, rows);
  return detailsOf(executor, filesService, auth.organisationId, auth, heads);
}

/**
 * Every form filled on a ticket, oldest first, for its job sheet: whoever may open the ticket's
 * job sheet sees the checklists done on it, as part of the ticket's record.
 */
export async function formsOfTicketForSheet(
  executor: Executor,
  filesService: FilesService,
  organisationId: string,
  ticketId: string,
): Promise<TFormDetail[]> {
  const rows = await selectFormRows(executor, organisationId, eq(forms.ticketId, ticketId)).orderBy(
    asc(forms.createdAt),
    asc(forms.id),
  );
  const heads = await formHeads(executor, organisationId, rows);
  return detailsOf(executor, filesService, organisationId, null, heads);
}
