import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TTicketListItem } from '@mainstay/contracts';
import { renderRoutes } from '../../../../test/render.tsx';
import {
  EVERYTHING,
  fetchedUrls,
  json,
  listPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { OPTIONS, TICKET } from './test-data.ts';
import { TicketsPage } from './tickets-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['tickets', 'common', 'layout'], rules: EVERYTHING });

const SCHEDULE = { id: '5b0c2f4e-8d1a-4c3b-9e7f-2a6d8c0b1e34', name: 'Boiler service' };

const task = (overrides: Partial<TTicketListItem>): TTicketListItem => ({
  ...TICKET,
  kind: 'ppm',
  status: 'scheduled',
  due_at: '2027-01-04T23:59:59.000Z',
  ...overrides,
});

function show(address = '/ppm-tasks/tasks') {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/v1/ppm-tasks/options')) return json(200, OPTIONS);
    if (url.includes('/v1/ppm-tasks?')) {
      return listPage([
        task({
          id: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
          number: 'PM-000007',
          title: 'Boiler service',
          ppm: {
            schedule: SCHEDULE,
            compliance_due_at: '2027-01-10T23:59:59.000Z',
            compliance: 'late',
          },
        }),
        task({
          id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
          number: 'PM-000008',
          title: 'Replace a fan belt',
          ppm: { schedule: null, compliance_due_at: null, compliance: null },
        }),
      ]);
    }
    if (url.includes('/v1/ppm-schedules'))
      return listPage([{ id: SCHEDULE.id, title: SCHEDULE.name }]);
    return listPage([]);
  });
  return renderRoutes(
    [
      {
        path: '/ppm-tasks/tasks',
        Component: () => <TicketsPage kind="ppm" title="PPM Tasks" breadcrumbs={[]} />,
      },
    ],
    address,
  );
}

describe('PPM task list', () => {
  it('shows compliance and the schedule of each task instead of an SLA', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'PPM Tasks' });
    const row = (await within(table).findByRole('link', { name: 'PM-000007' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'Boiler service' }),
    ).toHaveAttribute('href', `/ppm-tasks/schedules/${SCHEDULE.id}`);
    const oneOff = within(table).getByRole('link', { name: 'PM-000008' }).closest('tr');
    expect(within(oneOff as HTMLElement).getByText('One-off')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'SLA' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'PM compliance' })).toBeInTheDocument();
  });

  it('sends the schedule and compliance filters of the address', async () => {
    show(`/ppm-tasks/tasks?compliance=late&ppm_schedule_id=${SCHEDULE.id}`);
    await screen.findByRole('table', { name: 'PPM Tasks' });
    const sent = fetchedUrls(fetchMock, '/v1/ppm-tasks?').at(-1) ?? '';
    expect(sent).toContain('compliance=late');
    expect(sent).toContain(`ppm_schedule_id=${SCHEDULE.id}`);
    expect(screen.getByRole('combobox', { name: 'PM compliance' })).toBeInTheDocument();
  });
});
