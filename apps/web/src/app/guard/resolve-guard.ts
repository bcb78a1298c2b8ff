/**
 * The route guard as a pure function: given where the user wants to go, what the route says
 * about itself and who the user is, decide to allow or redirect. Rules follow spec section 2
 * "Route guard behaviour", in its order of concern. Storage writes are returned, not performed,
 * so the decision stays testable; the caller applies them before redirecting.
 */
import {
  canOpenTicketDetail,
  type AbilitySubject,
  type Action,
  type AppAbility,
  type Subject,
} from '@mainstay/permissions';
import { firstPermittedPage } from '@/config/navigation.ts';
import { DEFAULT_LANDING, paths } from '@/config/paths.ts';
import type { RouteMeta } from '@/lib/route-meta.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

export interface RoutePermission {
  action: Action;
  subject: Subject;
}

/** Route meta as the guard reads it: a route may need several permissions at once. */
export type GuardMeta = RouteMeta & { permissions?: readonly RoutePermission[] };

export interface GuardInput {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
  meta: GuardMeta;
  loggedIn: boolean;
  /** Needed for signed-in users on pages that are neither public nor for visitors only. */
  ability?: AppAbility;
}

export type StorageWrites = Partial<
  Record<(typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], string>
>;

export type GuardResult =
  { type: 'allow' } | { type: 'redirect'; to: string; store?: StorageWrites };

const TICKET_FEEDBACK_LINK =
  /^\/(reactive-tickets|general-tickets)\/(\d+)\/feedback\/(feedback|reopen)\/?$/;
const TASK_FEEDBACK_LINK = /^\/ppm-tasks\/([^/]+)\/feedback\/(feedback|reopen)\/?$/;

/** The subject whose read permission opens a ticket detail page, by the page's first segment. */
const TICKET_DETAIL_SUBJECTS: Record<string, AbilitySubject> = {
  'reactive-tickets': 'reactive task',
  'general-tickets': 'general tickets',
  'ppm-tasks': 'ppm tasks',
};

/** A `to` target inside this app ('/x'); anything else ('//host', URLs) means the default landing. */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : DEFAULT_LANDING;
}

function withSearch(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function requiredPermissions(meta: GuardMeta): RoutePermission[] {
  return [...(meta.permission ? [meta.permission] : []), ...(meta.permissions ?? [])];
}

function mayOpen(meta: GuardMeta, pathname: string, ability: AppAbility): boolean {
  if (meta.ticketDetail) {
    const area = pathname.split('/')[1] ?? '';
    const subject = TICKET_DETAIL_SUBJECTS[area] ?? meta.permission?.subject;
    return subject !== undefined && canOpenTicketDetail(ability, subject);
  }
  return requiredPermissions(meta).every(({ action, subject }) => ability.can(action, subject));
}

export function resolveGuard({
  pathname,
  search,
  meta,
  loggedIn,
  ability,
}: GuardInput): GuardResult {
  const params = new URLSearchParams(search);

  // (a) Feedback links carry the ticket or task id in the path: keep it, drop it from the URL.
  const ticketLink = TICKET_FEEDBACK_LINK.exec(pathname);
  if (ticketLink) {
    const [, area, id, page] = ticketLink as unknown as [string, string, string, string];
    return {
      type: 'redirect',
      to: withSearch(`/${area}/feedback/${page}`, params),
      store: { [STORAGE_KEYS.feedbackTicketId]: id },
    };
  }
  const taskLink = TASK_FEEDBACK_LINK.exec(pathname);
  if (taskLink && taskLink[1] !== 'feedback') {
    const [, id, page] = taskLink as unknown as [string, string, string];
    return {
      type: 'redirect',
      to: withSearch(`/ppm-tasks/feedback/${page}`, params),
      store: { [STORAGE_KEYS.feedbackTaskId]: id },
    };
  }

  // (b) A password-reset link: keep token and email, continue on the reset page.
  const token = params.get('token');
  const email = params.get('email');
  if (token && email) {
    return {
      type: 'redirect',
      to: paths.auth.resetPassword,
      store: { [STORAGE_KEYS.resetToken]: token, [STORAGE_KEYS.resetEmail]: email },
    };
  }

  // (c) Public routes pass through.
  if (meta.public) return { type: 'allow' };

  // (d) `loggedIn` is true only with both an access token and a stored user (see session.ts).
  // (e) Pages for visitors only (login, register, ...) send a signed-in user to the dashboards,
  // or back where they were heading when the login link says so (`?to=`, same-app paths only).
  // This is also how a successful login moves on: the session changes, the guard redirects.
  if (meta.unauthenticatedOnly) {
    return loggedIn
      ? { type: 'redirect', to: safeReturnPath(params.get('to')) }
      : { type: 'allow' };
  }

  if (loggedIn) {
    if (!ability) throw new Error('The route guard needs the ability for a signed-in page');
    // (f) and (h): lacking the permission leads to not-authorized; ticket details also open to
    // readers of "my jobs".
    if (mayOpen(meta, pathname, ability)) return { type: 'allow' };
    // Sent to the default landing (after sign-in, from '/') without the dashboards: their
    // first page instead of a dead end.
    const landing = pathname === DEFAULT_LANDING ? firstPermittedPage(ability) : undefined;
    return { type: 'redirect', to: landing ?? paths.auth.notAuthorized };
  }

  // (g) Anonymous: to login, remembering where they wanted to go (not when that is the root).
  const wanted = withSearch(pathname, params);
  if (pathname === paths.root) return { type: 'redirect', to: paths.auth.login };
  return { type: 'redirect', to: `${paths.auth.login}?${new URLSearchParams({ to: wanted })}` };
}

/** Applies the storage writes a redirect asks for. */
export function applyStorageWrites(store: StorageWrites | undefined): void {
  if (!store) return;
  for (const [key, value] of Object.entries(store)) {
    if (value !== undefined) localStorage.setItem(key, value);
  }
}
