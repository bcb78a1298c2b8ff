import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAbilityRules, setAbilityRules } from '@/lib/ability.ts';
import { json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { UsersPanel } from '../index.ts';

const OWNER_ROLE = {
  id: '00000000-0000-4000-8000-000000000001',
  key: 'owner',
  name: 'Owner',
  description: '',
  rules: [{ action: 'manage', subject: 'all' }],
  is_system: true,
  user_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const VIEWER_ROLE = {
  ...OWNER_ROLE,
  id: '00000000-0000-4000-8000-000000000002',
  key: 'viewer',
  name: 'Viewer',
  rules: [{ action: 'read', subject: 'buildings' }],
};
const NIGHT_ROLE = {
  ...VIEWER_ROLE,
  id: '00000000-0000-4000-8000-000000000003',
  key: null,
  name: 'Night Shift',
  is_system: false,
};

const person = (id: string, name: string, role = VIEWER_ROLE) => ({
  id,
  name,
  username: null,
  email: `${name.split(' ')[0]!.toLowerCase()}@northwind.example`,
  status: 'active',
  roles: [{ id: role.id, key: role.key, name: role.name }],
  building_ids: [],
  contractor_id: null,
  job_title: null,
  last_seen_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const LIAM = person('10000000-0000-4000-8000-000000000001', 'Liam Chen');
const OLIVIA = person('10000000-0000-4000-8000-000000000002', 'Olivia Bennett', OWNER_ROLE);

const fetchMock = setupPageTest({ namespaces: ['access'] });

function answer(url: string, init?: RequestInit): Response {
  const { pathname } = new URL(url, 'http://localhost');
  const method = init?.method ?? 'GET';
  if (method === 'GET' && pathname === '/api/v1/users') {
    return json(200, { data: [LIAM, OLIVIA], total: 2, page: 1, per_page: 10 });
  }
  if (pathname === '/api/v1/roles')
    return json(200, { data: [OWNER_ROLE, VIEWER_ROLE, NIGHT_ROLE] });
  if (pathname === '/api/v1/buildings/options') return json(200, { data: [] });
  if (pathname === '/api/v1/invitations' && method === 'GET') {
    return json(200, {
      data: [
        {
          id: '20000000-0000-4000-8000-000000000001',
          email: 'hannah@northwind.example',
          role: { id: VIEWER_ROLE.id, name: 'Viewer' },
          invited_by: { id: OLIVIA.id, name: 'Olivia Bennett' },
          expires_at: '2026-12-01T00:00:00.000Z',
          created_at: '2026-11-24T00:00:00.000Z',
        },
      ],
    });
  }
  if (pathname.endsWith('/deactivate')) return json(200, { ...LIAM, status: 'deactivated' });
  if (method === 'PATCH')
    return json(200, { ...LIAM, roles: [{ id: NIGHT_ROLE.id, name: 'Night Shift' }] });
  if (method === 'DELETE') return json(200, { message: 'Invitation revoked' });
  return json(404, { message: 'Not found', code: 'NOT_FOUND' });
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => answer(String(input), init));
});
afterEach(() => clearAbilityRules());

function renderPanel() {
  renderPage(<UsersPanel />, '/');
  return userEvent.setup();
}

const calls = (method: string, fragment: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(fragment),
  );

describe('UsersPanel', () => {
  it('lists people from the server with page sizes and searches after typing stops', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const user = renderPanel();
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).getByText('Liam Chen')).toBeInTheDocument();
    expect(within(table).getAllByText('All buildings')).toHaveLength(2);
    expect(calls('GET', '/api/v1/users?page=1&per_page=25')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'liam');
    await waitFor(() => expect(calls('GET', 'search=liam')).toHaveLength(1));
    // One request for the whole word, not one per key.
    expect(calls('GET', 'search=l&')).toHaveLength(0);
  });

  it('deactivates someone after confirmation', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for Liam Chen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Liam Chen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls('POST', `/api/v1/users/${LIAM.id}/deactivate`)).toHaveLength(1),
    );
  });

  it("changes someone's roles with the role checkboxes", async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for Liam Chen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change roles and buildings' }));
    const dialog = screen.getByRole('dialog', { name: 'Roles and buildings of Liam Chen' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night Shift' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', `/api/v1/users/${LIAM.id}`)).toHaveLength(1));
    const [, init] = calls('PATCH', `/api/v1/users/${LIAM.id}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ role_ids: [NIGHT_ROLE.id], building_ids: [] });
  });

  it('keeps roles the signed-in user does not hold out of reach', async () => {
    setAbilityRules([
      { action: 'manage', subject: 'organisation' },
      { action: 'read', subject: 'buildings' },
    ]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for Liam Chen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change roles and buildings' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Owner' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Night Shift' })).toBeEnabled();
  });

  it('revokes a pending invitation after confirmation', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const user = renderPanel();
    await user.click(
      await screen.findByRole('button', {
        name: 'Revoke the invitation of hannah@northwind.example',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls('DELETE', '/api/v1/invitations/')).toHaveLength(1));
  });

  it('hides invite and per-person actions from people who may only read', async () => {
    setAbilityRules([{ action: 'read', subject: 'organisation' }]);
    renderPanel();
    expect(await screen.findByText('Liam Chen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Liam Chen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });
});
