/**
 * Where the sign-up wizard stands (spec section 3, "authentication state also holds ... the
 * registration step, the registration user id"), with the sign-up secret the server returned,
 * which every step after register sends beside the user id. Kept in sessionStorage (this tab
 * only, gone when it closes) so a reload lands on the same step; a small external store so every
 * step re-renders when it changes.
 */
import { useSyncExternalStore } from 'react';

/** Spec section 4 numbers the steps 1 to 5; inviting the team sits between payment and done. */
export const REGISTRATION_STEPS = [
  'account',
  'verify',
  'company',
  'payment',
  'invite',
  'done',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export interface RegistrationState {
  step: RegistrationStep;
  userId: string | null;
  /** The sign-up secret register returned; forgotten once the payment completes the sign-up. */
  secret: string | null;
  email: string | null;
  /** Epoch milliseconds before which another verification e-mail may not be asked for. */
  resendAvailableAt: number;
}

/** The sign-up's messages form one journey: each replaces the one before. */
export const SIGN_UP_JOURNEY = 'sign-up';

export const REGISTRATION_STORAGE_KEY = 'registration';

const INITIAL: RegistrationState = {
  step: 'account',
  userId: null,
  secret: null,
  email: null,
  resendAvailableAt: 0,
};

function isStep(value: unknown): value is RegistrationStep {
  return typeof value === 'string' && (REGISTRATION_STEPS as readonly string[]).includes(value);
}

function read(): RegistrationState {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return INITIAL;
    const value = parsed as Partial<Record<keyof RegistrationState, unknown>>;
    return {
      step: isStep(value.step) ? value.step : 'account',
      userId:
        typeof value.userId === 'string' || typeof value.userId === 'number'
          ? String(value.userId)
          : null,
      secret: typeof value.secret === 'string' ? value.secret : null,
      email: typeof value.email === 'string' ? value.email : null,
      resendAvailableAt: typeof value.resendAvailableAt === 'number' ? value.resendAvailableAt : 0,
    };
  } catch {
    return INITIAL;
  }
}

let snapshot: RegistrationState = read();
const listeners = new Set<() => void>();

function publish(next: RegistrationState): void {
  snapshot = next;
  try {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the wizard still works, it just does not survive a reload.
  }
  for (const listener of listeners) listener();
}

export function getRegistration(): RegistrationState {
  return snapshot;
}

export function updateRegistration(patch: Partial<RegistrationState>): void {
  publish({ ...snapshot, ...patch });
}

/** Starts the wait before another verification e-mail may be asked for. */
export function startResendCooldown(milliseconds: number): void {
  updateRegistration({ resendAvailableAt: Date.now() + milliseconds });
}

/** Forgets the wizard, e.g. once the new user reaches the dashboard or starts over. */
export function resetRegistration(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  snapshot = INITIAL;
  for (const listener of listeners) listener();
}

/** Reads storage again (tests, or another tab of the same session). */
export function reloadRegistration(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRegistration(): RegistrationState {
  return useSyncExternalStore(subscribe, () => snapshot);
}
