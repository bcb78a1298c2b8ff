/** The footer: copyright and a few links; static, sticky to the bottom, or hidden. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useSettings } from '@/lib/settings/index.ts';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { useContentWidthSx } from './use-content-width.ts';

const FOOTER_LINKS = [
  { key: 'privacy', to: paths.legal.privacyPolicy },
  { key: 'terms', to: paths.legal.termsAndConditions },
  { key: 'contact', to: paths.legal.contactUs },
  { key: 'help', to: paths.front.helpCenter },
] as const;

// Read once per page load; the footer year need not tick over at midnight on 31 December.
const CURRENT_YEAR = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation('layout');
  const { settings } = useSettings();
  const widthSx = useContentWidthSx();
  if (settings.footerType === 'hidden') return null;
  const sticky = settings.footerType === 'sticky';

  return (
    <Box
      component="footer"
      sx={(theme) => ({
        position: sticky ? 'sticky' : 'static',
        bottom: 0,
        zIndex: sticky ? layoutZIndex.footer : 'auto',
        bgcolor: sticky ? 'background.paper' : 'transparent',
        borderTop: sticky ? `1px solid ${theme.palette.divider}` : 'none',
        px: { xs: 2, md: 3 },
        py: 2,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          ...widthSx,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: CURRENT_YEAR })}
        </Typography>
        <Box
          component="nav"
          aria-label={t('footer.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link
              key={link.key}
              component={RouterLink}
              to={link.to}
              variant="body2"
              color="text.secondary"
            >
              {t(`footer.${link.key}`)}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
