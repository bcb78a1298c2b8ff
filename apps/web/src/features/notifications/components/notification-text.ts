/**
 * How a notification reads: its sentence by type (with the ticket's number and title) and a
 * second line with who did it and when, in the reader's language.
 */
import { TICKET_KINDS, type TNotification } from '@mainstay/contracts';
import type { TFunction } from 'i18next';

export function notificationSentence(
  t: TFunction<'notifications'>,
  notification: TNotification,
): string {
  const number = notification.ticket?.number ?? notification.data.number ?? '';
  const title = notification.ticket?.title ?? notification.data.title ?? '';
  return t(`types.${notification.type}`, { number, title });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "il y a 2 heures", "منذ يوم" … or "now" below a minute. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export function notificationDetail(
  t: TFunction<'notifications'>,
  notification: TNotification,
  language: string,
): string {
  const when = relativeTime(notification.created_at, language);
  const actor = notification.data.actor;
  return actor ? t('byActor', { actor, when }) : when;
}

/** The ticket page a notification opens, or null when it names no ticket. */
export function notificationTarget(notification: TNotification): string | null {
  const ticket = notification.ticket;
  if (!ticket) return null;
  return `${TICKET_KINDS[ticket.kind].webBase}/${ticket.id}`;
}
