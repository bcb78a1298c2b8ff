import { Navigate } from 'react-router';
import { DEFAULT_LANDING } from '@/config/paths.ts';

/** '/' has no page of its own: a signed-in user lands on the default page (the guard has run). */
export function RootRedirect() {
  return <Navigate to={DEFAULT_LANDING} replace />;
}
