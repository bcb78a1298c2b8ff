import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTemplateDetail, TTemplateDraft } from '@mainstay/contracts';
import { renderRoutes } from '../../../../test/render.tsx';
import { EVERYTHING, json, setupPageTest } from '../../../../test/page-test.tsx';
import { DETAIL, TEMPLATE_ID } from '../test-data.ts';
import { TemplateBuilderPage } from './template-builder-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['templates', 'common'], rules: EVERYTHING });

const DRAFTED: TTemplateDetail = {
  ...DETAIL,
  has_draft: true,
  draft: {
    definition: DETAIL.definition!,
    updated_at: '2026-01-03T08:00:00.000Z',
    updated_by: null,
    problems: [],
  },
};

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

/** The drafts sent, in order. */
function serve(template: TTemplateDetail, answer: Answer = () => undefined) {
  const drafts: TTemplateDraft[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const own = answer(url, init);
    if (own) return own;
    if (url.endsWith('/draft') && init?.method === 'PUT') {
      const draft = JSON.parse(String(init.body)) as TTemplateDraft;
      drafts.push(draft);
      return json(200, {
        ...template,
        has_draft: true,
        draft: {
          definition: draft,
          updated_at: template.updated_at,
          updated_by: null,
          problems: [],
        },
      });
    }
    if (url.includes('/v1/template-categories')) return json(200, { data: [] });
    return json(200, template);
  });
  return drafts;
}

function show() {
  return renderRoutes(
    [
      {
        path: '/templates/:id',
        element: (
          <TemplateBuilderPage id={TEMPLATE_ID} parentCrumbs={[]} fallbackTitle="Template" />
        ),
      },
    ],
    `/templates/${TEMPLATE_ID}`,
  );
}

const fieldCard = (name: string) => screen.findByRole('article', { name });
const SAVE_WAIT = { timeout: 3000 };

describe('TemplateBuilderPage', () => {
  it('adds a field of a type, names it, and saves the draft as it goes', async () => {
    const drafts = serve(DRAFTED);
    show();
    const user = userEvent.setup();
    const palette = await screen.findByRole('group', { name: 'Add a field' });
    await user.click(within(palette).getByRole('button', { name: 'Checkbox' }));

    const editor = await screen.findByRole('dialog', { name: 'Edit field: Checkbox' });
    await user.type(within(editor).getByRole('textbox', { name: 'Label' }), 'Gauge in the green');
    expect(within(editor).getByRole('textbox', { name: 'Key' })).toHaveValue('gauge_in_the_green');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));

    expect(await fieldCard('Gauge in the green')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), SAVE_WAIT);
    const last = drafts[drafts.length - 1];
    expect(last?.fields.map((field) => field.key)).toEqual(['leak', 'where', 'gauge_in_the_green']);
    expect(last?.fields[2]).toMatchObject({ type: 'checkbox', label: 'Gauge in the green' });
  });

  it('moves a field with the keyboard, sends the new order and flags a condition on a later field', async () => {
    const drafts = serve(DRAFTED);
    show();
    const user = userEvent.setup();
    const leak = await fieldCard('Any leak?');
    expect(
      within(await fieldCard('Where is the leak?')).getByText('Shown when “Any leak?” is Yes'),
    ).toBeInTheDocument();

    within(leak).getByRole('button', { name: 'Move Any leak? down' }).focus();
    await user.keyboard('{Enter}');

    const list = screen.getByRole('list', { name: 'Fields' });
    const names = within(list)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(names).toEqual(['Where is the leak?', 'Any leak?']);
    // Announced to screen readers.
    expect(screen.getByText('Any leak? moved to position 2 of 2.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(
      within(await fieldCard('Where is the leak?')).getByText(
        'A condition can only depend on a field above it',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(drafts.length).toBeGreaterThan(0), SAVE_WAIT);
    expect(drafts[drafts.length - 1]?.fields.map((field) => field.key)).toEqual(['where', 'leak']);
  });

  it('keeps what was typed when a save fails, offers it back after a reload, and retries', async () => {
    let failing = true;
    const drafts = serve(DRAFTED, (url, init) =>
      url.endsWith('/draft') && init?.method === 'PUT' && failing
        ? json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable' })
        : undefined,
    );
    const first = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Any leak?' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit field: Yes / No' });
    const label = within(editor).getByRole('textbox', { name: 'Label' });
    await user.type(label, ' Check the valves');
    await waitFor(() => expect(screen.getByText(/^Not saved/)).toBeInTheDocument(), SAVE_WAIT);
    expect(label).toHaveValue('Any leak? Check the valves');
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    first.unmount();

    failing = false;
    show();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await fieldCard('Any leak? Check the valves')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), SAVE_WAIT);
    expect(drafts[drafts.length - 1]?.fields[0]).toMatchObject({
      label: 'Any leak? Check the valves',
    });
  });

  it('shows the problems of a refused publish at their fields', async () => {
    serve(DRAFTED, (url, init) =>
      url.endsWith('/publish') && init?.method === 'POST'
        ? json(422, {
            code: 'TEMPLATE_DRAFT_INVALID',
            message: 'The draft has problems to fix before it can be published',
            errors: { 'fields.1.max_length': ['At most 500 characters'] },
          })
        : undefined,
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Leak details');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText('The draft has problems to fix before it can be published'),
    ).toBeInTheDocument();
    expect(
      within(await fieldCard('Where is the leak?')).getByText('At most 500 characters'),
    ).toBeInTheDocument();
    const publish = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/publish'));
    expect(JSON.parse(String(publish?.[1]?.body))).toEqual({ note: 'Leak details' });
  });
});
