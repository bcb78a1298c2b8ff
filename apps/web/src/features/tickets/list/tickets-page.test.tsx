import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSavedView, TTicketBulkRequest } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import {
  EVERYTHING,
  fetchedUrls,
  json,
  listPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { BUILDING, OPTIONS, TICKET, TICKET_ID } from './test-data.ts';
import { TicketsPage } from './tickets-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['tickets', 'common', 'layout'], rules: EVERYTHING });
const bulkBodies: TTicketBulkRequest[] = [];
let savedViews: TSavedView[] = [];

beforeEach(() => {
  bulkBodies.length = 0;
  savedViews = [];
  serve();
});

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/reactive-tickets/bulk') && init?.method === 'POST') {
      bulkBodies.push(JSON.parse(String(init.body)) as TTicketBulkRequest);
      return json(200, {
        succeeded: 0,
        failed: 1,
        results: [
          { id: TICKET_ID, ok: false, message: 'A ticket in progress cannot be cancelled' },
        ],
      });
    }
    if (url.includes('/v1/reactive-tickets/options')) return json(200, OPTIONS);
    if (url.includes('/v1/reactive-tickets?')) return listPage([TICKET]);
    if (url.includes('/v1/saved-views')) return json(200, { data: savedViews });
    if (url.includes('/v1/buildings')) return listPage([{ id: BUILDING, name: 'Northwind House' }]);
    return listPage([]);
  });
}

function renderPage(path = '/reactive-tickets/tickets') {
  return renderRoutes(
    [
      {
        path: '/reactive-tickets/tickets',
        Component: () => <TicketsPage kind="reactive" title="Tickets" breadcrumbs={[]} />,
      },
      { path: '/reactive-tickets/:id', Component: () => <p>Ticket page</p> },
    ],
    path,
  );
}

const listCalls = () => fetchedUrls(fetchMock, '/v1/reactive-tickets?');

describe('TicketsPage', { timeout: 20_000 }, () => {
  it('lists tickets with their status, priority, SLA and category chips', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(await within(table).findByRole('link', { name: 'RT-000123' })).toHaveAttribute(
      'href',
      `/reactive-tickets/${TICKET_ID}`,
    );
    expect(within(table).getByText('Boiler leaking in plant room')).toBeInTheDocument();
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getByText('Overdue by 2 h 5 min')).toBeInTheDocument();
    expect(within(table).getByText('Plant room')).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    // The default category shows its translated name, found by id among the kind's categories
    // (the column is one of those the chooser adds).
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Category' }));
    expect(
      await within(table).findByText('Heating, ventilation and air conditioning'),
    ).toBeInTheDocument();
    expect(listCalls()[0]).toContain('sort=created_at');
  });

  it('writes the filters into the URL query and asks the server with them', async () => {
    const { router } = renderPage('/reactive-tickets/tickets?priority=high');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'RT-000123' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(await screen.findByRole('option', { name: 'On hold' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(router.state.location.search).toContain(`status=${encodeURIComponent('new,on_hold')}`),
    );
    expect(router.state.location.search).toContain('priority=high');

    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(router.state.location.search).toContain('assignee_id=none'));

    await user.click(screen.getByRole('combobox', { name: 'Building' }));
    await user.click(await screen.findByRole('option', { name: 'Northwind House' }));
    await waitFor(() => expect(router.state.location.search).toContain(`building_id=${BUILDING}`));
    expect(router.state.location.search).toContain('assignee_id=none');
    await waitFor(() =>
      expect(
        listCalls().some(
          (url) =>
            url.includes('status=new%2Con_hold') &&
            url.includes('assignee_id=none') &&
            url.includes(`building_id=${BUILDING}`),
        ),
      ).toBe(true),
    );
  });

  it('keeps the filters of a dashboard link and sends them to the API', async () => {
    renderPage(
      '/reactive-tickets/tickets?overdue=true&completed_from=2025-03-01&completed_to=2025-03-30&sla_result=resolution_met',
    );
    await screen.findByRole('link', { name: 'RT-000123' });
    const [first] = listCalls();
    expect(first).toContain('overdue=true');
    expect(first).toContain('completed_from=2025-03-01');
    expect(first).toContain('completed_to=2025-03-30');
    expect(first).toContain('sla_result=resolution_met');
  });

  it('keeps the response days and first visit of a dashboard link and sends them to the API', async () => {
    renderPage(
      '/reactive-tickets/tickets?responded_from=2025-03-01&responded_to=2025-03-30&sla_result=response_breached&first_visit=true',
    );
    await screen.findByRole('link', { name: 'RT-000123' });
    const [first] = listCalls();
    expect(first).toContain('responded_from=2025-03-01');
    expect(first).toContain('responded_to=2025-03-30');
    expect(first).toContain('first_visit=true');
  });

  it('shows the dashboard’s filters as chips, each removable, and all at once', async () => {
    const { router } = renderPage(
      '/reactive-tickets/tickets?priority=high&completed_from=2025-11-01&completed_to=2025-11-30&overdue=true&sla_result=resolution_breached',
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'RT-000123' });
    const chips = screen.getByRole('group', { name: 'Filters from the dashboard' });
    expect(within(chips).getByText(/^Completed Nov 1\s–\s30, 2025$/)).toBeInTheDocument();
    expect(within(chips).getByText('Resolution SLA breached')).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Overdue' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('overdue'));
    expect(router.state.location.search).toContain('completed_from=2025-11-01');
    await waitFor(() => expect(listCalls().at(-1)).toMatch(/completed_to=2025-11-30(?!.*overdue)/));
    // Focus stays among the chips.
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: Resolution SLA breached' }),
    ).toHaveFocus();

    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?priority=high'));
    expect(
      screen.queryByRole('group', { name: 'Filters from the dashboard' }),
    ).not.toBeInTheDocument();
  });

  it('applies a saved view by replacing the URL query', async () => {
    savedViews = [
      {
        id: TICKET_ID,
        page: 'reactive-tickets',
        name: 'Breached critical',
        query: 'priority=critical&sla=breached',
        shared: true,
        mine: false,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    const { router } = renderPage('/reactive-tickets/tickets?status=new&page=2');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'RT-000123' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: /Breached critical/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?priority=critical&sla=breached'),
    );
    await waitFor(() => expect(listCalls().some((url) => url.includes('sla=breached'))).toBe(true));
  });

  it('opens the ticket when its row is clicked', async () => {
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Boiler leaking in plant room'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/reactive-tickets/${TICKET_ID}`),
    );
  });

  it('asks for a reason before a bulk move that needs one, and shows each refusal', async () => {
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(await within(table).findByRole('checkbox', { name: /RT-000123/ }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: /Change the status/ });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(bulkBodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate report');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bulkBodies).toHaveLength(1));
    expect(bulkBodies[0]).toEqual({
      action: 'set_status',
      status: 'cancelled',
      reason: 'Duplicate report',
      ids: [TICKET_ID],
    });
    const outcome = await screen.findByRole('dialog', { name: '0 done, 1 refused' });
    expect(within(outcome).getByText('RT-000123')).toBeInTheDocument();
    expect(
      within(outcome).getByText('A ticket in progress cannot be cancelled'),
    ).toBeInTheDocument();
  });

  it('offers no "New ticket" nor bulk actions to those who may only read', async () => {
    setAbilityRules([{ action: 'read', subject: 'reactive task' }]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await within(table).findByRole('link', { name: 'RT-000123' });
    expect(screen.queryByRole('button', { name: 'New ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
