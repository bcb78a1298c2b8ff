import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TTicketDetail } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { callsTo, renderTicketPage, serveTicket, setUpTicketPage } from './test-render.tsx';
import { json, ME, OTHER, testTicket } from './test-ticket.ts';

vi.mock('../form/ticket-dialog.tsx', () => ({ TicketDialog: () => null }));

const fetchMock = vi.fn<typeof fetch>();
const ANA = { id: OTHER, name: 'Ana Silva', email: 'ana@example.com' };
const comment = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  type: 'comment',
  actor: { id: ME, name: 'Marco Rossi' },
  actor_name: null,
  body: 'On my way',
  visibility: 'internal',
  data: {},
  mentions: [],
  files: [],
  created_at: '2026-03-01T10:05:00.000Z',
};

setUpTicketPage(fetchMock);

function serve(ticket: TTicketDetail) {
  serveTicket(fetchMock, {
    'GET ': () => json(200, ticket),
    'GET /activity': () => json(200, { data: [comment], total: 1, page: 1, per_page: 100 }),
    'POST /comments': () => json(201, { ...comment, id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c' }),
    'GET /v1/reactive-tickets/options': () =>
      json(200, { users: [ANA], teams: [], contractors: [], categories: [] }),
  });
}

// MUI dialogs and menus render slowly in jsdom on a busy machine.
describe('ticket comments', { timeout: 15_000 }, () => {
  it('shows the timeline and posts a comment with the people it mentions', async () => {
    setAbilityRules([
      { action: 'read', subject: 'reactive task' },
      { action: 'write', subject: 'reactive task' },
      { action: 'read', subject: 'buildings' },
    ]);
    serve(testTicket());
    const user = renderTicketPage('?tab=timeline');
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, { timeout: 5000 });
    expect(within(timeline).getByText('On my way')).toBeInTheDocument();
    expect(within(timeline).getByText('Internal')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a comment' });
    const box = within(form).getByRole('combobox', { name: 'Comment' });
    await user.click(box);
    await user.paste('Please check this @an');
    await user.click(await within(form).findByRole('option', { name: /Ana Silva/ }));
    expect(box).toHaveValue('Please check this @Ana Silva ');
    await user.click(within(form).getByRole('button', { name: 'Visible to the reporter' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/comments')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/comments')[0]).toEqual({
      body: 'Please check this @Ana Silva',
      visibility: 'public',
      mention_ids: [OTHER],
      file_ids: [],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('gives a reporter only the public option', async () => {
    setAbilityRules([{ action: 'read', subject: 'reactive task' }]);
    serve(
      testTicket({
        can_edit: false,
        allowed_transitions: [],
        reporter: {
          user: { id: ME, name: 'Marco Rossi' },
          name: 'Marco Rossi',
          email: null,
          phone: null,
        },
      }),
    );
    const user = renderTicketPage('?tab=timeline');
    const box = await screen.findByRole('combobox', { name: 'Comment' });
    expect(screen.queryByRole('button', { name: 'Internal' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Visible to the reporter' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('The team handling your request will read this.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Work' })).not.toBeInTheDocument();

    await user.click(box);
    await user.paste('Still leaking');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/comments')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/comments')[0]).toMatchObject({ visibility: 'public' });
  });

  it('has no comment box for someone who may neither change nor report the ticket', async () => {
    setAbilityRules([{ action: 'read', subject: 'reactive task' }]);
    serve(testTicket({ can_edit: false, allowed_transitions: [] }));
    renderTicketPage('?tab=timeline');
    await screen.findByRole('list', { name: 'Timeline' });
    expect(screen.queryByRole('combobox', { name: 'Comment' })).not.toBeInTheDocument();
  });
});
