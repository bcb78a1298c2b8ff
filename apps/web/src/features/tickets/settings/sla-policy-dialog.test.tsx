import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLA_DEFAULT_POLICY_NAMES, type TSlaPolicy } from '@mainstay/contracts';
import { clearAbilityRules, setAbilityRules } from '@/lib/ability.ts';
import { changeLanguage, i18n } from '@/lib/i18n.ts';
import { renderAlone, renderRoutes } from '../../../../test/render.tsx';
import { json, mockFetch } from '../../../../test/fetch-mock.ts';
import { SlaPolicyDialog } from './sla-policy-dialog.tsx';
import { TicketSettingsDialog } from './ticket-settings-dialog.tsx';

const fetchMock = mockFetch();
const ROLE = {
  id: '6b4f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2f',
  name: 'Facilities Manager',
  key: 'facilities_manager',
};
const POLICY: TSlaPolicy = {
  id: '7c5f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b20',
  name: 'Critical faults',
  key: null,
  priority: 'critical',
  kind: 'reactive',
  category: null,
  building: null,
  response_minutes: 30,
  resolution_minutes: 240,
  clock: 'always',
  escalation_role: ROLE,
  active: true,
  updated_at: '2025-01-01T08:00:00.000Z',
};

beforeAll(async () => {
  await i18n.loadNamespaces(['sla', 'tickets', 'access']);
});
afterEach(() => {
  clearAbilityRules();
});

