import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ReactiveOverviewPage } from './reactive-overview-page.tsx';
import { json, TICKET } from './test-data.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await i18n.loadNamespaces(['tickets', 'common', 'layout']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAbilityRules([{ action: 'manage', subject: 'all' }]);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderRoutes(
    [{ path: '/', Component: () => <ReactiveOverviewPage title="Reactive" breadcrumbs={[]} /> }],
    '/',
  );
}

describe('ReactiveOverviewPage', { timeout: 20_000 }, () => {
  it('counts the work from list totals, links each count to the filtered list, and lists the most urgent', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const total = url.searchParams.get('sla') === 'breached' ? 3 : 7;
      return json(200, { data: [TICKET], total, page: 1, per_page: 5 });
    });
    renderPage();
    const counts = await screen.findByRole('list', { name: 'Reactive work in numbers' });
    const breached = await within(counts).findByRole('link', { name: /SLA breached\s*3/ });
    expect(breached.getAttribute('href')).toBe(
      '/reactive-tickets/tickets?status=new%2Cassigned%2Cin_progress%2Con_hold%2Creopened&sla=breached',
    );
    const urgent = await screen.findByRole('list', { name: 'Most urgent open tickets' });
    expect(within(urgent).getByRole('link', { name: 'RT-000123' })).toBeInTheDocument();
    const urgentCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('sort=sla'));
    expect(urgentCall).toContain('per_page=5');
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('offers to try again when the counts cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      json(403, { message: 'Forbidden', code: 'FORBIDDEN' }),
    );
    renderPage();
    expect(await screen.findByText('The counts could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
