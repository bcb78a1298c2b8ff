/**
 * Notifications: in-app and e-mail notices about tickets, and the routes that read them.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export {
  reportMailError,
  runBesideTransaction,
  settleNotificationMail,
} from './notification-mail.ts';
export { notificationsModule, notificationTicketHooks } from './notifications.module.ts';
export { notify } from './notify.ts';
