import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ability } from '@/lib/ability.ts';
import { getAccessToken, getStoredUser } from '@/lib/session.ts';
import { renderAlone } from '../../../../test/render.tsx';
import { json, mockFetch } from '../../../../test/fetch-mock.ts';
import { LoginForm } from './login-form.tsx';

const fetchMock = mockFetch();

function renderForm(onSuccess = vi.fn()) {
  renderAlone(<LoginForm onSuccess={onSuccess} />);
  return { user: userEvent.setup(), onSuccess };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('requires both fields', async () => {
    const { user } = renderForm();
    await fill(user, '', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, then as it is corrected', async () => {
    const { user } = renderForm();
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'ada');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('focuses the first field that fails on submit', async () => {
    const { user } = renderForm();
    await fill(user, 'ada@example.com', '');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('shows the spec messages for a bad email and a short password', async () => {
    const { user } = renderForm();
    await fill(user, 'not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message and field errors on failure', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'These credentials do not match',
        code: 'VALIDATION_FAILED',
        errors: { email: ['Unknown email'] },
      }),
    );
    const { user } = renderForm();
    await fill(user, 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match');
    expect(screen.getByText('Unknown email')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      remember: false,
      device_name: 'Mainstay web',
    });
  });

  it('handles a missing endpoint (404) by showing its message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { message: 'Route POST:/api/v1/auth/login not found', code: 'NOT_FOUND' }),
    );
    const { user } = renderForm();
    await fill(user, 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Route POST:/api/v1/auth/login not found',
    );
  });

  it('shows the network message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderForm();
    await fill(user, 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not reach the server/);
  });

  it('stores the session, rules and branding on success', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        token: 'tok-9',
        user: {
          id: 9,
          name: 'Ada',
          permissions: [{ action: 'read', subject: 'buildings' }],
          entity: { primary_color: '#123456', highlight_color: '#654321', logo: null },
        },
      }),
    );
    const { user, onSuccess } = renderForm();
    await fill(user, 'ada@example.com', 'secret1');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getAccessToken()).toBe('tok-9');
    expect(getStoredUser()).toMatchObject({ id: 9, name: 'Ada' });
    expect(ability.can('read', 'buildings')).toBe(true);
    expect(localStorage.getItem('primaryColor')).toBe('#123456');
  });
});
