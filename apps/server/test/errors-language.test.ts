// Errors answer in the caller's language: the signed-in user's preference first, then the
// browser's Accept-Language, then English; the code and status never change with the language.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS, verificationCodeFor } from './helpers/auth-flows.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

describe('errors in the caller language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  async function wrongCode(acceptLanguage?: string) {
    const email = `lang-${Math.random().toString(36).slice(2)}@harbour.example`;
    const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
    const registered = await post(
      t,
      'register',
      { username: 'Harriet', email, password: 'a-long-password-1' },
      headers,
    );
    const { user_id: userId, sign_up_secret: secret } = registered.json<{
      user_id: string;
      sign_up_secret: string;
    }>();
    const code = await verificationCodeFor(t.app.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    return post(
      t,
      'verify-email',
      { user_id: userId, sign_up_secret: secret, code: wrong },
      headers,
    );
  }

  it('answers a wrong verification code in Arabic, in the message and under the field', async () => {
    const response = await wrongCode('ar');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'رمز التحقق غير صحيح',
      code: 'VERIFICATION_CODE_INVALID',
      errors: { code: ['رمز التحقق غير صحيح'] },
    });
  });

  it('follows the quality values of Accept-Language', async () => {
    const response = await wrongCode('de-DE, ar;q=0.5, fr-CH;q=0.9');
    expect(response.json().message).toBe('Code de vérification incorrect');
  });

  it('falls back to English for languages it does not speak, or no header', async () => {
    expect((await wrongCode('de, es;q=0.8')).json().message).toBe('Invalid verification code');
    expect((await wrongCode()).json().message).toBe('Invalid verification code');
  });

  it('answers the fields the contract refuses in French and in Arabic, with their limits', async () => {
    const body = { username: '', email: 'not-an-email', password: 'short' };
    const french = await post(t, 'register', body, { 'accept-language': 'fr' });
    expect(french.statusCode).toBe(422);
    expect(french.json()).toEqual({
      message: 'Les données envoyées ne sont pas valides',
      code: 'VALIDATION_FAILED',
      errors: {
        username: ["Le nom d'utilisateur est obligatoire"],
        email: ['Veuillez saisir une adresse e-mail valide'],
        password: ['Le mot de passe doit contenir au moins 8 caractères'],
      },
    });
    const arabic = await post(t, 'register', body, { 'accept-language': 'ar' });
    expect(arabic.json().errors).toEqual({
      username: ['اسم المستخدم مطلوب'],
      email: ['يرجى إدخال عنوان بريد إلكتروني صالح'],
      password: ['يجب ألا يقل عدد أحرف كلمة المرور عن 8'],
    });
    const english = await post(t, 'register', body);
    expect(english.json().errors.password).toEqual(['Password must be at least 8 characters']);
  });

  it("words zod's own messages by what went wrong, missing or wrong", async () => {
    const login = { email: 'someone@harbour.example', password: 'a-long-password-1' };
    const wrong = await post(
      t,
      'login',
      { ...login, remember: 'yes' },
      { 'accept-language': 'fr' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ remember: ['Valeur non valide'] });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${randomUUID()}/content?signature=0123456789abcdef`,
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ expires: ['هذا الحقل مطلوب'] });
  });

  it('words success messages the same way', async () => {
    const response = await post(
      t,
      'forgot-password',
      { email: 'nobody@harbour.example' },
      {
        'accept-language': 'fr',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Si un compte existe pour cette adresse e-mail, un lien de réinitialisation a été envoyé.',
    );
  });

  it("prefers a signed-in user's language to the browser's", async () => {
    const organisation = await createOrganisation(t.app.db);
    const { user, token } = await createUserWithToken(t.app.db, organisation.id);
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { ...bearer(token), 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "Vous n'avez pas l'autorisation de faire ceci",
      code: 'FORBIDDEN',
    });
  });

  it('answers a request without a valid token in the browser language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'تسجيل الدخول مطلوب', code: 'UNAUTHENTICATED' });
  });

  it('carries the values a message was built with, for a client that words the code itself', async () => {
    const email = 'resend-lang@harbour.example';
    const registered = await post(t, 'register', {
      username: 'Harriet',
      email,
      password: 'a-long-password-1',
    });
    const { user_id: userId, sign_up_secret: secret } = registered.json<{
      user_id: string;
      sign_up_secret: string;
    }>();
    const tooSoon = await post(
      t,
      'resend-verification',
      { user_id: userId, sign_up_secret: secret },
      {
        'accept-language': 'ar',
      },
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'RESEND_TOO_SOON',
      params: { count: 60 },
      message: 'يرجى الانتظار 60 ثانية قبل طلب رمز آخر.',
    });
  });
});
