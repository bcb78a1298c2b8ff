// Saving answers: each is checked against its field (422 at the answer's path, worded in the
// caller's language), files must be the form's own for that field, unchanged answers keep their
// revision, null clears, the result follows the answers shown, and a meter reading reaches the
// asset's meter of that name.
import type { TFormDetail, TFormFileUpload } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import {
  answer,
  createFormFixture,
  putAnswers,
  startForm,
  uploadPng,
  type FormFixture,
} from './helpers/forms.ts';
import { rulesOf } from './helpers/tickets.ts';

describe('saving answers', () => {
  let t: TestApp;
  let f: FormFixture;
  let form: TFormDetail;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    token = f.people.manager.token;
    form = await startForm(t, token, {
      template_id: f.templates.inspection.id,
      asset_id: f.assets.north.id,
    });
  });
  afterAll(() => t.close());

  const valueOf = (detail: TFormDetail, key: string) =>
    detail.answers.find((given) => given.field_key === key);

  it('refuses an answer of the wrong type at its path, keeping nothing of the batch', async () => {
    const response = await putAnswers(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 'high' },
      { field_key: 'shift', value: 'evening' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('FORM_ANSWER_INVALID');
    expect(response.json().errors).toEqual({
      'answers.1.value': ['The answer is a number'],
      'answers.2.value': ['Choose one of the options'],
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/forms/${form.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json<TFormDetail>().answers).toEqual([]);
  });

  it('words the problems in the caller’s language', async () => {
    const arabic = await createUserWithToken(t.app.db, f.org.id, {
      rules: rulesOf('facilities_manager'),
      language: 'ar',
    });
    const response = await putAnswers(t, arabic.token, form.id, [
      { field_key: 'pressure', value: 2.25 },
    ]);
    expect(response.statusCode).toBe(422);
    const [problem] = response.json().errors['answers.0.value'] as string[];
    expect(problem).not.toMatch(/[a-z]{3}/i);
    expect(problem?.length).toBeGreaterThan(5);
  });

  it('refuses a key the pinned version does not have', async () => {
    const response = await putAnswers(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'no_such_field', value: 'pass' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('FORM_FIELD_UNKNOWN');
    expect(Object.keys(response.json().errors)).toEqual(['answers.1.field_key']);
    const section = await putAnswers(t, token, form.id, [{ field_key: 'checks', value: true }]);
    expect(section.json().code).toBe('FORM_FIELD_UNKNOWN');
  });

  it('takes photos uploaded to the field, and no other file', async () => {
    const upload = await uploadPng(t, token, form.id, 'pump_photos');
    expect(upload.statusCode, upload.body).toBe(201);
    const { file, field_key } = upload.json<TFormFileUpload>();
    expect(field_key).toBe('pump_photos');
    expect(file.content_type).toMatch(/^image\//);
    const wrongField = await uploadPng(t, token, form.id, 'pressure');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.field_key).toBeDefined();

    const elsewhere = await putAnswers(t, token, form.id, [
      { field_key: 'pump_photos', value: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] },
    ]);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('FORM_FILE_UNKNOWN');
    expect(Object.keys(elsewhere.json().errors)).toEqual(['answers.0.value']);

    const detail = await answer(t, token, form.id, [
      { field_key: 'pump_photos', value: [file.id] },
    ]);
    const photos = valueOf(detail, 'pump_photos');
    expect(photos?.files.map((link) => link.id)).toEqual([file.id]);
    expect(photos?.files[0]?.url).toContain('signature=');
  });

  it('keeps who answered and when, and counts revisions only for changes', async () => {
    const first = await answer(t, token, form.id, [{ field_key: 'pressure', value: 3 }]);
    const given = valueOf(first, 'pressure');
    expect(given).toMatchObject({ value: 3, outcome: 'pass', revision: 1 });
    expect(given?.answered_by?.id).toBe(f.people.manager.user.id);
    expect(first.result).toBe('pass');
    const again = await answer(t, token, form.id, [{ field_key: 'pressure', value: 3 }]);
    expect(valueOf(again, 'pressure')?.revision).toBe(1);
    const changed = await answer(t, token, form.id, [
      { field_key: 'pressure', value: 4 },
      { field_key: 'pressure', value: 7.5 },
    ]);
    // The last of a key wins; out of [1, 5] is flagged (this field opens no ticket).
    expect(valueOf(changed, 'pressure')).toMatchObject({
      value: 7.5,
      outcome: 'flag',
      revision: 2,
    });
    expect(changed.result).toBe('flag');
    expect(changed.failures).toBe(0);
    const cleared = await answer(t, token, form.id, [{ field_key: 'pressure', value: null }]);
    expect(valueOf(cleared, 'pressure')).toBeUndefined();
    expect(cleared.result).toBeNull();
    expect(cleared.progress).toEqual({ required: 2, answered: 0, missing: ['pump', 'pressure'] });
  });

  it('counts the required fields a condition shows', async () => {
    const detail = await answer(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'leak', value: 'yes' },
    ]);
    expect(detail.progress).toEqual({
      required: 3,
      answered: 1,
      missing: ['pressure', 'leak_detail'],
    });
  });

  it('adds a meter reading to the asset’s meter of that name, once per change', async () => {
    const readings = () =>
      t.app.db.select().from(meterReadings).where(eq(meterReadings.meterId, f.meter.id));
    await answer(t, token, form.id, [{ field_key: 'run_hours', value: 1520 }]);
    await answer(t, token, form.id, [{ field_key: 'run_hours', value: 1520 }]);
    const stored = await readings();
    expect(stored.map((reading) => reading.value)).toEqual([1520]);
    expect(stored[0]?.recordedByUserId).toBe(f.people.manager.user.id);
    expect(stored[0]?.note).toBe(form.number);

    // A form on another asset, which has no meter by that name: the answer alone is kept.
    const south = await startForm(t, token, {
      template_id: f.templates.inspection.id,
      asset_id: f.assets.south.id,
    });
    const detail = await answer(t, token, south.id, [{ field_key: 'run_hours', value: 80 }]);
    expect(valueOf(detail, 'run_hours')?.value).toBe(80);
    expect(await readings()).toHaveLength(1);
    const negative = await putAnswers(t, token, south.id, [{ field_key: 'run_hours', value: -1 }]);
    expect(negative.statusCode).toBe(422);
  });
});
