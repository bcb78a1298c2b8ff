/**
 * Completing, reopening and deleting a form. Completing needs every required field the form
 * shows answered (422 FORM_REQUIRED_MISSING with the count and each missing field), and a
 * template that asks for a signature is signed instead (409 FORM_SIGNATURE_REQUIRED); a
 * completed form is locked. Those who manage templates may reopen a completed form that is not
 * signed; a form in progress may be deleted by whoever started it or those who manage
 * templates (its uploads go with it; the tickets it opened stay).
 */
import { missingRequired, type TFieldErrors, type TFormDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formAnswers, formFiles, forms, type FormRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { TTemplateDefinition } from '@mainstay/contracts';
import { canManageForms, findVisibleForm, openFormForFilling } from './form-access.ts';
import { pinnedVersion } from './form-answers.ts';
import { formDetailOf } from './form-detail.ts';
import { answerMapOf, type FormsDeps } from './forms.shared.ts';

/** Refuses (422) when a required field the form shows has no answer. */
export async function checkRequiredAnswers(
  tx: Executor,
  form: FormRow,
  definition: TTemplateDefinition,
): Promise<void> {
  const answers = await forOrganisation(tx, form.organisationId).select(
    formAnswers,
    eq(formAnswers.formId, form.id),
  );
  const missing = missingRequired(definition.fields, answerMapOf(answers));
  if (missing.length === 0) return;
  const fieldErrors: TFieldErrors = Object.fromEntries(
    missing.map((key) => [`answers.${key}`, ['forms.answerRequired']]),
  );
  throw new AppError('FORM_REQUIRED_MISSING', { params: { count: missing.length }, fieldErrors });
}

export async function completeForm(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  now = new Date(),
): Promise<TFormDetail> {
  await deps.db.transaction(async (tx) => {
    const form = await openFormForFilling(tx, auth, formId);
    const { definition } = await pinnedVersion(tx, form);
    await checkRequiredAnswers(tx, form, definition);
    if (definition.requires_signature) throw new AppError('FORM_SIGNATURE_REQUIRED');
    await forOrganisation(tx, auth.organisationId).update(
      forms,
      { status: 'completed', completedAt: now, completedByUserId: auth.userId, updatedAt: now },
      eq(forms.id, form.id),
    );
  });
  return formDetailOf(deps.db, deps.files, auth, formId);
}

export async function reopenForm(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  now = new Date(),
): Promise<TFormDetail> {
  await deps.db.transaction(async (tx) => {
    const form = await findVisibleForm(tx, auth, formId, { lock: true });
    if (!canManageForms(auth)) throw new AppError('FORM_MANAGE_FORBIDDEN');
    if (form.signedAt) throw new AppError('FORM_SIGNED');
    if (form.status !== 'completed') throw new AppError('FORM_NOT_COMPLETED');
    await forOrganisation(tx, auth.organisationId).update(
      forms,
      { status: 'in_progress', completedAt: null, completedByUserId: null, updatedAt: now },
      eq(forms.id, form.id),
    );
  });
  return formDetailOf(deps.db, deps.files, auth, formId);
}

export async function deleteForm(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const form = await findVisibleForm(tx, auth, formId, { lock: true });
    if (form.startedByUserId !== auth.userId && !canManageForms(auth)) {
      throw new AppError('FORM_MANAGE_FORBIDDEN');
    }
    if (form.status !== 'in_progress') throw new AppError('FORM_LOCKED');
    const tenant = forOrganisation(tx, auth.organisationId);
    const uploads = await tenant.select(formFiles, eq(formFiles.formId, form.id));
    await tenant.delete(forms, eq(forms.id, form.id));
    for (const upload of uploads) await deps.files.remove(auth.organisationId, upload.fileId, tx);
  });
}
