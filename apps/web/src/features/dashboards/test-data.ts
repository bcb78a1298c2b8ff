/** A service dashboard answer for the page's tests: every figure set, and one with none. */
import type { TServiceDashboard } from '@mainstay/contracts';

export const TEAM = { id: '3e0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b23', name: 'Electricians' };
export const PERSON = { id: '4f0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b24', name: 'Ada Lovelace' };

export const DASHBOARD: TServiceDashboard = {
  period: {
    range: '30d',
    from: '2025-03-01',
    to: '2025-03-30',
    previous_from: '2025-01-30',
    previous_to: '2025-02-28',
    timezone: 'Europe/London',
    trend_step: 'day',
  },
  resolution_time: {
    count: 40,
    mean_seconds: 3 * 3600 + 20 * 60,
    median_seconds: 2 * 86400 + 4 * 3600,
    business_hours: true,
    by_priority: [
      { priority: 'critical', count: 5, mean_seconds: 45 * 60, median_seconds: 40 * 60 },
      { priority: 'low', count: 0, mean_seconds: null, median_seconds: null },
    ],
  },
  completed: {
    count: 48,
    previous_count: 40,
    by_team: [{ ...TEAM, count: 30 }],
    by_person: [{ ...PERSON, count: 12 }],
  },
  tickets: [
    {
      kind: 'reactive',
      open: 17,
      by_status: [
        { status: 'new', count: 9 },
        { status: 'on_hold', count: 8 },
      ],
      created: 61,
      previous_created: 55,
    },
    {
      kind: 'general',
      open: 4,
      by_status: [{ status: 'assigned', count: 4 }],
      created: 6,
      previous_created: 7,
    },
  ],
  overdue: { count: 7, by_priority: [{ priority: 'high', count: 7 }] },
  overdue_jobs: { mine: 2, my_teams: 5 },
  feedback: {
    count: 10,
    average: 4.2,
    distribution: [0, 1, 1, 3, 5],
    latest: [
      {
        ticket_id: '5a0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b25',
        number: 'RT-000031',
        kind: 'reactive',
        rating: 5,
        comment: 'Quick and tidy',
        at: '2025-03-29T10:00:00.000Z',
      },
    ],
  },
  first_call_resolution: {
    completed: 48,
    first_visit: 36,
    rate: 0.75,
    reopened: 3,
    reopen_rate: 0.0625,
  },
  sla: {
    response: { met: 45, breached: 5, rate: 0.9 },
    resolution: { met: 38, breached: 2, rate: 0.95 },
  },
  trend: [
    { start: '2025-03-01', created: 3, completed: 2, resolution_sla_rate: 1 },
    { start: '2025-03-02', created: 1, completed: 4, resolution_sla_rate: 0.5 },
  ],
  backlog_by_age: [
    { bucket: '1d', count: 4 },
    { bucket: 'older', count: 2 },
  ],
  by_priority: [{ priority: 'high', count: 20 }],
  by_category: [{ id: null, name: null, key: null, count: 6 }],
  ppm: {
    due_this_week: 9,
    overdue: 3,
    completed: 44,
    compliance: { on_time: 46, late: 4, pending: 2, rate: 0.92, previous_rate: 0.875 },
  },
  generated_at: '2025-03-30T12:00:00.000Z',
};

/** An organisation without any ticket yet: every share and duration null, every count 0. */
export const EMPTY_DASHBOARD: TServiceDashboard = {
  ...DASHBOARD,
  resolution_time: {
    count: 0,
    mean_seconds: null,
    median_seconds: null,
    business_hours: false,
    by_priority: [],
  },
  completed: { count: 0, previous_count: 0, by_team: [], by_person: [] },
  tickets: [
    { kind: 'reactive', open: 0, by_status: [], created: 0, previous_created: 0 },
    { kind: 'general', open: 0, by_status: [], created: 0, previous_created: 0 },
  ],
  overdue: { count: 0, by_priority: [] },
  overdue_jobs: { mine: 0, my_teams: 0 },
  feedback: { count: 0, average: null, distribution: [0, 0, 0, 0, 0], latest: [] },
  first_call_resolution: {
    completed: 0,
    first_visit: 0,
    rate: null,
    reopened: 0,
    reopen_rate: null,
  },
  sla: {
    response: { met: 0, breached: 0, rate: null },
    resolution: { met: 0, breached: 0, rate: null },
  },
  trend: [{ start: '2025-03-01', created: 0, completed: 0, resolution_sla_rate: null }],
  backlog_by_age: [],
  by_priority: [],
  by_category: [],
  ppm: {
    due_this_week: 0,
    overdue: 0,
    completed: 0,
    compliance: { on_time: 0, late: 0, pending: 0, rate: null, previous_rate: null },
  },
};
