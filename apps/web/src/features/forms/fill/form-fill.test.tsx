import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TFormAnswerInput } from '@mainstay/contracts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import {
  FORM_ID,
  json,
  renderFormPage,
  serveForm,
  setUpFormTests,
  testForm,
  withAnswers,
} from './test-render.tsx';

const fetchMock = vi.fn<typeof fetch>();
setUpFormTests(fetchMock);

const QUEUE_KEY = `${STORAGE_KEYS.formAnswers}:${FORM_ID}`;
const queued = () => JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as TFormAnswerInput[];

const pumpGroup = () => screen.findByRole('group', { name: 'Pump condition' });

// MUI renders slowly in jsdom on a busy machine.
describe('Filling a form', { timeout: 20_000 }, () => {
  it('saves an inspection answer as it is given, then shows who answered and the ticket it opened', async () => {
    const sent = serveForm(fetchMock, testForm());
    const user = renderFormPage();
    await user.click(within(await pumpGroup()).getByRole('button', { name: 'Fail' }));

    await waitFor(() =>
      expect(sent['PUT /answers']).toEqual([{ answers: [{ field_key: 'pump', value: 'fail' }] }]),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByText(/Answered by .*Marco Rossi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Opened ticket .*RT-000045/ })).toHaveAttribute(
      'href',
      '/reactive-tickets/7d3a4b5c-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    );
    expect(within(await pumpGroup()).getByRole('button', { name: 'Fail' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(queued()).toEqual([]);
  });

  it('shows a conditional field only while the answer it depends on holds', async () => {
    serveForm(fetchMock, testForm());
    const user = renderFormPage();
    const group = await pumpGroup();
    expect(screen.queryByRole('textbox', { name: 'Describe the defect' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 1 required answers given')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Flag' }));
    expect(await screen.findByRole('textbox', { name: 'Describe the defect' })).toBeInTheDocument();
    // The defect became required too.
    expect(screen.getByText('1 of 2 required answers given')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Pass' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('textbox', { name: 'Describe the defect' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps an answer queued when saving fails, and sends it when the browser is back online', async () => {
    let online = false;
    const sent = serveForm(fetchMock, testForm(), {
      'PUT /answers': (body) => {
        if (!online) throw new TypeError('Failed to fetch');
        const answers = (body as { answers: TFormAnswerInput[] }).answers;
        return json(200, withAnswers(testForm(), answers));
      },
    });
    const user = renderFormPage();
    await user.click(within(await pumpGroup()).getByRole('button', { name: 'Pass' }));

    expect(await screen.findByText('Offline — 1 answer will be sent')).toBeInTheDocument();
    expect(queued()).toEqual([{ field_key: 'pump', value: 'pass' }]);
    expect(sent['PUT /answers']).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(sent['PUT /answers']).toEqual([
      { answers: [{ field_key: 'pump', value: 'pass' }] },
      { answers: [{ field_key: 'pump', value: 'pass' }] },
    ]);
    expect(queued()).toEqual([]);
  });

  it('restores an answer left unsent before a reload over the server’s, and sends it', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([{ field_key: 'notes', value: 'Checked twice' }]),
    );
    const form = withAnswers(testForm(), [{ field_key: 'notes', value: 'First look' }]);
    const sent = serveForm(fetchMock, form);
    renderFormPage();

    await screen.findByRole('textbox', { name: 'Notes' });
    await waitFor(() =>
      expect(sent['PUT /answers']).toEqual([
        { answers: [{ field_key: 'notes', value: 'Checked twice' }] },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Checked twice'),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(queued()).toEqual([]);
  });

  it('shows the server’s refusal of an answer at its field and keeps what was typed', async () => {
    serveForm(fetchMock, testForm(), {
      'PUT /answers': () =>
        json(422, {
          code: 'FORM_ANSWER_INVALID',
          message: 'Some answers do not fit their fields',
          errors: { 'answers.0.value': ['The number has too many decimals'] },
        }),
    });
    const user = renderFormPage();
    const pressure = await screen.findByRole('textbox', { name: 'Pressure' });
    expect(screen.getByText('Between 1 bar and 3 bar')).toBeInTheDocument();
    await user.type(pressure, '2,125');

    expect(await screen.findByText('The number has too many decimals')).toBeInTheDocument();
    expect(pressure).toHaveValue('2,125');
    expect(pressure).toHaveAttribute('aria-invalid', 'true');
    // Refused answers are not sent again and again.
    expect(queued()).toEqual([]);
  });

  it('warns when a number is outside the acceptable range', async () => {
    serveForm(fetchMock, testForm());
    const user = renderFormPage();
    await user.type(await screen.findByRole('textbox', { name: 'Pressure' }), '4.5');
    expect(
      await screen.findByText('Outside the acceptable range: this answer is flagged'),
    ).toBeInTheDocument();
  });

  it('marks the required answers the server says are missing when completing', async () => {
    const sent = serveForm(fetchMock, testForm(), {
      'POST /complete': () =>
        json(422, {
          code: 'FORM_REQUIRED_MISSING',
          message: '1 required answer is missing',
          params: { count: 1 },
          errors: { 'answers.pump': ['This answer is required'] },
        }),
    });
    const user = renderFormPage();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('1 required answer is missing')).toBeInTheDocument();
    expect(within(await pumpGroup()).getByText('This answer is required')).toBeInTheDocument();
    expect(sent['POST /complete']).toHaveLength(1);
  });

  it('signs with the password when the template asks for a signature, then shows it locked', async () => {
    const form = withAnswers(testForm({ requires_signature: true }), [
      { field_key: 'pump', value: 'pass' },
    ]);
    const signed = {
      ...form,
      status: 'completed' as const,
      locked: true,
      can_fill: false,
      completed_at: '2026-03-12T10:00:00.000Z',
      completed_by: { id: form.started_by?.id ?? '', name: 'Marco Rossi' },
      signed_at: '2026-03-12T10:00:00.000Z',
      signature: {
        signed_by: { id: form.started_by?.id ?? '', name: 'Marco Rossi' },
        signed_at: '2026-03-12T10:00:00.000Z',
        method: 'password' as const,
        file: null,
      },
    };
    const sent = serveForm(fetchMock, form, { 'POST /sign': () => json(200, signed) });
    const user = renderFormPage();
    await user.click(await screen.findByRole('button', { name: 'Sign and complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign the form' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign and complete' }));
    expect(await within(dialog).findByText('Type your password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Password/), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and complete' }));

    await waitFor(() =>
      expect(sent['POST /sign']).toEqual([
        { method: 'password', password: 'correct horse', signature_file_id: null },
      ]),
    );
    expect(
      await screen.findByText(/Signed by .*Marco Rossi.*The form is locked/),
    ).toBeInTheDocument();
    expect(within(await pumpGroup()).getByRole('button', { name: 'Pass' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sign and complete' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the signer at the password', async () => {
    serveForm(fetchMock, testForm({ requires_signature: true }), {
      'POST /sign': () =>
        json(422, {
          code: 'FORM_SIGNER_NOT_CONFIRMED',
          message: 'We could not confirm it is you: check what you typed',
        }),
    });
    const user = renderFormPage();
    await user.click(await screen.findByRole('button', { name: 'Sign and complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the form' });
    const password = within(dialog).getByLabelText(/Password/);
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and complete' }));
    expect(
      await within(dialog).findByText('We could not confirm it is you: check what you typed'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads a locked form without controls that change it', async () => {
    const form = withAnswers(testForm({ locked: true, can_fill: false, status: 'completed' }), [
      { field_key: 'pump', value: 'pass' },
    ]);
    serveForm(fetchMock, form);
    renderFormPage();
    expect(within(await pumpGroup()).getByRole('button', { name: 'Pass' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
  });
});
