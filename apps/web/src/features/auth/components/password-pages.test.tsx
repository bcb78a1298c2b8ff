import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NotificationsModuleValue from '@/lib/notifications.tsx';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { readResetLink } from '../registration/reset-link.ts';
import { ResetPasswordForm, resetFailureMessage } from './reset-password-form.tsx';

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
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await i18n.loadNamespaces('auth');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Object.values(notifications).forEach((fn) => fn.mockReset());
});
afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it("shows 'Please enter a valid email' and sends nothing", async () => {
    renderRoutes([{ path: '/', Component: ForgotPasswordForm }], '/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms inline and in a notification; falls back to the spec messages', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: '' }));
    renderRoutes([{ path: '/', Component: ForgotPasswordForm }], '/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ada@example.com');
    expect(notifications.success).toHaveBeenCalledWith('Reset link sent successfully');
    fetchMock.mockRejectedValueOnce(new Error('boom'));
    fetchMock.mockRejectedValue(new Error('boom'));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(notifications.error).toHaveBeenCalledWith('Something went wrong'));
  });
});

const LINK = { token: 'reset-token', email: 'ada@example.com' };

function renderReset() {
  renderRoutes([{ path: '/', Component: () => <ResetPasswordForm link={LINK} /> }], '/');
  return userEvent.setup();
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(await screen.findByLabelText(/^New password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  it('shows the spec messages for a short password and a mismatch', async () => {
    const user = renderReset();
    await submit(user, 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('notifies the response message, clears the stored link and offers sign-in', async () => {
    localStorage.setItem('resetToken', 'reset-token');
    localStorage.setItem('resetEmail', 'ada@example.com');
    fetchMock.mockResolvedValueOnce(json(200, { message: 'All done, Ada' }));
    const user = renderReset();
    await submit(user, 'new-password', 'new-password');
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(notifications.success).toHaveBeenCalledWith('All done, Ada');
    expect(localStorage.getItem('resetToken')).toBeNull();
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'reset-token',
      email: 'ada@example.com',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
  });

  it("falls back to 'Password reset successfully' when the response has no message", async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const user = renderReset();
    await submit(user, 'new-password', 'new-password');
    await waitFor(() =>
      expect(notifications.success).toHaveBeenCalledWith('Password reset successfully'),
    );
  });

  it('shows the server message on failure and keeps the form', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'This reset link is invalid or has expired', code: 'BAD_REQUEST' }),
    );
    const user = renderReset();
    await submit(user, 'new-password', 'new-password');
    await waitFor(() =>
      expect(notifications.error).toHaveBeenCalledWith('This reset link is invalid or has expired'),
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
  });

  it("uses the error's own message, else 'Something went wrong'", () => {
    expect(resetFailureMessage(new Error('offline'), 'Something went wrong')).toBe('offline');
    expect(resetFailureMessage(new Error(''), 'Something went wrong')).toBe('Something went wrong');
    expect(resetFailureMessage('weird', 'Something went wrong')).toBe('Something went wrong');
  });

  it('reads the link from the address first, else from what the guard stored', () => {
    localStorage.setItem('resetToken', 'stored');
    localStorage.setItem('resetEmail', 'stored@example.com');
    expect(readResetLink('')).toEqual({ token: 'stored', email: 'stored@example.com' });
    expect(readResetLink('?token=t&email=e%40x.io')).toEqual({ token: 't', email: 'e@x.io' });
  });
});
