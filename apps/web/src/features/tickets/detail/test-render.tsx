/** Renders the ticket page in the app's providers and answers its API calls, for tests. */
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { json, TICKET_ID } from './test-ticket.ts';
import { TicketPage } from './ticket-page.tsx';

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
