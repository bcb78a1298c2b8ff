// A filled form as a PDF, read back with pdf.js: the branded header, every shown field with its
// answer in words, hidden fields left out, "Not answered", the ticket a failure opened, the
// images and the signing, in English and Arabic; a 350-field form over pages numbered "x of y";
// and GET /v1/forms/:id/pdf (attachment FRM-000012.pdf, the caller's language, 401/403/404/422).
import { DEFAULT_ROLES } from '@mainstay/permissions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { formPdfRoutes } from '../src/modules/forms/pdf/form-pdf.routes.ts';
import { renderFormPdf, type FormPdfInput } from '../src/modules/forms/pdf/form-pdf.ts';
import type { FormImageReader } from '../src/modules/forms/pdf/form-pdf-images.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { pdfPages } from './helpers/pdf-text.ts';
import { fixtureForm, longForm, type FixtureFiles } from './form-pdf-fixture.ts';

const png = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .png()
    .toBuffer();

const FILES: FixtureFiles = {
  photo: '11111111-1111-4111-8111-111111111111',
  report: '22222222-2222-4222-8222-222222222222',
  fieldSignature: '33333333-3333-4333-8333-333333333333',
  signing: '44444444-4444-4444-8444-444444444444',
};

/** Every image of the fixture but the report (a PDF, which has no image). */
async function memoryImages(): Promise<FormImageReader> {
  const stored = new Map([
    [FILES.photo, await png('#3366cc')],
    [FILES.fieldSignature, await png('#222222')],
    [FILES.signing, await png('#444444')],
  ]);
  return async (ids) =>
    new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id) as Buffer]] : [])));
}

const organisation = { name: 'Acme Estates', primaryColor: '#1f6feb', logo: null };

async function render(overrides: Partial<FormPdfInput> = {}) {
  const data = await renderFormPdf({
    form: fixtureForm(FILES),
    organisation,
    language: 'en',
    timeZone: 'Europe/London',
    currency: 'EUR',
    images: await memoryImages(),
    ...overrides,
  });
  return { data, pages: await pdfPages(data) };
}

const imageCount = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;

