import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { categoryLabel } from './category-label.ts';

const PLUMBING = { id: 'c1', key: 'plumbing', name: 'Plumbing' };

async function ticketsT(language: string) {
  await i18n.loadNamespaces('tickets');
  await i18n.changeLanguage(language);
  return i18n.getFixedT(language, 'tickets');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('categoryLabel', () => {
  it('names a default category in the reader’s language', async () => {
    expect(categoryLabel(await ticketsT('ar'), PLUMBING)).toBe('السباكة');
    expect(categoryLabel(await ticketsT('fr'), PLUMBING)).toBe('Plomberie');
  });

  it('keeps the name a person typed: a renamed default category and a custom one', async () => {
    const t = await ticketsT('ar');
    expect(categoryLabel(t, { ...PLUMBING, name: 'Sanitary works' })).toBe('Sanitary works');
    expect(categoryLabel(t, { id: 'c2', key: null, name: 'Roof garden' })).toBe('Roof garden');
  });
});
