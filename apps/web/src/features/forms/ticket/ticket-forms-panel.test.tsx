import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFormDetail, TFormSummary } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { json, setUpFormTests, testForm, withAnswers } from '../fill/test-render.tsx';
import { TicketFormsPanel } from './ticket-forms-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();
setUpFormTests(fetchMock);

const TICKET_ID = '7d3a4b5c-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const TEMPLATE = {
  id: '6c2f3e4d-5b6a-4c7f-9e8d-0b1c2d3e4f5a',
  name: 'Pump inspection',
  version: 2,
};
const OPENER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const summary = (form: TFormDetail): TFormSummary => {
  const {
    definition: _d,
    answers: _a,
    signature: _s,
    locked: _l,
    can_fill: _f,
    can_manage: _m,
    requires_signature: _r,
    progress,
    ...rest
  } = form;
  return { ...rest, progress: { required: progress.required, answered: progress.answered } };
};

/** The earlier form FRM-000011, whose failed pump opened this ticket (RT-000045). */
const opener = withAnswers(testForm({ id: OPENER_ID, number: 'FRM-000011' }), [
  { field_key: 'pump', value: 'fail' },
]);
const filled = testForm({
  ticket: {
    id: TICKET_ID,
    kind: 'reactive',
    number: 'RT-000045',
    title: 'Pump failed its check',
    status: 'new',
  },
});

function serve(onCreate: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname.endsWith('/v1/forms')) {
      return onCreate(JSON.parse(String(init?.body)));
    }
    if (url.pathname.endsWith('/v1/templates')) {
      return json(200, {
        data: [{ ...TEMPLATE, published_at: null }],
        total: 1,
        page: 1,
        per_page: 100,
      });
    }
    if (url.pathname.endsWith('/v1/forms')) {
      const rows =
        url.searchParams.get('ticket_id') === TICKET_ID
          ? [summary(filled)]
          : url.searchParams.get('opened_ticket_id') === TICKET_ID
            ? [summary(opener)]
            : [];
      return json(200, { data: rows, total: rows.length, page: 1, per_page: 50 });
    }
    if (url.pathname.endsWith(`/v1/forms/${OPENER_ID}`)) return json(200, opener);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderPanel() {
  renderRoutes(
    [{ path: '/tickets/:id', Component: () => <TicketFormsPanel ticketId={TICKET_ID} canWork /> }],
    `/tickets/${TICKET_ID}`,
  );
  return userEvent.setup();
}

describe('A ticket’s forms', { timeout: 20_000 }, () => {
  it('lists the ticket’s forms and those whose failure opened it', async () => {
    serve(() => json(500, {}));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Checklists' });
    expect(within(list).getByRole('link', { name: 'FRM-000012' })).toBeInTheDocument();
    expect(within(list).getByText('Pump inspection (v2)')).toBeInTheDocument();
    const opened = await screen.findByRole('list', { name: 'Opened by a checklist' });
    expect(
      await within(opened).findByRole('link', {
        name: /Opened from failed item .*Pump condition.* of .*FRM-000011/,
      }),
    ).toHaveAttribute('href', `/forms/${OPENER_ID}`);
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.some((url) => url.includes(`ticket_id=${TICKET_ID}`))).toBe(true);
    expect(calls.some((url) => url.includes(`opened_ticket_id=${TICKET_ID}`))).toBe(true);
  });

  it('starts a checklist on the ticket from a published template and opens it here', async () => {
    const created = vi.fn((_body: unknown) =>
      json(201, { ...filled, id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', number: 'FRM-000013' }),
    );
    serve(created);
    setAbilityRules([
      { action: 'read', subject: 'forms' },
      { action: 'add', subject: 'forms' },
      { action: 'write', subject: 'forms' },
    ]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Fill a checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill a checklist' });
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Pump inspection (v2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() =>
      expect(created).toHaveBeenCalledWith({ template_id: TEMPLATE.id, ticket_id: TICKET_ID }),
    );
    const inline = await screen.findByRole('region', { name: /FRM-000013/ });
    expect(within(inline).getByRole('group', { name: 'Pump condition' })).toBeInTheDocument();
    expect(
      within(inline).getByRole('heading', { level: 3, name: 'Pump checks' }),
    ).toBeInTheDocument();
  });

  it('offers no new checklist to someone who may not add forms', async () => {
    serve(() => json(500, {}));
    renderPanel();
    await screen.findByRole('list', { name: 'Checklists' });
    expect(screen.queryByRole('button', { name: 'Fill a checklist' })).not.toBeInTheDocument();
  });
});
