import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { TFormSummary, TTicketDetail } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { renderTicketPage, serveTicket, setUpTicketPage, TECHNICIAN } from './test-render.tsx';
import { i18n } from '@/lib/i18n.ts';
import { json, testTicket } from './test-ticket.ts';

// The edit form is its own feature piece with its own tests; here it only has to open.
vi.mock('../form/ticket-dialog.tsx', () => ({
  TicketDialog: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Edit ticket" /> : null,
}));

const fetchMock = vi.fn<typeof fetch>();
setUpTicketPage(fetchMock, TECHNICIAN);

/** Serves the ticket; `onStatus` answers POST …/status with the body it was sent. */
function serve(ticket: TTicketDetail, onStatus?: (body: Record<string, unknown>) => Response) {
  serveTicket(fetchMock, {
    'GET ': () => json(200, ticket),
    'POST /status': (body) =>
      onStatus ? onStatus(body as Record<string, unknown>) : json(200, ticket),
  });
}

/** The page posted one status change, with exactly this body. */
async function postedOnce(onStatus: Mock, body: Record<string, unknown>) {
  await waitFor(() => expect(onStatus).toHaveBeenCalledTimes(1));
  expect(onStatus).toHaveBeenCalledWith(body);
}

const statusCalls = () =>
  fetchMock.mock.calls.filter(([input, init]) => {
    return String(input).endsWith('/status') && init?.method === 'POST';
  });

