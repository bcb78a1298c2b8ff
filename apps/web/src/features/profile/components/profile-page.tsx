/** The /user-profile page: the header card, then one card per part of the account. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useProfileQuery } from '../api/profile.ts';
import { EmailCard, PasswordCard } from './account-security-cards.tsx';
import { AvatarCard } from './avatar-card.tsx';
import { ProfileDetailsCard } from './profile-details-card.tsx';
import { ProfileHeaderCard } from './profile-header-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { SignatureCard } from './signature-card.tsx';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const query = useProfileQuery();

  if (query.isPending) return <LoadingState label={t('loading')} />;
  if (query.isError) {
    return <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const profile = query.data;
  return (
    <Stack spacing={3}>
      <ProfileHeaderCard profile={profile} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ProfileDetailsCard profile={profile} />
          <AvatarCard profile={profile} />
          <SignatureCard profile={profile} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <EmailCard profile={profile} />
          <PasswordCard />
          <SessionsCard />
        </Stack>
      </Box>
    </Stack>
  );
}
