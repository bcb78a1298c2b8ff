/** The organisation logo (when branding has one) and the app title, linking home. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/theme/branding.ts';

export interface BrandProps {
  /** Show the logo only (collapsed navigation). */
  compact?: boolean;
}

export function Brand({ compact = false }: BrandProps) {
  const { t } = useTranslation('layout');
  const { logo } = useBranding();

  return (
    <Box
      component={RouterLink}
      to={paths.root}
      aria-label={t('navbar.home')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{ height: 32, width: 32, objectFit: 'contain', flexShrink: 0 }}
        />
      ) : (
        <HandymanOutlined color="primary" sx={{ fontSize: 32, flexShrink: 0 }} />
      )}
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{ fontWeight: 700, opacity: compact ? 0 : 1, transition: 'opacity 150ms' }}
      >
        {t('appTitle')}
      </Typography>
    </Box>
  );
}
