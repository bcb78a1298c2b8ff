import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSET_MESSAGES, type TAssetCustomField } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderAlone } from '../../../../../test/render.tsx';
import { json, mockFetch } from '../../../../../test/fetch-mock.ts';
import { AssetDialog } from './asset-dialog.tsx';

const fetchMock = mockFetch();
const BUILDING = '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ROOM = '1c9f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2d';
const REFRIGERANT: TAssetCustomField = {
  id: '2d0f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2e',
  key: 'refrigerant',
  label: 'Refrigerant',
  type: 'select',
  options: ['R32', 'R410A'],
  required: true,
  sort_order: 1,
};

beforeAll(async () => {
  await i18n.loadNamespaces(['assets', 'common']);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Answers the form's look-ups; `onCreate` answers POST /v1/assets. */
function serve(onCreate: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/v1/asset-custom-fields')) return json(200, { data: [REFRIGERANT] });
    if (url.includes('/v1/asset-categories')) {
      return json(200, { data: [{ id: ROOM, name: 'HVAC', key: 'hvac', assets_count: 0 }] });
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
    if (url.endsWith('/v1/assets') && init?.method === 'POST') {
      return onCreate(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderDialog() {
  const onClose = vi.fn();
  renderAlone(<AssetDialog open asset={null} onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AssetDialog', () => {
  it('explains each missing or invalid field before sending anything', async () => {
    const create = vi.fn(() => json(201, {}));
    serve(create);
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add asset' });
    await within(dialog).findByRole('combobox', { name: 'Refrigerant' });
    await user.type(within(dialog).getByLabelText('Cost'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a building')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an amount such as 1250.50 (not negative)'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('speaks French and Arabic too', async () => {
    serve(() => json(201, {}));
    await i18n.changeLanguage('fr');
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un équipement' });
    await within(dialog).findByRole('combobox', { name: 'Refrigerant' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un équipement' }));
    expect(await within(dialog).findByText('Saisissez un nom')).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    expect(await within(dialog).findByText('أدخل اسمًا')).toBeInTheDocument();
  });

  it('sends the values and puts the server refusal on its field, keeping what was typed', async () => {
    const bodies: Record<string, unknown>[] = [];
    serve((body) => {
      bodies.push(body);
      return json(422, {
        message: 'The data sent is not valid',
        code: 'VALIDATION_FAILED',
        errors: { code: [ASSET_MESSAGES.codeTaken] },
      });
    });
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add asset' });
    await within(dialog).findByRole('combobox', { name: 'Refrigerant' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Chiller 2');
    await user.type(within(dialog).getByLabelText('Asset code'), 'CH-2');
    await choose(user, 'Building', 'Northwind House');
    await choose(user, 'Location', 'Plant room');
    await choose(user, 'Refrigerant', 'R32');
    await user.type(within(dialog).getByLabelText('Cost'), '1250,5');
    await user.type(within(dialog).getByLabelText('Currency'), 'gbp');
    await user.click(within(dialog).getByRole('button', { name: 'Add asset' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Chiller 2',
      code: 'CH-2',
      building_id: BUILDING,
      location_id: ROOM,
      cost: 1250.5,
      currency: 'GBP',
      custom_fields: { refrigerant: 'R32' },
    });
    expect(
      await within(dialog).findByText('This asset code is already used by another asset.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Chiller 2');
  });
});
