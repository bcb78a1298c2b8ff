/**
 * Tickets (reactive and general): the list, overview and detail pages, the create/edit dialog,
 * and the pieces other features show (chips, kinds, list queries, status moves).
 */
export { TicketsPage, type TicketsPageProps } from './list/tickets-page.tsx';
export {
  ReactiveOverviewPage,
  type ReactiveOverviewPageProps,
} from './list/reactive-overview-page.tsx';
export { TicketPage, type TicketPageProps } from './detail/ticket-page.tsx';
export { TicketDialog, type TicketDialogProps } from './form/ticket-dialog.tsx';
export { ReportFaultButton, type ReportFaultButtonProps } from './form/report-fault-button.tsx';
export {
  ComplianceChip,
  PriorityChip,
  SlaChip,
  TicketStatusChip,
  formatDuration,
} from './components/chips.tsx';
export { TICKET_KINDS, ticketJourney, type TicketKindConfig } from './lib/kinds.ts';
export { ticketsKeys } from './api/keys.ts';
export { ticketsQueryOptions, useTicketsQuery } from './api/list-tickets.ts';
export { useBuildingChoicesQuery } from './api/place-choices.ts';
export { useMoveTicketMutation, type TicketMove } from './api/change-status.ts';
export { categoryLabel, type CategoryLike } from './list/category-label.ts';
export {
  DRILL_DOWN_FILTERS,
  TICKET_FILTERS,
  type DrillDownFilter,
  type TicketListFilter,
} from './lib/list-filters.ts';
export { PeoplePicker } from './form/choice-pickers.tsx';
export { AssetPicker } from './form/asset-picker.tsx';
export { useTicketOptionsQuery } from './api/ticket-options.ts';
export {
  useAssetChoicesQuery,
  useLocationChoicesQuery,
  type AssetChoice,
} from './api/place-choices.ts';
