import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPurchaseOrderDetail } from '@mainstay/contracts';
import type { PermissionRule } from '@mainstay/permissions';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { InvoiceDialog, PurchaseOrderDialog } from './procurement-dialogs.tsx';

const fetchMock = vi.fn<typeof fetch>();
const MANAGER: PermissionRule[] = [
  { action: 'read', subject: 'assets' },
  { action: 'add', subject: 'assets' },
  { action: 'write', subject: 'assets' },
];
const ADMIN: PermissionRule[] = [...MANAGER, { action: 'manage', subject: 'assets' }];
const ASSET = '4f1e7a9c-2b3d-4e5f-8a6b-7c8d9e0f1a2b';
const ORDER_ID = '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

beforeAll(async () => {
  await i18n.loadNamespaces(['procurement', 'common', 'layout']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAbilityRules(MANAGER);
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const order = (status: TPurchaseOrderDetail['status']): TPurchaseOrderDetail => ({
  id: ORDER_ID,
  number: 'PO-000007',
  status,
  supplier: { contractor_id: null, name: 'Filter World Ltd' },
  issue_date: '2026-03-01',
  due_date: null,
  currency: 'GBP',
  subtotal: 59.97,
  tax: 11.99,
  total: 71.96,
  asset: { id: ASSET, name: 'Chiller 1', code: 'AST-1' },
  ticket: null,
  file: null,
  approved_by: null,
  approved_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  notes: '',
  lines: [
    {
      id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      position: 0,
      description: 'Pleated filters',
      quantity: 3,
      unit_price: 19.99,
      tax_rate: 20,
      line_total: 59.97,
      tax: 11.99,
    },
  ],
  created_by: null,
});

function renderDialog(element: React.ReactNode) {
  renderRoutes([{ path: '/', Component: () => element }], '/');
  return userEvent.setup();
}

describe('PurchaseOrderDialog', () => {
  it('previews line totals and document totals while typing', async () => {
    const user = renderDialog(<PurchaseOrderDialog open onClose={() => {}} assetId={ASSET} />);
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    expect(within(dialog).getByLabelText('Number')).toHaveAttribute(
      'placeholder',
      'Generated when saved',
    );
    const first = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(first).getByLabelText(/^Description/), 'Service visit');
    await user.clear(within(first).getByLabelText('Quantity'));
    await user.type(within(first).getByLabelText('Quantity'), '2');
    await user.type(within(first).getByLabelText('Unit price'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    const second = within(dialog).getByRole('group', { name: 'Line 2' });
    await user.type(within(second).getByLabelText(/^Description/), 'Filters');
    await user.type(within(second).getByLabelText('Unit price'), '80');

    expect(within(first).getByLabelText('Line 1 total')).toHaveTextContent('€300.00');
    expect(within(second).getByLabelText('Line 2 total')).toHaveTextContent('€80.00');
    const totals = within(dialog).getByRole('region', { name: 'Totals' });
    expect(within(totals).getByLabelText('Subtotal')).toHaveTextContent('€380.00');
    expect(within(totals).getByLabelText('Tax')).toHaveTextContent('€76.00');
    expect(within(totals).getByLabelText('Total')).toHaveTextContent('€456.00');
    expect(
      within(dialog).getByText(
        'A preview: the final totals are computed by the server when you save.',
      ),
    ).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Remove line 2' }));
    expect(within(totals).getByLabelText('Total')).toHaveTextContent('€360.00');
    expect(within(dialog).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('explains what is wrong before sending anything', async () => {
    const user = renderDialog(<PurchaseOrderDialog open onClose={() => {}} assetId={ASSET} />);
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.clear(within(line).getByLabelText('Quantity'));
    await user.type(within(line).getByLabelText('Quantity'), '0');
    await user.type(within(line).getByLabelText('Unit price'), '12.345');
    await user.clear(within(line).getByLabelText('Tax %'));
    await user.type(within(line).getByLabelText('Tax %'), '120');
    await user.type(within(dialog).getByLabelText('Due date'), '2000-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Describe the line')).toBeInTheDocument();
    expect(within(dialog).getByText('The quantity must be more than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price such as 45 or 45.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a tax rate between 0 and 100')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose a contractor or enter the supplier name'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The due date cannot be before the issue date'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lines without totals and shows the server messages on the fields', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/v1/contractors'))
        return json(200, { data: [], total: 0, page: 1, per_page: 20 });
      return json(422, {
        message: 'This number is already used',
        code: 'VALIDATION_FAILED',
        errors: { number: ['This number is already used'] },
      });
    });
    const user = renderDialog(<PurchaseOrderDialog open onClose={() => {}} assetId={ASSET} />);
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' });
    await user.type(within(dialog).getByLabelText('Number'), 'PO-000001');
    await user.type(within(dialog).getByRole('combobox', { name: /Supplier/ }), 'Filter World Ltd');
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText(/^Description/), 'Pleated filters');
    await user.clear(within(line).getByLabelText('Quantity'));
    await user.type(within(line).getByLabelText('Quantity'), '3');
    await user.type(within(line).getByLabelText('Unit price'), '19,99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('This number is already used')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      number: 'PO-000001',
      supplier_name: 'Filter World Ltd',
      supplier_contractor_id: null,
      currency: 'EUR',
      asset_id: ASSET,
      lines: [{ description: 'Pleated filters', quantity: 3, unit_price: 19.99, tax_rate: 20 }],
    });
    expect(body).not.toHaveProperty('total');
    // What was typed is still there.
    expect(within(line).getByLabelText('Unit price')).toHaveValue('19,99');
  });

  it.each([
    ['draft', MANAGER, ['Send', 'Cancel order']],
    ['sent', MANAGER, ['Cancel order']],
    ['sent', ADMIN, ['Approve', 'Cancel order']],
    ['approved', MANAGER, ['Mark received', 'Cancel order']],
    ['received', ADMIN, []],
  ] as const)(
    'shows the legal, permitted status buttons of a %s order',
    async (status, rules, expected) => {
      setAbilityRules(rules as unknown as PermissionRule[]);
      fetchMock.mockImplementation(async () => json(200, order(status)));
      renderDialog(<PurchaseOrderDialog open onClose={() => {}} documentId={ORDER_ID} />);
      const dialog = await screen.findByRole('dialog', { name: /Purchase order PO-000007/ });
      await within(dialog).findByDisplayValue('Pleated filters');
      const group = within(dialog).queryByRole('group', { name: 'Status actions' });
      const names = group
        ? within(group)
            .getAllByRole('button')
            .map((button) => button.textContent)
        : [];
      expect(names).toEqual(expected);
    },
  );

  it('moves an order to sent', async () => {
    let current = order('draft');
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/status')) {
        current = { ...current, status: 'sent' };
      }
      return json(200, current);
    });
    const user = renderDialog(
      <PurchaseOrderDialog open onClose={() => {}} documentId={ORDER_ID} />,
    );
    const dialog = await screen.findByRole('dialog', { name: /Purchase order PO-000007/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/status'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'sent' });
  });

  it('locks the amounts of an approved order but keeps its notes editable', async () => {
    fetchMock.mockImplementation(async () => json(200, order('approved')));
    renderDialog(<PurchaseOrderDialog open onClose={() => {}} documentId={ORDER_ID} />);
    const dialog = await screen.findByRole('dialog', { name: /Purchase order PO-000007/ });
    const description = await within(dialog).findByDisplayValue('Pleated filters');
    expect(description).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Currency/)).toBeDisabled();
    expect(within(dialog).getByLabelText('Notes')).toBeEnabled();
    expect(
      within(dialog).getByText(
        'This document is Approved: its lines, currency and supplier can no longer change.',
      ),
    ).toBeInTheDocument();
  });
});

describe('InvoiceDialog', () => {
  it.each([
    ['draft', ['Receive']],
    ['received', ['Approve', 'Dispute']],
    ['approved', ['Mark paid', 'Dispute']],
    ['disputed', ['Receive']],
    ['paid', []],
  ] as const)('offers the moves of a %s invoice', async (status, expected) => {
    setAbilityRules(ADMIN);
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/purchase-orders')
        ? json(200, { data: [], total: 0, page: 1, per_page: 100 })
        : json(200, {
            ...order('draft'),
            number: 'INV-000003',
            status,
            purchase_order: null,
            paid_at: null,
          }),
    );
    renderDialog(<InvoiceDialog open onClose={() => {}} documentId={ORDER_ID} />);
    const dialog = await screen.findByRole('dialog', { name: /Invoice INV-000003/ });
    await within(dialog).findByDisplayValue('Pleated filters');
    const group = within(dialog).queryByRole('group', { name: 'Status actions' });
    const names = group
      ? within(group)
          .getAllByRole('button')
          .map((button) => button.textContent)
      : [];
    expect(names).toEqual(expected);
  });
});
