/**
 * The tickets failing answers open. An answer whose field says so (`failureTicket`: a failed or
 * flagged inspection, a number out of range) and which the form shows opens one reactive ticket
 * on the form's building, location and asset, at the field's priority, reported by whoever gave
 * the answer, with the photos of its section (or its own files). One per form and field,
 * however often or however concurrently the answer is saved: form_failures holds the key, and a
 * ticket opened by a save that lost the race to record it is rolled back with its savepoint. A
 * form on no building opens none (a ticket always has a building).
 */
import {
  failureTicket,
  TICKET_LIMITS,
  type TAnswerMap,
  type TFormOutcome,
  type TTemplateField,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formFailures, type FormRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { openTicketOnBehalf, type TicketOnBehalfDeps } from '../tickets/index.ts';
import { fileIdsOf } from './forms.shared.ts';

export interface FailureContext {
  form: FormRow;
  templateName: string;
  fields: readonly TTemplateField[];
  answers: TAnswerMap;
  visible: ReadonlySet<string>;
}

/** Thrown inside the savepoint when another save recorded this failure first. */
class FailureAlreadyRecorded extends Error {}

/** The photos answered in the field's section (its own files first, for a field that has some). */
function photosFor(context: FailureContext, field: TTemplateField): string[] {
  const { fields, answers, visible } = context;
  const at = fields.findIndex((candidate) => candidate.key === field.key);
  let start = at;
  while (start > 0 && fields[start]?.type !== 'section') start -= 1;
  const ids: string[] = [];
  for (let index = start; index < fields.length; index += 1) {
    const candidate = fields[index] as TTemplateField;
    if (index > at && candidate.type === 'section') break;
    if (candidate.type === 'photos' && visible.has(candidate.key)) {
      ids.push(...fileIdsOf(answers.get(candidate.key)));
    }
  }
  return [...new Set(ids)];
}

/** The answer in words: an inspection's result named, a number with its unit. */
function answerWords(language: LanguageCode, field: TTemplateField, value: unknown): string {
  if (field.type === 'inspection')
    return translate(language, `formRecords:failureTicket.results.${String(value)}`);
  if ('unit' in field && field.unit) return `${String(value)} ${field.unit}`;
  return String(value);
}

function ticketWords(
  language: LanguageCode,
  context: FailureContext,
  field: TTemplateField,
  outcome: TFormOutcome,
) {
  const value = context.answers.get(field.key);
  const title = translate(
    language,
    field.type === 'inspection'
      ? `formRecords:failureTicket.title.${outcome === 'fail' ? 'failed' : 'flagged'}`
      : 'formRecords:failureTicket.title.outOfRange',
    { label: field.label },
  );
  const description = translate(language, 'formRecords:failureTicket.description', {
    number: context.form.number,
    template: context.templateName,
    label: field.label,
    answer: answerWords(language, field, value),
  });
  return {
    title: title.slice(0, TICKET_LIMITS.titleMax),
    description: description.slice(0, TICKET_LIMITS.descriptionMax),
  };
}

/** Opens the tickets the answers given in this save call for, once per form and field. */
export async function openFailureTickets(
  tx: Executor,
  deps: TicketOnBehalfDeps,
  auth: Pick<RequestAuth, 'organisationId' | 'userId' | 'language'>,
  context: FailureContext,
  savedKeys: Iterable<string>,
  now: Date,
): Promise<void> {
  const { form } = context;
  if (!form.buildingId) return;
  const tenant = forOrganisation(tx, auth.organisationId);
  const byKey = new Map(context.fields.map((field) => [field.key, field]));
  for (const key of savedKeys) {
    const field = byKey.get(key);
    const value = context.answers.get(key);
    if (!field || value === undefined || !context.visible.has(key)) continue;
    const opens = failureTicket(field, value);
    if (!opens) continue;
    const thisField = and(eq(formFailures.formId, form.id), eq(formFailures.fieldKey, key));
    if ((await tenant.select(formFailures, thisField)).length > 0) continue;
    const words = ticketWords(auth.language, context, field, opens.outcome);
    const buildingId = form.buildingId;
    await tx
      .transaction(async (savepoint) => {
        const ticket = await openTicketOnBehalf(
          savepoint,
          deps,
          {
            organisationId: auth.organisationId,
            reporter: { userId: auth.userId },
            kind: 'reactive',
            ...words,
            priority: opens.priority,
            buildingId,
            locationId: form.locationId,
            assetId: form.assetId,
            fileIds: photosFor(context, field),
          },
          now,
        );
        const recorded = await savepoint
          .insert(formFailures)
          .values({
            organisationId: auth.organisationId,
            formId: form.id,
            fieldKey: key,
            ticketId: ticket.id,
            outcome: opens.outcome,
          })
          .onConflictDoNothing({ target: [formFailures.formId, formFailures.fieldKey] })
          .returning({ id: formFailures.id });
        if (recorded.length === 0) throw new FailureAlreadyRecorded();
      })
      .catch((error: unknown) => {
        if (!(error instanceof FailureAlreadyRecorded)) throw error;
      });
  }
}
