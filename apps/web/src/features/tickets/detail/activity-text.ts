/**
 * One timeline entry in words: "Status: In progress → On hold", "Assigned to Ana, Team North",
 * "SLA breached"… The entry's `data` is loose by type (see ZTicketActivity), so each field is
 * read defensively and a missing one simply leaves its part out.
 */
import type { TFunction } from 'i18next';
import {
  TICKET_STATUS_VALUES,
  type TTicketActivity,
  type TTicketStatus,
} from '@mainstay/contracts';

const isStatus = (value: unknown): value is TTicketStatus =>
  typeof value === 'string' && (TICKET_STATUS_VALUES as readonly string[]).includes(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A name from a ref ({name}) or a plain string. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'name' in value) return text(value.name);
  return '';
}

function assignmentNames(data: Record<string, unknown>): string {
  const people = Array.isArray(data.assignees) ? data.assignees.map(nameOf) : [];
  return [...people, nameOf(data.team), nameOf(data.contractor)].filter(Boolean).join(', ');
}

export interface ActivityWords {
  /** The headline after the actor's name. */
  summary: string;
  /** A reason given with a status change. */
  reason: string;
}

export function activityWords(
  entry: TTicketActivity,
  t: TFunction<'ticketDetail'>,
  format: { status: (value: TTicketStatus) => string; minutes: (total: number) => string },
): ActivityWords {
  const { status } = format;
  const data = entry.data;
  const reason = text(data.reason);
  switch (entry.type) {
    case 'status': {
      const to = isStatus(data.to) ? status(data.to) : '';
      const summary = isStatus(data.from)
        ? t('timeline.statusChange', { from: status(data.from), to })
        : t('timeline.statusSet', { to });
      return { summary, reason };
    }
    case 'assignment': {
      const names = assignmentNames(data);
      return {
        summary: names ? t('timeline.assignedTo', { names }) : t('timeline.unassigned'),
        reason: '',
      };
    }
    case 'sla': {
      const event = text(data.event);
      const known = ['at_risk', 'breached', 'escalated'].includes(event);
      return { summary: t(known ? `timeline.sla.${event}` : 'timeline.sla.other'), reason: '' };
    }
    case 'feedback':
      return {
        summary: t('timeline.feedback', {
          rating: typeof data.rating === 'number' ? data.rating : '?',
        }),
        reason: '',
      };
    case 'time':
      return {
        summary: t('timeline.time', {
          duration: format.minutes(typeof data.minutes === 'number' ? data.minutes : 0),
        }),
        reason: '',
      };
    case 'part':
      return { summary: t('timeline.part', { description: text(data.description) }), reason: '' };
    default:
      return { summary: t(`timeline.types.${entry.type}`), reason: '' };
  }
}
