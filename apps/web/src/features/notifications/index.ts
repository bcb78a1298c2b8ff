/** In-app notifications: the navbar bell and its menu. */
export { NotificationsBell } from './components/notifications-bell.tsx';
