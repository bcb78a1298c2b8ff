/** Navbar menu to choose light, dark or system (device) colours. */
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslation } from 'react-i18next';
import { THEME_MODES, useSettings, type ThemeMode } from '@/lib/settings/index.ts';
import { NavbarMenu } from './navbar-menu.tsx';

export const THEME_MODE_ICONS = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
} as const satisfies Record<ThemeMode, unknown>;

export function ThemeModeSwitcher() {
  const { t } = useTranslation('layout');
  const { settings, updateSettings } = useSettings();
  const CurrentIcon = THEME_MODE_ICONS[settings.mode];
  const choices = THEME_MODES.map((mode) => {
    const Icon = THEME_MODE_ICONS[mode];
    return { value: mode, label: t(`themeMode.${mode}`), icon: <Icon fontSize="small" /> };
  });

  return (
    <NavbarMenu
      label={t('navbar.theme')}
      icon={<CurrentIcon />}
      choices={choices}
      selected={settings.mode}
      onSelect={(mode) => updateSettings({ mode })}
    />
  );
}
