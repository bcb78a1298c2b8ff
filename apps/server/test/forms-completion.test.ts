// Completing and signing: missing required answers are counted and named, a template that asks
// for a signature cannot be completed without one, signing by password or by an e-mailed code
// locks the form (answers then refused, nothing kept), and reopening and deleting follow who
// manages forms and whether the form is signed or completed.
import { FORM_SIGNATURE_FILE_KEY, type TFormDetail } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { readOutbox } from './helpers/mail.ts';
import {
  answer,
  createFormFixture,
  putAnswers,
  setProfileSignature,
  startForm,
  uploadPng,
  type FormFixture,
} from './helpers/forms.ts';
import { callApi } from './helpers/tickets.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { users } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';

const PASSWORD = 'correct horse battery staple';

/** The code of a signature e-mail (the form's number has six digits too). */
const codeIn = (text: string | undefined, number: string) =>
  /\b(\d{6})\b/.exec((text ?? '').replaceAll(number, ''))?.[1] ?? '';

describe('completing and signing forms', () => {
  let t: TestApp;
  let f: FormFixture;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    token = f.people.manager.token;
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, f.people.manager.user.id));
  });
  afterAll(() => t.close());

  const inspection = () =>
    startForm(t, token, { template_id: f.templates.inspection.id, asset_id: f.assets.north.id });
  const permit = () => startForm(t, token, { template_id: f.templates.signed.id });
  const post = (path: string, body?: Record<string, unknown>, as = token) =>
    callApi(t, 'POST', path, as, body);

  it('counts and names the required answers still missing', async () => {
    const form = await inspection();
    await answer(t, token, form.id, [{ field_key: 'leak', value: 'yes' }]);
    const refused = await post(`/forms/${form.id}/complete`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'FORM_REQUIRED_MISSING',
      message: '3 required answers are missing',
      params: { count: 3 },
    });
    expect(Object.keys(refused.json().errors)).toEqual([
      'answers.pump',
      'answers.pressure',
      'answers.leak_detail',
    ]);
    await answer(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 2 },
      { field_key: 'leak', value: 'no' },
    ]);
    const done = await post(`/forms/${form.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json<TFormDetail>();
    expect(detail).toMatchObject({ status: 'completed', locked: true, can_fill: false });
    expect(detail.completed_by?.id).toBe(f.people.manager.user.id);
    const again = await post(`/forms/${form.id}/complete`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'FORM_LOCKED']);
  });

  it('refuses to complete a template that asks for a signature', async () => {
    const form = await permit();
    await answer(t, token, form.id, [{ field_key: 'isolated', value: true }]);
    const refused = await post(`/forms/${form.id}/complete`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'FORM_SIGNATURE_REQUIRED']);
  });

  it('signs with the password, locks the form and keeps nothing saved afterwards', async () => {
    const form = await permit();
    const unanswered = await post(`/forms/${form.id}/sign`, {
      method: 'password',
      password: PASSWORD,
    });
    expect(unanswered.json().code).toBe('FORM_REQUIRED_MISSING');
    await answer(t, token, form.id, [{ field_key: 'isolated', value: true }]);
    // The signing dialog uploads its drawing as the form's own signature.
    const upload = await uploadPng(t, token, form.id, FORM_SIGNATURE_FILE_KEY);
    expect(upload.statusCode, upload.body).toBe(201);
    const drawing = upload.json<{ file: { id: string } }>();

    const wrong = await post(`/forms/${form.id}/sign`, { method: 'password', password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('FORM_SIGNER_NOT_CONFIRMED');
    expect(Object.keys(wrong.json().errors)).toEqual(['password']);

    const signed = await post(`/forms/${form.id}/sign`, {
      method: 'password',
      password: PASSWORD,
      signature_file_id: drawing.file.id,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const detail = signed.json<TFormDetail>();
    expect(detail).toMatchObject({ status: 'completed', locked: true });
    expect(detail.signature).toMatchObject({ method: 'password' });
    expect(detail.signature?.signed_by?.id).toBe(f.people.manager.user.id);
    expect(detail.signature?.file?.id).toBe(drawing.file.id);

    const late = await putAnswers(t, token, form.id, [{ field_key: 'isolated', value: false }]);
    expect([late.statusCode, late.json().code]).toEqual([409, 'FORM_LOCKED']);
    const read = await callApi(t, 'GET', `/forms/${form.id}`, token);
    expect(read.json<TFormDetail>().answers.map((given) => given.value)).toEqual([true]);
    const twice = await post(`/forms/${form.id}/sign`, { method: 'password', password: PASSWORD });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'FORM_SIGNED']);
    const reopen = await post(`/forms/${form.id}/reopen`);
    expect([reopen.statusCode, reopen.json().code]).toEqual([409, 'FORM_SIGNED']);
  });

  it('signs with a code e-mailed to the signer, once, within its tries', async () => {
    const form = await permit();
    await answer(t, token, form.id, [{ field_key: 'isolated', value: true }]);
    const requested = await post(`/forms/${form.id}/signature-code`);
    expect(requested.statusCode, requested.body).toBe(202);
    const email = f.people.manager.user.email;
    expect(requested.json().sent_to).toBe(`${email[0]}***${email.slice(email.indexOf('@'))}`);
    const tooSoon = await post(`/forms/${form.id}/signature-code`);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait \d+ seconds? before requesting another code\.$/,
    );

    const [mail] = await readOutbox(t.app.db, { to: email });
    expect(mail?.template).toBe('form-signature-code');
    expect(mail?.subject).toBe(`Your code to sign ${form.number}`);
    const code = codeIn(mail?.text, form.number);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(`/forms/${form.id}/sign`, { method: 'email_code', code: wrongCode });
    expect(wrong.json().code).toBe('FORM_SIGNER_NOT_CONFIRMED');
    expect(Object.keys(wrong.json().errors)).toEqual(['code']);

    // No drawing given: the signer's profile signature, copied onto the form.
    const profile = await setProfileSignature(t, token);
    expect(profile.statusCode, profile.body).toBe(200);
    const profileFile = profile.json<{ signature: { id: string } | null }>().signature;
    const signed = await post(`/forms/${form.id}/sign`, { method: 'email_code', code });
    expect(signed.statusCode, signed.body).toBe(200);
    const { signature } = signed.json<TFormDetail>();
    expect(signature?.method).toBe('email_code');
    expect(signature?.file?.content_type).toBe('image/png');
    expect(signature?.file?.id).not.toBe(profileFile?.id);
  });

  it('burns a code after five wrong tries', async () => {
    const form = await permit();
    await answer(t, token, form.id, [{ field_key: 'isolated', value: true }]);
    const none = await post(`/forms/${form.id}/sign`, { method: 'email_code', code: '123456' });
    expect(none.json().code).toBe('FORM_SIGNATURE_CODE_EXPIRED');
    await post(`/forms/${form.id}/signature-code`);
    const [mail] = await readOutbox(t.app.db, { to: f.people.manager.user.email });
    const code = codeIn(mail?.text, form.number);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(`/forms/${form.id}/sign`, { method: 'email_code', code: wrongCode });
      expect(wrong.json().code).toBe('FORM_SIGNER_NOT_CONFIRMED');
    }
    const burnt = await post(`/forms/${form.id}/sign`, { method: 'email_code', code });
    expect([burnt.statusCode, burnt.json().code]).toEqual([422, 'FORM_SIGNATURE_CODE_EXPIRED']);
  });

  it('reopens a completed form for those who manage templates', async () => {
    const form = await inspection();
    const early = await post(`/forms/${form.id}/reopen`);
    expect([early.statusCode, early.json().code]).toEqual([409, 'FORM_NOT_COMPLETED']);
    await answer(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 2 },
    ]);
    await post(`/forms/${form.id}/complete`);
    const technician = await post(`/forms/${form.id}/reopen`, undefined, f.people.technician.token);
    expect(technician.statusCode).toBe(403);
    const reopened = await post(`/forms/${form.id}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<TFormDetail>()).toMatchObject({
      status: 'in_progress',
      locked: false,
      completed_at: null,
    });
    await answer(t, token, form.id, [{ field_key: 'pressure', value: 3 }]);
  });

  it('deletes a form in progress, never a completed one', async () => {
    const { token: technician } = f.people.technician;
    const own = await startForm(t, technician, { template_id: f.templates.inspection.id });
    const other = await inspection();
    const refused = await callApi(t, 'DELETE', `/forms/${other.id}`, technician);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORM_MANAGE_FORBIDDEN']);
    const deleted = await callApi(t, 'DELETE', `/forms/${own.id}`, technician);
    expect(deleted.statusCode).toBe(204);
    expect((await callApi(t, 'GET', `/forms/${own.id}`, token)).statusCode).toBe(404);

    await answer(t, token, other.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 2 },
    ]);
    await post(`/forms/${other.id}/complete`);
    const locked = await callApi(t, 'DELETE', `/forms/${other.id}`, token);
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'FORM_LOCKED']);
  });
});
