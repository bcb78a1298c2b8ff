/**
 * A form as GET /v1/forms/:id answers, and a stand-in server for the filling tests: it keeps the
 * form, applies saved answers (recording who and when) and answers each route as the contract
 * says, unless a test gives its own answer.
 */
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import {
  formProgress,
  ZTemplateDefinition,
  type TFormAnswer,
  type TFormAnswerInput,
  type TFormDetail,
  type TTemplateFieldInput,
} from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { FormPage } from '../detail/form-page.tsx';

export const FORM_ID = '5b1e2d3c-4a5f-4b6e-8d7c-9a0b1c2d3e4f';
export const ME = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Marco Rossi' };
export const FORM_PATH = `/v1/forms/${FORM_ID}`;

export const FIELDS: TTemplateFieldInput[] = [
  { key: 'checks', type: 'section', label: 'Pump checks', instructions: 'Isolate the pump first.' },
  { key: 'pump', type: 'inspection', label: 'Pump condition', required: true },
  {
    key: 'defect',
    type: 'long_text',
    label: 'Describe the defect',
    required: true,
    condition: { field: 'pump', op: 'one_of', values: ['flag', 'fail'] },
  },
  { key: 'pressure', type: 'number', label: 'Pressure', unit: 'bar', min: 1, max: 3 },
  { key: 'notes', type: 'short_text', label: 'Notes' },
];

export function testForm(overrides: Partial<TFormDetail> = {}, fields = FIELDS): TFormDetail {
  const definition = ZTemplateDefinition.parse({ fields });
  return {
    id: FORM_ID,
    number: 'FRM-000012',
    status: 'in_progress',
    result: null,
    template: { id: '6c2f3e4d-5b6a-4c7f-9e8d-0b1c2d3e4f5a', name: 'Pump inspection', version: 2 },
    ticket: null,
    asset: null,
    location: null,
    building: { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Northwind House' },
    started_by: ME,
    created_at: '2026-03-12T08:00:00.000Z',
    updated_at: '2026-03-12T08:00:00.000Z',
    completed_at: null,
    completed_by: null,
    signed_at: null,
    failures: 0,
    definition,
    requires_signature: false,
    answers: [],
    progress: formProgress(definition.fields, new Map()),
    signature: null,
    locked: false,
    can_fill: true,
    can_manage: false,
    ...overrides,
  };
}

/** The form with these answers saved by ME (a failing pump opens ticket RT-000045). */
export function withAnswers(form: TFormDetail, answers: TFormAnswerInput[]): TFormDetail {
  const saved = new Map(form.answers.map((answer) => [answer.field_key, answer]));
  for (const { field_key, value } of answers) {
    const answer: TFormAnswer = {
      field_key,
      value,
      outcome: field_key === 'pump' && typeof value === 'string' ? (value as 'fail') : null,
      answered_by: ME,
      answered_at: '2026-03-12T09:30:00.000Z',
      revision: (saved.get(field_key)?.revision ?? 0) + 1,
      files: [],
      ticket:
        field_key === 'pump' && value === 'fail'
          ? {
              id: '7d3a4b5c-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
              kind: 'reactive',
              number: 'RT-000045',
              title: 'Pump failed its check',
              status: 'new',
            }
          : null,
    };
    saved.set(field_key, answer);
  }
  const list = [...saved.values()];
  const values = new Map(list.map((answer) => [answer.field_key, answer.value]));
  return { ...form, answers: list, progress: formProgress(form.definition.fields, values) };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** "PUT /answers" -> answer (the path after the form's own; '' for the form itself). */
export type Handlers = Record<string, (body: unknown) => Response | Promise<Response>>;

/** Translations, Marco signed in with the rights to fill forms, and `fetch` by `fetchMock`. */
export function setUpFormTests(fetchMock: Mock<typeof fetch>) {
  beforeAll(async () => {
    await i18n.loadNamespaces(['forms', 'common', 'layout', 'errors']);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ token: 'tok', user: { id: ME.id, name: ME.name, email: 'marco@example.com' } });
    setAbilityRules([
      { action: 'read', subject: 'forms' },
      { action: 'write', subject: 'forms' },
    ]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * Serves `form`: GET answers it as it now is, PUT /answers saves into it; `handlers` answer
 * other routes (or override these). Returns the bodies sent to each route.
 */
export function serveForm(
  fetchMock: Mock<typeof fetch>,
  form: TFormDetail,
  handlers: Handlers = {},
) {
  let current = form;
  const sent: Record<string, unknown[]> = {};
  const defaults: Handlers = {
    'GET ': () => json(200, current),
    'PUT /answers': (body) => {
      current = withAnswers(current, (body as { answers: TFormAnswerInput[] }).answers);
      return json(200, current);
    },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const at = url.pathname.indexOf(FORM_PATH);
    const rest = at >= 0 ? url.pathname.slice(at + FORM_PATH.length) : url.pathname;
    const route = `${method} ${rest}`;
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
    (sent[route] ??= []).push(body);
    const handler = handlers[route] ?? defaults[route];
    if (!handler) return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    return handler(body);
  });
  return sent;
}

export function renderFormPage() {
  renderRoutes(
    [
      {
        path: '/forms/:id',
        Component: () => <FormPage id={FORM_ID} parentCrumbs={[]} fallbackTitle="Form" />,
      },
      { path: '/forms/forms', Component: () => <p>Forms list</p> },
      { path: '/reactive-tickets/:id', Component: () => <p>Ticket page</p> },
    ],
    `/forms/${FORM_ID}`,
  );
  return userEvent.setup();
}
