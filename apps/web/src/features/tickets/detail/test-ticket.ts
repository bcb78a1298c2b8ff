/** A ticket as GET {api}/:id answers, for the detail page's tests. */
import type { TTicketDetail } from '@mainstay/contracts';
import { TICKET } from '../list/test-data.ts';

export const TICKET_ID = '3f6c1d2e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
export const ME = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const OTHER = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

/** The list ticket's SLA, turned off: nothing due, nothing breached. */
const NO_SLA: TTicketDetail['sla'] = {
  ...TICKET.sla,
  state: 'none',
  resolution_due_at: null,
  resolution_breached: false,
  seconds_left: null,
};

export function testTicket(overrides: Partial<TTicketDetail> = {}): TTicketDetail {
  return {
    // The list's ticket, as the detail page's tests know it, with the fields only a detail has.
    ...TICKET,
    id: TICKET_ID,
    title: 'Leaking radiator valve',
    category: { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Plumbing', key: null },
    building: { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Northwind House' },
    location: null,
    assignees: [{ id: ME, name: 'Marco Rossi' }],
    reporter: { ...TICKET.reporter, name: 'Jane Doe', email: 'jane@example.com' },
    sla: NO_SLA,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    description: 'Water drips from the valve in room 2.14.',
    watchers: [],
    watching: false,
    hold_reason: null,
    cancel_reason: null,
    reopen_reason: null,
    completion_notes: null,
    started_at: '2026-03-01T10:00:00.000Z',
    closed_at: null,
    visit_count: 1,
    reopen_count: 0,
    first_call_resolution: null,
    completed_by: null,
    technician_signature: null,
    customer_signature: null,
    customer_signature_name: null,
    files: [],
    time_logs: [],
    parts: [],
    costs: {
      currency: 'GBP',
      labour: 0,
      parts: 0,
      purchase_orders: 0,
      invoices: 0,
      total: 0,
      minutes: 0,
    },
    feedback: null,
    allowed_transitions: ['on_hold', 'completed', 'cancelled'],
    can_edit: true,
    created_by: null,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
