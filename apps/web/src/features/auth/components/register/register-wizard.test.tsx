import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INDUSTRIES as CONTRACT_INDUSTRIES,
  TEAM_SIZES as CONTRACT_TEAM_SIZES,
} from '@mainstay/contracts';
import { ability } from '@/lib/ability.ts';
import type * as NotificationsModuleValue from '@/lib/notifications.tsx';
import { i18n } from '@/lib/i18n.ts';
import { getAccessToken, getStoredUser } from '@/lib/session.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { json, mockFetch } from '../../../../../test/fetch-mock.ts';
import {
  getRegistration,
  reloadRegistration,
  resetRegistration,
  updateRegistration,
} from '../../registration/registration-store.ts';
import { INDUSTRIES, TEAM_SIZES } from '../../schemas/register-form-schemas.ts';
import { RegisterWizard } from './register-wizard.tsx';

type NotificationsModule = typeof NotificationsModuleValue;

const notifications = vi.hoisted(() => ({
  success: vi.fn<(message: string) => number>(),
  error: vi.fn<(message: string) => number>(),
  info: vi.fn<(message: string) => number>(),
  warning: vi.fn<(message: string) => number>(),
}));
vi.mock('@/lib/notifications.tsx', async (original) => ({
  ...(await original<NotificationsModule>()),
  useNotify: () => ({ notify: vi.fn(), ...notifications }),
  useJourneyNotify: () => ({ notify: vi.fn(), ...notifications }),
}));

const USER_ID = '0b5b1f9e-4a1c-4c53-9a55-3f4cf2c1d111';
const SECRET = 'k3Yq0d2V9sPz7mW1xR4tB8nC6fH5jL0aQeUiOyTgZ_-';
const fetchMock = mockFetch();

type Handler = (body: unknown) => Response;
function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) return json(404, { message: `no mock for ${key}`, code: 'NOT_FOUND' });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

