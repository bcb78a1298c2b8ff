/** The ticket page's tabs (the first is the default), kept in ?tab= so a link or a reload opens the same view. */
export const TICKET_TABS = ['overview', 'timeline', 'work', 'forms', 'files'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];
