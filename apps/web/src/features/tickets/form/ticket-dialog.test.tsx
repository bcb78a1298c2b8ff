import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { changeLanguage, i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import {
  BUILDING,
  CATEGORY,
  json,
  OPTIONS,
  ROOM,
  TICKET,
  TICKET_ID,
  USER,
} from '../list/test-data.ts';
import { TicketDialog } from './ticket-dialog.tsx';

const fetchMock = mockFetch();

beforeAll(async () => {
  await i18n.loadNamespaces(['tickets', 'common', 'layout']);
});
beforeEach(() => {
  setAbilityRules([{ action: 'manage', subject: 'all' }]);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Answers the form's look-ups; `onCreate` answers POST /v1/reactive-tickets. */
function serve(onCreate: (body: Record<string, unknown>) => Response) {
  const uploads: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/reactive-tickets/options')) return json(200, OPTIONS);
    if (url.endsWith(`/v1/reactive-tickets/${TICKET_ID}/files`) && init?.method === 'POST') {
      const file = (init.body as FormData).get('file') as File;
      uploads.push(file.name);
      return json(201, { id: USER, name: file.name });
    }
    if (url.endsWith('/v1/reactive-tickets') && init?.method === 'POST') {
      return onCreate(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    if (url.includes('/locations/tree')) {
      return json(200, {
        building: { id: BUILDING, name: 'Northwind House' },
        data: [
          {
            id: ROOM,
            name: 'Plant room',
            code: null,
            type: 'plant_room',
            depth: 0,
            assets_count: 0,
            children: [],
          },
        ],
      });
    }
    if (url.includes('/v1/buildings')) {
      return json(200, {
        data: [{ id: BUILDING, name: 'Northwind House' }],
        total: 1,
        page: 1,
        per_page: 100,
      });
    }
    return json(200, { data: [], total: 0, page: 1, per_page: 20 });
  });
  return uploads;
}

function renderDialog() {
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: () => <TicketDialog open kind="reactive" onClose={onClose} />,
      },
      { path: '/reactive-tickets/:id', Component: () => <p>Ticket page</p> },
    ],
    '/',
  );
  return { user: userEvent.setup(), onClose, router: view.router };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Title/), 'Boiler leaking');
  await choose(user, 'Building', 'Northwind House');
}

describe('TicketDialog', { timeout: 30_000 }, () => {
  it('explains the missing fields before sending anything', async () => {
    const create = vi.fn(() => json(201, {}));
    serve(create);
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New reactive ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'New ticket' }));
    expect(await within(dialog).findByText('Enter a title')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a building')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('posts the ticket, sends the chosen files, then opens the new ticket', async () => {
    const bodies: Record<string, unknown>[] = [];
    const uploads = serve((body) => {
      bodies.push(body);
      return json(201, { ...TICKET, description: '' });
    });
    const { user, onClose, router } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New reactive ticket' });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Description'), 'Water on the floor');
    await choose(user, 'Location', 'Plant room');
    await choose(user, 'Category', 'Heating, ventilation and air conditioning');
    await choose(user, 'Priority', 'Critical');
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignees' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'leak{Enter}');
    await user.click(within(dialog).getByRole('radio', { name: 'Someone without an account' }));
    await user.type(within(dialog).getByLabelText(/^Reporter's name/), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText("Reporter's e-mail"), 'grace@example.com');
    const photo = new File(['x'], 'leak.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Add photos or files'), photo);
    expect(within(dialog).getByText('leak.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'New ticket' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Boiler leaking',
      description: 'Water on the floor',
      building_id: BUILDING,
      location_id: ROOM,
      asset_id: null,
      category_id: CATEGORY,
      priority: 'critical',
      due_at: null,
      assignee_ids: [USER],
      team_id: null,
      contractor_id: null,
      watcher_ids: [],
      tags: ['leak'],
      reporter_user_id: null,
      reporter_name: 'Grace Hopper',
      reporter_email: 'grace@example.com',
      reporter_phone: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/reactive-tickets/${TICKET_ID}`),
    );
    expect(uploads).toEqual(['leak.jpg']);
    expect(onClose).toHaveBeenCalled();
  });

  it('puts the server refusal on its field and keeps what was typed', async () => {
    serve(() =>
      json(422, {
        message: 'The data sent is not valid',
        code: 'VALIDATION_FAILED',
        errors: { location_id: ['Choose a location'], tags: ['At most 20 tags'] },
      }),
    );
    const { user, router } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New reactive ticket' });
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'New ticket' }));
    expect(
      await within(dialog).findByText('Choose a location of this building'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('At most 20 tags')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Boiler leaking');
    expect(router.state.location.pathname).toBe('/');
  });

  it('finds an asset before a building is chosen and fills in its building and location', async () => {
    const bodies: Record<string, unknown>[] = [];
    serve((body) => {
      bodies.push(body);
      return json(201, TICKET);
    });
    const base = fetchMock.getMockImplementation()!;
    const ASSET = '7a0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b99';
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/v1/assets?')
        ? json(200, {
            data: [
              {
                id: ASSET,
                name: 'Boiler 1',
                code: 'AST-7',
                building: { id: BUILDING, name: 'Northwind House' },
                location: { id: ROOM, name: 'Plant room' },
              },
            ],
            total: 1,
            page: 1,
            per_page: 20,
          })
        : base(input, init),
    );
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New reactive ticket' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Boiler leaking');
    const asset = within(dialog).getByRole('combobox', { name: 'Asset' });
    expect(asset).toBeEnabled();
    await user.click(asset);
    await user.click(await screen.findByRole('option', { name: /Boiler 1 \(AST-7\)/ }));
    // Every asset the user may see was searched, not one building's.
    const searched = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/v1/assets?'));
    expect(searched[0]).not.toContain('building_id');
    expect(within(dialog).getByRole('combobox', { name: /^Building/ })).toHaveTextContent(
      'Northwind House',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
        'Plant room',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'New ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ building_id: BUILDING, location_id: ROOM, asset_id: ASSET });
  });

  it('offers assignment only to those who may change tickets', async () => {
    setAbilityRules([
      { action: 'read', subject: 'reactive task' },
      { action: 'add', subject: 'reactive task' },
      { action: 'read', subject: 'buildings' },
      { action: 'read', subject: 'locations' },
      { action: 'read', subject: 'assets' },
    ]);
    serve(() => json(201, {}));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New reactive ticket' });
    expect(within(dialog).getByRole('combobox', { name: 'Asset' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Assignees' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Contractor' })).not.toBeInTheDocument();
  });

  it('speaks French and Arabic too', async () => {
    serve(() => json(201, {}));
    await i18n.changeLanguage('fr');
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau ticket correctif' });
    await user.click(within(dialog).getByRole('button', { name: 'Nouveau ticket' }));
    expect(await within(dialog).findByText('Saisissez un titre')).toBeInTheDocument();
    // The helper loads the right-to-left styles before switching, so none load after the test.
    await changeLanguage('ar');
    expect(await within(dialog).findByText('أدخل عنوانًا')).toBeInTheDocument();
  });
});
