/**
 * Builders for route `handle`s, so the route tables read as a list of decisions. Meta follows
 * `RouteMeta` (lib/route-meta.ts) plus two fields the app layer reads: `permissions` (routes that
 * need several rules, e.g. templates) and `parent` (the list page a detail page belongs to, for
 * breadcrumbs).
 */
import type { Action, Subject } from '@mainstay/permissions';
import type { GuardMeta } from '@/app/guard/resolve-guard.ts';

export interface ParentCrumb {
  titleKey: string;
  to: string;
}

export type PageMeta = GuardMeta & { parent?: ParentCrumb };

export interface PageHandle {
  meta: Partial<PageMeta>;
}

type Rule = [Action, Subject];

/** A public page in the blank layout. */
export function publicPage(titleKey: string, extra: Partial<PageMeta> = {}): PageHandle {
  return { meta: { layout: 'blank', public: true, titleKey, ...extra } };
}

/**
 * Sign-in and sign-up pages: open to visitors, and only to them. They are marked not public
 * so the guard's "visitors only" rule (spec section 2) can send a signed-in user onwards.
 */
export function visitorPage(titleKey: string): PageHandle {
  return { meta: { layout: 'blank', public: false, unauthenticatedOnly: true, titleKey } };
}

/** A signed-in page in the default layout, needing every listed rule. */
export function protectedPage(
  titleKey: string,
  activeNav: string | undefined,
  rules: readonly Rule[],
  extra: Partial<PageMeta> = {},
): PageHandle {
  const [first, ...rest] = rules.map(([action, subject]) => ({ action, subject }));
  return {
    meta: {
      layout: 'default',
      public: false,
      titleKey,
      ...(activeNav ? { activeNav } : {}),
      ...(first ? { permission: first } : {}),
      ...(rest.length ? { permissions: rest } : {}),
      ...extra,
    },
  };
}
