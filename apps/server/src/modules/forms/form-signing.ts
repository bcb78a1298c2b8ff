/**
 * Signing a form: the signer confirms who they are with their password or a one-time code
 * e-mailed to them (6 digits, stored hashed, valid 10 minutes, at most 5 tries, one new code per
 * form and person every 60 seconds, a new one replacing the earlier), the required answers are
 * checked as for completing, and the form is completed, signed and locked. The signature shown
 * is a drawing uploaded to the form, or else a copy of the signer's profile signature.
 */
import type { TFormDetail, ZSignatureCodeResponse, ZSignFormRequest } from '@mainstay/contracts';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  files,
  formFiles,
  forms,
  formSignatureCodes,
  users,
  type FormRow,
} from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { hashVerificationCode, newVerificationCode, sameDigest } from '../auth/index.ts';
import { maskAddress } from '../mail/index.ts';
import { findVisibleForm, worksOnForm } from './form-access.ts';
import { pinnedVersion } from './form-answers.ts';
import { formDetailOf } from './form-detail.ts';
import { checkRequiredAnswers } from './form-lifecycle.ts';
import type { FormsDeps } from './forms.shared.ts';

export const SIGNATURE_CODE_TTL_MINUTES = 10;
export const SIGNATURE_CODE_MAX_TRIES = 5;
export const SIGNATURE_CODE_INTERVAL_SECONDS = 60;

type SignInput = z.output<typeof ZSignFormRequest>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form, locked, when the caller may sign it: 409 FORM_SIGNED once signed. */
async function openForSigning(tx: Executor, auth: RequestAuth, formId: string): Promise<FormRow> {
  const form = await findVisibleForm(tx, auth, formId, { lock: true });
  if (!(await worksOnForm(tx, auth, form))) throw new AppError('FORM_FILL_FORBIDDEN');
  if (form.signedAt) throw new AppError('FORM_SIGNED');
  if (form.status !== 'in_progress') throw new AppError('FORM_LOCKED');
  return form;
}

async function signer(executor: Executor, auth: RequestAuth) {
  const [user] = await executor
    .select()
    .from(users)
    .where(forOrganisation(executor, auth.organisationId).where(users, eq(users.id, auth.userId)));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

const codesOf = (form: FormRow, auth: RequestAuth) =>
  and(eq(formSignatureCodes.formId, form.id), eq(formSignatureCodes.userId, auth.userId));

export async function requestSignatureCode(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  now = new Date(),
): Promise<z.infer<typeof ZSignatureCodeResponse>> {
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + SIGNATURE_CODE_TTL_MINUTES * 60_000);
  const { user, form, templateName } = await deps.db.transaction(async (tx) => {
    const form = await openForSigning(tx, auth, formId);
    const tenant = forOrganisation(tx, auth.organisationId);
    const [latest] = await tx
      .select({ createdAt: formSignatureCodes.createdAt })
      .from(formSignatureCodes)
      .where(tenant.where(formSignatureCodes, codesOf(form, auth)))
      .orderBy(desc(formSignatureCodes.createdAt))
      .limit(1);
    const waitMs = latest
      ? SIGNATURE_CODE_INTERVAL_SECONDS * 1000 - (now.getTime() - latest.createdAt.getTime())
      : 0;
    if (waitMs > 0) {
      throw new AppError('RESEND_TOO_SOON', { params: { count: Math.ceil(waitMs / 1000) } });
    }
    // Only the newest code works: the earlier ones end now.
    await tenant.update(
      formSignatureCodes,
      { expiresAt: now },
      and(codesOf(form, auth), gt(formSignatureCodes.expiresAt, now)),
    );
    await tenant.insert(formSignatureCodes, [
      {
        formId: form.id,
        userId: auth.userId,
        codeHash: hashVerificationCode(auth.userId, code),
        expiresAt,
        createdAt: now,
      },
    ]);
    const { templateName } = await pinnedVersion(tx, form);
    return { user: await signer(tx, auth), form, templateName };
  });
  await deps.sendMail({
    to: user.email,
    template: 'form-signature-code',
    language: user.language,
    organisationId: auth.organisationId,
    data: {
      name: user.name,
      code,
      number: form.number,
      title: templateName,
      expires_minutes: String(SIGNATURE_CODE_TTL_MINUTES),
    },
  });
  return { sent_to: maskAddress(user.email), expires_at: expiresAt.toISOString() };
}

