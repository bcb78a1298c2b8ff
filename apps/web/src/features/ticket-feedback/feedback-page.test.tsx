import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicTicket } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TicketFeedbackPage } from './feedback-page.tsx';
import { FEEDBACK_TOKEN_KEY } from './feedback-token.ts';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'signed-token-0123456789abcdef';

const TICKET: TPublicTicket = {
  kind: 'reactive',
  number: 'RT-000123',
  title: 'Leaking tap in kitchen',
  status: 'completed',
  building: 'Northwind House',
  completed_at: '2025-03-01T10:00:00.000Z',
  completion_notes: 'Replaced the washer',
  organisation: { name: 'Northwind Facilities', primary_color: '#0a7d5a', logo_url: null },
  feedback: null,
  can_give_feedback: true,
  can_reopen: true,
  reopen_until: '2025-03-15T10:00:00.000Z',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces(['ticketFeedback']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Post = { url: string; body: Record<string, unknown> };

function serve(ticket: Response | (() => Response), posts: Post[], answer?: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      return answer ? answer() : json(200, { message: 'Thank you', ticket: TICKET });
    }
    return typeof ticket === 'function' ? ticket() : ticket.clone();
  });
}

function renderPage(mode: 'feedback' | 'reopen', search = `?t=${TOKEN}`) {
  const path = `/reactive-tickets/feedback/${mode}`;
  renderRoutes(
    [
      {
        path: '/reactive-tickets/feedback/feedback',
        Component: () => <TicketFeedbackPage kind="reactive" mode="feedback" title="" />,
      },
      {
        path: '/reactive-tickets/feedback/reopen',
        Component: () => <TicketFeedbackPage kind="reactive" mode="reopen" title="" />,
      },
    ],
    `${path}${search}`,
  );
  return userEvent.setup();
}

describe('TicketFeedbackPage', () => {
  it('reads the token from the link, keeps it, and sends a rating', async () => {
    const posts: Post[] = [];
    const rated = { ...TICKET, feedback: { rating: 4, comment: 'Quick and tidy' } };
    serve(json(200, TICKET), posts, () =>
      json(200, { message: 'Thank you', ticket: { ...rated, can_give_feedback: false } }),
    );
    const user = renderPage('feedback');

    expect(await screen.findByText('Leaking tap in kitchen')).toBeInTheDocument();
    expect(screen.getByText('Northwind Facilities')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/v1/public/ticket-feedback?t=${TOKEN}`);
    expect(sessionStorage.getItem(FEEDBACK_TOKEN_KEY)).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Still not fixed? Reopen it' })).toHaveAttribute(
      'href',
      `/reactive-tickets/feedback/reopen?t=${TOKEN}`,
    );

    // Sending without stars is refused here, before any call.
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    // A plain click: user-event's pointer moves make MUI Rating compute a hover from jsdom's
    // zero-sized layout, which a browser never does.
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars (Good)' }));
    await user.click(screen.getByRole('textbox', { name: 'Comment (optional)' }));
    await user.paste('Quick and tidy');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toMatch(/\/v1\/public\/ticket-feedback$/);
    expect(posts[0]!.body).toEqual({ token: TOKEN, rating: 4, comment: 'Quick and tidy' });
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Your rating: 4 of 5 stars')).toBeInTheDocument();
  }, 15_000);

  it('finds the token again after a reload without the query string', async () => {
    sessionStorage.setItem(FEEDBACK_TOKEN_KEY, TOKEN);
    serve(json(200, TICKET), []);
    renderPage('feedback', '');
    expect(await screen.findByText('Leaking tap in kitchen')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`t=${TOKEN}`);
  }, 15_000);

  it('says when the link has expired or was used', async () => {
    serve(() => json(410, { message: 'This link has expired', code: 'GONE' }), []);
    renderPage('feedback');
    expect(
      await screen.findByText('This link has expired or was already used'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  }, 15_000);

  it('says when the link is not valid', async () => {
    serve(() => json(400, { message: 'This link is not valid', code: 'BAD_REQUEST' }), []);
    renderPage('reopen');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
  }, 15_000);

  it('requires a reason before reopening, then confirms', async () => {
    const posts: Post[] = [];
    serve(json(200, TICKET), posts, () =>
      json(200, {
        message: 'Reopened',
        ticket: { ...TICKET, status: 'reopened', can_reopen: false },
      }),
    );
    const user = renderPage('reopen');
    await screen.findByText('Leaking tap in kitchen');
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByText('Tell us what is still wrong')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /What is still wrong/ }));
    await user.paste('Still dripping at night');
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toMatch(/\/v1\/public\/ticket-reopen$/);
    expect(posts[0]!.body).toEqual({ token: TOKEN, reason: 'Still dripping at night' });
    expect(
      await screen.findByText('Your ticket has been reopened. The team has been told.'),
    ).toBeInTheDocument();
  }, 15_000);

  it('explains when the reopen window has passed', async () => {
    serve(json(200, { ...TICKET, can_reopen: false }), []);
    renderPage('reopen');
    expect(await screen.findByText('This ticket can no longer be reopened.')).toBeInTheDocument();
    expect(screen.getByText(/Tickets can be reopened until March 15, 2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).not.toBeInTheDocument();
  }, 15_000);
});
