/**
 * Route meta: what the router guard and the layout need to know about a route. Routes carry it
 * in React Router's `handle`; a route without meta is blank-layout and public.
 */
import { useMatches } from 'react-router';
import type { Action, Subject } from '@mainstay/permissions';

export type LayoutKind = 'default' | 'blank';

export interface RouteMeta {
  layout: LayoutKind;
  public: boolean;
  unauthenticatedOnly?: boolean;
  /** The navigation item key highlighted while this route is shown. */
  activeNav?: string;
  permission?: { action: Action; subject: Subject };
  /** Ticket detail routes also open to readers of "my jobs" (spec section 6). */
  ticketDetail?: boolean;
  /** i18n key (namespace `pages`) of the page title, used for the document title and breadcrumbs. */
  titleKey?: string;
}

export const DEFAULT_ROUTE_META: RouteMeta = { layout: 'blank', public: true };

interface RouteHandle {
  meta?: Partial<RouteMeta>;
}

/** Merges meta from the outermost to the innermost matched route; the innermost wins. */
export function resolveRouteMeta(handles: readonly unknown[]): RouteMeta {
  let meta: RouteMeta = { ...DEFAULT_ROUTE_META };
  for (const handle of handles) {
    const partial = (handle as RouteHandle | undefined)?.meta;
    if (partial) meta = { ...meta, ...partial };
  }
  return meta;
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return resolveRouteMeta(matches.map((m) => m.handle));
}
