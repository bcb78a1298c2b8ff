import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { EVERYTHING, json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
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

const fetchMock = setupPageTest({ namespaces: ['access'], rules: EVERYTHING });

beforeEach(() => {
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST'
      ? json(201, { ...VIEWER_ROLE, id: 'x', name: 'Night Shift', is_system: false })
      : json(200, { data: [VIEWER_ROLE] }),
  );
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  clearAbilityRules();
});

describe('RolesPanel', () => {
  it('opens a default role read-only, with a copy action', async () => {
    renderPage(<RolesPanel />, '/');
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
    renderPage(<RolesPanel />, '/');
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

  it('names and describes a default role in the interface language, a typed one as typed', async () => {
    const nightShift = {
      ...VIEWER_ROLE,
      id: 'x',
      key: null,
      name: 'Night Shift',
      description: 'Covers the night rota.',
      is_system: false,
    };
    fetchMock.mockImplementation(async () => json(200, { data: [VIEWER_ROLE, nightShift] }));
    await i18n.changeLanguage('ar');
    renderPage(<RolesPanel />, '/');
    expect(await screen.findByRole('heading', { name: 'مُطّلع' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Night Shift' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Viewer' })).not.toBeInTheDocument();
    expect(screen.getByText('اطلاع فقط على سجلات الصيانة وتقاريرها.')).toBeInTheDocument();
    expect(screen.queryByText('Read-only access')).not.toBeInTheDocument();
    expect(screen.getByText('Covers the night rota.')).toBeInTheDocument();
  });
});
