/**
 * Every signed-in route of spec section 2, with its permission and highlighted menu item.
 * Dialogs named in the spec (add alert, invoices, purchase orders, ...) open inside these pages
 * and are not routes of their own.
 */
import type { RouteObject } from 'react-router';
import { DEFAULT_LANDING, paths } from '@/config/paths.ts';
import { lazyRoute } from '@/app/errors/chunk-load-error.ts';
import { protectedPage } from './route-meta-helpers.ts';

const placeholder = lazyRoute(() => import('./placeholder-route.tsx'));

function page(
  path: string,
  handle: ReturnType<typeof protectedPage>,
  lazy = placeholder,
): RouteObject {
  return { path, handle, lazy };
}

const ticketDetail = { ticketDetail: true };

export const protectedRoutes: RouteObject[] = [
  page(
    paths.dashboard,
    protectedPage('titles.dashboard', 'dashboard', [['write', 'dashboard']]),
    lazyRoute(() => import('./dashboards/my-dashboard.tsx')),
  ),
  page(
    DEFAULT_LANDING,
    protectedPage('titles.dashboardsCrm', 'dashboard', [['read', 'dashboard']]),
    lazyRoute(() => import('./dashboards/service-dashboard.tsx')),
  ),
  page(paths.alerts, protectedPage('titles.alerts', 'alerts', [['read', 'alerts']])),

  page(
    paths.assets.list,
    protectedPage('titles.assets', 'assets', [['read', 'assets']]),
    lazyRoute(() => import('./assets/assets.tsx')),
  ),
  page(
    '/assets/:id',
    protectedPage('titles.assetDetail', 'assets', [['read', 'assets']], {
      parent: { titleKey: 'titles.assets', to: paths.assets.list },
    }),
    lazyRoute(() => import('./assets/asset-detail.tsx')),
  ),
  page(
    paths.buildings.list,
    protectedPage('titles.buildings', 'buildings', [['read', 'buildings']]),
    lazyRoute(() => import('./places/buildings.tsx')),
  ),
  page(
    '/buildings/:id',
    protectedPage('titles.buildingDetail', 'buildings', [['read', 'buildings']], {
      parent: { titleKey: 'titles.buildings', to: paths.buildings.list },
    }),
    lazyRoute(() => import('./places/building-detail.tsx')),
  ),
  page(
    paths.locations.list,
    protectedPage('titles.locations', 'locations', [['read', 'locations']]),
    lazyRoute(() => import('./places/locations.tsx')),
  ),
  page(
    '/locations/:id',
    protectedPage('titles.locationDetail', 'locations', [['read', 'locations']], {
      parent: { titleKey: 'titles.locations', to: paths.locations.list },
    }),
    lazyRoute(() => import('./places/location-detail.tsx')),
  ),
  page(paths.calendar, protectedPage('titles.calendar', 'calendar', [['read', 'calendar']])),

  page(
    paths.forms.list,
    protectedPage('titles.forms', 'forms', [['read', 'forms']]),
    lazyRoute(() => import('./forms/forms.tsx')),
  ),
  page(
    '/forms/:id',
    protectedPage('titles.formDetail', 'forms', [['read', 'forms']], {
      parent: { titleKey: 'titles.forms', to: paths.forms.list },
    }),
    lazyRoute(() => import('./forms/form-detail.tsx')),
  ),
  page(
    paths.templates.list,
    protectedPage('titles.templates', 'templates', [
      ['add', 'templates'],
      ['read', 'forms'],
    ]),
    lazyRoute(() => import('./templates/templates.tsx')),
  ),
  page(
    '/templates/:id',
    protectedPage(
      'titles.templateDetail',
      'templates',
      [
        ['add', 'templates'],
        ['read', 'forms'],
      ],
      { parent: { titleKey: 'titles.templates', to: paths.templates.list } },
    ),
    lazyRoute(() => import('./templates/template-builder.tsx')),
  ),

  page(
    paths.generalTickets.list,
    protectedPage('titles.generalTickets', 'general-tickets', [['read', 'general tickets']]),
    lazyRoute(() => import('./tickets/general-list.tsx')),
  ),
  page(
    '/general-tickets/:id',
    protectedPage('titles.generalTicketDetail', 'general-tickets', [['read', 'general tickets']], {
      ...ticketDetail,
      parent: { titleKey: 'titles.generalTickets', to: paths.generalTickets.list },
    }),
    lazyRoute(() => import('./tickets/general-detail.tsx')),
  ),
  page(
    paths.reactiveTickets.index,
    protectedPage('titles.reactiveTickets', 'reactive-tickets', [['read', 'reactive task']]),
    lazyRoute(() => import('./tickets/reactive-index.tsx')),
  ),
  page(
    paths.reactiveTickets.list,
    protectedPage('titles.reactiveTickets', 'reactive-tickets', [['read', 'reactive task']]),
    lazyRoute(() => import('./tickets/reactive-list.tsx')),
  ),
  page(
    '/reactive-tickets/:id',
    protectedPage('titles.reactiveTicketDetail', 'reactive-tickets', [['read', 'reactive task']], {
      ...ticketDetail,
      parent: { titleKey: 'titles.reactiveTickets', to: paths.reactiveTickets.list },
    }),
    lazyRoute(() => import('./tickets/reactive-detail.tsx')),
  ),
  page(
    paths.ppmTasks.list,
    protectedPage('titles.ppmTasks', 'ppm-task-list', [['read', 'ppm tasks']]),
    lazyRoute(() => import('./tickets/ppm-list.tsx')),
  ),
  page(
    paths.ppmSchedules.list,
    protectedPage('titles.ppmSchedules', 'ppm-schedules', [['read', 'ppm tasks']]),
    lazyRoute(() => import('./ppm/schedules.tsx')),
  ),
  page(
    '/ppm-tasks/schedules/:id',
    protectedPage('titles.ppmScheduleDetail', 'ppm-schedules', [['read', 'ppm tasks']], {
      parent: { titleKey: 'titles.ppmSchedules', to: paths.ppmSchedules.list },
    }),
    lazyRoute(() => import('./ppm/schedule-detail.tsx')),
  ),
  page(
    '/ppm-tasks/:id',
    protectedPage('titles.ppmTaskDetail', 'ppm-task-list', [['read', 'ppm tasks']], {
      ...ticketDetail,
      parent: { titleKey: 'titles.ppmTasks', to: paths.ppmTasks.list },
    }),
    lazyRoute(() => import('./tickets/ppm-detail.tsx')),
  ),
  page(
    paths.myJobs,
    protectedPage('titles.myJobs', 'my-jobs', [['read', 'my jobs']]),
    lazyRoute(() => import('./tickets/my-jobs.tsx')),
  ),

  page(
    paths.team.list,
    protectedPage('titles.team', 'team', [['read', 'team']]),
    lazyRoute(() => import('./team/team.tsx')),
  ),
  page(
    '/team/:id',
    protectedPage('titles.teamMember', 'team', [['read', 'team']], {
      parent: { titleKey: 'titles.team', to: paths.team.list },
    }),
    lazyRoute(() => import('./team/team-member.tsx')),
  ),
  page(paths.tags.list, protectedPage('titles.tags', 'tags', [['read', 'tags']])),
  page(
    '/tags/:id',
    protectedPage('titles.tagDetail', 'tags', [['read', 'tags']], {
      parent: { titleKey: 'titles.tags', to: paths.tags.list },
    }),
  ),
  page(
    paths.reports,
    protectedPage('titles.reports', 'reports', [['read', 'report']]),
    lazyRoute(() => import('./reports/reports.tsx')),
  ),
  page(
    paths.organisation,
    protectedPage('titles.organisation', 'organisation', [['read', 'organisation']]),
    lazyRoute(() => import('./organisation/organisation.tsx')),
  ),
  page(
    paths.userProfile,
    protectedPage('titles.userProfile', undefined, [['read', 'profile']]),
    lazyRoute(() => import('./profile/user-profile.tsx')),
  ),
  // new-area:routes (npm run new:area inserts above this line)
];
