import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ASSET_MESSAGES, type TAssetListItem } from '@mainstay/contracts';
import {
  EVERYTHING,
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../../../test/page-test.tsx';
import { AssetsPage } from './assets-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['assets', 'common', 'imports'], rules: EVERYTHING });

const ROW: TAssetListItem = {
  id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  code: 'AST-000001',
  name: 'Chiller CH-1',
  category: { id: '1b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'HVAC', key: 'hvac' },
  building: { id: '2b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Northwind House' },
  location: null,
  status: 'down',
  criticality: 'critical',
  make: 'Carrier',
  model: '30RB',
  serial_number: 'CA-1',
  install_date: '2020-01-01',
  warranty_expiry: '2001-01-01',
  parent: null,
  components_count: 2,
  photo: null,
  archived_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function serve(rows: TAssetListItem[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/assets/bulk') && init?.method === 'POST') {
      return json(200, {
        succeeded: 0,
        failed: 1,
        results: [{ id: ROW.id, ok: false, message: ASSET_MESSAGES.hasComponents }],
      });
    }
    return listPage(url.includes('/v1/assets') ? rows : []);
  });
}

const show = (address: string) =>
  renderPage(<AssetsPage title="Assets" breadcrumbs={[]} />, address);

describe('AssetsPage', () => {
  it('lists assets with the filters of a shared link, and keeps the search in the URL', async () => {
    serve([ROW]);
    const { router } = show('/assets/assets?status=down&warranty=expired');
    const table = await screen.findByRole('table', { name: 'Assets' });
    expect(await within(table).findByRole('link', { name: 'Chiller CH-1' })).toBeInTheDocument();
    expect(within(table).getByText('Down')).toBeInTheDocument();
    expect(within(table).getByText(/^Expired/)).toBeInTheDocument();
    const listCalls = () => fetchedUrls(fetchMock, '/v1/assets?');
    expect(listCalls()[0]).toContain('status=down');
    expect(listCalls()[0]).toContain('warranty=expired');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search assets/ }), 'chill');
    await waitFor(() => expect(router.state.location.search).toContain('search=chill'));
    expect(router.state.location.search).toContain('status=down');
    await waitFor(() => expect(listCalls().some((url) => url.includes('search=chill'))).toBe(true));
  });

  it('shows why a bulk delete was refused', async () => {
    serve([ROW]);
    show('/assets/assets');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Assets' });
    await user.click(await within(table).findByRole('checkbox', { name: /Chiller CH-1/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete 1 selected assets/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const outcome = await screen.findByRole('dialog', { name: '0 done, 1 refused' });
    expect(
      within(outcome).getByText(
        'This asset has components. Move or delete them first, or archive it instead.',
      ),
    ).toBeInTheDocument();
  });
});