type Confirmation = 'confirmed' | 'wrong' | 'expired';

/** Checks the latest code; a try is counted (and kept) before the comparison. */
async function confirmCode(
  tx: Executor,
  auth: RequestAuth,
  form: FormRow,
  code: string,
  now: Date,
): Promise<Confirmation> {
  const tenant = forOrganisation(tx, auth.organisationId);
  const [latest] = await tx
    .select()
    .from(formSignatureCodes)
    .where(tenant.where(formSignatureCodes, codesOf(form, auth)))
    .orderBy(desc(formSignatureCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= now.getTime()) return 'expired';
  const [counted] = await tx
    .update(formSignatureCodes)
    .set({ attempts: sql`${formSignatureCodes.attempts} + 1` })
    .where(
      tenant.where(
        formSignatureCodes,
        and(
          eq(formSignatureCodes.id, latest.id),
          lt(formSignatureCodes.attempts, SIGNATURE_CODE_MAX_TRIES),
        ),
      ),
    )
    .returning({ id: formSignatureCodes.id });
  if (!counted) return 'expired';
  if (!sameDigest(latest.codeHash, hashVerificationCode(auth.userId, code))) return 'wrong';
  // Used: it cannot sign again.
  await tenant.update(formSignatureCodes, { expiresAt: now }, eq(formSignatureCodes.id, latest.id));
  return 'confirmed';
}

/** The drawn signature: a file uploaded to the form, else a copy of the profile's, if any. */
async function signatureFileOf(
  tx: Executor,
  deps: FormsDeps,
  auth: RequestAuth,
  form: FormRow,
  fileId: string | null,
  profileSignature: string | null,
): Promise<string | null> {
  if (fileId) {
    const [uploaded] = await forOrganisation(tx, auth.organisationId).select(
      formFiles,
      and(eq(formFiles.formId, form.id), eq(formFiles.fileId, fileId)),
    );
    if (!uploaded) throw fieldError('signature_file_id', 'FORM_FILE_UNKNOWN');
    return fileId;
  }
  // users.signature holds a file id (an old row may hold something else: no signature then).
  if (!profileSignature || !UUID.test(profileSignature)) return null;
  // Looked up first: a failed query would end the transaction.
  const [stored] = await forOrganisation(tx, auth.organisationId).select(
    files,
    eq(files.id, profileSignature),
  );
  if (!stored) return null;
  const profile = await deps.files.read(auth.organisationId, stored.id, tx);
  const copy = await deps.files.save(
    {
      organisationId: auth.organisationId,
      userId: auth.userId,
      purpose: 'signature',
      filename: profile.row.originalName,
      data: profile.data,
    },
    tx,
  );
  return copy.id;
}

export async function signForm(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  input: SignInput,
  now = new Date(),
): Promise<TFormDetail> {
  const confirmation = await deps.db.transaction(async (tx) => {
    const form = await openForSigning(tx, auth, formId);
    const { definition } = await pinnedVersion(tx, form);
    await checkRequiredAnswers(tx, form, definition);
    const user = await signer(tx, auth);
    let confirmed: Confirmation;
    if (input.method === 'password') {
      const right = user.passwordHash && (await verifyPassword(user.passwordHash, input.password));
      confirmed = right ? 'confirmed' : 'wrong';
    } else {
      confirmed = await confirmCode(tx, auth, form, input.code, now);
    }
    // A refusal is answered once the try is counted (committed), never rolled back with it.
    if (confirmed !== 'confirmed') return confirmed;
    const signatureFileId = await signatureFileOf(
      tx,
      deps,
      auth,
      form,
      input.signature_file_id,
      user.signature,
    );
    await forOrganisation(tx, auth.organisationId).update(
      forms,
      {
        status: 'completed',
        completedAt: now,
        completedByUserId: auth.userId,
        signedAt: now,
        signedByUserId: auth.userId,
        signatureMethod: input.method,
        signatureFileId,
        updatedAt: now,
      },
      eq(forms.id, form.id),
    );
    return confirmed;
  });
  const field = input.method === 'password' ? 'password' : 'code';
  if (confirmation === 'wrong') throw fieldError(field, 'FORM_SIGNER_NOT_CONFIRMED');
  if (confirmation === 'expired') throw fieldError(field, 'FORM_SIGNATURE_CODE_EXPIRED');
  return formDetailOf(deps.db, deps.files, auth, formId);
}