function serve(saved: Record<string, unknown>[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/v1/sla-policies') && init?.method === 'POST') {
      saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(201, POLICY);
    }
    if (url.includes('/v1/sla-policies')) return json(200, { data: [POLICY] });
    if (url.includes('/v1/roles')) return json(200, { data: [ROLE] });
    if (url.includes('/v1/buildings'))
      return json(200, { data: [], total: 0, page: 1, per_page: 100 });
    if (url.includes('/categories')) return json(200, { data: [] });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SlaPolicyDialog', () => {
  it('refuses a resolution target shorter than the response target, then sends minutes', async () => {
    const saved: Record<string, unknown>[] = [];
    serve(saved);
    const onClose = vi.fn();
    renderAlone(<SlaPolicyDialog policy={null} onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add SLA policy' });

    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('Standard faults');
    // Defaults: response 4 hours, resolution 1 day. Make the resolution 2 hours.
    expect(within(dialog).getByRole('textbox', { name: /^Response target/ })).toHaveValue('4');
    await choose(user, 'Resolution unit', 'Hours');
    const resolution = within(dialog).getByRole('textbox', { name: /^Resolution target/ });
    await user.clear(resolution);
    await user.paste('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(
      await within(dialog).findByText(
        'The resolution target cannot be shorter than the response target',
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(resolution);
    await user.paste('8');
    await choose(user, 'Escalate to role', 'Facilities Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'Standard faults',
      priority: 'medium',
      kind: null,
      category_id: null,
      building_id: null,
      response_minutes: 240,
      resolution_minutes: 480,
      clock: 'business_hours',
      escalation_role_id: ROLE.id,
      active: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 20_000);
});

describe('TicketSettingsDialog', () => {
  const renderSettings = () =>
    renderRoutes(
      [
        {
          path: '/',
          Component: () => <TicketSettingsDialog open kind="reactive" onClose={() => undefined} />,
        },
      ],
      '/',
    );

  it('is read-only without write on reactive tickets', async () => {
    serve([]);
    renderSettings();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Ticket settings' });
    expect(
      within(dialog).getByText('You can view these settings but not change them.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'SLA policies' }));
    expect(await within(dialog).findByText('Critical faults')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Response 30 min · Resolution 4 h 0 min · 24/7'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add policy' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Edit Critical faults' }),
    ).not.toBeInTheDocument();
  }, 15_000);

  it('lets an editor add and edit policies', async () => {
    setAbilityRules([{ action: 'write', subject: 'reactive task' }]);
    serve([]);
    renderSettings();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Ticket settings' });
    await user.click(within(dialog).getByRole('tab', { name: 'SLA policies' }));
    expect(await within(dialog).findByRole('button', { name: 'Add policy' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Critical faults' }));
    const form = await screen.findByRole('dialog', { name: 'Edit SLA policy' });
    expect(within(form).getByRole('textbox', { name: /^Response target/ })).toHaveValue('30');
    expect(within(form).getByRole('textbox', { name: /^Resolution target/ })).toHaveValue('4');
  }, 15_000);

  it('names a default category and role in the reader language, a renamed one as typed', async () => {
    const hvac = {
      id: '8d6f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b21',
      key: 'hvac',
      name: 'HVAC',
    };
    const renamed = { ...hvac, id: '8d6f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b22', name: 'Clim du siège' };
    const nightShift = {
      id: '6b4f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b23',
      key: null,
      name: 'Night shift',
    };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/v1/sla-policies'))
        return json(200, {
          data: [
            { ...POLICY, category: hvac },
            {
              ...POLICY,
              id: '7c5f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b21',
              name: 'Siège',
              category: renamed,
              escalation_role: nightShift,
            },
          ],
        });
      return json(200, { data: [] });
    });
    await changeLanguage('fr');
    try {
      renderSettings();
      const user = userEvent.setup();
      const dialog = await screen.findByRole('dialog', { name: 'Paramètres des demandes' });
      await user.click(within(dialog).getByRole('tab', { name: 'Politiques SLA' }));
      const [defaults, custom] = await within(dialog).findAllByRole('listitem');
      expect(defaults).toHaveTextContent(
        'Ticket réactif · Chauffage, ventilation et climatisation · Tous les bâtiments',
      );
      expect(defaults).toHaveTextContent('Escalade vers Responsable des installations');
      expect(custom).toHaveTextContent('Ticket réactif · Clim du siège');
      expect(custom).toHaveTextContent('Escalade vers Night shift');
    } finally {
      await changeLanguage('en');
    }
  }, 15_000);
});

describe('default SLA policies', () => {
  const critical: TSlaPolicy = {
    ...POLICY,
    id: '7c5f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b30',
    key: 'critical',
    name: SLA_DEFAULT_POLICY_NAMES.critical,
    kind: null,
    escalation_role: null,
  };
  const renamed: TSlaPolicy = {
    ...critical,
    id: '7c5f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b31',
    key: 'high',
    name: 'Chaufferie : 2 h',
    priority: 'high',
  };
  const renderSettings = () =>
    renderRoutes(
      [
        {
          path: '/',
          Component: () => <TicketSettingsDialog open kind="reactive" onClose={() => undefined} />,
        },
      ],
      '/',
    );

  function serveDefaults(saved: Record<string, unknown>[]) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/v1/sla-policies/') && init?.method === 'PATCH') {
        saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json(200, critical);
      }
      if (url.includes('/v1/sla-policies')) return json(200, { data: [critical, renamed] });
      if (url.includes('/v1/buildings'))
        return json(200, { data: [], total: 0, page: 1, per_page: 100 });
      return json(200, { data: [] });
    });
  }

  async function policyCards(tab: string) {
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: tab }));
    return within(dialog).findAllByRole('heading', { level: 3 });
  }

  it('reads a default policy in French, a renamed one as typed', async () => {
    serveDefaults([]);
    await changeLanguage('fr');
    try {
      renderSettings();
      const names = await policyCards('Politiques SLA');
      expect(names.map((name) => name.textContent)).toEqual([
        'Critique : réponse en 1 h, résolution en 4 h (24 h/24, 7 j/7)',
        'Chaufferie : 2 h',
      ]);
    } finally {
      await changeLanguage('en');
    }
  }, 15_000);

  it('reads a default policy in Arabic, a renamed one as typed', async () => {
    serveDefaults([]);
    await changeLanguage('ar');
    try {
      renderSettings();
      const names = await policyCards('سياسات اتفاقية الخدمة');
      expect(names.map((name) => name.textContent)).toEqual([
        'حرجة: استجابة خلال ساعة، وحل خلال 4 ساعات (على مدار الساعة)',
        'Chaufferie : 2 h',
      ]);
    } finally {
      await changeLanguage('en');
    }
  }, 15_000);

  it('edits a default policy under its French name and keeps the stored name', async () => {
    setAbilityRules([{ action: 'write', subject: 'reactive task' }]);
    const saved: Record<string, unknown>[] = [];
    serveDefaults(saved);
    await changeLanguage('fr');
    try {
      renderSettings();
      const user = userEvent.setup();
      const french = 'Critique : réponse en 1 h, résolution en 4 h (24 h/24, 7 j/7)';
      await policyCards('Politiques SLA');
      await user.click(screen.getByRole('button', { name: `Modifier ${french}` }));
      const form = await screen.findByRole('dialog', { name: 'Modifier la politique SLA' });
      expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveValue(french);
      await user.click(within(form).getByRole('button', { name: /^Enregistrer/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({ name: SLA_DEFAULT_POLICY_NAMES.critical });
    } finally {
      await changeLanguage('en');
    }
  }, 20_000);
});
