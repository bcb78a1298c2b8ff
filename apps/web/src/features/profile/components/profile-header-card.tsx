/** The top of the profile page: photo, name, job title, roles and organisation. */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import type { TProfile } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/feedback';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { initialsOf } from '@/lib/initials.ts';

export function ProfileAvatar({ profile, size }: { profile: TProfile; size: number }) {
  const { t } = useTranslation('profile');
  return (
    <Avatar
      src={profile.avatar?.url}
      alt={profile.avatar ? t('avatar.alt', { name: profile.name }) : undefined}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.fill',
        color: 'primary.onFill',
        fontSize: size / 2.6,
        fontWeight: 600,
      }}
    >
      {initialsOf(profile.name)}
    </Avatar>
  );
}

export function ProfileHeaderCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const roleName = useBuiltInName('access');
  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 3,
          textAlign: { xs: 'center', sm: 'start' },
          justifyContent: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <ProfileAvatar profile={profile} size={96} />
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography component="p" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Typography color="text.secondary">
            {profile.job_title ?? t('header.noJobTitle')}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              mt: 1.5,
              justifyContent: { xs: 'center', sm: 'flex-start' },
            }}
          >
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.secondary',
              }}
            >
              <BusinessOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                <Box component="span" style={visuallyHidden}>
                  {t('header.organisation')}{' '}
                </Box>
                {profile.organisation_name}
              </Typography>
            </Box>
            <Box
              component="ul"
              aria-label={t('header.roles')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
            >
              {profile.roles.map((role) => (
                <li key={role.id}>
                  <Chip size="small" color="primary" variant="outlined" label={roleName(role)} />
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
