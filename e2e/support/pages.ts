// Every built page of Mainstay, in one list, for axe.spec.ts, which visits all of them (axe-core
// in light and dark, and no sideways scrolling at 360 px). A new page joins with one line here.
// A path may name a demo record by `{kind}` (the first one the demo owner sees of that kind,
// looked up once per worker by `demoRecords`); signed-in pages open as the demo owner.
import type { APIRequestContext } from '@playwright/test';

export interface AppPage {
  /** Shown in test titles and failure messages. */
  name: string;
  /** Path to open; `{building}`, `{asset}`, ... are replaced by demo record ids. */
  path: string;
  /** Opened signed in (as the demo owner) or as an anonymous visitor. */
  signedIn: boolean;
}

const visitor = (name: string, path: string): AppPage => ({ name, path, signedIn: false });
const member = (name: string, path: string): AppPage => ({ name, path, signedIn: true });

export const APP_PAGES: readonly AppPage[] = [
  // Public
  visitor('login', '/auth/login'),
  visitor('register', '/auth/register'),
  visitor('forgot password', '/auth/forgot-password'),
  visitor('reset password', '/auth/reset-password'),
  visitor('accept invitation', '/auth/AcceptInvitation'),
  visitor('not found', '/pages/misc/not-found/404'),
  visitor('not authorised', '/pages/misc/not-authorized'),
  visitor('coming soon', '/pages/misc/coming-soon'),
  visitor('under maintenance', '/pages/misc/under-maintenance'),
  visitor('reactive feedback', '/reactive-tickets/feedback/feedback'),
  visitor('reactive reopen', '/reactive-tickets/feedback/reopen'),
  visitor('general feedback', '/general-tickets/feedback/feedback'),
  visitor('general reopen', '/general-tickets/feedback/reopen'),
  visitor('report unsubscribe', '/reports/unsubscribe?t=not-a-real-token'),
  visitor('public placeholder', '/front-pages/pricing'),
  // Signed in: lists and a record of each kind
  member('buildings', '/buildings/buildings'),
  member('building', '/buildings/{building}'),
  member('locations', '/locations/locations'),
  member('location', '/locations/{location}'),
  member('assets', '/assets/assets'),
  member('asset', '/assets/{asset}'),
  member('reactive tickets', '/reactive-tickets/tickets'),
  member('reactive ticket', '/reactive-tickets/{reactiveTicket}'),
  member('general tickets', '/general-tickets/generals'),
  member('general ticket', '/general-tickets/{generalTicket}'),
  member('my jobs', '/my-jobs/jobs'),
  member('service dashboard', '/dashboards/crm'),
  member(
    'service dashboard: custom period',
    '/dashboards/crm?range=custom&from=2025-01-01&to=2025-03-31',
  ),
  member('my dashboard', '/dashboard'),
  member('team', '/team/team'),
  member('team: teams', '/team/team?tab=teams'),
  member('team: contractors', '/team/team?tab=contractors'),
  member('team: leave', '/team/team?tab=leave'),
  member('team member', '/team/{member}'),
  member('organisation: billing', '/organisation/organisation?tab=billing'),
  member('organisation: branding', '/organisation/organisation?tab=branding'),
  member('organisation: signature', '/organisation/organisation?tab=signature-comment'),
  member('organisation: subscription', '/organisation/organisation?tab=subscription'),
  member('organisation: users', '/organisation/organisation?tab=users'),
  member('organisation: roles', '/organisation/organisation?tab=roles'),
  member('organisation: audit log', '/organisation/organisation?tab=audit-log'),
  member('reports', '/reports'),
  member('report: SLA breaches', '/reports?report=sla'),
  member('reports: scheduled', '/reports?tab=schedules'),
  member(
    'report: tickets by priority, this quarter',
    '/reports?report=tickets&group_by=priority&range=quarter',
  ),
  member('report: asset register', '/reports?report=assets'),
  member('templates', '/templates/templates'),
  member('template builder', '/templates/{template}'),
  member('forms', '/forms/forms'),
  member('form', '/forms/{form}'),
  member('user profile', '/user-profile'),
  member('not authorised (signed in)', '/auth/not-authorized'),
  member('not found (signed in)', '/pages/misc/not-found/404'),
  member('PPM tasks', '/ppm-tasks/tasks'),
  member('PPM task', '/ppm-tasks/{ppmTask}'),
  member('PPM schedules', '/ppm-tasks/schedules'),
  member('PPM schedule', '/ppm-tasks/schedules/{ppmSchedule}'),
  // Signed in: placeholders of the areas still to come
  member('alerts', '/Alerts/alerts'),
  member('calendar', '/calendar/calendar'),
  member('tags', '/tags/tags'),
];

/** Where each `{kind}` of a path comes from: the API list whose first record it takes. */
const RECORD_SOURCES = {
  building: '/api/v1/buildings',
  location: '/api/v1/locations',
  asset: '/api/v1/assets',
  reactiveTicket: '/api/v1/reactive-tickets',
  generalTicket: '/api/v1/general-tickets',
  ppmTask: '/api/v1/ppm-tasks',
  ppmSchedule: '/api/v1/ppm-schedules',
  member: '/api/v1/team/members',
  template: '/api/v1/templates',
  form: '/api/v1/forms',
} as const;

export type DemoRecords = Record<keyof typeof RECORD_SOURCES, string>;

/** The first record of each kind the signed-in user (token) sees. */
export async function demoRecords(request: APIRequestContext, token: string): Promise<DemoRecords> {
  const entries = await Promise.all(
    Object.entries(RECORD_SOURCES).map(async ([kind, url]) => {
      const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
      const body = (await response.json()) as { data: { id: string | number }[] };
      const first = body.data[0];
      if (!first) throw new Error(`The demo organisation has no record at ${url}`);
      return [kind, String(first.id)] as const;
    }),
  );
  return Object.fromEntries(entries) as DemoRecords;
}

/** The page's path with its `{kind}` placeholders filled in. */
export function pathOf(page: AppPage, records: DemoRecords | null): string {
  return page.path.replace(/\{(\w+)\}/g, (_, kind: string) => {
    const id = records?.[kind as keyof DemoRecords];
    if (!id) throw new Error(`No demo record "${kind}" for ${page.name}`);
    return id;
  });
}
