import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, formatDocumentTitle, i18n } from './i18n.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('i18n', () => {
  it('starts in English, left to right', () => {
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('pages:titles.assets')).toBe('Assets');
  });

  it('switches <html> to rtl for Arabic, loads its strings and remembers the choice', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('pages:titles.assets')).toBe('الأصول');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('comes back to ltr for French', async () => {
    await changeLanguage('ar');
    await changeLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common:actions.backToHome')).toBe("Retour à l'accueil");
  });

  it('formats document titles', () => {
    expect(formatDocumentTitle('Assets')).toBe('Assets | Mainstay');
    expect(formatDocumentTitle(null)).toBe('Mainstay');
  });
});
