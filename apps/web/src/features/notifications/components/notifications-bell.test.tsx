import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { clearSession, setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

const fetchMock = vi.fn<typeof fetch>();
const TICKET = '3e1f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';

const assigned: TNotification = {
  id: '4f2f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2d',
  type: 'ticket_assigned',
  ticket: { id: TICKET, kind: 'reactive', number: 'RT-000123', title: 'Leaking tap' },
  data: { actor: 'Grace' },
  read: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const breached: TNotification = {
  id: '5a3f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2e',
  type: 'sla_breached',
  ticket: { id: TICKET, kind: 'reactive', number: 'RT-000123', title: 'Leaking tap' },
  data: {},
  read: true,
  created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces(['notifications']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession({
    token: 'tok',
    user: { id: 'u1', name: 'Ada', entity: { id: 'o1', name: 'Northwind' } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function serve(reads: unknown[], initiallyUnread = 2) {
  let unread = initiallyUnread;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/notifications/read') && init?.method === 'POST') {
      reads.push(JSON.parse(String(init.body)));
      unread = 1;
      return json(200, { message: 'Marked as read' });
    }
    if (url.includes('/v1/notifications')) {
      return json(200, { data: [assigned, breached], total: 2, page: 1, per_page: 10, unread });
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderBell() {
  return renderRoutes(
    [
      { path: '/', Component: NotificationsBell },
      { path: '/reactive-tickets/:id', Component: () => <h1>Ticket page</h1> },
    ],
    '/',
  );
}

describe('NotificationsBell', () => {
  it('shows the unread count, marks a notification read and opens its ticket', async () => {
    const reads: unknown[] = [];
    serve(reads);
    const { router } = renderBell();
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('per_page=10');

    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(within(menu).getByText('RT-000123 Leaking tap was assigned to you')).toBeInTheDocument();
    expect(within(menu).getByText('SLA breached on RT-000123 Leaking tap')).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: /was assigned to you/ }));
    await waitFor(() => expect(reads).toEqual([{ ids: [assigned.id] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reactive-tickets/${TICKET}`));
  });

  it('marks all as read with one call', async () => {
    const reads: unknown[] = [];
    serve(reads);
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(reads).toEqual([{}]));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  });

  it('holds no hidden count when all is read, so its text never contradicts its name', async () => {
    serve([], 0);
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent(/^$/);
  });

  it('names past 99 unread as the badge shows them, "99+"', async () => {
    serve([], 140);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('is not shown before the user belongs to an organisation', () => {
    serve([]);
    setSession({ token: 'tok', user: { id: 'u1', name: 'Ada', entity: null } });
    renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
