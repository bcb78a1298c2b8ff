/** "Profile details": what others see of the user, with the "Edit profile" dialog. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TProfile } from '@mainstay/contracts';
import { LANGUAGES } from '@mainstay/i18n';
import { useTranslation } from 'react-i18next';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { Isolated, Ltr } from '@/lib/bidi.tsx';

function Detail({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {ltr ? <Ltr>{value}</Ltr> : <Isolated>{value}</Isolated>}
      </Typography>
    </Box>
  );
}

export function ProfileDetailsCard({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const none = t('details.notSet');
  const language = LANGUAGES.find((item) => item.code === profile.language)?.label;
  return (
    <SectionCard
      section="details"
      action={
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('details.edit')}
        </Button>
      }
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Detail label={t('fields.name')} value={profile.name} />
        <Detail label={t('fields.username')} value={profile.username ?? none} />
        <Detail
          label={t('fields.phone')}
          value={profile.phone ?? none}
          ltr={Boolean(profile.phone)}
        />
        <Detail label={t('fields.jobTitle')} value={profile.job_title ?? none} />
        <Detail label={t('fields.language')} value={language ?? profile.language} />
        <Detail
          label={t('details.memberSince')}
          value={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
            new Date(profile.created_at),
          )}
        />
      </Box>
      <EditProfileDialog open={editing} profile={profile} onClose={() => setEditing(false)} />
    </SectionCard>
  );
}
