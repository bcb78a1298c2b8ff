import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBillingResponse } from '@mainstay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { OrganisationPage } from './organisation-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const plan = {
  id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  key: 'professional',
  name: 'Professional',
  description: '',
  price_monthly: 79,
  price_yearly: 790,
  currency: 'EUR',
  seat_limit: 50,
  features: [],
  is_free: false,
  trial_days: 14,
};

const billing: TBillingResponse = {
  payment_provider: 'builtin',
  subscription: {
    plan,
    status: 'active',
    billing_period: 'monthly',
    price: 79,
    currency: 'EUR',
    current_period_end: '2026-08-01T00:00:00.000Z',
    trial_ends_at: null,
    cancel_at_period_end: false,
    cancelled_at: null,
  },
  payment_method: { brand: 'visa', last4: '4242', exp_month: 9, exp_year: 2028 },
  seats_used: 7,
  seat_limit: 50,
  invoices: [
    {
      id: null,
      date: '2026-07-01T00:00:00.000Z',
      amount: 1234.5,
      currency: 'EUR',
      status: 'paid',
      url: null,
    },
  ],
  invoices_available: true,
  plans: [plan],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/v1/billing')) return json(200, billing);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAbilityRules([]);
});

function renderPage(path = '/organisation/organisation') {
  const view = renderRoutes(
    [{ path: '/organisation/organisation', Component: OrganisationPage }],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

describe('OrganisationPage', () => {
  it('has the seven tabs, Billing first and selected by default', async () => {
    setAbilityRules([{ action: 'read', subject: 'organisation' }]);
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Billing',
      'Branding',
      'Signature comment',
      'Subscription',
      'Users',
      'Roles',
      'Audit log',
    ]);
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Expires 09/2028')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoice history' });
    expect(within(table).getByText('€1,234.50')).toBeInTheDocument();
    // Reading only: the card cannot be changed.
    expect(screen.queryByRole('button', { name: 'Change payment method' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL and keeps the choice in the URL', async () => {
    setAbilityRules([{ action: 'manage', subject: 'organisation' }]);
    const { router, user } = renderPage('/organisation/organisation?tab=subscription');
    expect(await screen.findByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('7 of 50 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=billing'));
    expect(
      await screen.findByRole('button', { name: 'Change payment method' }),
    ).toBeInTheDocument();
  });

  it('falls back to Billing for an unknown tab', async () => {
    renderPage('/organisation/organisation?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Billing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('explains the cancellation before it is made', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const { user } = renderPage('/organisation/organisation?tab=subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    expect(dialog).toHaveTextContent('Everyone keeps full access until then');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
