/** Signing in and out, self-service sign-up, invitations and password reset. */
export { LoginForm, type LoginFormProps } from './components/login-form.tsx';
export { login, startSession, type LoginRequest, type LoginResponse } from './api/login.ts';
export {
  checkLoginField,
  LOGIN_PASSWORD_MIN,
  type LoginField,
  type TLoginForm,
} from './schemas/login-form-checks.ts';
export {
  fetchMe,
  meQueryOptions,
  useMeQuery,
  useLogoutMutation,
  endSession,
} from './api/session.ts';
export { AuthCard, type AuthCardProps } from './components/auth-card.tsx';
export { DemoAccounts, type DemoAccountsProps } from './components/demo-accounts.tsx';
// Larger views load with their page (see lazy-views.tsx); render them inside Suspense.
export {
  RegisterWizard,
  ForgotPasswordForm,
  ResetPasswordForm,
  AcceptInvitationView,
  UserMenu,
  StripeCardField,
} from './components/lazy-views.tsx';
export type { CreatePaymentMethod } from './components/register/stripe-card-field.tsx';
export { plansQueryOptions, usePlansQuery } from './api/plans.ts';
export type { AcceptInvitationViewProps } from './components/accept-invitation-view.tsx';
export {
  getRegistration,
  resetRegistration,
  useRegistration,
  type RegistrationStep,
} from './registration/registration-store.ts';
export { readResetLink, clearResetLink, type ResetLink } from './registration/reset-link.ts';
