import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TTicketTimeLog } from '@mainstay/contracts';
import {
  callsTo,
  renderTicketPage,
  serveTicket,
  setUpTicketPage,
  TECHNICIAN,
} from './test-render.tsx';
import { json, ME, testTicket } from './test-ticket.ts';

vi.mock('../form/ticket-dialog.tsx', () => ({ TicketDialog: () => null }));

const fetchMock = vi.fn<typeof fetch>();
const LOG_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const runningLog: TTicketTimeLog = {
  id: LOG_ID,
  user: { id: ME, name: 'Marco Rossi' },
  started_at: new Date(Date.now() - 65_000).toISOString(),
  ended_at: null,
  duration_minutes: null,
  hourly_rate: 40,
  cost: 0,
  note: '',
};
const stoppedLog: TTicketTimeLog = {
  ...runningLog,
  ended_at: new Date().toISOString(),
  duration_minutes: 1,
  cost: 0.67,
};

setUpTicketPage(fetchMock, TECHNICIAN);

// MUI tables and buttons render slowly in jsdom on a busy machine.
describe('work tab: time', { timeout: 15_000 }, () => {
  it('starts my timer, shows it running, and stops it', async () => {
    serveTicket(fetchMock, {
      'GET ': () => json(200, testTicket()),
      'GET /activity': () => json(200, { data: [], total: 0, page: 1, per_page: 100 }),
      'POST /time-logs': () => json(201, testTicket({ time_logs: [runningLog] })),
      [`PATCH /time-logs/${LOG_ID}`]: () =>
        json(
          200,
          testTicket({ time_logs: [stoppedLog], costs: { ...testTicket().costs, minutes: 1 } }),
        ),
    });
    const user = renderTicketPage('?tab=work');
    const card = await screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });
    expect(within(card).getByText('No time logged yet.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Start my timer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/time-logs')).toEqual([{}]));
    const timer = await within(card).findByRole('timer', { name: 'Time on my running timer' });
    expect(timer.textContent).toMatch(/^0:01:0\d$/);
    expect(within(card).getByText('Running')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Stop my timer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', `/time-logs/${LOG_ID}`)).toEqual([{}]));
    expect(await within(card).findByRole('button', { name: 'Start my timer' })).toBeInTheDocument();
    expect(within(card).getByText('1 min')).toBeInTheDocument();
  });

  it('adds time by duration and checks the minutes first', async () => {
    serveTicket(fetchMock, {
      'GET ': () => json(200, testTicket()),
      'POST /time-logs': () => json(201, testTicket({ time_logs: [stoppedLog] })),
    });
    const user = renderTicketPage('?tab=work');
    const form = await screen.findByRole('form', { name: 'Add time' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Add time' }));
    expect(await within(form).findByText('Enter whole minutes, such as 45')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/time-logs')).toHaveLength(0);

    await user.click(within(form).getByLabelText(/Minutes/));
    await user.paste('45');
    await user.click(within(form).getByRole('button', { name: 'Add time' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/time-logs')).toEqual([
        { duration_minutes: 45, note: '' },
      ]),
    );
  });

  it('shows the work record read-only to someone who may not change the ticket', async () => {
    serveTicket(fetchMock, {
      'GET ': () =>
        json(
          200,
          testTicket({ can_edit: false, allowed_transitions: [], time_logs: [stoppedLog] }),
        ),
    });
    renderTicketPage('?tab=work');
    const card = await screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });
    expect(within(card).getByText('Marco Rossi')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Start my timer' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add part' })).not.toBeInTheDocument();
  });
});
