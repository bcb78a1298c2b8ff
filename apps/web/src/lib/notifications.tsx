/**
 * Messages appear as notifications (spec section 8). One queue, shown one at a time in a
 * snackbar; errors are announced assertively (role "alert"), the rest politely (role "status").
 * `notify` works outside React too (e.g. from a mutation callback).
 *
 * A message may belong to a journey (signing up, working one job): a newer message of the same
 * journey replaces the older one, queued or showing, so a wrong code followed by the right one
 * never leaves "Invalid verification code" on screen. `useJourneyStep` closes a journey's errors
 * when its step changes, so nothing of a finished step lingers into the next.
 */
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface Notification {
  id: number;
  message: string;
  severity: AlertColor;
  /** Milliseconds before it hides itself; errors stay longer. */
  duration: number;
  /** The journey it belongs to, if any: the next message of the journey replaces it. */
  journey?: string;
}

export interface NotifyOptions {
  journey?: string;
}

let queue: Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(
  message: string,
  severity: AlertColor = 'info',
  options: NotifyOptions = {},
): number {
  const id = nextId++;
  const duration = severity === 'error' ? 8000 : 5000;
  const next: Notification = { id, message, severity, duration };
  const { journey } = options;
  if (journey === undefined) {
    queue = [...queue, next];
  } else {
    next.journey = journey;
    // The newest message of a journey takes the place of its first one (shown at once if that
    // one was showing); any other message of the journey goes.
    const first = queue.findIndex((item) => item.journey === journey);
    queue =
      first === -1
        ? [...queue, next]
        : queue.flatMap((item, index) => {
            if (index === first) return [next];
            return item.journey === journey ? [] : [item];
          });
  }
  emit();
  return id;
}

export function dismissNotification(id: number): void {
  queue = queue.filter((n) => n.id !== id);
  emit();
}

/** Closes a journey's messages: all of them, or those of the given severities. */
export function dismissJourney(journey: string, severities?: readonly AlertColor[]): void {
  const before = queue.length;
  queue = queue.filter(
    (item) =>
      item.journey !== journey || (severities !== undefined && !severities.includes(item.severity)),
  );
  if (queue.length !== before) emit();
}

export interface Notifier {
  notify: typeof notify;
  success: (message: string, options?: NotifyOptions) => number;
  error: (message: string, options?: NotifyOptions) => number;
  info: (message: string, options?: NotifyOptions) => number;
  warning: (message: string, options?: NotifyOptions) => number;
}

const notifier: Notifier = {
  notify,
  success: (message, options) => notify(message, 'success', options),
  error: (message, options) => notify(message, 'error', options),
  info: (message, options) => notify(message, 'info', options),
  warning: (message, options) => notify(message, 'warning', options),
};

export function useNotify(): Notifier {
  return notifier;
}

/** A notifier whose every message belongs to `journey` (each replaces the one before). */
export function journeyNotifier(journey: string): Notifier {
  const bound = (severity: AlertColor) => (message: string, options?: NotifyOptions) =>
    notify(message, severity, { journey, ...options });
  return {
    notify: (message, severity, options) => notify(message, severity, { journey, ...options }),
    success: bound('success'),
    error: bound('error'),
    info: bound('info'),
    warning: bound('warning'),
  };
}

/** `journeyNotifier` for a component: the same notifier across renders. */
export function useJourneyNotify(journey: string): Notifier {
  return useMemo(() => journeyNotifier(journey), [journey]);
}

/**
 * Marks the step a journey is at: when it changes (or the journey's view goes), the journey's
 * errors and warnings close; a success that announced the move stays until it times out or the
 * next message of the journey replaces it.
 */
export function useJourneyStep(journey: string, step: string): void {
  useEffect(() => () => dismissJourney(journey, ['error', 'warning']), [journey, step]);
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
