import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { drillDownChips } from './drill-down-labels.ts';

async function ticketsT(language: string) {
  await i18n.loadNamespaces('tickets');
  await i18n.changeLanguage(language);
  return i18n.getFixedT(language, 'tickets');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Intl puts thin and narrow no-break spaces in dates and ranges (by ICU version). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

const labels = async (language: string, filters: Record<string, string>) =>
  drillDownChips(await ticketsT(language), language, filters).map((chip) => spaced(chip.label));

describe('drillDownChips', () => {
  it('names each dashboard filter once, a period’s two days in one chip', async () => {
    const chips = drillDownChips(await ticketsT('en'), 'en', {
      completed_from: '2025-11-01',
      completed_to: '2025-11-30',
      overdue: 'true',
      rating: '5',
      sla_result: 'resolution_breached',
      first_visit: 'true',
    });
    expect(chips.map((chip) => spaced(chip.label))).toEqual([
      'Completed Nov 1 – 30, 2025',
      'Overdue',
      'Rating 5',
      'Resolution SLA breached',
      'First visit',
    ]);
    expect(chips[0]?.names).toEqual(['completed_from', 'completed_to']);
  });

  it('writes open periods, any rating and both outcomes of a clock in words', async () => {
    expect(
      await labels('en', {
        responded_from: '2025-03-01',
        rated_to: '2025-03-31',
        rating: '1,2,3,4,5',
        sla_result: 'response_met,response_breached',
      }),
    ).toEqual([
      'Responded from Mar 1, 2025',
      'Rated until Mar 31, 2025',
      'Any rating',
      'Response SLA met or breached',
    ]);
    expect(await labels('en', { rating: '4,5' })).toEqual(['Rating 4 or 5']);
  });

  it('leaves out the year of this year’s days', async () => {
    const year = new Date().getUTCFullYear();
    expect(
      await labels('en', { completed_from: `${year}-11-01`, completed_to: `${year}-11-30` }),
    ).toEqual(['Completed Nov 1 – 30']);
  });

  it('speaks the reader’s language, with its own date and number forms', async () => {
    const filters = {
      completed_from: '2025-11-01',
      completed_to: '2025-11-30',
      overdue: 'true',
      rating: '5',
    };
    expect(await labels('fr', filters)).toEqual([
      'Terminés : 1–30 nov. 2025',
      'En retard',
      'Note 5',
    ]);
    const arabic = await labels('ar', filters);
    expect(arabic[0]).toMatch(/^اكتملت: /);
    expect(arabic[0]).toContain(new Intl.NumberFormat('ar').format(30));
    expect(arabic.slice(1)).toEqual(['متأخرة', `التقييم ${new Intl.NumberFormat('ar').format(5)}`]);
  });
});
