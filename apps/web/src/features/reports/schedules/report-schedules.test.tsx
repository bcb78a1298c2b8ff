import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReportSchedule } from '@mainstay/contracts';
import { json, listPage, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { ReportSchedules } from './report-schedules.tsx';

const fetchMock = setupPageTest({
  namespaces: ['reportDelivery', 'reports', 'dashboards', 'common'],
});

const SCHEDULE: TReportSchedule = {
  id: '9b1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a70',
  name: 'Weekly SLA',
  report_key: 'sla',
  filters: { range: '7d' },
  format: 'csv',
  delivery: 'link',
  frequency: 'weekly',
  day_of_week: 1,
  day_of_month: null,
  hour: 7,
  starts_on: null,
  ends_on: null,
  active: false,
  timezone: 'UTC',
  owner: null,
  recipients: [
    { id: '3f1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b', name: 'Olivia Bennett', email: 'o@x' },
  ],
  next_run_at: null,
  last_run_at: '2030-01-06T07:00:00.000Z',
  last_status: 'failed',
  last_error: 'Its owner is no longer active: edit the schedule to take it over.',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

describe('ReportSchedules', () => {
  it('lists the schedules with their state, and resumes and deletes them', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname} ${String(init?.body ?? '')}`.trim());
      if (url.pathname.includes('building')) return listPage([]);
      if (init?.method === 'PATCH') return json(200, { ...SCHEDULE, active: true });
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, { items: [SCHEDULE] });
    });
    renderPage(<ReportSchedules />, '/reports?tab=schedules');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Weekly SLA' });
    expect(within(card).getByText(/SLA breaches · Every Monday at 07:00/)).toBeVisible();
    expect(within(card).getByText('Recipients: Olivia Bennett')).toBeVisible();
    expect(within(card).getByText('Last run failed')).toBeVisible();
    expect(within(card).getByText(/Last run: /)).toBeVisible();
    expect(within(card).queryByText(/Last sent/)).toBeNull();
    expect(within(card).getByRole('alert')).toHaveTextContent('Its owner is no longer active');

    await user.click(within(card).getByRole('button', { name: 'Resume Weekly SLA' }));
    await waitFor(() =>
      expect(calls).toContain(
        'PATCH /api/v1/reports/schedules/9b1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a70 {"active":true}',
      ),
    );

    await user.click(within(card).getByRole('button', { name: 'Delete Weekly SLA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this scheduled report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toContain(
        'DELETE /api/v1/reports/schedules/9b1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a70',
      ),
    );
  }, 30_000);
});
