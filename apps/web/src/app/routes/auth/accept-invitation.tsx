/**
 * /auth/AcceptInvitation?token=...: accepting signs the invitee in; the guard (visitors only)
 * then sends them to the dashboards.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AcceptInvitationView, AuthCard } from '@/features/auth';

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthCard title={t('invitation.title')} maxWidth={520}>
      <AcceptInvitationView token={token} />
    </AuthCard>
  );
}
