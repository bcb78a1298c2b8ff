/**
 * The caller's in-app notifications.
 */
import { defineEndpoint, listEndpoint, noContent } from '../endpoints/define.ts';
import {
  ZMarkNotificationsRequest,
  ZNotificationListQuery,
  ZNotificationListResponse,
} from '../tickets/sla.ts';

export const notificationEndpoints = {
  listNotifications: listEndpoint({
    path: '/v1/notifications',
    query: ZNotificationListQuery,
    response: ZNotificationListResponse,
    access: { signedIn: true },
    tags: ['notifications'],
    summary: "The caller's notifications, newest first, with how many are unread",
    description: '`unread=true` lists only unread ones; `unread` in the answer counts them all.',
  }),
  markNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/v1/notifications/read',
    body: ZMarkNotificationsRequest,
    responses: { 204: noContent('Marked') },
    errors: [401, 403, 422],
    access: { signedIn: true },
    tags: ['notifications'],
    summary: 'Mark notifications as read (all of them when no ids are given)',
    description: "Ids of other people's notifications are ignored.",
  }),
};