// MUI dialogs render slowly in jsdom on a busy machine.
describe('TicketPage header', { timeout: 15_000 }, () => {
  it('offers only the moves the server allows, with edit and watch', async () => {
    serve(testTicket({ allowed_transitions: ['on_hold', 'completed', 'cancelled'] }));
    renderTicketPage();
    expect(
      // The number and the title are isolated, so neither reorders the other in Arabic.
      await screen.findByRole('heading', {
        level: 1,
        name: '\u2066RT-000123\u2069 · \u2068Leaking radiator valve\u2069',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ticket summary' });
    expect(within(summary).getByText('In progress')).toBeInTheDocument();
    expect(within(summary).getByText('High')).toBeInTheDocument();
    for (const name of ['Complete', 'Put on hold', 'Cancel ticket', 'Edit', 'Watch']) {
      expect(within(summary).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Start work', 'Resume work', 'Close', 'Reopen', 'Job sheet (PDF)']) {
      expect(within(summary).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers Start, not Put on hold, for a ticket not yet started', async () => {
    serve(
      testTicket({
        status: 'assigned',
        allowed_transitions: ['in_progress', 'on_hold', 'cancelled'],
      }),
    );
    renderTicketPage();
    const summary = await screen.findByRole('region', { name: 'Ticket summary' });
    expect(within(summary).getByRole('button', { name: 'Start work' })).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
  });

  it('names a default category in the reader’s language, as the list does', async () => {
    serve(
      testTicket({
        category: { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Plumbing', key: 'plumbing' },
      }),
    );
    await i18n.changeLanguage('fr');
    try {
      renderTicketPage();
      expect(await screen.findByText('Plomberie')).toBeInTheDocument();
      expect(screen.queryByText('Plumbing')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows both SLA clocks in the details', async () => {
    serve(
      testTicket({
        sla: {
          state: 'on_track',
          policy: null,
          response_due_at: '2026-03-12T09:00:00.000Z',
          resolution_due_at: '2099-03-12T14:00:00.000Z',
          responded_at: '2026-03-12T08:30:00.000Z',
          response_breached: false,
          resolution_breached: false,
          seconds_left: 3600,
          paused_remaining_seconds: null,
          escalated: false,
        },
      }),
    );
    renderTicketPage();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('SLA response')).toBeInTheDocument();
    expect(within(details).getByText('met')).toBeInTheDocument();
    expect(within(details).getByText('SLA resolution')).toBeInTheDocument();
  });

  it('opens the edit form with the ticket', async () => {
    serve(testTicket());
    const user = renderTicketPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit ticket' })).toBeInTheDocument();
  });

  it('hides edit and every status move from someone who may only read', async () => {
    serve(testTicket({ status: 'completed', allowed_transitions: [], can_edit: false }));
    renderTicketPage();
    const summary = await screen.findByRole('region', { name: 'Ticket summary' });
    expect(within(summary).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Job sheet (PDF)' })).toBeInTheDocument();
  });

  it('asks for a reason before putting the ticket on hold, and posts it', async () => {
    const onStatus = vi.fn(() => json(200, testTicket({ status: 'on_hold' })));
    serve(testTicket(), onStatus);
    const user = renderTicketPage();
    await user.click(await screen.findByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the ticket on hold' });
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(onStatus).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Waiting for a new valve');
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    await postedOnce(onStatus, { status: 'on_hold', reason: 'Waiting for a new valve' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reason and shows the server message when the move is refused', async () => {
    serve(testTicket(), () =>
      json(409, { message: 'The ticket was changed by someone else', code: 'CONFLICT' }),
    );
    const user = renderTicketPage();
    await user.click(await screen.findByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the ticket on hold' });
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('No access today');
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(
      await within(dialog).findByText('The ticket was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('No access today');
  });

  it('says so when the ticket does not exist or is hidden', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Ticket not found', code: 'NOT_FOUND' }));
    renderTicketPage();
    expect(
      await screen.findByText('This ticket does not exist or you cannot see it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('completion', { timeout: 15_000 }, () => {
  function fakeCanvas() {
    // jsdom has no canvas: a context with one inked pixel, and a PNG blob on export.
    const data = new Uint8ClampedArray(900 * 300 * 4);
    data[(150 * 900 + 450) * 4 + 3] = 255;
    const context = {
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      drawImage: vi.fn(),
      getImageData: () => ({ data }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
  }

  function sign(pad: HTMLElement) {
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'mouse', clientX: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'mouse' });
  }

  /** Opens the completion form of a ticket whose completion the server accepts. */
  async function openCompletion() {
    fakeCanvas();
    const onStatus = vi.fn(() => json(200, testTicket({ status: 'completed' })));
    serve(testTicket(), onStatus);
    const user = renderTicketPage();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the job' });
    return { user, dialog, onStatus };
  }

  it('completes from the keyboard alone: the signature is asked for, not required', async () => {
    const { user, dialog, onStatus } = await openCompletion();
    await user.click(within(dialog).getByLabelText(/Completion notes/));
    await user.paste('Valve replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Complete the job' }));
    await postedOnce(onStatus, { status: 'completed', completion_notes: 'Valve replaced' });
  });

  it("adds the customer's signature and name when the customer signs", async () => {
    const { user, dialog, onStatus } = await openCompletion();
    sign(within(dialog).getByRole('img', { name: "Technician's signature pad" }));
    await user.click(within(dialog).getByRole('switch', { name: 'The customer signs too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete the job' }));
    expect(
      await within(dialog).findByText('Enter the name of the person who signed'),
    ).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);

    sign(within(dialog).getByRole('img', { name: "Customer's signature pad" }));
    await user.click(within(dialog).getByLabelText(/Customer's name/));
    await user.paste('Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Complete the job' }));
    await postedOnce(onStatus, {
      status: 'completed',
      technician_signature: 'data:image/png;base64,cG5n',
      customer_signature: 'data:image/png;base64,cG5n',
      customer_name: 'Jane Doe',
    });
  });
});

describe('forms tab', { timeout: 15_000 }, () => {
  it('lists the checklists filled on the ticket, for those who may read forms', async () => {
    setAbilityRules([...TECHNICIAN, { action: 'read', subject: 'forms' }]);
    const lists: string[] = [];
    serveTicket(fetchMock, {
      'GET ': () => json(200, testTicket()),
      'GET /v1/forms': (_body, url) => {
        lists.push(url.search);
        const mine = url.searchParams.get('ticket_id') === testTicket().id;
        return json(200, {
          data: mine ? [FORM_ROW] : [],
          total: mine ? 1 : 0,
          page: 1,
          per_page: 50,
        });
      },
    });
    renderTicketPage('?tab=forms');
    const list = await screen.findByRole('list', { name: 'Checklists' });
    expect(within(list).getByRole('link', { name: 'FRM-000012' })).toHaveAttribute(
      'href',
      `/forms/${FORM_ROW.id}`,
    );
    expect(lists.some((search) => search.includes(`ticket_id=${testTicket().id}`))).toBe(true);
  });

  it('has no Forms tab for someone who may not read forms', async () => {
    setAbilityRules(TECHNICIAN);
    serve(testTicket());
    renderTicketPage();
    await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.queryByRole('tab', { name: 'Forms' })).not.toBeInTheDocument();
  });
});

const FORM_ROW: TFormSummary = {
  id: '5b1e2d3c-4a5f-4b6e-8d7c-9a0b1c2d3e4f',
  number: 'FRM-000012',
  status: 'in_progress',
  result: null,
  template: { id: '6c2f3e4d-5b6a-4c7f-9e8d-0b1c2d3e4f5a', name: 'Pump inspection', version: 2 },
  ticket: null,
  asset: null,
  location: null,
  building: null,
  started_by: null,
  created_at: '2026-03-12T08:00:00.000Z',
  updated_at: '2026-03-12T08:00:00.000Z',
  completed_at: null,
  completed_by: null,
  signed_at: null,
  failures: 0,
  progress: { required: 2, answered: 0 },
};
