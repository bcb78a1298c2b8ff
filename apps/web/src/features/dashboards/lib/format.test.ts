import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { formatDuration, formatPercent, formatRating } from './format.ts';

describe('dashboard formats', () => {
  it('writes durations naturally and a missing one as null', async () => {
    await i18n.loadNamespaces('dashboards');
    const t = i18n.getFixedT('en', 'dashboards');
    expect(formatDuration(3 * 3600 + 20 * 60, 'en', t)).toBe('3 h 20 min');
    expect(formatDuration(2 * 86400 + 4 * 3600, 'en', t)).toBe('2 d 4 h');
    expect(formatDuration(45, 'en', t)).toBe('1 min');
    expect(formatDuration(null, 'en', t)).toBeNull();
  });

  it('writes shares as percentages, never NaN', () => {
    expect(formatPercent(0.875, 'en')).toBe('87.5%');
    expect(formatPercent(null, 'en')).toBeNull();
    expect(formatPercent(Number.NaN, 'en')).toBeNull();
    expect(formatRating(4.25, 'fr')).toBe('4,3');
  });
});
