/** Query keys of the ticket pages: every key starts with 'tickets', so one prefix reaches them all. */
import type { TTicketKind } from '@mainstay/contracts';

export const ticketsKeys = {
  all: ['tickets'] as const,
  kind: (kind: TTicketKind) => ['tickets', kind] as const,
  lists: (kind: TTicketKind) => ['tickets', kind, 'list'] as const,
  list: (kind: TTicketKind, params: object) => ['tickets', kind, 'list', params] as const,
  detail: (kind: TTicketKind, id: string) => ['tickets', kind, 'detail', id] as const,
  activity: (kind: TTicketKind, id: string) => ['tickets', kind, 'activity', id] as const,
  options: (kind: TTicketKind) => ['tickets', kind, 'options'] as const,
  categories: (kind: TTicketKind) => ['tickets', kind, 'categories'] as const,
  savedViews: (page: string) => ['tickets', 'saved-views', page] as const,
  myJobs: (params: object) => ['tickets', 'my-jobs', params] as const,
  settings: () => ['tickets', 'settings'] as const,
  slaPolicies: () => ['tickets', 'sla-policies'] as const,
  holidays: () => ['tickets', 'holidays'] as const,
};
