import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReport } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import {
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../test/page-test.tsx';
import { ReportsPage } from './components/reports-page.tsx';
import {
  ASSETS_REPORT,
  CATALOGUE,
  COST_REPORT,
  EMPTY_REPORT,
  PPM_REPORT,
  SLA_REPORT,
  TICKETS_REPORT,
} from './test-data.ts';

const fetchMock = setupPageTest({ namespaces: ['reports', 'dashboards', 'common'] });
const BUILDINGS = [
  { id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Northwind House' },
  { id: '1b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2d', name: 'Southwind Court' },
];

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** Makes every `max-width` media query match, as on a 360 px phone. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function serve(reports: Partial<Record<string, TReport>> = {}) {
  const answers: Record<string, TReport> = {
    tickets: TICKETS_REPORT,
    sla: SLA_REPORT,
    cost: COST_REPORT,
    ...reports,
  };
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/v1/reports') return json(200, CATALOGUE);
    const exported = /^\/v1\/reports\/(\w+)\/export$/.exec(path);
    if (exported) {
      return new Response('a,b\n', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="report.csv"' },
      });
    }
    const report = /^\/v1\/reports\/(\w+)$/.exec(path);
    if (report?.[1] && answers[report[1]]) return json(200, answers[report[1]]);
    if (path.includes('building')) return listPage(BUILDINGS);
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function show(address = '/reports') {
  const view = renderPage(
    <ReportsPage title="Reports" breadcrumbs={[{ label: 'Reports' }]} />,
    address,
  );
  return { ...view, user: userEvent.setup() };
}

const reportCalls = (key: string) =>
  fetchedUrls(fetchMock, `/v1/reports/${key}`).filter((url) => !url.includes('/export'));

describe('ReportsPage', () => {
  it('lists the reports the caller may open, each with its description and Open', async () => {
    serve();
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const sla = screen.getByRole('article', { name: 'SLA breaches' });
    expect(within(sla).getByText(/Each response or resolution target missed/)).toBeInTheDocument();
    expect(within(sla).getByRole('link', { name: 'Open the SLA breaches report' })).toHaveAttribute(
      'href',
      '/reports?report=sla',
    );
    // Not in the caller's catalogue.
    expect(screen.queryByRole('heading', { name: 'Contractors' })).not.toBeInTheDocument();
  }, 15_000);

  it('opens a report with its formatted values and totals, keeping the key in the address', async () => {
    serve();
    const { router, user } = show('/reports?range=7d');
    await user.click(await screen.findByRole('link', { name: 'Open the Tickets report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?report=tickets&range=7d'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tickets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Report table' });
    expect(within(table).getByRole('columnheader', { name: 'Building' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // Header, two rows, then the totals.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('1,204')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Total')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('1,234')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1,204').closest('td')).toHaveClass(
      'MuiTableCell-alignRight',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Chart of the report' }),
    ).toBeInTheDocument();
    expect(reportCalls('tickets')[0]).toContain('range=7d');

    await user.click(screen.getByRole('link', { name: 'All reports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d'));
    expect(await screen.findByRole('article', { name: 'Cost' })).toBeInTheDocument();
  }, 15_000);

  it('formats durations, dates and money in the reader’s language, and says when rows were cut', async () => {
    serve();
    show('/reports?report=sla');
    const table = await screen.findByRole('table', { name: 'Report table' });
    expect(within(table).getAllByText('3 h 20 min')).toHaveLength(2);
    // In the organisation's time zone (UTC here), whatever the browser's.
    const due = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date('2025-03-04T09:30:00.000Z'));
    expect(due).toMatch(/4.*2025.*9:30/);
    expect(within(table).getByText(due.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByText(/Only the first 2,000 rows are shown/)).toBeInTheDocument();
    // The SLA report has no grouping to choose.
    expect(screen.queryByRole('combobox', { name: 'Group by' })).not.toBeInTheDocument();
  }, 15_000);

  it('shows the asset register with its days, its groupings and no data where a day is missing', async () => {
    serve({ assets: ASSETS_REPORT });
    const { user } = show('/reports?report=assets');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Asset register' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Report table' });
    expect(within(table).getByRole('columnheader', { name: 'Asset' })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Warranty expiry' }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // A day, not an instant: no time, whatever the time zone.
    expect(within(rows[1]!).getByText('May 20, 2025')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No data')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No warranty')).toBeInTheDocument();
    expect(reportCalls('assets')[0]).toContain('group_by=asset');
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Asset',
      'Building',
      'Asset category',
      'Status',
    ]);
  }, 15_000);

  it('shows PM compliance over planned tasks, without the tickets filter', async () => {
    serve({ ppm_compliance: PPM_REPORT });
    const { user } = show('/reports?report=ppm_compliance&kind=reactive');
    const table = await screen.findByRole('table', { name: 'Report table' });
    expect(within(table).getByRole('columnheader', { name: 'PM compliance' })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]!).getByText('75%')).toBeInTheDocument();
    // The report is over PPM tasks whatever the kind: no kind filter to contradict it.
    expect(screen.queryByRole('combobox', { name: 'Tickets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Month',
      'Building',
      'Schedule',
      'Assignee',
    ]);
  }, 15_000);

  it('writes money in the organisation’s currency, in French', async () => {
    serve();
    await i18n.changeLanguage('fr');
    show('/reports?report=cost');
    const table = await screen.findByRole('table', { name: 'Tableau du rapport' });
    const money = new Intl.NumberFormat('fr', { style: 'currency', currency: 'GBP' }).format(
      1234.5,
    );
    expect(within(table).getAllByText(money.replace(/\s+/g, ' '))).toHaveLength(2);
  }, 15_000);

  it('writes the grouping and the period to the address and fetches the report again', async () => {
    serve();
    const { router, user } = show('/reports?report=tickets');
    await screen.findByRole('table', { name: 'Report table' });
    expect(reportCalls('tickets')[0]).toContain('group_by=building');

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Priority' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?report=tickets&group_by=priority'),
    );
    await waitFor(() =>
      expect(reportCalls('tickets').some((url) => url.includes('group_by=priority'))).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?report=tickets&group_by=priority&range=7d'),
    );
    await waitFor(() =>
      expect(
        reportCalls('tickets').some(
          (url) => url.includes('range=7d') && url.includes('group_by=priority'),
        ),
      ).toBe(true),
    );
  }, 15_000);

  it('exports the report with its filters as Excel or PDF', async () => {
    serve();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    const building = BUILDINGS[1]!.id;
    const { user } = show(`/reports?report=tickets&range=7d&building_id=${building}&kind=general`);
    await screen.findByRole('table', { name: 'Report table' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(fetchedUrls(fetchMock, '/export')).toHaveLength(1));
    const url = new URL(fetchedUrls(fetchMock, '/export')[0]!, 'http://localhost');
    expect(url.pathname).toMatch(/\/v1\/reports\/tickets\/export$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      range: '7d',
      building_id: building,
      kind: 'general',
      group_by: 'building',
      format: 'xlsx',
    });
    // The same report as a printable PDF.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(fetchedUrls(fetchMock, '/export')).toHaveLength(2));
    const pdf = new URL(fetchedUrls(fetchMock, '/export')[1]!, 'http://localhost');
    expect(pdf.searchParams.get('format')).toBe('pdf');
    expect(pdf.searchParams.get('building_id')).toBe(building);
  }, 15_000);

  it('says there is no data for an empty period', async () => {
    serve({ tickets: EMPTY_REPORT });
    show('/reports?report=tickets');
    expect(
      await screen.findByRole('heading', { name: 'No data for this period' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Report table' })).not.toBeInTheDocument();
  }, 15_000);

  it('offers a retry when the report fails to load', async () => {
    serve();
    fetchMock.mockImplementation(async () => json(500, { message: 'Boom', code: 'INTERNAL' }));
    const { user } = show('/reports?report=tickets');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    serve();
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Report table' })).toBeInTheDocument();
  }, 15_000);

  it('shows the rows as cards on a phone, each figure named, the totals last', async () => {
    serve();
    onPhone();
    show('/reports?report=tickets');
    const list = await screen.findByRole('list', { name: 'Report table' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Northwind House')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Created')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1,204')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Total')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('1,234')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Report table' })).not.toBeInTheDocument();
  }, 15_000);

  it('reads right to left in Arabic, with its numbers and words', async () => {
    serve();
    await i18n.changeLanguage('ar');
    show('/reports?report=tickets');
    expect(await screen.findByRole('heading', { level: 2, name: 'التذاكر' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const table = await screen.findByRole('table', { name: 'جدول التقرير' });
    const total = new Intl.NumberFormat('ar').format(1234);
    expect(within(table).getByText('الإجمالي')).toBeInTheDocument();
    expect(within(table).getByText(total)).toBeInTheDocument();
    // A building's name typed in English keeps its own direction.
    expect(within(table).getByText('Northwind House').closest('bdi')).toHaveAttribute(
      'dir',
      'auto',
    );
  }, 15_000);
});
