import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TImportJob, TImportUpload } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderAlone } from '../../../../test/render.tsx';
import { json, mockFetch } from '../../../../test/fetch-mock.ts';
import { ImportDialog } from './import-dialog.tsx';

const fetchMock = mockFetch();

beforeAll(async () => {
  await i18n.loadNamespaces('imports');
});

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const job = (overrides: Partial<TImportJob>): TImportJob => ({
  id: ID,
  entity: 'buildings',
  status: 'uploaded',
  mode: 'valid_rows',
  filename: 'sites.csv',
  headers: ['Nom', 'Code'],
  mapping: {},
  progress: { processed: 0, total: 3 },
  counts: { total: 3, valid: 0, rejected: 0, imported: 0 },
  error: null,
  errors: [],
  report_available: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const UPLOAD: TImportUpload = {
  ...job({}),
  sample: [
    ['Harbour House', 'HH'],
    ['', 'XX'],
    ['Dock Store', 'DS'],
  ],
  suggested_mapping: { Nom: 'name', Code: 'code' },
  fields: [
    { key: 'name', required: true },
    { key: 'code', required: false },
  ],
};

describe('ImportDialog', () => {
  it('uploads, maps, checks and imports while polling the progress every second', async () => {
    const validated = job({
      status: 'validated',
      progress: { processed: 3, total: 3 },
      counts: { total: 3, valid: 2, rejected: 1, imported: 0 },
      errors: [{ row: 3, reasons: ['Name is required'] }],
      report_available: true,
    });
    const responses: Response[] = [
      json(201, UPLOAD),
      json(202, job({ status: 'validating' })),
      json(200, job({ status: 'validating', progress: { processed: 1, total: 3 } })),
      json(200, validated),
      json(202, { ...validated, status: 'importing', progress: { processed: 0, total: 3 } }),
      json(200, { ...validated, status: 'importing', progress: { processed: 2, total: 3 } }),
      json(200, {
        ...validated,
        status: 'completed',
        counts: { ...validated.counts, imported: 2 },
      }),
    ];
    fetchMock.mockImplementation(() => Promise.resolve(responses.shift() ?? json(500, {})));
    const onClose = vi.fn();
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderAlone(<ImportDialog entity="buildings" open onClose={onClose} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Import buildings' });

    const file = new File(['Nom,Code\nHarbour House,HH\n'], 'sites.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose a file'), file);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/imports$/);
    expect((init?.body as FormData).get('entity')).toBe('buildings');

    expect(await screen.findByRole('combobox', { name: 'Nom' })).toHaveTextContent(
      'Name (required)',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('radio', { name: 'Import the valid rows only' }));
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      mapping: { Nom: 'name', Code: 'code' },
      mode: 'valid_rows',
    });
    expect(
      await screen.findByText('Rows ready to import: 2', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rows rejected: 1')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the report of rejected rows' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Rows imported: 2', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('The import is complete.')).toBeInTheDocument();
    const polls = fetchMock.mock.calls.filter(
      ([target, init]) =>
        String(target).endsWith(`/v1/imports/${ID}`) && (init?.method ?? 'GET') === 'GET',
    );
    expect(polls.length).toBe(4);
    // The buildings lists show the new rows.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['buildings'] });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 15_000);

  it('will not go on until the required fields have a column', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...UPLOAD, suggested_mapping: { Code: 'code' } }));
    renderAlone(<ImportDialog entity="buildings" open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose a file'), new File(['x'], 'a.csv'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a column for these required fields: Name',
    );
    expect(screen.getByRole('combobox', { name: 'Nom' })).toBeInTheDocument();
  });

  it('shows why an upload was refused', async () => {
    fetchMock.mockResolvedValueOnce(
      json(415, { message: 'This type of file is not accepted', code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
    renderAlone(<ImportDialog entity="assets" open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['%PDF-1.4'], 'report.csv'),
    );
    expect(await screen.findByText('This type of file is not accepted')).toBeInTheDocument();
  });
});
