/**
 * One section of the profile page: a card titled and described by its section's keys
 * (`<section>.title`, `<section>.description` in 'profile'), with optional actions in its header.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ProfileSection = 'details' | 'avatar' | 'signature' | 'email' | 'password' | 'sessions';

export interface SectionCardProps {
  section: ProfileSection;
  action?: ReactNode;
  children?: ReactNode;
}

export function SectionCard({ section, action, children }: SectionCardProps) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
            <Typography id={headingId} component="h2" variant="h6">
              {t(`${section}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`${section}.description`)}
            </Typography>
          </Box>
          {action ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{action}</Box> : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
