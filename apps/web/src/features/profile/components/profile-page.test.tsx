import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfile } from '@mainstay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n.ts';
import { setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const PROFILE: TProfile = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  name: 'Marco Rossi',
  username: 'marco',
  email: 'technician@northwind.example',
  phone: null,
  job_title: 'HVAC technician',
  language: 'en',
  avatar: null,
  signature: null,
  roles: [{ id: '6f1c1d2e-0000-4000-8000-000000000002', key: 'technician', name: 'Technician' }],
  organisation_name: 'Northwind Facilities',
  created_at: '2026-01-05T09:00:00.000Z',
};

const SESSIONS = {
  sessions: [
    {
      id: '6f1c1d2e-0000-4000-8000-00000000000a',
      device_name: 'Chrome on Windows',
      created_at: '2026-03-01T08:00:00.000Z',
      last_used_at: '2026-03-02T08:00:00.000Z',
      expires_at: null,
      current: true,
    },
    {
      id: '6f1c1d2e-0000-4000-8000-00000000000b',
      device_name: 'Pixel phone',
      created_at: '2026-02-01T08:00:00.000Z',
      last_used_at: null,
      expires_at: null,
      current: false,
    },
  ],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'tok', user: { id: PROFILE.id, name: PROFILE.name, email: PROFILE.email } });
});
afterEach(() => vi.unstubAllGlobals());

function answer(routes: Record<string, (init?: RequestInit) => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(init);
  });
}

describe('ProfilePage', () => {
  it('shows the profile, its sections and the signed-in devices', async () => {
    answer({
      'GET /api/v1/profile': () => json(200, PROFILE),
      'GET /api/v1/profile/sessions': () => json(200, SESSIONS),
    });
    renderRoutes([{ path: '/', Component: ProfilePage }], '/');
    expect(await screen.findByText('Northwind Facilities')).toBeInTheDocument();
    expect(screen.getByText('Technician')).toBeInTheDocument();
    for (const name of ['Profile details', 'Photo', 'Email', 'Password', 'Signature']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('You have not added a signature yet.')).toBeInTheDocument();
    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: 'Sign out Pixel phone' })).toBeEnabled();
    expect(
      within(devices).queryByRole('button', { name: 'Sign out Chrome on Windows' }),
    ).toBeNull();
  });

  it('names a default role in the reader language and a custom role as it was typed', async () => {
    const custom = { id: '6f1c1d2e-0000-4000-8000-000000000003', key: null, name: 'Night shift' };
    answer({
      'GET /api/v1/profile': () => json(200, { ...PROFILE, roles: [...PROFILE.roles, custom] }),
      'GET /api/v1/profile/sessions': () => json(200, SESSIONS),
    });
    await changeLanguage('fr');
    try {
      renderRoutes([{ path: '/', Component: ProfilePage }], '/');
      expect(await screen.findByText('Technicien')).toBeInTheDocument();
      expect(screen.getByText('Night shift')).toBeInTheDocument();
      expect(screen.queryByText('Technician')).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    answer({
      'GET /api/v1/profile': () => json(403, { message: 'Forbidden', code: 'FORBIDDEN' }),
    });
    renderRoutes([{ path: '/', Component: ProfilePage }], '/');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('saves the edited profile and refreshes the signed-in user', async () => {
    const saved = { ...PROFILE, name: 'Marco A. Rossi' };
    answer({
      'GET /api/v1/profile': () => json(200, PROFILE),
      'GET /api/v1/profile/sessions': () => json(200, SESSIONS),
      'PATCH /api/v1/profile': () => json(200, saved),
      'GET /api/v1/auth/me': () =>
        json(200, { user: { ...saved, roles: [], permissions: [], entity: null } }),
    });
    renderRoutes([{ path: '/', Component: ProfilePage }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const name = within(dialog).getByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, 'Marco A. Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/auth/me')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name: 'Marco A. Rossi',
      phone: '',
      job_title: 'HVAC technician',
      language: 'en',
    });
    expect(await screen.findAllByText('Marco A. Rossi')).not.toHaveLength(0);
  });
});
