/** Navbar menu to choose light, dark or system (device) colours. */
import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslation } from 'react-i18next';
import { THEME_MODES, useSettings, type ThemeMode } from '@/lib/settings/index.ts';

export const THEME_MODE_ICONS = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
} as const satisfies Record<ThemeMode, unknown>;

export function ThemeModeSwitcher() {
  const { t } = useTranslation('layout');
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const CurrentIcon = THEME_MODE_ICONS[settings.mode];

  const handleSelect = (mode: ThemeMode) => {
    setAnchor(null);
    updateSettings({ mode });
  };

  return (
    <>
      <Tooltip title={t('navbar.theme')}>
        <IconButton
          color="inherit"
          aria-label={t('navbar.theme')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_MODES.map((mode) => {
          const Icon = THEME_MODE_ICONS[mode];
          return (
            <MenuItem
              key={mode}
              role="menuitemradio"
              aria-checked={mode === settings.mode}
              selected={mode === settings.mode}
              onClick={() => handleSelect(mode)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`themeMode.${mode}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
