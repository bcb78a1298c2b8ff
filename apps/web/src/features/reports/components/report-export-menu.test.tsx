import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TReportExport } from '@mainstay/contracts';
import { fetchedUrls, json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { ReportExportMenu } from './report-export-menu.tsx';

const fetchMock = setupPageTest({ namespaces: ['reportDelivery', 'reports', 'common'] });
const ID = '7c1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b';

const job = (overrides: Partial<TReportExport>): TReportExport => ({
  id: ID,
  report_key: 'tickets',
  format: 'csv',
  query: { range: '30d' },
  status: 'queued',
  progress: 0,
  row_count: null,
  file: null,
  error: null,
  created_at: '2030-01-01T00:00:00.000Z',
  completed_at: null,
  expires_at: '2030-01-08T00:00:00.000Z',
  ...overrides,
});

function show(rowCount: number) {
  renderPage(
    <ReportExportMenu reportKey="tickets" query={{ range: '30d' }} rowCount={rowCount} />,
    '/reports',
  );
  return userEvent.setup();
}

describe('ReportExportMenu', () => {
  it('downloads a small report at once', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    fetchMock.mockResolvedValue(new Response('a,b\n', { status: 200 }));
    const user = show(20);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock, '/v1/reports/tickets/export?')).toHaveLength(1),
    );
    expect(fetchedUrls(fetchMock, '/exports')).toEqual([]);
  });

  it('runs a large report on the queue, with its progress, then the download link', async () => {
    const answers = [
      job({ status: 'running', progress: 60 }),
      job({
        status: 'done',
        progress: 100,
        row_count: 900,
        file: {
          id: 'f1c2b7a0-5d6e-4f80-9a1b-2c3d4e5f6a7b',
          name: 'tickets-2030-01-01-2030-01-31.csv',
          content_type: 'text/csv',
          size: 1200,
          url: '/api/v1/files/f1/content?expires=1&signature=abc',
        },
      }),
    ];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({ range: '30d', format: 'xlsx' });
        return json(201, job({}));
      }
      expect(String(input)).toContain(`/v1/reports/exports/${ID}`);
      return json(200, answers.length > 1 ? answers.shift() : answers[0]);
    });
    const user = show(900);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));

    expect(await screen.findByText('Preparing the file: 60%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const download = await screen.findByRole('link', { name: 'Download' }, { timeout: 5000 });
    expect(download).toHaveAttribute('href', '/api/v1/files/f1/content?expires=1&signature=abc');
    expect(screen.getByText('Your file is ready.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  }, 30_000);
});
