/** A schedule, its forecast and its ledger as the API sends them, for the page's tests. */
import type { z } from 'zod';
import type {
  TPpmForecast,
  TPpmSchedule,
  ZPpmOccurrence,
  ZPpmOccurrenceListResponse,
} from '@mainstay/contracts';

export const SCHEDULE_ID = '5b0c2f4e-8d1a-4c3b-9e7f-2a6d8c0b1e34';
export const TASK_ID = '7e2a9c1d-3b4f-4a5e-8c6d-0f1e2d3c4b5a';

export function testSchedule(overrides: Partial<TPpmSchedule> = {}): TPpmSchedule {
  return {
    id: SCHEDULE_ID,
    title: 'Boiler service',
    status: 'active',
    pause_reason: null,
    building: { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Riverside House' },
    scope: 'assets',
    asset_count: 2,
    priority: 'high',
    rrule: 'FREQ=MONTHLY;BYDAY=1MO',
    rule: {
      triggers: [
        {
          type: 'calendar',
          frequency: 'monthly',
          interval: 1,
          weekdays: [],
          month_mode: 'nth_weekday',
          month_day: null,
          week_of_month: 1,
          weekday: 'mo',
          month: null,
        },
      ],
      combine: 'first',
      start_date: '2026-03-01',
      end_date: null,
      occurrence_count: 12,
      non_working_day: 'move_after',
      skip_every_nth: 3,
      seasons: [{ from: '03-01', to: '09-30' }],
      lead_time_days: null,
    },
    next_due: '2026-04-07',
    open_tasks: 2,
    assignees: [{ id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Sam Okafor' }],
    team: { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Mechanical' },
    contractor: null,
    instructions: 'Isolate the gas supply.\nCheck the flue.',
    location: null,
    asset_category: null,
    assets: [
      { id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', name: 'Boiler 1', code: 'BLR-001' },
      { id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', name: 'Boiler 2', code: 'BLR-002' },
    ],
    task_per_asset: true,
    category: { id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c', name: 'HVAC' },
    estimated_minutes: 90,
    signature_required: true,
    template: { id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d', name: 'Boiler checklist', version: 3 },
    parts: [{ name: 'Filter', quantity: 2, unit: 'pcs' }],
    previous_open: 'miss_previous',
    pause_note: null,
    paused_at: null,
    archived_at: null,
    upcoming: [
      { index: 2, date: '2026-04-06', due_date: '2026-04-07', skip_reason: null },
      { index: 3, date: '2026-05-04', due_date: null, skip_reason: 'skip_nth' },
    ],
    can_edit: true,
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

export const FORECAST: TPpmForecast = {
  from: '2026-04-01',
  to: '2027-03-31',
  occurrences: [
    { index: 2, date: '2026-04-06', due_date: '2026-04-07', skip_reason: null },
    { index: 3, date: '2026-05-04', due_date: null, skip_reason: 'skip_nth' },
    { index: 4, date: '2026-06-01', due_date: '2026-06-01', skip_reason: null },
  ],
};

export const OCCURRENCE: z.infer<typeof ZPpmOccurrence> = {
  id: '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f',
  date: '2026-03-02',
  index: 1,
  due_date: '2026-03-02',
  status: 'generated',
  skip_reason: null,
  tasks: [{ id: TASK_ID, number: 'PM-000123', status: 'assigned' }],
  created_at: '2026-02-02T01:00:00.000Z',
};

export const LEDGER: z.infer<typeof ZPpmOccurrenceListResponse> = {
  data: [OCCURRENCE],
  total: 1,
  page: 1,
  per_page: 10,
};
