/** Renders the ticket page in the app's providers and answers its API calls, for tests. */
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import type { PermissionRule } from '@mainstay/permissions';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { json, ME, TICKET_ID } from './test-ticket.ts';
import { TicketPage } from './ticket-page.tsx';

/** Someone assigned to the ticket: reads and changes reactive tickets, reads buildings. */
export const TECHNICIAN: PermissionRule[] = [
  { action: 'read', subject: 'reactive task' },
  { action: 'write', subject: 'reactive task' },
  { action: 'read', subject: 'buildings' },
];

/**
 * Registers the set-up every test of the page needs: its translations, Marco (ME) signed in,
 * `fetch` answered by `fetchMock`, and the caller's rules when given (else each test sets them).
 */
export function setUpTicketPage(fetchMock: Mock<typeof fetch>, rules?: PermissionRule[]) {
  beforeAll(async () => {
    await i18n.loadNamespaces(['ticketDetail', 'tickets', 'forms', 'common', 'layout']);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setSession({ token: 'tok', user: { id: ME, name: 'Marco Rossi', email: 'marco@example.com' } });
    if (rules) setAbilityRules(rules);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const DETAIL = `/v1/reactive-tickets/${TICKET_ID}`;

/** "POST /comments" -> answer; the path is what follows the ticket's own path ('' for itself). */
export type Handlers = Record<string, (body: unknown, url: URL) => Response>;

export function serveTicket(fetchMock: Mock<typeof fetch>, handlers: Handlers) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const at = url.pathname.indexOf(DETAIL);
    const rest =
      at >= 0 ? url.pathname.slice(at + DETAIL.length) : url.pathname.replace(/^.*(?=\/v1\/)/, '');
    const handler = handlers[`${method} ${rest}`];
    if (!handler) return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
    return handler(body, url);
  });
}

export function renderTicketPage(search = '') {
  renderRoutes(
    [
      {
        path: '/reactive-tickets/:id',
        Component: () => (
          <TicketPage kind="reactive" id={TICKET_ID} parentCrumbs={[]} fallbackTitle="Ticket" />
        ),
      },
    ],
    `/reactive-tickets/${TICKET_ID}${search}`,
  );
  return userEvent.setup();
}

/** The calls made to `METHOD path` under the ticket, with their parsed JSON bodies. */
export function callsTo(fetchMock: Mock<typeof fetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname.endsWith(`${DETAIL}${path}`);
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );
}
