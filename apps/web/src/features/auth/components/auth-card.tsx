/** The centred card every sign-in and sign-up page sits in: product name, heading, intro. */
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback/index.ts';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, maxWidth = 460, children }: AuthCardProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      sx={{
        width: '100%',
        flexGrow: 1,
        display: 'grid',
        placeItems: 'center',
        px: { xs: 1.5, sm: 2 },
        py: 4,
      }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 800, mb: 3 }}>
            {t('appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </CardContent>
      </Card>
    </Box>
  );
}
