import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAbilityRules, setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { RolesPanel } from '../index.ts';

const VIEWER_ROLE = {
  id: '00000000-0000-4000-8000-000000000002',
  key: 'viewer',
  name: 'Viewer',
  description: 'Read-only access',
  rules: [{ action: 'read', subject: 'buildings' }],
  is_system: true,
  user_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST'
      ? json({ ...VIEWER_ROLE, id: 'x', name: 'Night Shift', is_system: false }, 201)
      : json({ data: [VIEWER_ROLE] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setAbilityRules([{ action: 'manage', subject: 'all' }]);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  clearAbilityRules();
});

describe('RolesPanel', () => {
  it('opens a default role read-only, with a copy action', async () => {
    renderRoutes([{ path: '/', Component: RolesPanel }], '/');
    const user = userEvent.setup();
    expect(await screen.findByText('People with this role: 3')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Viewer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Viewer' }));
    const dialog = screen.getByRole('dialog', { name: 'Viewer' });
    expect(within(dialog).getByRole('checkbox', { name: 'Buildings: read' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('dialog', { name: 'Copy Viewer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Copy of Viewer');
  });

  it('creates a role from the matrix', async () => {
    renderRoutes([{ path: '/', Component: RolesPanel }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night Shift');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Assets: read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Buildings: read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Night Shift',
      description: '',
      rules: [
        { action: 'read', subject: 'assets' },
        { action: 'read', subject: 'buildings' },
      ],
    });
  });

  it('names a default role in the interface language and a typed name as typed', async () => {
    const nightShift = {
      ...VIEWER_ROLE,
      id: 'x',
      key: null,
      name: 'Night Shift',
      is_system: false,
    };
    fetchMock.mockImplementation(async () => json({ data: [VIEWER_ROLE, nightShift] }));
    await i18n.changeLanguage('ar');
    renderRoutes([{ path: '/', Component: RolesPanel }], '/');
    expect(await screen.findByRole('heading', { name: 'مُطّلع' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Night Shift' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Viewer' })).not.toBeInTheDocument();
  });
});