function bodiesOf(path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

const PLANS = {
  payment_provider: 'builtin',
  publishable_key: null,
  plans: [
    {
      id: '5d7e0d76-1f0b-4d0e-9d7e-4a4b8c6c0001',
      key: 'starter',
      name: 'Starter',
      description: 'For small teams',
      price_monthly: 29,
      price_yearly: 290,
      currency: 'EUR',
      seat_limit: 10,
      features: ['Tickets', 'Assets'],
      is_free: false,
      trial_days: 0,
    },
  ],
};

const ME = {
  user: {
    id: USER_ID,
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    language: 'en',
    avatar: null,
    roles: ['Owner'],
    permissions: [{ action: 'read', subject: 'dashboard' }],
    entity: {
      id: '7c7e0d76-1f0b-4d0e-9d7e-4a4b8c6c0002',
      name: 'Acme',
      primary_color: '#123456',
      highlight_color: '#654321',
      logo: null,
    },
  },
};

function renderWizard() {
  const view = renderRoutes([{ path: '/', Component: RegisterWizard }], '/');
  return { user: userEvent.setup(), ...view };
}

beforeAll(async () => {
  await i18n.loadNamespaces('auth');
});
beforeEach(() => {
  sessionStorage.clear();
  resetRegistration();
  Object.values(notifications).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  sessionStorage.clear();
  resetRegistration();
});

describe('RegisterWizard', () => {
  it('shows the spec messages for an empty account form and sends nothing', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a response without verification_sent as a failure', async () => {
    serve({
      'POST /api/v1/auth/register': () =>
        json(200, { verification_sent: false, user_id: USER_ID, message: '' }),
    });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(notifications.error).toHaveBeenCalledWith('Registration failed'));
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
  });

  it('goes register -> verify (after 100 ms) -> company -> payment -> invite -> done', async () => {
    serve({
      'POST /api/v1/auth/register': () =>
        json(201, {
          verification_sent: true,
          user_id: USER_ID,
          sign_up_secret: SECRET,
          message: 'sent',
        }),
      'POST /api/v1/auth/verify-email': () => json(200, { success: true, message: 'ok' }),
      'POST /api/v1/auth/company-details': () => json(200, { success: true, message: 'ok' }),
      'GET /api/v1/auth/plans': () => json(200, PLANS),
      'POST /api/v1/auth/payment': () =>
        json(200, { success: true, token: 'tok-new', message: 'ok' }),
      'GET /api/v1/auth/me': () => json(200, ME),
      'POST /api/v1/auth/invite-team': () =>
        json(200, { success: true, message: 'Invitations sent successfully', sent: 1 }),
    });
    const { user } = renderWizard();

    // 1. Account
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(notifications.success).toHaveBeenCalledWith('Verification email sent'),
    );
    // The 100 ms pause: still on the first step right after the success message (an elapsed
    // time check would depend on the machine's load, so only the order is asserted).
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(getRegistration()).toMatchObject({ userId: USER_ID, secret: SECRET });

    // 2. Verify
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await screen.findByRole('heading', { name: 'Company details' });
    expect(bodiesOf('/api/v1/auth/verify-email')).toEqual([
      { code: '123456', user_id: USER_ID, sign_up_secret: SECRET },
    ]);
    expect(notifications.success).toHaveBeenCalledWith('Email verified successfully');

    // 3. Company
    await user.type(screen.getByLabelText(/^Company name/), 'Acme');
    await user.type(screen.getByRole('combobox', { name: /^Country/ }), 'France');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(screen.getByRole('combobox', { name: /^Team size/ }));
    await user.click(await screen.findByRole('option', { name: '11 to 50 people' }));
    await user.click(screen.getByRole('combobox', { name: /^Industry/ }));
    await user.click(await screen.findByRole('option', { name: 'Healthcare' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Choose your plan' });
    expect(bodiesOf('/api/v1/auth/company-details')).toEqual([
      {
        user_id: USER_ID,
        sign_up_secret: SECRET,
        company_name: 'Acme',
        country: 'FR',
        total_users: '11-50',
        industry: 'healthcare',
        phone: null,
      },
    ]);

    // 4. Plan and payment (built-in provider: a note, no card)
    expect(await screen.findByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(screen.getByText(/no card is charged/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('heading', { name: 'Invite your team' });
    expect(bodiesOf('/api/v1/auth/payment')).toEqual([
      {
        user_id: USER_ID,
        sign_up_secret: SECRET,
        plan_id: PLANS.plans[0]!.id,
        billing_period: 'yearly',
        payment_method_token: 'builtin',
      },
    ]);
    expect(getAccessToken()).toBe('tok-new');
    // The secret is spent: it is no longer kept in the tab.
    expect(getRegistration().secret).toBeNull();
    expect(sessionStorage.getItem('registration')).not.toContain(SECRET);
    expect(getStoredUser()).toMatchObject({ name: 'Ada Lovelace' });
    expect(ability.can('read', 'dashboard')).toBe(true);
    expect(localStorage.getItem('primaryColor')).toBe('#123456');
    expect(notifications.success).toHaveBeenCalledWith('Payment processed successfully');

    // 5. Invite, then done
    await user.type(screen.getByLabelText('Email 1'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByRole('heading', { name: "You're all set" });
    expect(bodiesOf('/api/v1/auth/invite-team')).toEqual([
      { invitations: [{ email: 'bob@example.com', role: 'technician' }] },
    ]);
    expect(notifications.success).toHaveBeenCalledWith('Invitations sent successfully');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboards/crm',
    );
    // The whole journey types into five forms: on a loaded machine it outlasts the default 15 s.
  }, 60_000);

  it('keeps the step, user id and secret across a remount (read back from sessionStorage)', async () => {
    updateRegistration({ step: 'company', userId: USER_ID, secret: SECRET });
    const first = renderWizard();
    await screen.findByRole('heading', { name: 'Company details' });
    first.unmount();
    reloadRegistration();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('registration') ?? '{}')).toMatchObject({
      step: 'company',
      userId: USER_ID,
      secret: SECRET,
    });
  });

  it('shows the company messages of spec section 5', async () => {
    updateRegistration({ step: 'company', userId: USER_ID });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down before a code can be sent again, then resends', async () => {
    updateRegistration({
      step: 'verify',
      userId: USER_ID,
      secret: SECRET,
      resendAvailableAt: Date.now() + 1500,
    });
    serve({
      'POST /api/v1/auth/resend-verification': () =>
        json(200, { success: true, message: 'sent', retry_after_seconds: 60 }),
    });
    const { user } = renderWizard();
    expect(await screen.findByRole('button', { name: /^Resend code in [12] s$/ })).toBeDisabled();
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(
      await screen.findByRole('button', { name: /^Resend code in (60|59) s$/ }),
    ).toBeDisabled();
    expect(bodiesOf('/api/v1/auth/resend-verification')).toEqual([
      { user_id: USER_ID, sign_up_secret: SECRET },
    ]);
    expect(notifications.success).toHaveBeenCalledWith('Verification email sent');
  });

  it('says so when no user id is known at verification', async () => {
    updateRegistration({ step: 'verify', userId: null });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(
      await screen.findByText('User ID not found. Please try registering again.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing without the sign-up secret (a tab from before it existed)', async () => {
    updateRegistration({ step: 'verify', userId: USER_ID, secret: null });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(
      await screen.findByText('User ID not found. Please try registering again.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a register response without the sign-up secret as a failure', async () => {
    serve({
      'POST /api/v1/auth/register': () =>
        json(200, { verification_sent: true, user_id: USER_ID, message: 'sent' }),
    });
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(notifications.error).toHaveBeenCalledWith('Registration failed'));
    expect(getRegistration().step).toBe('account');
  });

  it('shows the failure message and a retry when plans cannot be fetched', async () => {
    updateRegistration({ step: 'payment', userId: USER_ID });
    serve({ 'GET /api/v1/auth/plans': () => json(400, { message: 'x', code: 'BAD_REQUEST' }) });
    const { user } = renderWizard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch plans');
    serve({ 'GET /api/v1/auth/plans': () => json(200, PLANS) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Starter' })).toBeInTheDocument();
  });

  it('uses the same team sizes and industries as the contracts', () => {
    expect([...TEAM_SIZES]).toEqual([...CONTRACT_TEAM_SIZES]);
    expect([...INDUSTRIES]).toEqual([...CONTRACT_INDUSTRIES]);
  });
});
