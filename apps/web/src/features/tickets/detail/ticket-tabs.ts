/** The ticket page's tabs, kept in ?tab= so a link (or a reload) opens the same view. */
export const TICKET_TABS = ['overview', 'timeline', 'work', 'files'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export function tabFrom(value: string | null, available: readonly TicketTab[]): TicketTab {
  return available.find((tab) => tab === value) ?? 'overview';
}
