/** Signing in and out. */
export { LoginForm, type LoginFormProps } from './components/login-form.tsx';
export {
  login,
  startSession,
  useLoginMutation,
  type LoginRequest,
  type LoginResponse,
} from './api/login.ts';
export { ZLoginForm, type TLoginForm, LOGIN_PASSWORD_MIN } from './schemas/login-form-schema.ts';
export { UserMenu } from './components/user-menu.tsx';
export {
  fetchMe,
  meQueryOptions,
  useMeQuery,
  useLogoutMutation,
  endSession,
} from './api/session.ts';
