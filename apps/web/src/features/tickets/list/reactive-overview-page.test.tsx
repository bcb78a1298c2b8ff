import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EVERYTHING,
  fetchedUrls,
  json,
  renderPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { ReactiveOverviewPage } from './reactive-overview-page.tsx';
import { TICKET } from './test-data.ts';

const fetchMock = setupPageTest({ namespaces: ['tickets', 'common', 'layout'], rules: EVERYTHING });

const show = () => renderPage(<ReactiveOverviewPage title="Reactive" breadcrumbs={[]} />, '/');

describe('ReactiveOverviewPage', { timeout: 20_000 }, () => {
  it('counts the work from list totals, links each count to the filtered list, and lists the most urgent', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const total = url.searchParams.get('sla') === 'breached' ? 3 : 7;
      return json(200, { data: [TICKET], total, page: 1, per_page: 5 });
    });
    show();
    const counts = await screen.findByRole('list', { name: 'Reactive work in numbers' });
    const breached = await within(counts).findByRole('link', { name: /SLA breached\s*3/ });
    expect(breached.getAttribute('href')).toBe(
      '/reactive-tickets/tickets?status=new%2Cassigned%2Cin_progress%2Con_hold%2Creopened&sla=breached',
    );
    const urgent = await screen.findByRole('list', { name: 'Most urgent open tickets' });
    expect(within(urgent).getByRole('link', { name: 'RT-000123' })).toBeInTheDocument();
    const [urgentCall] = fetchedUrls(fetchMock, 'sort=sla');
    expect(urgentCall).toContain('per_page=5');
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('offers to try again when the counts cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      json(403, { message: 'Forbidden', code: 'FORBIDDEN' }),
    );
    show();
    expect(await screen.findByText('The counts could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
