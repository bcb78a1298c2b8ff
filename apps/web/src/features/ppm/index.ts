/**
 * Planned maintenance schedules: the list, one schedule's page (its rule, forecast and
 * generation history) and the create/edit dialog with its rule builder and change preview.
 * The tasks they make are tickets of kind `ppm` (the tickets feature's pages).
 */
export { SchedulesPage, type SchedulesPageProps } from './list/schedules-page.tsx';
export { SchedulePage, type SchedulePageProps } from './detail/schedule-page.tsx';
export { ScheduleDialog, type ScheduleDialogProps } from './form/schedule-dialog.tsx';
export { ppmKeys } from './api/keys.ts';
