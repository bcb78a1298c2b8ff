import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'tok', user: { id: 'u1', name: 'Marco Rossi', email: 'marco@example.com' } });
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderDialog(onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/', Component: () => <ChangePasswordDialog open onClose={onClose} /> }],
    '/',
  );
  return { user: userEvent.setup(), onClose };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { current?: string; password?: string; confirmation?: string },
) {
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  if (values.current) await user.type(screen.getByLabelText(/^Current password/), values.current);
  if (values.password) await user.type(screen.getByLabelText(/^New password/), values.password);
  if (values.confirmation) {
    await user.type(screen.getByLabelText(/^Confirm new password/), values.confirmation);
  }
  return dialog;
}

describe('ChangePasswordDialog', () => {
  it('says other devices will be signed out', async () => {
    renderDialog();
    expect(
      await screen.findByText('Your other devices will be signed out. This one stays signed in.'),
    ).toBeInTheDocument();
  });

  it('requires the current password, 8 characters and a matching confirmation', async () => {
    const { user } = renderDialog();
    await fill(user, { password: 'short', confirmation: 'different' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides each password', async () => {
    const { user } = renderDialog();
    await fill(user, { current: 'secret-one' });
    const field = screen.getByLabelText(/^Current password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Current password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Current password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it("puts the server's message on the current password field", async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The current password is incorrect',
        code: 'VALIDATION_FAILED',
        errors: { current_password: ['The current password is incorrect'] },
      }),
    );
    const { user, onClose } = renderDialog();
    await fill(user, {
      current: 'wrong-one',
      password: 'a-new-password',
      confirmation: 'a-new-password',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const field = screen.getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The current password is incorrect'),
    );
    expect(onClose).not.toHaveBeenCalled();
    // What was typed stays.
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-new-password');
  });

  it('sends the three fields and closes on success', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { message: 'Your password has been changed.', signed_out_sessions: 2 }),
    );
    const { user, onClose } = renderDialog();
    await fill(user, {
      current: 'old-password',
      password: 'a-new-password',
      confirmation: 'a-new-password',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/profile/password');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'old-password',
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
  });
});
