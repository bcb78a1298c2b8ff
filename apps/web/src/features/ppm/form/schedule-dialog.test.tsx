import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPpmPreview, TPpmSchedule } from '@mainstay/contracts';
import { renderRoutes } from '../../../../test/render.tsx';
import { json, setupPageTest } from '../../../../test/page-test.tsx';
import { SCHEDULE_ID, testSchedule } from '../detail/test-schedule.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

/** A date as the dialog writes it in English (with its weekday). */
const shown = (date: string) => formatLocalDate(date, 'en', true);

const BUILDING = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const fetchMock = setupPageTest({
  namespaces: ['ppm', 'tickets', 'common', 'layout', 'validation'],
  rules: [{ action: 'manage', subject: 'all' }],
});

const PREVIEW: TPpmPreview = {
  from: '2026-12-03',
  to: '2027-03-03',
  occurrences: [
    { index: 0, date: '2027-01-01', due_date: '2027-01-04', skip_reason: null },
    { index: 1, date: '2027-02-01', due_date: '2027-02-01', skip_reason: null },
  ],
  added: [],
  removed: [],
  open_tasks: 0,
};

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Answers the look-ups and the schedule calls; records what was sent. */
function serve(preview: TPpmPreview = PREVIEW, saved: TPpmSchedule = testSchedule()) {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')) });
    }
    if (url.pathname.endsWith('/v1/ppm-schedules/preview')) return json(200, preview);
    if (url.pathname.endsWith('/v1/ppm-schedules') && method === 'POST') return json(201, saved);
    if (url.pathname.endsWith(`/v1/ppm-schedules/${SCHEDULE_ID}`) && method === 'PUT') {
      return json(200, saved);
    }
    if (url.pathname.endsWith('/v1/buildings/options')) {
      return json(200, { data: [{ id: BUILDING, name: 'Riverside House' }] });
    }
    if (url.pathname.endsWith('/v1/ppm-tasks/options')) {
      return json(200, { users: [], teams: [], contractors: [], categories: [] });
    }
    return json(200, { data: [], total: 0, page: 1, per_page: 20 });
  });
  return sent;
}

function renderDialog(schedule: TPpmSchedule | null = null) {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <ScheduleDialog open schedule={schedule} onClose={onClose} />,
      },
      { path: '/ppm-tasks/schedules/:id', Component: () => <p>Schedule page</p> },
    ],
    '/',
  );
  return { user: userEvent.setup(), onClose };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ScheduleDialog', { timeout: 30_000 }, () => {
  it('creates a monthly schedule on a whole building, showing its next dates first', async () => {
    const sent = serve();
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New maintenance schedule' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Gutter clearing');
    await choose(user, 'Building', 'Riverside House');
    await user.click(within(dialog).getByRole('radio', { name: 'The whole building' }));
    await user.clear(within(dialog).getByLabelText(/^Every how many months/));
    await user.type(within(dialog).getByLabelText(/^Every how many months/), '3');

    const next = within(dialog).getByRole('region', { name: 'Next dates' });
    expect(
      await within(next).findByText(`${shown('2027-01-01')}, moved to ${shown('2027-01-04')}`),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    await waitFor(() =>
      expect(sent.some((call) => call.path.endsWith('/v1/ppm-schedules'))).toBe(true),
    );
    const created = sent.find((call) => call.path.endsWith('/v1/ppm-schedules'));
    expect(created?.body).toMatchObject({
      title: 'Gutter clearing',
      building_id: BUILDING,
      scope: 'building',
      asset_ids: [],
      // The whole building: one task for it, not one per asset in it.
      task_per_asset: false,
      triggers: [
        expect.objectContaining({
          type: 'calendar',
          frequency: 'monthly',
          interval: 3,
          month_mode: 'day_of_month',
          month_day: 1,
        }),
      ],
      non_working_day: 'move_after',
    });
    expect(await screen.findByText('Schedule page')).toBeInTheDocument();
  });

  it('says what the rule lacks under its fields and sends nothing', async () => {
    const sent = serve();
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New maintenance schedule' });
    await choose(user, 'Repeats', 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Monday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await within(dialog).findByText('Choose at least one day of the week')).toBeVisible();
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Choose a building')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one asset')).toBeVisible();
    expect(sent.filter((call) => call.path.endsWith('/v1/ppm-schedules'))).toHaveLength(0);
  });

  it('shows what an edit changes and asks whether open tasks follow it', async () => {
    const sent = serve({
      ...PREVIEW,
      added: ['2027-01-04'],
      removed: ['2027-01-11'],
      open_tasks: 2,
    });
    const { user, onClose } = renderDialog(testSchedule());
    const dialog = await screen.findByRole('dialog', { name: 'Edit Boiler service' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Boiler annual service');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const review = await screen.findByRole('dialog', { name: 'Review the change' });
    expect(within(review).getByText(shown('2027-01-04'))).toBeVisible();
    expect(within(review).getByText(shown('2027-01-11'))).toBeVisible();
    await user.click(
      within(review).getByRole('radio', {
        name: 'Update their title, instructions, priority and category',
      }),
    );
    await user.click(within(review).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Boiler annual service', apply_to_open_tasks: true });
    expect(put?.body.triggers).toEqual(testSchedule().rule.triggers);
  });
});
