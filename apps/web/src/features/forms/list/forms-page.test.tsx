import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TFormSummary } from '@mainstay/contracts';
import { renderRoutes } from '../../../../test/render.tsx';
import { fetchedUrls, json, listPage, setupPageTest } from '../../../../test/page-test.tsx';
import { FormsPage } from './forms-page.tsx';

const fetchMock = setupPageTest({
  namespaces: ['forms', 'common', 'layout'],
  rules: [{ action: 'read', subject: 'forms' }],
});

const TEMPLATE = '6c2f3e4d-5b6a-4c7f-9e8d-0b1c2d3e4f5a';
const FORM: TFormSummary = {
  id: '5b1e2d3c-4a5f-4b6e-8d7c-9a0b1c2d3e4f',
  number: 'FRM-000012',
  status: 'completed',
  result: 'fail',
  template: { id: TEMPLATE, name: 'Pump inspection', version: 2 },
  ticket: {
    id: '3f6c1d2e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    kind: 'reactive',
    number: 'RT-000123',
    title: 'Pump room',
    status: 'in_progress',
  },
  asset: { id: '8e4b5c6d-7f8a-4b9c-8d0e-1f2a3b4c5d6e', name: 'Booster pump 2' },
  location: null,
  building: { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Northwind House' },
  started_by: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Marco Rossi' },
  created_at: '2026-03-12T08:00:00.000Z',
  updated_at: '2026-03-12T10:00:00.000Z',
  completed_at: '2026-03-12T10:00:00.000Z',
  completed_by: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Marco Rossi' },
  signed_at: null,
  failures: 1,
  progress: { required: 3, answered: 3 },
};

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/v1/templates?')) {
      return listPage([{ id: TEMPLATE, name: 'Pump inspection', version: 2 }]);
    }
    if (url.includes('/v1/buildings/options')) return json(200, { data: [] });
    if (url.includes('/v1/forms?')) return listPage([FORM]);
    return listPage([]);
  });
});

function renderPage(path = '/forms/forms') {
  return renderRoutes(
    [
      {
        path: '/forms/forms',
        Component: () => <FormsPage title="Checklist forms" breadcrumbs={[]} />,
      },
      { path: '/forms/:id', Component: () => <p>Form page</p> },
    ],
    path,
  );
}

const listCalls = () => fetchedUrls(fetchMock, '/v1/forms?');

describe('FormsPage', { timeout: 20_000 }, () => {
  it('lists forms with their template, result (icon and word), status and ticket', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Checklist forms' });
    expect(await within(table).findByRole('link', { name: 'FRM-000012' })).toHaveAttribute(
      'href',
      '/forms/5b1e2d3c-4a5f-4b6e-8d7c-9a0b1c2d3e4f',
    );
    expect(within(table).getByText('Pump inspection (v2)')).toBeInTheDocument();
    expect(within(table).getByText('Fail')).toBeInTheDocument();
    // The status chip (the column "Completed" is the day it was completed).
    expect(
      within(table).getByText('Completed', { selector: '.MuiChip-label' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Booster pump 2 · Northwind House')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'RT-000123' })).toBeInTheDocument();
    expect(listCalls()[0]).toContain('sort=created_at');
    expect(listCalls()[0]).toContain('order=desc');
  });

  it('puts a chosen filter in the address and the request', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Checklist forms' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));

    await waitFor(() => expect(router.state.location.search).toContain('status=in_progress'));
    await waitFor(() => expect(listCalls().at(-1)).toContain('status=in_progress'));
  });

  it('reads the filters of a shared link into its first request', async () => {
    renderPage(`/forms/forms?template_id=${TEMPLATE}&result=fail&from=2026-03-01`);
    await screen.findByRole('table', { name: 'Checklist forms' });
    const first = listCalls()[0] ?? '';
    expect(first).toContain(`template_id=${TEMPLATE}`);
    expect(first).toContain('result=fail');
    expect(first).toContain('from=2026-03-01');
  });

  it('asks which template to export when none is filtered', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Checklist forms' });
    await user.click(screen.getByRole('button', { name: 'Export answers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Export the answers of which template?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Choose a template')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock, '/v1/forms/export')).toEqual([]);
  });
});
