/**
 * Every public route of spec section 2 (blank layout). Pages already built have their own
 * module; the rest share the placeholder page, titled from their meta.
 */
import type { RouteObject } from 'react-router';
import { FEATURE_SECTIONS, FEATURE_SLUGS, paths } from '@/config/paths.ts';
import { lazyRoute } from '@/app/errors/chunk-load-error.ts';
import { publicPage, visitorPage, type PageHandle } from './route-meta-helpers.ts';

const placeholder = lazyRoute(() => import('./placeholder-route.tsx'));
const notFound = lazyRoute(() => import('./misc/not-found.tsx'));
const notAuthorized = lazyRoute(() => import('./misc/not-authorized.tsx'));

function page(path: string, handle: PageHandle, lazy = placeholder): RouteObject {
  return { path, handle, lazy };
}

const featureRoutes: RouteObject[] = FEATURE_SLUGS.map((slug) => ({
  path: paths.feature(slug),
  handle: publicPage(`features.${slug}`),
  children: [
    { index: true, lazy: placeholder },
    ...FEATURE_SECTIONS.map((section) =>
      page(section, publicPage(`featureSections.${section}`), placeholder),
    ),
  ],
}));

/** Public pages shown inside the signed-in shell to a signed-in user (adaptive layout). */
export const shellWhenSignedInRoutes: RouteObject[] = [
  page(paths.auth.notAuthorized, publicPage('titles.notAuthorized'), notAuthorized),
  page(paths.misc.notAuthorized, publicPage('titles.notAuthorized'), notAuthorized),
];

export const publicRoutes: RouteObject[] = [
  page(
    paths.auth.login,
    visitorPage('titles.login'),
    lazyRoute(() => import('./auth/login.tsx')),
  ),
  // Public, not visitors-only: payment signs the new user in before the last two steps; the
  // page itself sends a signed-in user with no sign-up under way to the dashboards.
  page(
    paths.auth.register,
    publicPage('titles.register'),
    lazyRoute(() => import('./auth/register.tsx')),
  ),
  page(
    paths.auth.forgotPassword,
    visitorPage('titles.forgotPassword'),
    lazyRoute(() => import('./auth/forgot-password.tsx')),
  ),
  page(
    paths.auth.resetPassword,
    visitorPage('titles.resetPassword'),
    lazyRoute(() => import('./auth/reset-password.tsx')),
  ),
  page(
    paths.auth.acceptInvitation,
    visitorPage('titles.acceptInvitation'),
    lazyRoute(() => import('./auth/accept-invitation.tsx')),
  ),
  page('/pages/misc/not-found/:error', publicPage('titles.notFound'), notFound),
  page(
    paths.misc.comingSoon,
    publicPage('titles.comingSoon'),
    lazyRoute(() => import('./misc/coming-soon.tsx')),
  ),
  page(
    paths.misc.underMaintenance,
    publicPage('titles.underMaintenance'),
    lazyRoute(() => import('./misc/under-maintenance.tsx')),
  ),

  page(paths.legal.contactUs, publicPage('titles.contactUs')),
  page(paths.legal.privacyPolicy, publicPage('titles.privacyPolicy')),
  page(paths.legal.termsAndConditions, publicPage('titles.termsAndConditions')),

  page(paths.front.contact, publicPage('titles.frontContact')),
  page(paths.front.payment, publicPage('titles.payment')),
  page(paths.front.pricing, publicPage('titles.pricing')),
  page(paths.front.helpCenter, publicPage('titles.helpCenter')),
  page(
    '/front-pages/help-center/article/:title',
    publicPage('titles.helpArticle', {
      parent: { titleKey: 'titles.helpCenter', to: paths.front.helpCenter },
    }),
  ),
  ...featureRoutes,

  page('/ticket/tags/:id', publicPage('titles.publicTag')),
  page(
    paths.feedback.reactive.feedback,
    publicPage('titles.reactiveFeedback'),
    lazyRoute(() => import('./tickets/reactive-feedback.tsx')),
  ),
  page(
    paths.feedback.reactive.reopen,
    publicPage('titles.reactiveReopen'),
    lazyRoute(() => import('./tickets/reactive-reopen.tsx')),
  ),
  page(
    paths.feedback.general.feedback,
    publicPage('titles.generalFeedback'),
    lazyRoute(() => import('./tickets/general-feedback.tsx')),
  ),
  page(
    paths.feedback.general.reopen,
    publicPage('titles.generalReopen'),
    lazyRoute(() => import('./tickets/general-reopen.tsx')),
  ),
  page(
    paths.feedback.ppm.feedback,
    publicPage('titles.ppmFeedback'),
    lazyRoute(() => import('./tickets/ppm-feedback.tsx')),
  ),
  page(
    paths.feedback.ppm.reopen,
    publicPage('titles.ppmReopen'),
    lazyRoute(() => import('./tickets/ppm-reopen.tsx')),
  ),
  page(
    paths.reportUnsubscribe,
    publicPage('titles.reportUnsubscribe'),
    lazyRoute(() => import('./reports/unsubscribe.tsx')),
  ),

  // Anything else, e.g. a mistyped address: the not-found page (spec: catch-all /{error}).
  page('*', publicPage('titles.notFound'), notFound),
];
