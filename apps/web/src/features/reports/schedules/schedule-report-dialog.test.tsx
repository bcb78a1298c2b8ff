import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReportSchedule } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import {
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { ScheduleReportDialog } from './schedule-report-dialog.tsx';

const fetchMock = setupPageTest({
  namespaces: ['reportDelivery', 'reports', 'dashboards', 'common', 'validation', 'errors'],
});

const PEOPLE = [
  { id: '3f1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b', name: 'Olivia Bennett', email: 'olivia@x.test' },
  { id: '4a1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7c', name: 'Marco Rossi', email: 'marco@x.test' },
];

function schedule(overrides: Partial<TReportSchedule> = {}): TReportSchedule {
  return {
    id: '9b1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a70',
    name: 'Weekly SLA',
    report_key: 'sla',
    filters: { range: '7d' },
    format: 'csv',
    delivery: 'attachment',
    frequency: 'weekly',
    day_of_week: 1,
    day_of_month: null,
    hour: 7,
    starts_on: null,
    ends_on: null,
    active: true,
    timezone: 'Europe/Paris',
    owner: { id: PEOPLE[0]!.id, name: 'Olivia Bennett' },
    recipients: [PEOPLE[0]!],
    next_run_at: '2030-01-07T06:00:00.000Z',
    last_run_at: null,
    last_status: null,
    last_error: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Answers the recipients and buildings; `save` answers the POST or PATCH. */
function serve(save: (body: unknown) => Response = (body) => json(201, { ...schedule(), body })) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/v1/reports/schedules/recipients')) {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return json(200, {
        items: PEOPLE.filter((person) => person.name.toLowerCase().includes(search)),
      });
    }
    if (url.pathname.includes('building')) return listPage([]);
    if (init?.method === 'POST' || init?.method === 'PATCH') {
      return save(JSON.parse(String(init.body)));
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function show(props: Partial<Parameters<typeof ScheduleReportDialog>[0]> = {}) {
  const onClose = vi.fn();
  renderPage(
    <ScheduleReportDialog reportKey="sla" filters={{ range: '7d' }} onClose={onClose} {...props} />,
    '/reports',
  );
  return { onClose, user: userEvent.setup() };
}

const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ScheduleReportDialog', () => {
  it('schedules the report with its filters, monthly, to the people chosen', async () => {
    serve();
    const { user, onClose } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
    expect(
      within(dialog).getByText(/SLA breaches · the last 7 days · all buildings/),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('SLA breaches');

    await user.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Day of the month' }));
    await user.click(await screen.findByRole('option', { name: '31' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'Excel (XLSX)' }));

    await user.type(within(dialog).getByRole('combobox', { name: 'Recipients' }), 'marco');
    await user.click(await screen.findByRole('option', { name: 'Marco Rossi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent();
    expect(request?.url).toMatch(/\/v1\/reports\/schedules$/);
    expect(request?.body).toEqual({
      name: 'SLA breaches',
      report_key: 'sla',
      filters: { range: '7d' },
      format: 'xlsx',
      delivery: 'attachment',
      frequency: 'monthly',
      day_of_week: null,
      day_of_month: 31,
      hour: 7,
      active: true,
      starts_on: null,
      ends_on: null,
      recipient_ids: [PEOPLE[1]!.id],
    });
    expect(fetchedUrls(fetchMock, 'report_key=sla').length).toBeGreaterThan(0);
  }, 30_000);

  it('says what is missing before sending anything', async () => {
    serve();
    const { user } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByLabelText('Last day (optional)'), '2030-01-01');
    await user.type(within(dialog).getByLabelText('First day (optional)'), '2030-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Give the schedule a name')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one recipient')).toBeVisible();
    expect(within(dialog).getByText('The last day must not be before the first')).toBeVisible();
    expect(sent()).toEqual([]);
  });

  it('shows the server’s refusal of a recipient under the recipients', async () => {
    serve(() =>
      json(422, {
        message: 'Marco Rossi may not open this report',
        code: 'REPORT_RECIPIENT_FORBIDDEN',
        params: { name: 'Marco Rossi' },
        errors: { 'recipient_ids.0': ['Marco Rossi may not open this report'] },
      }),
    );
    const { user, onClose } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this report' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Recipients' }), 'marco');
    await user.click(await screen.findByRole('option', { name: 'Marco Rossi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Marco Rossi may not open this report')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a schedule in French, with its time zone, sending only what the form holds', async () => {
    await i18n.changeLanguage('fr');
    serve(() => json(200, schedule()));
    const { user, onClose } = show({ schedule: schedule() });
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le rapport programmé' });
    expect(within(dialog).getByText(/Europe\/Paris/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Jour de la semaine' })).toHaveTextContent(
      'lundi',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent();
    expect(request?.url).toMatch(/\/v1\/reports\/schedules\/9b1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a70$/);
    expect(request?.body).not.toHaveProperty('report_key');
    expect(request?.body).toMatchObject({ day_of_week: 1, recipient_ids: [PEOPLE[0]!.id] });
  });
});
