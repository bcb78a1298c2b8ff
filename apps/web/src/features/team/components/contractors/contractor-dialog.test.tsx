import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TContractor } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { json, mockFetch } from '../../../../../test/fetch-mock.ts';
import { ContractorDialog } from './contractor-dialog.tsx';

const fetchMock = mockFetch();

beforeAll(async () => {
  await i18n.loadNamespaces('team');
});

const EXISTING: TContractor = {
  id: '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  company_name: 'ClearFlow Plumbing',
  trades: ['Plumbing'],
  contacts: [{ name: 'Megan Doyle', role: 'Office Manager', phone: '', email: '' }],
  phone: null,
  email: null,
  address: null,
  notes: '',
  hourly_rate: 52,
  currency: 'GBP',
  status: 'active',
  user_count: 0,
  documents: { count: 0, next_expiry: null, expiring_soon: false, expired: false },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderDialog(contractor: TContractor | null = null) {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <ContractorDialog open contractor={contractor} onClose={onClose} />,
      },
    ],
    '/',
  );
  return { user: userEvent.setup(), onClose };
}

describe('ContractorDialog', () => {
  it('checks the company name, rate, currency and e-mail before sending', async () => {
    const { user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add contractor' });
    await user.type(screen.getByLabelText('Hourly rate'), '12.345');
    const currency = screen.getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'EU');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount such as 45 or 45.50')).toBeInTheDocument();
    expect(screen.getByText('Enter a 3-letter currency code, e.g. EUR')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds and removes repeatable contacts, each needing a name', async () => {
    const { user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add contractor' });
    await user.type(screen.getByLabelText(/^Company name/), 'Arctic Air Mechanical');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getByRole('group', { name: 'Contact 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(await within(contact).findByText('The contact name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a contractor with trades, contacts and the rate as a number', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...EXISTING, id: 'new', users: [] }));
    const { user, onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add contractor' });
    await user.type(screen.getByLabelText(/^Company name/), 'Arctic Air Mechanical');
    await user.type(screen.getByRole('combobox', { name: 'Trades' }), 'HVAC{Enter}');
    await user.type(screen.getByLabelText('Hourly rate'), '62,50');
    const currency = screen.getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'gbp');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.type(screen.getByLabelText(/^Contact 1 name/), 'Helen Frost');
    await user.type(screen.getByLabelText('Contact 1 email'), 'helen@arcticair.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/contractors$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      company_name: 'Arctic Air Mechanical',
      trades: ['HVAC'],
      contacts: [{ name: 'Helen Frost', role: '', phone: '', email: 'helen@arcticair.example' }],
      phone: null,
      email: null,
      address: null,
      notes: '',
      hourly_rate: 62.5,
      currency: 'GBP',
      status: 'active',
    });
  });

  it('edits an existing contractor and shows the server field errors on the fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The data sent is not valid',
        errors: { company_name: ['A contractor with this company name already exists'] },
      }),
    );
    const { user, onClose } = renderDialog(EXISTING);
    await screen.findByRole('dialog', { name: 'Edit contractor' });
    const name = screen.getByLabelText(/^Company name/);
    expect(name).toHaveValue('ClearFlow Plumbing');
    expect(screen.getByLabelText(/^Contact 1 name/)).toHaveValue('Megan Doyle');
    await user.clear(name);
    await user.type(name, 'BrightSpark Electrical');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A contractor with this company name already exists'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('BrightSpark Electrical');
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(new RegExp(`/v1/contractors/${EXISTING.id}$`));
    expect(init?.method).toBe('PATCH');
  });
});
