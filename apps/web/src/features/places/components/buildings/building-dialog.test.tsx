import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBuilding } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderAlone } from '../../../../../test/render.tsx';
import { json, mockFetch } from '../../../../../test/fetch-mock.ts';
import { BuildingDialog } from './building-dialog.tsx';

const fetchMock = mockFetch();

beforeAll(async () => {
  await i18n.loadNamespaces(['places', 'common']);
});

const SAVED: TBuilding = {
  id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Northwind House',
  code: 'NWH',
  type: 'office',
  status: 'active',
  street: null,
  city: 'London',
  region: null,
  postcode: null,
  country: 'GB',
  latitude: null,
  longitude: null,
  floors: 6,
  gross_area: null,
  area_unit: 'm2',
  year_built: null,
  photo: null,
  contacts: [],
  opening_hours: '',
  notes: '',
  locations_count: 0,
  assets_count: 0,
  open_work_count: 0,
  archived_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderDialog() {
  const onClose = vi.fn();
  renderAlone(<BuildingDialog open building={null} onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

describe('BuildingDialog', () => {
  it('explains each invalid field before sending anything', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add building' });
    await user.type(within(dialog).getByLabelText('Latitude'), '95');
    await user.type(within(dialog).getByLabelText('Year built'), '1700');
    await user.type(within(dialog).getByLabelText('Floors'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await user.type(within(dialog).getByLabelText('Contact 1 e-mail'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add building' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Year built must be a year from 1800 to this year'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Floors must be a whole number, 0 or more'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the contact's name")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends numbers as numbers and shows the server’s field errors on the fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The data sent is not valid',
        errors: { code: ['Another building already uses this code'] },
      }),
    );
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add building' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Northwind House');
    await user.type(within(dialog).getByLabelText('Code'), 'NWH');
    await user.type(within(dialog).getByLabelText('Floors'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add building' }));
    expect(
      await within(dialog).findByText('Another building already uses this code'),
    ).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ name: 'Northwind House', code: 'NWH', floors: 6, latitude: null });
    // Nothing typed is lost: the name is still there.
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Northwind House');

    fetchMock.mockResolvedValueOnce(json(201, SAVED));
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'NWH2');
    await user.click(within(dialog).getByRole('button', { name: 'Add building' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
