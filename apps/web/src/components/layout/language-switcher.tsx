/** Navbar menu to change the interface language (the i18n setup saves it and sets <html dir>). */
import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, directionOf } from '@mainstay/i18n';
import { prepareDirection } from '@/lib/theme/emotion-cache.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;

  const handleSelect = (code: string) => {
    setAnchor(null);
    if (code === current) return;
    // Get the mirroring styles ready first so the page never shows right-to-left text in a
    // left-to-right layout.
    void prepareDirection(directionOf(code)).then(() => i18n.changeLanguage(code));
  };

  return (
    <>
      <Tooltip title={t('navbar.language')}>
        <IconButton
          color="inherit"
          aria-label={t('navbar.language')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            dir={language.dir}
            role="menuitemradio"
            aria-checked={language.code === current}
            selected={language.code === current}
            onClick={() => handleSelect(language.code)}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
