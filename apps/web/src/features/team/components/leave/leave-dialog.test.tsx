import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { renderAlone } from '../../../../../test/render.tsx';
import { json, mockFetch } from '../../../../../test/fetch-mock.ts';
import { LeaveDialog, type LeaveDialogProps } from './leave-dialog.tsx';

const fetchMock = mockFetch();

beforeAll(async () => {
  await i18n.loadNamespaces('team');
});

function renderDialog(props: Partial<LeaveDialogProps> = {}) {
  const onClose = vi.fn();
  renderAlone(<LeaveDialog open onClose={onClose} {...props} />);
  return { user: userEvent.setup(), onClose };
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('LeaveDialog', () => {
  it('asks for both dates before sending anything', async () => {
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText('Enter the first day of leave')).toBeInTheDocument();
    expect(screen.getByText('Enter the last day of leave')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date', async () => {
    const { user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Record leave' });
    setDate('From', '2030-03-10');
    setDate('To', '2030-03-09');
    await user.click(screen.getByRole('button', { name: 'Record leave' }));
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records the leave and closes', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'x' }));
    const { user, onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Record leave' });
    setDate('From', '2030-03-10');
    setDate('To', '2030-03-12');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Training' }));
    await user.type(screen.getByLabelText('Note'), 'First aid course');
    await user.click(screen.getByRole('button', { name: 'Record leave' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/team\/leave$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      starts_on: '2030-03-10',
      ends_on: '2030-03-12',
      type: 'training',
      note: 'First aid course',
    });
  });

  it('keeps what was typed and shows the reason when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, {
        code: 'CONFLICT',
        message: 'Priya Raman already has leave from 2030-03-11 to 2030-03-11',
      }),
    );
    const { user, onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Record leave' });
    setDate('From', '2030-03-10');
    setDate('To', '2030-03-12');
    await user.click(screen.getByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText(/already has leave/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2030-03-10');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a person only to those who may record leave for others', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Record leave' });
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
  });

  it('names the member when recording for someone from their page', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'x' }));
    const { user } = renderDialog({
      member: { id: '7a0c6d3e-4b7f-4a55-9a1e-2f6c1d9b8e01', name: 'Marco Rossi' },
      canChoosePerson: true,
    });
    await screen.findByRole('dialog', { name: 'Record leave for Marco Rossi' });
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
    setDate('From', '2030-05-01');
    setDate('To', '2030-05-01');
    await user.click(screen.getByRole('button', { name: 'Record leave' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      user_id: '7a0c6d3e-4b7f-4a55-9a1e-2f6c1d9b8e01',
    });
  });
});
