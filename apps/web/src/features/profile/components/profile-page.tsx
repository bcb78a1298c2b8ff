/** The /user-profile page: the header card, then one card per part of the account. */
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DetailColumn, DetailColumns, ownWords, QueryContent } from '@/components/detail';
import { useProfileQuery } from '../api/profile.ts';
import { EmailCard, PasswordCard } from './account-security-cards.tsx';
import { AvatarCard } from './avatar-card.tsx';
import { ProfileDetailsCard } from './profile-details-card.tsx';
import { ProfileHeaderCard } from './profile-header-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { SignatureCard } from './signature-card.tsx';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <QueryContent
      query={useProfileQuery()}
      texts={{ loading: t('loading'), failed: t('loadFailed') }}
      describeError={ownWords}
    >
      {(profile) => (
        <Stack spacing={3}>
          <ProfileHeaderCard profile={profile} />
          <DetailColumns from="lg" gap={3}>
            <DetailColumn gap={3}>
              <ProfileDetailsCard profile={profile} />
              <AvatarCard profile={profile} />
              <SignatureCard profile={profile} />
            </DetailColumn>
            <DetailColumn gap={3}>
              <EmailCard profile={profile} />
              <PasswordCard />
              <SessionsCard />
            </DetailColumn>
          </DetailColumns>
        </Stack>
      )}
    </QueryContent>
  );
}
