import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { AssetInvoicesTab, AssetPurchaseOrdersTab } from './procurement-dialogs.tsx';

const fetchMock = vi.fn<typeof fetch>();
const ASSET = '4f1e7a9c-2b3d-4e5f-8a6b-7c8d9e0f1a2b';

beforeAll(async () => {
  await i18n.loadNamespaces(['procurement', 'common', 'layout']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAbilityRules([
    { action: 'read', subject: 'assets' },
    { action: 'add', subject: 'assets' },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const summary = {
  id: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  number: 'PO-000012',
  status: 'approved',
  supplier: { contractor_id: null, name: 'Arctic Air Mechanical' },
  issue_date: '2026-03-01',
  due_date: null,
  currency: 'GBP',
  subtotal: 380,
  tax: 76,
  total: 456,
  asset: { id: ASSET, name: 'Chiller 1', code: 'AST-1' },
  file: null,
  approved_by: null,
  approved_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};

const render = (element: React.ReactNode) => {
  renderRoutes([{ path: '/', Component: () => element }], '/');
  return userEvent.setup();
};

describe('asset procurement tabs', () => {
  it("lists the asset's purchase orders with supplier, status and total", async () => {
    fetchMock.mockResolvedValue(json(200, { data: [summary], total: 1, page: 1, per_page: 10 }));
    render(<AssetPurchaseOrdersTab assetId={ASSET} />);
    const table = await screen.findByRole('table', { name: 'Purchase orders of this asset' });
    const row = (await within(table).findByText('Arctic Air Mechanical')).closest('tr')!;
    expect(
      within(row).getByRole('button', { name: 'Open purchase order PO-000012' }),
    ).toBeVisible();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('£456.00')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/v1\/purchase-orders$/);
    expect(url.searchParams.get('asset_id')).toBe(ASSET);
  });

  it('shows an empty state and opens the dialog preset to the asset', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], total: 0, page: 1, per_page: 10 }));
    const user = render(<AssetInvoicesTab assetId={ASSET} />);
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add invoice' }));
    expect(await screen.findByRole('dialog', { name: 'New invoice' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Forbidden', code: 'FORBIDDEN' }));
    render(<AssetInvoicesTab assetId={ASSET} />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
