/**
 * The larger auth views, each fetched with its page: exporting them directly from the feature's
 * index would bundle them with the login page, which every visitor loads first.
 */
import { lazy } from 'react';

export const RegisterWizard = lazy(() =>
  import('./register/register-wizard.tsx').then((module) => ({ default: module.RegisterWizard })),
);

export const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form.tsx').then((module) => ({
    default: module.ForgotPasswordForm,
  })),
);

export const ResetPasswordForm = lazy(() =>
  import('./reset-password-form.tsx').then((module) => ({ default: module.ResetPasswordForm })),
);

export const AcceptInvitationView = lazy(() =>
  import('./accept-invitation-view.tsx').then((module) => ({
    default: module.AcceptInvitationView,
  })),
);

/** The navbar's account menu: signed-in pages only, so kept out of the login page's code. */
export const UserMenu = lazy(() =>
  import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

/** The Stripe card field (sign-up, and changing the card on the organisation page). */
export const StripeCardField = lazy(() => import('./register/stripe-card-field.tsx'));
