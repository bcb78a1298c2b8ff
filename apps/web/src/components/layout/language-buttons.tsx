/**
 * The language choice on public pages (sign-in, sign-up, feedback links): plain buttons rather
 * than a menu, so it is one tap on a phone and adds almost nothing to the first download.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@mainstay/i18n';
import { changeLanguage } from '@/lib/i18n.ts';

export function LanguageButtons() {
  const { t, i18n } = useTranslation('layout');
  const current = i18n.resolvedLanguage ?? i18n.language;

  const handleSelect = (code: LanguageCode) => {
    if (code !== current) void changeLanguage(code);
  };

  return (
    <Stack component="nav" aria-label={t('navbar.language')} direction="row" spacing={0.5}>
      {LANGUAGES.map((language) => (
        <Button
          key={language.code}
          size="small"
          lang={language.code}
          aria-pressed={language.code === current}
          variant={language.code === current ? 'outlined' : 'text'}
          color={language.code === current ? 'primary' : 'inherit'}
          onClick={() => handleSelect(language.code)}
          sx={{ minWidth: 0, px: 1.25, textTransform: 'none' }}
        >
          {language.label}
        </Button>
      ))}
    </Stack>
  );
}
