/**
 * The customizer: a drawer on the end side (mirrored in right-to-left) where the user chooses
 * theme and layout preferences. Every change applies and persists at once.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  NAVBAR_TYPES,
  NAVIGATION_LAYOUTS,
  SKINS,
  THEME_MODES,
  useSettings,
} from '@/lib/settings/index.ts';
import { CUSTOMIZER_ID } from '../constants.ts';
import { OptionGroup } from './option-group.tsx';

export interface CustomizerProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = `${CUSTOMIZER_ID}-title`;

export function Customizer({ open, onClose }: CustomizerProps) {
  const { t } = useTranslation('layout');
  const { settings, updateSettings, resetSettings } = useSettings();
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Drawer
      id={CUSTOMIZER_ID}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': TITLE_ID, sx: { width: { xs: '100%', sm: 380 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2, flexShrink: 0 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={TITLE_ID} component="h2" variant="h6">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.description')}
          </Typography>
        </Box>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ px: 3, py: 2.5, overflowY: 'auto' }}>
        <OptionGroup
          name="mode"
          label={t('customizer.mode')}
          value={settings.mode}
          options={options(THEME_MODES, (mode) => t(`themeMode.${mode}`))}
          onChange={(mode) => updateSettings({ mode })}
        />
        <OptionGroup
          name="skin"
          label={t('customizer.skin')}
          value={settings.skin}
          options={options(SKINS, (skin) =>
            t(skin === 'bordered' ? 'customizer.skinBordered' : 'customizer.skinDefault'),
          )}
          onChange={(skin) => updateSettings({ skin })}
        />
        <OptionGroup
          name="navigationLayout"
          label={t('customizer.navigationLayout')}
          value={settings.navigationLayout}
          options={options(NAVIGATION_LAYOUTS, (layout) => t(`customizer.${layout}`))}
          onChange={(navigationLayout) => updateSettings({ navigationLayout })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.verticalNavCollapsed}
              disabled={settings.navigationLayout !== 'vertical'}
              onChange={(event) => updateSettings({ verticalNavCollapsed: event.target.checked })}
            />
          }
          label={t('customizer.verticalNavCollapsed')}
        />
        <OptionGroup
          name="navbarType"
          label={t('customizer.navbarType')}
          value={settings.navbarType}
          options={options(NAVBAR_TYPES, (type) => t(`customizer.${type}`))}
          onChange={(navbarType) => updateSettings({ navbarType })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.navbarBlur}
              onChange={(event) => updateSettings({ navbarBlur: event.target.checked })}
            />
          }
          label={t('customizer.navbarBlur')}
        />
        <OptionGroup
          name="footerType"
          label={t('customizer.footerType')}
          value={settings.footerType}
          options={options(FOOTER_TYPES, (type) => t(`customizer.${type}`))}
          onChange={(footerType) => updateSettings({ footerType })}
        />
        <OptionGroup
          name="contentWidth"
          label={t('customizer.contentWidth')}
          value={settings.contentWidth}
          options={options(CONTENT_WIDTHS, (width) => t(`customizer.${width}`))}
          onChange={(contentWidth) => updateSettings({ contentWidth })}
        />
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<RestartAltIcon />}
          onClick={resetSettings}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
