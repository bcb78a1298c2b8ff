import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBuildingListItem } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { BuildingsPage } from './buildings-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await i18n.loadNamespaces(['places', 'common', 'imports']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAbilityRules([{ action: 'manage', subject: 'all' }]);
});
afterEach(() => vi.unstubAllGlobals());

const ROW: TBuildingListItem = {
  id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Northwind House',
  code: 'NWH',
  type: 'office',
  status: 'active',
  street: '12 Finsbury Square',
  city: 'London',
  postcode: 'EC2A 1AS',
  country: 'GB',
  floors: 6,
  gross_area: 8200,
  area_unit: 'm2',
  locations_count: 12,
  assets_count: 40,
  open_work_count: 0,
  archived_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function respondWith(rows: TBuildingListItem[]) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: rows, total: rows.length, page: 1, per_page: 10 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('BuildingsPage', () => {
  it('lists buildings and keeps the search in the URL', async () => {
    respondWith([ROW]);
    const { router } = renderRoutes(
      [
        {
          path: '/buildings/buildings',
          Component: () => <BuildingsPage title="Buildings" breadcrumbs={[]} />,
        },
      ],
      '/buildings/buildings?status=active',
    );
    const table = await screen.findByRole('table', { name: 'Buildings' });
    expect(await within(table).findByRole('link', { name: 'Northwind House' })).toBeInTheDocument();
    expect(within(table).getByText('12 Finsbury Square, London EC2A 1AS')).toBeInTheDocument();
    const firstUrl = String(fetchMock.mock.calls[0]?.[0]);
    expect(firstUrl).toContain('status=active');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search buildings' }), 'north');
    await waitFor(() => expect(router.state.location.search).toContain('search=north'));
    expect(router.state.location.search).toContain('status=active');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=north'))).toBe(true),
    );
  });

  it('shows a "no match" state with a way to clear the filters', async () => {
    respondWith([]);
    const { router } = renderRoutes(
      [
        {
          path: '/buildings/buildings',
          Component: () => <BuildingsPage title="Buildings" breadcrumbs={[]} />,
        },
      ],
      '/buildings/buildings?search=zzz',
    );
    expect(await screen.findByRole('heading', { name: 'No buildings match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