describe('form PDF', () => {
  it('prints the header, every shown answer in words and the signing in English', async () => {
    const { data, pages } = await render();
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pages.join(' ');
    for (const expected of [
      'Acme Estates',
      'Rooftop AHU inspection',
      'FRM-000012',
      'Rooftop AHU inspection, version 3',
      'Result: Failed',
      'Completed',
      'RT-000044 · AHU noisy',
      'AHU-01',
      'Roof',
      'North Tower',
      'Sam Tech',
      // Sections and fields in order, each answer worded for its type.
      'General checks',
      'Isolate the unit first.',
      'Power isolated',
      'Ticked',
      'Filter condition',
      'Fail',
      'Opened ticket RT-000045: Filter clogged',
      'Belt tension',
      'Pass',
      'Access clear',
      'Not applicable',
      'Replaced the gasket',
      'Filter to be replaced next visit.',
      'Supply temperature',
      '14.5 °C',
      'Outside range · expected 6 °C to 12 °C',
      '€42.50',
      '1 March 2025',
      '14 Mar 2025, 09:30',
      '07:45',
      'R-32',
      'Gloves and Safety goggles',
      '1,520 h',
      'Meter: Run hours',
      'commissioning-report.pdf',
      'Answered by Sam Tech on 14 Mar 2025, 09:41',
      'Further remarks',
      'Not answered',
      // The signing at the end.
      'Signature',
      'Dana Signer',
      'Code sent by e-mail',
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Hidden by its condition (access is not "no"): neither the field nor its stale answer.
    expect(text).not.toContain('Describe the leak');
    expect(text).not.toContain('Hidden leak text');
    // The unanswered field says so once: every other field has its answer.
    expect(text.split('Not answered')).toHaveLength(2);
    // The photo, the signature field and the signing's drawing.
    expect(imageCount(data)).toBe(3);
    // The signing comes after the last field.
    expect(text.indexOf('Dana Signer')).toBeGreaterThan(text.indexOf('Further remarks'));
  });

  it('prints in Arabic, right to left, with the words in logical order', async () => {
    const { pages } = await render({ language: 'ar' });
    const text = pages.join(' ');
    for (const expected of [
      'رقم النموذج',
      'مكتمل',
      'محدد',
      'راسب',
      'ناجح',
      'لا ينطبق',
      'لم تتم الإجابة',
      'خارج النطاق',
      'فُتحت التذكرة RT-000045: Filter clogged',
      'وقّعه',
      'Dana Signer',
      'رمز أُرسل بالبريد الإلكتروني',
      'FRM-000012',
      'Filter condition',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The colon is a run of its own between the Arabic words.
    expect(text).toMatch(/النتيجة ?: ?راسب/);
    expect(text).toMatch(/الصفحة 1 من \d/);
    expect(text).not.toContain('Hidden leak text');
  });

  it('continues a long text answer over pages, in full', async () => {
    const form = fixtureForm(FILES);
    const lines = Array.from({ length: 150 }, (_, index) => `Observation line ${index + 1}`);
    const answers = form.answers.map((answer) =>
      answer.field_key === 'summary' ? { ...answer, value: lines.join('\n') } : answer,
    );
    const { pages } = await render({ form: { ...form, answers } });
    const text = pages.join(' ');
    expect(pages.length).toBeGreaterThan(3);
    for (const line of ['Observation line 1 ', 'Observation line 75 ', 'Observation line 150 ']) {
      expect(text).toContain(line);
    }
    // The fields after it still follow, and the signing ends the form.
    expect(text.indexOf('Supply temperature')).toBeGreaterThan(
      text.indexOf('Observation line 150 '),
    );
    expect(text.indexOf('Dana Signer')).toBeGreaterThan(text.indexOf('Further remarks'));
  });

  it('paginates a 350-field form with the header and "page x of y" on every page', async () => {
    const { pages } = await render({ form: longForm(350) });
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      // The letterhead on the first page, the running header on the others.
      if (index > 0) expect(page).toContain('Acme Estates · Rooftop AHU inspection · FRM-000350');
    });
    const text = pages.join(' ');
    expect(text).toContain('Reading 1');
    expect(text).toContain('Check 350');
    expect(text).not.toContain('Not answered');
  });
});

describe('GET /v1/forms/:id/pdf', () => {
  let t: TestApp;
  let orgId: string;
  let files: FixtureFiles;
  const tokens: Record<'reader' | 'arabic' | 'noForms' | 'outsider', string> = {
    reader: '',
    arabic: '',
    noForms: '',
    outsider: '',
  };
  const rules = DEFAULT_ROLES.find((role) => role.key === 'facilities_manager')!.rules;

  beforeAll(async () => {
    t = await createTestApp({
      registerRoutes: async (scope) => {
        // Under /fixture: the app registers the real route, with the forms module's loader.
        await scope.register(formPdfRoutes, {
          prefix: '/fixture',
          deps: {
            db: scope.db,
            files: scope.files,
            // The forms module's loader: this organisation's one form, 404 for anything else.
            loadFormDetail: async (auth, id) => {
              const form = fixtureForm(files);
              if (auth.organisationId !== orgId || id !== form.id) {
                throw new AppError('FORM_NOT_FOUND');
              }
              return form;
            },
          },
        });
      },
    });
    const db = t.app.db;
    orgId = (await createOrganisation(db, 'Printed Forms')).id;
    const other = (await createOrganisation(db, 'Elsewhere')).id;
    const reader = await createUserWithToken(db, orgId, { rules });
    tokens.reader = reader.token;
    tokens.arabic = (await createUserWithToken(db, orgId, { rules, language: 'ar' })).token;
    tokens.noForms = (
      await createUserWithToken(db, orgId, { rules: [{ action: 'read', subject: 'profile' }] })
    ).token;
    tokens.outsider = (await createUserWithToken(db, other, { rules })).token;
    const save = async (purpose: 'photo' | 'signature' | 'document', name: string, data: Buffer) =>
      (
        await t.app.files.save({
          organisationId: orgId,
          userId: reader.user.id,
          purpose,
          filename: name,
          data,
        })
      ).id;
    files = {
      photo: await save('photo', 'unit.png', await png('#3366cc')),
      report: await save('document', 'report.png', await png('#999999')),
      fieldSignature: await save('signature', 'signature.png', await png('#222222')),
      signing: await save('signature', 'signing.png', await png('#444444')),
    };
  });
  afterAll(() => t.close());

  const download = (token: string | null, id = fixtureForm(files).id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/fixture/v1/forms/${id}/pdf`,
      headers: token ? bearer(token) : {},
    });

  it('downloads the form as FRM-000012.pdf with its stored images', async () => {
    const response = await download(tokens.reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="FRM-000012.pdf"; filename*=UTF-8''FRM-000012.pdf`,
    );
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('Printed Forms');
    expect(text).toContain('Result: Failed');
    expect(imageCount(response.rawPayload)).toBe(3);
  });

  it("is worded in the caller's language", async () => {
    const response = await download(tokens.arabic);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('FRM-000012.pdf');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('لم تتم الإجابة');
    expect(text).not.toContain('Not answered');
  });

  it('needs a token and read on forms, and answers 404 out of reach', async () => {
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(tokens.noForms)).statusCode).toBe(403);
    const outsider = await download(tokens.outsider);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('FORM_NOT_FOUND');
    const unknown = await download(tokens.reader, '00000000-0000-4000-8000-000000000999');
    expect(unknown.statusCode).toBe(404);
    const malformed = await download(tokens.reader, 'not-an-id');
    expect(malformed.statusCode).toBe(422);
  });
});
