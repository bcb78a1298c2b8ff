import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { TicketInvoicesTab, TicketPurchaseOrdersTab } from './procurement-dialogs.tsx';

const fetchMock = vi.fn<typeof fetch>();
const TICKET = '3f6c1d2e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const ASSET = '4f1e7a9c-2b3d-4e5f-8a6b-7c8d9e0f1a2b';
const LABELS = {
  table: 'Invoices of this ticket',
  empty: 'None here',
  emptyDescription: 'Add one',
};

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
const empty = { data: [], total: 0, page: 1, per_page: 10 };

const render = (element: React.ReactNode) => {
  renderRoutes([{ path: '/', Component: () => element }], '/');
  return userEvent.setup();
};

describe('ticket procurement tabs', { timeout: 15_000 }, () => {
  it("lists the ticket's purchase orders by ticket_id, not by asset", async () => {
    fetchMock.mockResolvedValue(json(200, empty));
    render(<TicketPurchaseOrdersTab ticketId={TICKET} assetId={ASSET} />);
    expect(await screen.findByText('No purchase orders yet')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/v1\/purchase-orders$/);
    expect(url.searchParams.get('ticket_id')).toBe(TICKET);
    expect(url.searchParams.has('asset_id')).toBe(false);
  });

  it('uses the labels it is given and creates an invoice linked to the ticket and its asset', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        return json(201, { id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e' });
      }
      return json(200, empty);
    });
    const user = render(<TicketInvoicesTab ticketId={TICKET} assetId={ASSET} labels={LABELS} />);
    expect(await screen.findByText('None here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.click(within(dialog).getByLabelText(/Supplier/));
    await user.paste('Arctic Air');
    await user.click(within(dialog).getByLabelText(/Description/));
    await user.paste('Valve');
    await user.click(within(dialog).getByLabelText(/Unit price/));
    await user.paste('12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      ticket_id: TICKET,
      asset_id: ASSET,
    });
    const ordersUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/v1/purchase-orders'));
    expect(ordersUrl?.searchParams.get('ticket_id')).toBe(TICKET);
  });
});
