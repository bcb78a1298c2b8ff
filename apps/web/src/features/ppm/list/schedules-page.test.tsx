import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZPpmScheduleSummary, type TPpmScheduleSummary } from '@mainstay/contracts';
import { setAbilityRules } from '@/lib/ability.ts';
import {
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { testSchedule } from '../detail/test-schedule.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';
import { SchedulesPage } from './schedules-page.tsx';

const fetchMock = setupPageTest({
  namespaces: ['ppm', 'tickets', 'common', 'layout'],
  rules: [
    { action: 'read', subject: 'ppm tasks' },
    { action: 'add', subject: 'ppm tasks' },
  ],
});

/** A schedule as the list sends it (the contract keeps only the summary's fields). */
function summary(overrides: Partial<TPpmScheduleSummary> = {}): TPpmScheduleSummary {
  return { ...ZPpmScheduleSummary.parse(testSchedule()), ...overrides };
}

function serve(rows: TPpmScheduleSummary[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/v1/ppm-schedules')) return listPage(rows);
    if (url.pathname.endsWith('/v1/buildings/options')) return json(200, { data: [] });
    return listPage([]);
  });
}

const show = (address = '/ppm-tasks/schedules') =>
  renderPage(<SchedulesPage title="PPM schedules" breadcrumbs={[]} />, address);

describe('SchedulesPage', { timeout: 15_000 }, () => {
  it('lists each schedule with its rule in words, next due date and open tasks', async () => {
    serve([
      summary({ next_due: '2027-01-04', open_tasks: 2 }),
      summary({
        id: '9d3c1b2a-0f4e-4d5c-8b7a-6e5f4d3c2b1a',
        title: 'Lift inspection',
        status: 'paused',
        pause_reason: 'asset_retired',
        next_due: null,
      }),
      summary({
        id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        title: 'Sprinkler pump run',
        scope: 'location',
        asset_count: 3,
        next_due: '2020-01-06',
        open_tasks: 1,
      }),
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'PPM schedules' });
    await within(table).findByText('Boiler service');
    const link = within(table).getByRole('link', { name: 'Boiler service' });
    expect(link).toHaveAttribute(
      'href',
      '/ppm-tasks/schedules/5b0c2f4e-8d1a-4c3b-9e7f-2a6d8c0b1e34',
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Every month on the first Monday')).toBeInTheDocument();
    expect(within(row).getByText(formatLocalDate('2027-01-04', 'en'))).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const paused = within(table).getByRole('link', { name: 'Lift inspection' }).closest('tr');
    expect(within(paused as HTMLElement).getByText('Paused: assets retired')).toBeInTheDocument();
    expect(within(paused as HTMLElement).getByText('None planned')).toBeInTheDocument();
    const late = within(table).getByRole('link', { name: 'Sprinkler pump run' }).closest('tr');
    expect(
      within(late as HTMLElement).getByText(`Overdue since ${formatLocalDate('2020-01-06', 'en')}`),
    ).toBeInTheDocument();
    expect(within(late as HTMLElement).getByText('A location · 3 assets')).toBeInTheDocument();
    expect(within(row).getByText('2 assets')).toBeInTheDocument();
  });

  it('sends the status filter of the address and offers a new schedule to those who may add', async () => {
    serve([]);
    show('/ppm-tasks/schedules?status=archived');
    expect(await screen.findByText('No schedules match')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/v1/ppm-schedules').at(-1)).toContain('status=archived');
    expect(screen.getByRole('button', { name: 'New schedule' })).toBeInTheDocument();
  });

  it('offers no new schedule to those who may only read', async () => {
    setAbilityRules([{ action: 'read', subject: 'ppm tasks' }]);
    serve([]);
    show();
    expect(await screen.findByText('No maintenance schedules yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New schedule' })).toBeNull();
  });
});
