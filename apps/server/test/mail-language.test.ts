// Every e-mail reads in the recipient's language: subject, HTML and text in French and Arabic
// (right to left, with each value isolated so a ticket number or an English title keeps its
// order), and a password reset asked by a French user arrives in French.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import {
  MAIL_TEMPLATES,
  renderMail,
  type MailTemplate,
} from '../src/modules/mail/mail.templates.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS } from './helpers/auth-flows.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

/** Every field any template asks for, with recognisable values. */
const DATA: Record<string, string> = {
  name: 'Camille Durand',
  code: '482915',
  expires_minutes: '30',
  expires_days: '7',
  link: 'https://app.example.test/link',
  inviter_name: 'Olivia Bennett',
  organisation_name: 'Northwind Facilities',
  role: 'Technicien',
  new_email: 'camille@new.example',
  number: 'RT-000042',
  title: 'Leaking tap.',
  actor: 'Marco Rossi',
  reason: 'Still dripping',
  rating: '4',
  comment: 'Quick',
  feedback_link: 'https://app.example.test/feedback',
  reopen_link: 'https://app.example.test/reopen',
  reopen_days: '14',
  schedule_name: 'Weekly SLA',
  report_title: 'SLA breaches',
  period: '1 Mar 2025 – 31 Mar 2025',
  owner_name: 'Olivia Bennett',
  unsubscribe_link: 'https://app.example.test/reports/unsubscribe?t=abc',
};

const render = (template: MailTemplate, language: string) =>
  renderMail({ template, language, data: DATA, appUrl: 'https://app.example.test' });

describe('e-mails in the recipient language', () => {
  it.each(MAIL_TEMPLATES)('words %s in French and Arabic, never in English', (template) => {
    const english = render(template, 'en');
    for (const [language, dir] of [
      ['fr', 'ltr'],
      ['ar', 'rtl'],
    ] as const) {
      const mail = render(template, language);
      expect(mail.language).toBe(language);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.subject).not.toContain('{{');
      expect(mail.text).not.toContain('{{');
      expect(mail.html).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(mail.html).toContain(`<body dir="${dir}"`);
      // No English sentence of the English message is left in the body.
      const firstEnglishLine = english.text.split('\n\n')[1] ?? '';
      expect(mail.text).not.toContain(firstEnglishLine);
    }
  });

  it('reads a French password reset and an Arabic assignment as written', () => {
    const reset = render('reset-password', 'fr');
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Mainstay');
    expect(reset.text).toContain('Bonjour Camille Durand,');
    expect(reset.text).toContain('Réinitialiser le mot de passe: https://app.example.test/link');

    const assigned = render('ticket-assigned', 'ar');
    expect(assigned.subject).toBe('أُسندت إليك التذكرة RT-000042');
    expect(assigned.text).toContain('أسند إليك Marco Rossi التذكرة RT-000042: Leaking tap..');
    // In the HTML each value is isolated: the number and the title keep their own direction.
    expect(assigned.html).toContain(
      'أسند إليك <bdi>Marco Rossi</bdi> التذكرة <bdi>RT-000042</bdi>: <bdi>Leaking tap.</bdi>.',
    );
  });

  it('escapes values inside their isolation', () => {
    const mail = renderMail({
      template: 'ticket-assigned',
      language: 'ar',
      data: { ...DATA, title: '<b>Tom & Jerry</b>' },
      appUrl: 'https://app.example.test',
    });
    expect(mail.html).toContain('<bdi>&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</bdi>');
    expect(mail.html).not.toContain('<b>Tom');
  });
});

describe('a reset asked in French', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  }, 180_000);
  afterAll(() => t.close());

  it("arrives in the user's language whatever the browser asking for it", async () => {
    const organisation = await createOrganisation(t.app.db, 'Mail Words');
    const { user } = await createUserWithToken(t.app.db, organisation.id, { language: 'fr' });
    const response = await post(
      t,
      'forgot-password',
      { email: user.email },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(200);
    // The reset mail is written after the answer (both paths take the same time), so wait for it.
    const mail = await vi.waitFor(
      async () => {
        const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
        if (!row) throw new Error('No reset mail yet');
        return row;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Mainstay');
    expect(mail?.text).toContain(`Bonjour ${user.name},`);
    expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
  });
});
