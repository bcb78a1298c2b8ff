import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTemplateFileInput } from '@mainstay/contracts';
import {
  EVERYTHING,
  fetchedUrls,
  json,
  listPage,
  renderPage,
  setupPageTest,
} from '../../../../test/page-test.tsx';
import { CATEGORY, DETAIL, STARTER, SUMMARY } from '../test-data.ts';
import { TemplatesPage } from './templates-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['templates', 'common'], rules: EVERYTHING });

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

/** The list with one template and one category; `answer` comes first for the calls it knows. */
function serve(answer: Answer = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const own = answer(url, init);
    if (own) return own;
    if (url.includes('/v1/template-categories')) return json(200, { data: [CATEGORY] });
    if (url.includes('/v1/template-library')) return json(200, { data: [STARTER] });
    return listPage(url.includes('/v1/templates') ? [SUMMARY] : []);
  });
}

const show = (address = '/templates/templates') =>
  renderPage(<TemplatesPage title="Templates" breadcrumbs={[]} />, address);

const bodyOf = (method: string, fragment: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).includes(fragment) && init?.method === method,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('TemplatesPage', () => {
  it('lists templates and keeps the filters in the address and the request', async () => {
    serve();
    const { router } = show('/templates/templates?status=archived');
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(await within(table).findByRole('link', { name: 'Boiler room round' })).toHaveAttribute(
      'href',
      `/templates/${SUMMARY.id}`,
    );
    expect(within(table).getByText('Version 2')).toBeInTheDocument();
    expect(within(table).getByText('Unpublished changes')).toBeInTheDocument();
    const listCalls = () => fetchedUrls(fetchMock, '/v1/templates?');
    expect(listCalls()[0]).toContain('status=archived');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Fire safety' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain(`category_id=${CATEGORY.id}`),
    );
    expect(router.state.location.search).toContain('status=archived');
    await waitFor(() =>
      expect(listCalls().some((url) => url.includes(`category_id=${CATEGORY.id}`))).toBe(true),
    );

    await user.type(screen.getByRole('searchbox', { name: /Search templates/ }), 'boiler');
    await waitFor(() => expect(router.state.location.search).toContain('search=boiler'));
    await waitFor(() =>
      expect(listCalls().some((url) => url.includes('search=boiler'))).toBe(true),
    );
  });

  it('offers the starter library when there is no template yet, and adds one from it', async () => {
    serve((url, init) => {
      if (url.includes('/v1/templates?')) return listPage([]);
      if (url.includes('/add') && init?.method === 'POST') {
        return json(201, { ...DETAIL, name: STARTER.name, starter_id: STARTER.id });
      }
      return undefined;
    });
    show();
    const user = userEvent.setup();
    await screen.findByText('No templates yet');
    const library = screen.getAllByRole('button', { name: 'Add from the starter library' });
    await user.click(library[library.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Starter library' });
    const card = await within(dialog).findByRole('article', { name: 'Fire extinguisher check' });
    expect(within(card).getByText('Fire safety')).toBeInTheDocument();
    expect(within(card).getByText('2 fields')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Preview the fields' }));
    const fields = within(card).getByRole('list', { name: 'Fields of Fire extinguisher check' });
    expect(within(fields).getByText('Pressure gauge in the green')).toBeInTheDocument();
    expect(within(fields).getByText(/Pass \/ Flag \/ Fail/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add Fire extinguisher check' }));
    expect(await within(card).findByText('Added')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).includes('/v1/template-library/fire_extinguishers/add') &&
          init?.method === 'POST',
      ),
    ).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Add Fire extinguisher check' })).toBeNull();
  });

  it('imports a JSON file as read and shows the problems the server found in it', async () => {
    const file: TTemplateFileInput = {
      format: 'mainstay.template',
      format_version: 1,
      name: 'Roof check',
      definition: {
        fields: [
          { type: 'checkbox', key: 'gutters', label: 'Gutters clear' },
          { type: 'yes_no', key: 'moss', label: '' },
        ],
      },
    };
    serve((url, init) => {
      if (url.includes('/v1/templates/import') && init?.method === 'POST') {
        return json(422, {
          code: 'VALIDATION_FAILED',
          message: 'The request has invalid fields',
          errors: { 'definition.fields.1.label': ['Write a label'] },
        });
      }
      return undefined;
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a template' });
    const chosen = new File([JSON.stringify(file)], 'roof.json', { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Template file (.json)'), chosen);
    expect(await within(dialog).findByText('roof.json')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Field 2, label')).toBeInTheDocument();
    expect(within(dialog).getByText(/Write a label/)).toBeInTheDocument();
    expect(bodyOf('POST', '/v1/templates/import')).toEqual(file);
    // Nothing is lost: the file is still chosen, ready to send again.
    expect(within(dialog).getByText('roof.json')).toBeInTheDocument();
  });

  it('keeps a template forms were filled with, saying why', async () => {
    serve((url, init) => {
      if (url.includes(`/v1/templates/${SUMMARY.id}`) && init?.method === 'DELETE') {
        return json(409, {
          code: 'TEMPLATE_IN_USE',
          message: 'This template was used by 4 forms: archive it instead',
          params: { count: 4 },
        });
      }
      return undefined;
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Boiler room round' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Boiler room round?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('This template was used by 4 forms: archive it instead'),
    ).toBeInTheDocument();
  });
});
