import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPpmSchedule } from '@mainstay/contracts';
import { json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { setAbilityRules } from '@/lib/ability.ts';
import { SchedulePage } from './schedule-page.tsx';
import { FORECAST, LEDGER, SCHEDULE_ID, TASK_ID, testSchedule } from './test-schedule.ts';

// The edit form has its own tests; here it only has to open with the schedule.
vi.mock('../form/schedule-dialog.tsx', () => ({
  ScheduleDialog: ({ open, schedule }: { open: boolean; schedule?: TPpmSchedule | null }) =>
    open ? <div role="dialog" aria-label={`Edit ${schedule?.title ?? ''}`} /> : null,
}));

const WRITER = [
  { action: 'read', subject: 'ppm tasks' },
  { action: 'write', subject: 'ppm tasks' },
] as const;

const fetchMock = setupPageTest({
  namespaces: ['ppmSchedule', 'ppm', 'tickets', 'common', 'layout'],
  rules: [...WRITER],
});

const base = `/v1/ppm-schedules/${SCHEDULE_ID}`;

/** Serves the schedule, its forecast and ledger; `actions` answers POST …/<action>. */
function serve(schedule: TPpmSchedule, actions: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      const action = url.pathname.split('/').pop() ?? '';
      return actions[action]?.() ?? json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }
    if (url.pathname.endsWith(`${base}/forecast`)) return json(200, FORECAST);
    if (url.pathname.endsWith(`${base}/occurrences`)) return json(200, LEDGER);
    if (url.pathname.endsWith(base)) return json(200, schedule);
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const show = () => {
  const view = renderPage(
    <SchedulePage id={SCHEDULE_ID} title="Schedule" breadcrumbs={[]} />,
    `/ppm-tasks/schedules/${SCHEDULE_ID}`,
  );
  return { ...view, user: userEvent.setup() };
};

const postsTo = (action: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(`${base}/${action}`) && init?.method === 'POST',
  );

describe('SchedulePage', { timeout: 15_000 }, () => {
  it('shows the rule in words, the next occurrences and the facts of the work', async () => {
    serve(testSchedule());
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boiler service' }),
    ).toBeInTheDocument();
    const when = screen.getByRole('region', { name: 'When it falls due' });
    expect(within(when).getByText('Every month on the first Monday')).toBeInTheDocument();
    expect(within(when).getByText(/^From .*2026, 12 times$/)).toBeInTheDocument();
    expect(within(when).getByText('28 days before it is due (by frequency)')).toBeInTheDocument();
    expect(within(when).getByText('One occurrence in 3 is skipped')).toBeInTheDocument();
    expect(within(when).getByText(/March.*to.*September/)).toBeInTheDocument();
    expect(within(when).getByText('Move to the working day after')).toBeInTheDocument();

    const upcoming = screen.getByRole('list', { name: 'Next occurrences' });
    const rows = within(upcoming).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/April.*7|7.*April/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^moved from/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Skipped: Skipped (every nth)')).toBeInTheDocument();

    const work = screen.getByRole('region', { name: 'The work' });
    expect(within(work).getByText('Sam Okafor')).toBeInTheDocument();
    expect(within(work).getByText('Mechanical')).toBeInTheDocument();
    expect(within(work).getByText('Required to complete')).toBeInTheDocument();
    expect(within(work).getByRole('link', { name: 'Boiler checklist, version 3' })).toHaveAttribute(
      'href',
      '/templates/6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
    );
    const scope = screen.getByRole('region', { name: 'What it covers' });
    expect(within(scope).getByText('One task per asset')).toBeInTheDocument();
    expect(within(scope).getByRole('link', { name: 'Boiler 2' })).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: 'Planned parts' });
    expect(within(parts).getByText('Filter')).toBeInTheDocument();
    expect(within(parts).getByText('2 pcs')).toBeInTheDocument();
    expect(screen.getByText(/Isolate the gas supply\.\s+Check the flue\./)).toBeInTheDocument();
  });

  it('pauses with the note and shows the paused state', async () => {
    const paused = testSchedule({
      status: 'paused',
      pause_reason: 'manual',
      pause_note: 'Plant room closed for works',
      paused_at: '2026-03-10T09:00:00.000Z',
      next_due: null,
      upcoming: [],
    });
    serve(testSchedule(), { pause: () => json(200, paused) });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the schedule' });
    await user.type(
      within(dialog).getByLabelText('Note (optional)'),
      'Plant room closed for works',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(postsTo('pause')).toHaveLength(1));
    expect(JSON.parse(String(postsTo('pause')[0]?.[1]?.body))).toEqual({
      note: 'Plant room closed for works',
    });
    expect(await screen.findByText('Paused', { selector: '.MuiAlertTitle-root' })).toBeVisible();
    expect(screen.getByText('Plant room closed for works')).toBeInTheDocument();
    expect(screen.getByText(/^Since .*2026\. No task is made/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('says why a schedule paused itself when its assets were retired', async () => {
    serve(testSchedule({ status: 'paused', pause_reason: 'asset_retired', upcoming: [] }));
    show();
    expect(await screen.findByText('Paused: its assets were retired')).toBeInTheDocument();
  });

  it('lists the ledger in the History tab, with links to its tasks', async () => {
    serve(testSchedule());
    const { user } = show();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const ledger = await screen.findByRole('list', { name: 'Occurrences reached' });
    expect(within(ledger).getByText('Tasks made')).toBeInTheDocument();
    expect(within(ledger).getByRole('link', { name: 'PM-000123' })).toHaveAttribute(
      'href',
      `/ppm-tasks/${TASK_ID}`,
    );
    expect(within(ledger).getByText('Assigned')).toBeInTheDocument();
    const ledgerCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/occurrences'));
    expect(String(ledgerCall?.[0])).toMatch(/sort=date.*order=desc|order=desc.*sort=date/);
  });

  it('groups the forecast by month, with skipped occurrences and why', async () => {
    serve(testSchedule());
    const { user } = show();
    await user.click(await screen.findByRole('tab', { name: 'Forecast' }));
    const may = await screen.findByRole('region', { name: 'May 2026' });
    expect(within(may).getByText('Skipped: Skipped (every nth)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByText(/2 occurrences due\. 1 skipped\./)).toBeInTheDocument();
  });

  it('asks before archiving, then posts it', async () => {
    serve(testSchedule(), {
      archive: () =>
        json(200, testSchedule({ status: 'archived', archived_at: '2026-03-11T09:00:00.000Z' })),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: /Archive .*Boiler service.*\?/ });
    expect(within(dialog).getByText(/makes no more tasks/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(postsTo('archive')).toHaveLength(1));
    expect(await screen.findByText(/^Archived on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens the edit form with the schedule', async () => {
    serve(testSchedule());
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit Boiler service' })).toBeInTheDocument();
  });

  it('offers no action to someone who may only read', async () => {
    setAbilityRules([{ action: 'read', subject: 'ppm tasks' }]);
    serve(testSchedule());
    show();
    await screen.findByRole('heading', { level: 1, name: 'Boiler service' });
    for (const name of ['Edit', 'Pause', 'Resume', 'Archive']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says when the schedule is not found', async () => {
    fetchMock.mockImplementation(async () => json(404, { code: 'NOT_FOUND', message: 'Gone' }));
    show();
    expect(await screen.findByText('Schedule not found')).toBeInTheDocument();
  });
});
