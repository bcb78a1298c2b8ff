import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMyJob, TMyJobsResponse, TTicketSla } from '@mainstay/contracts';
import {
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../test/page-test.tsx';
import { MyJobsPage } from './my-jobs-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['myJobs', 'tickets'] });
const BUILDING = { id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Northwind House' };

const noSla: TTicketSla = {
  state: 'none',
  policy: null,
  response_due_at: null,
  resolution_due_at: null,
  responded_at: null,
  response_breached: false,
  resolution_breached: false,
  seconds_left: null,
  paused_remaining_seconds: null,
  escalated: false,
};

function job(id: string, overrides: Partial<TMyJob>): TMyJob {
  return {
    id,
    kind: 'reactive',
    number: 'RT-000001',
    title: 'Job',
    status: 'assigned',
    priority: 'medium',
    category: null,
    building: BUILDING,
    location: { id: '1c9f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2d', name: 'Plant room' },
    asset: null,
    assignees: [],
    team: null,
    contractor: null,
    reporter: { user: null, name: 'Ada', email: null, phone: null },
    tags: [],
    due_at: null,
    sla: noSla,
    created_at: '2025-01-01T08:00:00.000Z',
    updated_at: '2025-01-01T08:00:00.000Z',
    completed_at: null,
    ppm: null,
    via: 'me',
    running_timer_id: null,
    ...overrides,
  };
}

// The server's order (SLA urgency), deliberately not alphabetical nor by number.
const JOBS: TMyJob[] = [
  job('2d0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b21', {
    number: 'RT-000009',
    title: 'Water leak in lobby',
    priority: 'critical',
    sla: { ...noSla, state: 'breached', seconds_left: -7_500, resolution_breached: true },
  }),
  job('2d0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b22', {
    kind: 'general',
    number: 'GT-000002',
    title: 'Access badge for contractor',
    status: 'in_progress',
    sla: { ...noSla, state: 'at_risk', seconds_left: 45 * 60 },
    via: 'team',
    team: { id: '3e0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b23', name: 'Electricians' },
  }),
  job('2d0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b24', {
    number: 'RT-000004',
    title: 'Broken window latch',
    status: 'on_hold',
    sla: { ...noSla, state: 'paused' },
  }),
];

const RESPONSE: TMyJobsResponse = {
  data: JOBS,
  total: 3,
  page: 1,
  per_page: 20,
  counts: { open: 3, in_progress: 1, overdue: 1, at_risk: 1 },
};

/** Answers the queue and the buildings; records each status move. */
function serve(moves: { url: string; body: unknown }[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/status') && init?.method === 'POST') {
      moves.push({ url, body: JSON.parse(String(init.body)) });
      return json(200, {});
    }
    if (url.includes('/v1/my-jobs')) return json(200, RESPONSE);
    if (url.includes('/v1/buildings')) return listPage([BUILDING]);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function show() {
  renderPage(<MyJobsPage title="My Jobs" breadcrumbs={[{ label: 'My Jobs' }]} />, '/my-jobs/jobs');
  return userEvent.setup();
}

const myJobsCalls = () => fetchedUrls(fetchMock, '/v1/my-jobs').length;

describe('MyJobsPage', () => {
  it('shows the jobs as cards in the order the server sends, with their SLA', async () => {
    serve([]);
    show();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Water leak in lobby',
      'Access badge for contractor',
      'Broken window latch',
    ]);
    expect(within(cards[0]!).getByText('Overdue by 2 h 5 min')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('At risk: 45 min left')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Via your team Electricians/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Paused')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Water leak in lobby' })).toHaveAttribute(
      'href',
      `/reactive-tickets/${JOBS[0]!.id}`,
    );
    expect(screen.getByRole('button', { name: 'Overdue 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Moves follow the transition table: assigned starts, on hold resumes, in progress completes.
    // Only work under way can be paused: an assigned job offers Start, not Pause.
    expect(within(cards[0]!).getByRole('button', { name: 'Start RT-000009' })).toBeVisible();
    expect(within(cards[0]!).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Pause GT-000002' })).toBeVisible();
    expect(within(cards[1]!).getByRole('button', { name: 'Complete GT-000002' })).toBeVisible();
    expect(within(cards[1]!).queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: 'Resume RT-000004' })).toBeVisible();
  }, 15_000);

  it('starts a job with one tap and reloads the queue', async () => {
    const moves: { url: string; body: unknown }[] = [];
    serve(moves);
    const user = show();
    const [first] = await screen.findAllByRole('article');
    const before = myJobsCalls();
    await user.click(within(first!).getByRole('button', { name: 'Start RT-000009' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.url).toContain(`/v1/reactive-tickets/${JOBS[0]!.id}/status`);
    expect(moves[0]!.body).toEqual({ status: 'in_progress' });
    await waitFor(() => expect(myJobsCalls()).toBeGreaterThan(before));
  }, 15_000);

  it('asks for a reason before pausing', async () => {
    const moves: { url: string; body: unknown }[] = [];
    serve(moves);
    const user = show();
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Pause GT-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause GT-000002' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause job' }));
    expect(await within(dialog).findByText('Give a reason for pausing')).toBeInTheDocument();
    expect(moves).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Waiting for a part');
    await user.click(within(dialog).getByRole('button', { name: 'Pause job' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.body).toEqual({ status: 'on_hold', reason: 'Waiting for a part' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('filters by a summary chip', async () => {
    serve([]);
    const user = show();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'At risk 1' }));
    await waitFor(() => expect(fetchedUrls(fetchMock, 'sla=at_risk')).not.toHaveLength(0));
    expect(screen.getByRole('button', { name: 'At risk 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 15_000);

  it('narrows the queue to planned tasks or tickets', async () => {
    serve([]);
    const user = show();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'PPM task' }));
    await waitFor(() => expect(fetchedUrls(fetchMock, 'kind=ppm')).not.toHaveLength(0));
  }, 15_000);

  it('says so when nothing is assigned', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/v1/my-jobs')
        ? json(200, {
            ...RESPONSE,
            data: [],
            total: 0,
            counts: { open: 0, in_progress: 0, overdue: 0, at_risk: 0 },
          })
        : listPage([]),
    );
    show();
    expect(await screen.findByText('No jobs assigned to you')).toBeInTheDocument();
  }, 15_000);
});
