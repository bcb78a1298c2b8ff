/**
 * Saving answers, one or a batch, in one transaction: checked (form-answer-checks.ts), each
 * stored with who gave it and the server's time, its revision counted up when its value changes
 * (an unchanged value, such as a batch resent after a lost connection, is no new revision), null
 * clearing it. The form's result is then the worst outcome of the answers it shows, failing
 * answers open their tickets (form-failures.ts), and a changed meter reading adds a reading to
 * the asset's meter of the field's meter name, compared without regard to case; when the form
 * has no asset or the asset no meter by that name the answer is kept and no reading is made.
 */
import {
  answerOutcome,
  visibleFieldKeys,
  worstOutcome,
  type TFormDetail,
  type TSaveFormAnswersRequest,
} from '@mainstay/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formAnswers, forms, type FormRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { addReadingByMeterName } from '../assets/index.ts';
import { templateVersionsById, type PinnedTemplateVersion } from '../templates/index.ts';
import { checkAnswers, type CheckedAnswer } from './form-answer-checks.ts';
import { openFormForFilling } from './form-access.ts';
import { formDetailOf } from './form-detail.ts';
import { openFailureTickets } from './form-failures.ts';
import { answerMapOf, type FormsDeps } from './forms.shared.ts';

/** The version a form pinned (it never goes: versions are kept while forms use them). */
export async function pinnedVersion(
  executor: Executor,
  form: FormRow,
): Promise<PinnedTemplateVersion> {
  const versions = await templateVersionsById(executor, form.organisationId, [
    form.templateVersionId,
  ]);
  const version = versions.get(form.templateVersionId);
  if (!version) throw new Error(`The form ${form.id} has lost its template version`);
  return version;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Stores the answers; gives the keys whose value changed. */
async function storeAnswers(
  tx: Executor,
  auth: RequestAuth,
  form: FormRow,
  answers: Map<string, CheckedAnswer>,
  now: Date,
): Promise<Set<string>> {
  const tenant = forOrganisation(tx, auth.organisationId);
  const stored = await tenant.select(
    formAnswers,
    and(eq(formAnswers.formId, form.id), inArray(formAnswers.fieldKey, [...answers.keys()])),
  );
  const before = new Map(stored.map((row) => [row.fieldKey, row.value]));
  const changed = new Set<string>();
  for (const [key, { field, value }] of answers) {
    const thisAnswer = and(eq(formAnswers.formId, form.id), eq(formAnswers.fieldKey, key));
    if (value === null) {
      if (before.has(key)) changed.add(key);
      await tenant.delete(formAnswers, thisAnswer);
      continue;
    }
    if (before.has(key) && sameValue(before.get(key), value)) continue;
    changed.add(key);
    const columns = {
      value,
      outcome: answerOutcome(field, value),
      answeredByUserId: auth.userId,
      answeredAt: now,
    };
    await tx
      .insert(formAnswers)
      .values({ organisationId: auth.organisationId, formId: form.id, fieldKey: key, ...columns })
      .onConflictDoUpdate({
        target: [formAnswers.formId, formAnswers.fieldKey],
        set: { ...columns, revision: sql`${formAnswers.revision} + 1` },
      });
  }
  return changed;
}

/** Adds a reading for each changed meter answer whose meter the form's asset has. */
async function recordReadings(
  tx: Executor,
  auth: RequestAuth,
  form: FormRow,
  answers: Map<string, CheckedAnswer>,
  changed: ReadonlySet<string>,
  now: Date,
) {
  if (!form.assetId) return;
  for (const [key, { field, value }] of answers) {
    if (field.type !== 'meter_reading' || typeof value !== 'number' || !changed.has(key)) continue;
    await addReadingByMeterName(tx, auth.organisationId, {
      assetId: form.assetId,
      meterName: field.meter_name,
      value,
      readAt: now,
      userId: auth.userId,
      note: form.number,
    });
  }
}

export async function saveAnswers(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  input: TSaveFormAnswersRequest,
  now = new Date(),
): Promise<TFormDetail> {
  await deps.db.transaction(async (tx) => {
    const form = await openFormForFilling(tx, auth, formId);
    const version = await pinnedVersion(tx, form);
    const { fields } = version.definition;
    const answers = await checkAnswers(tx, auth.organisationId, form.id, fields, input.answers);
    const changed = await storeAnswers(tx, auth, form, answers, now);

    const all = await forOrganisation(tx, auth.organisationId).select(
      formAnswers,
      eq(formAnswers.formId, form.id),
    );
    const answerMap = answerMapOf(all);
    const visible = visibleFieldKeys(fields, answerMap);
    const result = worstOutcome(
      all.filter((row) => visible.has(row.fieldKey)).map((row) => row.outcome),
    );
    await forOrganisation(tx, auth.organisationId).update(
      forms,
      { result, updatedAt: now },
      eq(forms.id, form.id),
    );
    await recordReadings(tx, auth, form, answers, changed, now);
    const context = {
      form,
      templateName: version.templateName,
      fields,
      answers: answerMap,
      visible,
    };
    await openFailureTickets(tx, deps, auth, context, answers.keys(), now);
  });
  return formDetailOf(deps.db, deps.files, auth, formId);
}
