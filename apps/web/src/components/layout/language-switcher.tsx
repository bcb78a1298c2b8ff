/** Navbar menu to change the interface language (the i18n setup saves it and sets <html dir>). */
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@mainstay/i18n';
import { changeLanguage } from '@/lib/i18n.ts';
import { NavbarMenu } from './navbar-menu.tsx';

const CHOICES = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
  lang: language.code,
  dir: language.dir,
}));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');

  return (
    <NavbarMenu
      label={t('navbar.language')}
      icon={<TranslateIcon />}
      choices={CHOICES}
      selected={i18n.resolvedLanguage ?? i18n.language}
      onSelect={(code) => void changeLanguage(code)}
    />
  );
}
