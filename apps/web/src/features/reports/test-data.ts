/**
 * Report answers for the page's tests: the catalogue, a tickets report, SLA breaches, the asset
 * register, none.
 */
import type { TReport, TReportCatalogue } from '@mainstay/contracts';

export const CATALOGUE: TReportCatalogue = {
  items: [
    { key: 'tickets', group_by: ['building', 'category', 'priority', 'assignee'] },
    { key: 'sla', group_by: [] },
    { key: 'cost', group_by: ['building', 'asset', 'category', 'month'] },
  ],
};

const PERIOD = { range: '30d', from: '2025-03-01', to: '2025-03-30', timezone: 'UTC' } as const;

export const TICKETS_REPORT: TReport = {
  key: 'tickets',
  group_by: 'building',
  period: PERIOD,
  currency: 'GBP',
  columns: [
    { key: 'group', type: 'text' },
    { key: 'created', type: 'number' },
    { key: 'completed', type: 'number' },
    { key: 'open', type: 'number' },
  ],
  rows: [
    { group: 'Northwind House', created: 1204, completed: 1100, open: 12 },
    { group: 'Southwind Court', created: 30, completed: 28, open: 2 },
  ],
  totals: { created: 1234, completed: 1128, open: 14 },
  truncated: false,
  chart: {
    label: 'group',
    series: ['created', 'completed', 'open'],
    points: [
      { label: 'Northwind House', values: [1204, 1100, 12] },
      { label: 'Southwind Court', values: [30, 28, 2] },
    ],
  },
  generated_at: '2025-03-30T12:00:00.000Z',
};

export const COST_REPORT: TReport = {
  ...TICKETS_REPORT,
  key: 'cost',
  group_by: 'category',
  columns: [
    { key: 'group', type: 'text' },
    { key: 'labour', type: 'money' },
    { key: 'total', type: 'money' },
  ],
  rows: [{ group: 'Plumbing', labour: 123450, total: 150000 }],
  totals: { labour: 123450, total: 150000 },
  chart: {
    label: 'group',
    series: ['labour'],
    points: [{ label: 'Plumbing', values: [123450] }],
  },
};

export const SLA_REPORT: TReport = {
  ...TICKETS_REPORT,
  key: 'sla',
  group_by: null,
  columns: [
    { key: 'number', type: 'text' },
    { key: 'title', type: 'text' },
    { key: 'target', type: 'text' },
    { key: 'due_at', type: 'date' },
    { key: 'overrun_seconds', type: 'duration' },
  ],
  rows: [
    {
      number: 'RT-0042',
      title: 'Boiler leaking',
      target: 'Resolution',
      due_at: '2025-03-04T09:30:00.000Z',
      overrun_seconds: 3 * 3600 + 20 * 60,
    },
  ],
  totals: { number: 1, overrun_seconds: 3 * 3600 + 20 * 60 },
  truncated: true,
  chart: {
    label: 'priority',
    series: ['response', 'resolution'],
    points: [{ label: 'High', values: [0, 1] }],
  },
};

export const EMPTY_REPORT: TReport = {
  ...TICKETS_REPORT,
  rows: [],
  totals: { created: 0, completed: 0, open: 0 },
  chart: { label: 'group', series: ['created', 'completed', 'open'], points: [] },
};

export const ASSETS_REPORT: TReport = {
  ...TICKETS_REPORT,
  key: 'assets',
  group_by: 'asset',
  columns: [
    { key: 'group', type: 'text' },
    { key: 'warranty_expiry', type: 'date' },
    { key: 'warranty', type: 'text' },
    { key: 'open_tickets', type: 'number' },
  ],
  rows: [
    {
      group: 'AST-000001 Chiller',
      warranty_expiry: '2025-05-20',
      warranty: 'Expires within 90 days',
      open_tickets: 2,
    },
    { group: 'AST-000002 Pump', warranty_expiry: null, warranty: 'No warranty', open_tickets: 0 },
  ],
  totals: { open_tickets: 2 },
  chart: {
    label: 'group',
    series: ['open_tickets'],
    points: [{ label: 'AST-000001 Chiller', values: [2] }],
  },
};

export const PPM_REPORT: TReport = {
  ...TICKETS_REPORT,
  key: 'ppm_compliance',
  group_by: 'month',
  columns: [
    { key: 'group', type: 'text' },
    { key: 'due', type: 'number' },
    { key: 'on_time', type: 'number' },
    { key: 'late', type: 'number' },
    { key: 'missed', type: 'number' },
    { key: 'pending', type: 'number' },
    { key: 'compliance', type: 'percent' },
  ],
  rows: [
    { group: '2025-03', due: 4, on_time: 3, late: 1, missed: 1, pending: 0, compliance: 0.75 },
  ],
  totals: { due: 4, on_time: 3, late: 1, missed: 1, pending: 0, compliance: 0.75 },
  chart: {
    label: 'group',
    series: ['on_time', 'late'],
    points: [{ label: '2025-03', values: [3, 1] }],
  },
};
