/**
 * The organisation's logo alone (when its branding has one), or the product mark and name,
 * linking home. The name is never cut to "Mains…": where it would not fit (the top bar of a
 * phone) the mark shows alone.
 */
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
  /** Below `sm` (the top bar of a phone), show the mark without the name. */
  markOnPhone?: boolean;
}

export function Brand({ compact = false, markOnPhone = false }: BrandProps) {
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
          sx={{ height: 32, width: 'auto', maxWidth: 120, objectFit: 'contain', flexShrink: 0 }}
        />
      ) : (
        <>
          <HandymanOutlined color="primary" sx={{ fontSize: 32, flexShrink: 0 }} />
          <Typography
            component="span"
            variant="h6"
            sx={{
              display: markOnPhone ? { xs: 'none', sm: 'block' } : 'block',
              flexShrink: 0,
              whiteSpace: 'nowrap',
              fontWeight: 700,
              opacity: compact ? 0 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {t('appTitle')}
          </Typography>
        </>
      )}
    </Box>
  );
}
