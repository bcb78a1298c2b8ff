/**
 * Every route of the product in one typed map, so links and the router never disagree.
 * Functions build paths with parameters.
 */
export const paths = {
  root: '/',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    notAuthorized: '/auth/not-authorized',
    acceptInvitation: '/auth/AcceptInvitation',
  },
  misc: {
    notAuthorized: '/pages/misc/not-authorized',
    notFound: (error = '404') => `/pages/misc/not-found/${encodeURIComponent(error)}`,
    comingSoon: '/pages/misc/coming-soon',
    underMaintenance: '/pages/misc/under-maintenance',
  },
  legal: {
    contactUs: '/contact-us',
    privacyPolicy: '/privacy-policy',
    termsAndConditions: '/terms-and-conditions',
  },
  front: {
    contact: '/front-pages/contact',
    payment: '/front-pages/payment',
    pricing: '/front-pages/pricing',
    helpCenter: '/front-pages/help-center',
    helpArticle: (title: string) => `/front-pages/help-center/article/${encodeURIComponent(title)}`,
  },
  feature: (feature: string, section?: string) =>
    section ? `/features/${feature}/${section}` : `/features/${feature}`,
  publicTag: (id: string | number) => `/ticket/tags/${id}`,
  feedback: {
    reactive: {
      feedback: '/reactive-tickets/feedback/feedback',
      reopen: '/reactive-tickets/feedback/reopen',
    },
    general: {
      feedback: '/general-tickets/feedback/feedback',
      reopen: '/general-tickets/feedback/reopen',
    },
    ppm: { feedback: '/ppm-tasks/feedback/feedback', reopen: '/ppm-tasks/feedback/reopen' },
  },
  dashboard: '/dashboard',
  dashboardsCrm: '/dashboards/crm',
  alerts: '/Alerts/alerts',
  assets: { list: '/assets/assets', detail: (id: string | number) => `/assets/${id}` },
  buildings: { list: '/buildings/buildings', detail: (id: string | number) => `/buildings/${id}` },
  locations: { list: '/locations/locations', detail: (id: string | number) => `/locations/${id}` },
  calendar: '/calendar/calendar',
  forms: { list: '/forms/forms', detail: (id: string | number) => `/forms/${id}` },
  templates: { list: '/templates/templates', detail: (id: string | number) => `/templates/${id}` },
  generalTickets: {
    list: '/general-tickets/generals',
    detail: (id: string | number) => `/general-tickets/${id}`,
  },
  reactiveTickets: {
    index: '/reactive-tickets',
    list: '/reactive-tickets/tickets',
    detail: (id: string | number) => `/reactive-tickets/${id}`,
  },
  ppmTasks: { list: '/ppm-tasks/tasks', detail: (id: string | number) => `/ppm-tasks/${id}` },
  ppmSchedules: {
    list: '/ppm-tasks/schedules',
    detail: (id: string) => `/ppm-tasks/schedules/${id}`,
  },
  myJobs: '/my-jobs/jobs',
  team: { list: '/team/team', detail: (id: string | number) => `/team/${id}` },
  tags: { list: '/tags/tags', detail: (id: string | number) => `/tags/${id}` },
  reports: '/reports',
  reportUnsubscribe: '/reports/unsubscribe',
  organisation: '/organisation/organisation',
  userProfile: '/user-profile',
  // new-area:paths (npm run new:area inserts above this line)
} as const;

/** Where a signed-in user lands by default (spec section 9). */
export const DEFAULT_LANDING = paths.dashboardsCrm;

/** The public feature pages (spec section 2), each with hero, section, feature and maintenance sub-pages. */
export const FEATURE_SLUGS = [
  'asset-management',
  'building-alerts',
  'checklist-forms',
  'general-ticket',
  'kpi-dashboard',
  'notification',
  'preventive-maintenance',
  'property-management',
  'qr-code-scanner',
  'reactive-tickets',
  'reporter-mobile-app',
  'team-scheduler',
] as const;
export const FEATURE_SECTIONS = ['hero', 'section', 'feature', 'maintenance'] as const;
