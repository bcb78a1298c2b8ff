/**
 * Messages appear as notifications (spec section 8). One queue, shown one at a time in a
 * snackbar; errors are announced assertively (role "alert"), the rest politely (role "status").
 * `notify` works outside React too (e.g. from a mutation callback).
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface Notification {
  id: number;
  message: string;
  severity: AlertColor;
  /** Milliseconds before it hides itself; errors stay longer. */
  duration: number;
}

let queue: Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(message: string, severity: AlertColor = 'info'): number {
  const id = nextId++;
  const duration = severity === 'error' ? 8000 : 5000;
  queue = [...queue, { id, message, severity, duration }];
  emit();
  return id;
}

export function dismissNotification(id: number): void {
  queue = queue.filter((n) => n.id !== id);
  emit();
}

export interface Notifier {
  notify: typeof notify;
  success: (message: string) => number;
  error: (message: string) => number;
  info: (message: string) => number;
  warning: (message: string) => number;
}

const notifier: Notifier = {
  notify,
  success: (message) => notify(message, 'success'),
  error: (message) => notify(message, 'error'),
  info: (message) => notify(message, 'info'),
  warning: (message) => notify(message, 'warning'),
};

export function useNotify(): Notifier {
  return notifier;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NotificationSnackbar = lazy(() => import('./notification-snackbar.tsx'));

/**
 * Renders the first queued notification; mount once, inside the theme. The snackbar's code is
 * fetched with the first message, keeping it out of the first page load.
 */
export function NotificationsHost(): ReactNode {
  const current = useSyncExternalStore(subscribe, () => queue[0]);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationSnackbar
        key={current.id}
        notification={current}
        onClose={() => dismissNotification(current.id)}
      />
    </Suspense>
  );
}
