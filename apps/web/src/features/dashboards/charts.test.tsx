import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TServiceDashboard } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderPage, setupPageTest } from '../../../test/page-test.tsx';
import DashboardCharts from './components/charts/dashboard-charts.tsx';
import { DrillScopeContext } from './components/figure.tsx';
import { DASHBOARD } from './test-data.ts';

setupPageTest({ namespaces: ['dashboards', 'tickets'] });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const MAR_2 = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
}).format(new Date('2025-03-02T00:00:00Z'));
const CATEGORY = '2b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
const DATA: TServiceDashboard = {
  ...DASHBOARD,
  by_category: [
    { id: CATEGORY, name: 'HVAC', key: 'hvac', count: 12 },
    ...Array.from({ length: 9 }, (_, index) => ({
      id: `3b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b${String(index).padStart(2, '0')}`,
      name: `Custom ${index}`,
      key: null,
      count: 9 - index,
    })),
  ],
};

function show(data = DATA, kind: 'reactive' | 'both' = 'reactive') {
  renderPage(
    <DrillScopeContext value={kind === 'both' ? {} : { kind }}>
      <DashboardCharts data={data} />
    </DrillScopeContext>,
    '/dashboards/crm',
  );
  return userEvent.setup();
}

describe('DashboardCharts', () => {
  it('links priority and category bars to their rows created in the period', async () => {
    show();
    expect(
      await screen.findByRole('link', { name: '20 created, High: open the tickets' }),
    ).toHaveAttribute(
      'href',
      '/reactive-tickets/tickets?priority=high&created_from=2025-03-01&created_to=2025-03-30',
    );
    const category = screen.getByRole('link', { name: /^12 .*: open the tickets$/ });
    expect(category).toHaveAttribute(
      'href',
      `/reactive-tickets/tickets?category_id=${CATEGORY}&created_from=2025-03-01&created_to=2025-03-30`,
    );
    expect(category).toHaveAttribute('title', expect.stringMatching(/: 12$/));
  });

  it("names a default category in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    show();
    const table = await screen.findByRole('table', { name: 'Créés par catégorie' });
    expect(
      within(table).getByRole('rowheader', { name: 'Chauffage, ventilation et climatisation' }),
    ).toBeInTheDocument();
  });

  it('draws the top 8 categories and sums the rest as Other, without a link', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Created by category' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 8 + 1);
    // Custom 7 (2) and Custom 8 (1) are summed.
    expect(within(rows.at(-1)!).getAllByRole('cell').at(-1)).toHaveTextContent('3');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Other');
    expect(screen.queryByRole('link', { name: /Other: open/ })).not.toBeInTheDocument();
  });

  it('links each step of the trend to the tickets created on its days, its whole column a target', async () => {
    // The last step runs to the end of the period.
    show();
    expect(
      await screen.findByRole('link', { name: `1 created, ${MAR_2}: open the tickets` }),
    ).toHaveAttribute(
      'href',
      '/reactive-tickets/tickets?created_from=2025-03-02&created_to=2025-03-30',
    );
    // One target per column: the completed points sharing it are read in the table.
    expect(
      screen.queryByRole('link', { name: `4 completed, ${MAR_2}: open the tickets` }),
    ).not.toBeInTheDocument();
    expect(screen.getByTitle(`completed, ${MAR_2}: 4`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^3 created, .*: open the tickets$/ })).toHaveAttribute(
      'href',
      '/reactive-tickets/tickets?created_from=2025-03-01&created_to=2025-03-01',
    );
  });

  it('labels backlog ages briefly on the axis and in full in the table', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Open backlog by age' });
    expect(within(table).getByText('Up to 1 day')).toBeInTheDocument();
    expect(screen.getByText('≤ 1 d')).toBeInTheDocument();
    expect(screen.getByTitle('open for Up to 1 day: 4')).toBeInTheDocument();
  });

  it('offers both lists from a bar over both kinds', async () => {
    const user = show(DATA, 'both');
    await user.click(
      await screen.findByRole('button', { name: '20 created, High: open the tickets' }),
    );
    expect(
      await screen.findByRole('menuitem', { name: 'General tickets: 20 created, High' }),
    ).toHaveAttribute(
      'href',
      '/general-tickets/generals?priority=high&created_from=2025-03-01&created_to=2025-03-30',
    );
  });
});
