/** Shared fixtures of the ticket list and form tests: one ticket and the /options answer. */
import type { TTicketListItem, TTicketOptions } from '@mainstay/contracts';

export const BUILDING = '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
export const ROOM = '1c9f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2d';
export const USER = '2d0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2e';
export const CATEGORY = '3e1f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2f';
export const TICKET_ID = '4f2f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b30';

export const TICKET: TTicketListItem = {
  id: TICKET_ID,
  kind: 'reactive',
  number: 'RT-000123',
  title: 'Boiler leaking in plant room',
  status: 'in_progress',
  priority: 'high',
  category: { id: CATEGORY, name: 'HVAC', key: null },
  building: { id: BUILDING, name: 'Northwind House' },
  location: { id: ROOM, name: 'Plant room' },
  asset: null,
  assignees: [{ id: USER, name: 'Ada Lovelace' }],
  team: null,
  contractor: null,
  reporter: { user: null, name: 'Grace Hopper', email: 'grace@example.com', phone: null },
  tags: [],
  due_at: null,
  sla: {
    state: 'breached',
    policy: null,
    response_due_at: null,
    resolution_due_at: '2026-01-01T10:00:00.000Z',
    responded_at: null,
    response_breached: false,
    resolution_breached: true,
    seconds_left: -7500,
    paused_remaining_seconds: null,
    escalated: false,
  },
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  completed_at: null,
  ppm: null,
};

export const OPTIONS: TTicketOptions = {
  users: [{ id: USER, name: 'Ada Lovelace', email: 'ada@example.com' }],
  teams: [],
  contractors: [],
  categories: [{ id: CATEGORY, name: 'HVAC', key: 'hvac' }],
};

export { json } from '../../../../test/page-test.tsx';
