/** A small mock of the app bar and a button, painted with the colours being edited. */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brandPaletteColor } from '@/lib/theme/accessible-palette.ts';
import { isCompleteHexColor } from '../../lib/contrast.ts';

export interface BrandingPreviewProps {
  primaryColor: string;
  highlightColor: string;
  logoUrl: string | null;
}

export function BrandingPreview({ primaryColor, highlightColor, logoUrl }: BrandingPreviewProps) {
  const { t } = useTranslation(['organisation', 'common']);
  const { mode } = useTheme().palette;
  // Painted as the theme will: the colour itself on the button, a readable shade for links.
  const primary = isCompleteHexColor(primaryColor) ? brandPaletteColor(primaryColor, mode) : null;
  const highlight = isCompleteHexColor(highlightColor) ? highlightColor : 'transparent';
  return (
    <Box
      role="figure"
      aria-label={t('branding.preview.label')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 4,
          borderColor: highlight,
        }}
      >
        {logoUrl ? (
          <Box
            component="img"
            src={logoUrl}
            alt=""
            sx={{ blockSize: 32, maxInlineSize: 120, objectFit: 'contain' }}
          />
        ) : null}
        <Typography sx={{ fontWeight: 700 }}>{t('common:appName')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        <Box
          sx={{
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: primary?.fill ?? 'transparent',
            color: primary?.onFill ?? 'text.primary',
            fontWeight: 600,
          }}
        >
          {t('branding.preview.button')}
        </Box>
        <Box
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            border: 2,
            borderColor: highlight,
            fontSize: '0.875rem',
          }}
        >
          {t('branding.preview.highlight')}
        </Box>
        <Typography sx={{ color: primary?.main ?? 'text.primary' }}>
          {t('branding.preview.link')}
        </Typography>
      </Box>
    </Box>
  );
}
