/**
 * The enumerations of tickets, in a file of their own so that tables tickets point at (PPM
 * schedules) can use them without importing the tickets table (no import cycle). The values are
 * the contract's; new ones are appended, as ALTER TYPE adds them.
 */
import {
  TICKET_KIND_VALUES,
  TICKET_PRIORITY_VALUES,
  TICKET_STATUS_VALUES,
} from '@mainstay/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const ticketKind = pgEnum('ticket_kind', TICKET_KIND_VALUES);
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUS_VALUES);
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITY_VALUES);
