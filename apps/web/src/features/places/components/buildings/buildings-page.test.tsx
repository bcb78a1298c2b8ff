import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBuildingListItem } from '@mainstay/contracts';
import {
  EVERYTHING,
  fetchedUrls,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../../../test/page-test.tsx';
import { BuildingsPage } from './buildings-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['places', 'common', 'imports'], rules: EVERYTHING });

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

function show(rows: TBuildingListItem[], address: string) {
  fetchMock.mockImplementation(async () => listPage(rows));
  return renderPage(<BuildingsPage title="Buildings" breadcrumbs={[]} />, address);
}

/** The calls of the list itself (the city filter asks for every building too). */
const listCalls = () => fetchedUrls(fetchMock, '/v1/buildings?page=');

describe('BuildingsPage', () => {
  it('lists buildings and keeps the search in the URL', async () => {
    const { router } = show([ROW], '/buildings/buildings?status=active');
    const table = await screen.findByRole('table', { name: 'Buildings' });
    expect(await within(table).findByRole('link', { name: 'Northwind House' })).toBeInTheDocument();
    expect(within(table).getByText('12 Finsbury Square, London EC2A 1AS')).toBeInTheDocument();
    expect(listCalls()[0]).toContain('status=active');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search buildings' }), 'north');
    await waitFor(() => expect(router.state.location.search).toContain('search=north'));
    expect(router.state.location.search).toContain('status=active');
    await waitFor(() => expect(listCalls().some((url) => url.includes('search=north'))).toBe(true));
  });

  it('shows a "no match" state with a way to clear the filters', async () => {
    const { router } = show([], '/buildings/buildings?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No buildings match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
