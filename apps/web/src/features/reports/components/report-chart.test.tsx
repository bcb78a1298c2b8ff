import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TReport } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { TICKETS_REPORT } from '../test-data.ts';
import { ReportChart } from './report-chart.tsx';

setupPageTest({ namespaces: ['reports', 'dashboards', 'common'] });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const BY_MONTH: TReport = {
  ...TICKETS_REPORT,
  group_by: 'month',
  chart: {
    label: 'group',
    series: ['created', 'completed'],
    points: [
      { label: 'Jan', values: [40, 35] },
      { label: 'Feb', values: [50, 45] },
    ],
  },
};

function show(report: TReport) {
  return renderPage(<ReportChart report={report} title="Chart of the report" />, '/reports');
}

const left = (element: HTMLElement) => parseFloat(element.style.left);

describe('ReportChart', () => {
  it('draws two series over buildings as bars side by side, not a line', async () => {
    const { container } = show(TICKETS_REPORT);
    const created = await screen.findByTitle('Created, Northwind House: 1,204');
    const completed = screen.getByTitle('Completed, Northwind House: 1,100');
    expect(created).toHaveAttribute('data-mark', 'bar');
    expect(completed).toHaveAttribute('data-mark', 'bar');
    // Side by side in the building's step: the first series first, apart from each other.
    expect(left(completed)).toBeGreaterThan(left(created));
    expect(left(screen.getByTitle('Created, Southwind Court: 30'))).toBeGreaterThan(
      left(completed),
    );
    expect(container.querySelector('polyline')).toBeNull();
    // The table alternative keeps every number.
    expect(screen.getByRole('table', { hidden: true })).toHaveTextContent('1,100');
  });

  it('draws the second series over months as a line', async () => {
    const { container } = show(BY_MONTH);
    expect(await screen.findByTitle('Created, Jan: 40')).toHaveAttribute('data-mark', 'bar');
    expect(screen.getByTitle('Completed, Jan: 35')).not.toHaveAttribute('data-mark');
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
  });

  it('mirrors a group of bars right to left', async () => {
    await i18n.changeLanguage('ar');
    show(TICKETS_REPORT);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const barsOf = (place: string) =>
      screen.getAllByTitle(new RegExp(place)).filter((bar) => bar.dataset.mark === 'bar');
    // Once mirroring has loaded: the first building at the right, its first series rightmost.
    await waitFor(() => {
      const [first, second] = barsOf('Northwind House');
      const [southwind] = barsOf('Southwind Court');
      expect(first && second && southwind).toBeTruthy();
      expect(left(first!)).toBeGreaterThan(left(second!));
      expect(left(second!)).toBeGreaterThan(left(southwind!));
    });
  });
});
