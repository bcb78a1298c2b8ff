import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { renderAlone } from '../../../test/render.tsx';
import { BoundTextField, type FieldMessage } from './bound-text-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useServerForm, type ValidOutcome } from './use-server-form.ts';

const ZName = z.object({ name: z.string().trim().min(1, 'Enter a name') });
/** Sends the name; 'stay' keeps the dialog open (the answer was a refusal). */
type Send = (
  values: { name: string },
  outcome: ValidOutcome<{ name: string }>,
) => Promise<void | 'stay'>;

const message: FieldMessage = (error, hint = ' ') => error?.message ?? hint;

function RenameDialog({ send, onClose }: { send: Send; onClose: () => void }) {
  const form = useServerForm({
    schema: ZName,
    defaultValues: { name: '' },
    serverFields: ['name'],
    failure: 'The name could not be saved',
    onValid: async (values, outcome) => {
      if ((await send(values, outcome)) !== 'stay') onClose();
    },
  });
  return (
    <FormDialog {...form.dialog} onClose={onClose} title="Rename" submitLabel="Save">
      <BoundTextField control={form.control} message={message} name="name" label="Name" />
    </FormDialog>
  );
}

function renderDialog(send: Send) {
  const onClose = vi.fn();
  renderAlone(<RenameDialog send={send} onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

const refusal = (status: number, errors?: Record<string, string[]>) =>
  new ApiError({
    message: 'A site with this name already exists',
    status,
    code: status === 0 ? 'NETWORK_ERROR' : 'VALIDATION_FAILED',
    ...(errors ? { errors } : {}),
  });

describe('FormDialog with useServerForm', () => {
  it('is a dialog named by its title whose Cancel closes it', async () => {
    const { user, onClose } = renderDialog(vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('checks the fields before sending anything, and Enter submits', async () => {
    const send = vi.fn<Send>();
    const { user } = renderDialog(send);
    await user.type(await screen.findByLabelText('Name'), '   {Enter}');
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts a refusal's field error under its field and keeps what was typed", async () => {
    const send = vi.fn<Send>().mockRejectedValue(refusal(422, { name: ['Already taken'] }));
    const { user, onClose } = renderDialog(send);
    await user.type(await screen.findByLabelText('Name'), 'Harbour House');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour House');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refusal with no field as the form's sentence, the fallback when offline", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(refusal(409, { site_id: ['Not on this form'] }))
      .mockRejectedValueOnce(refusal(0));
    const { user } = renderDialog(send);
    await user.type(await screen.findByLabelText('Name'), 'Harbour House');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A site with this name already exists',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The name could not be saved'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour House');
  });

  it('shows the sentence a valid answer refuses with', async () => {
    const { user, onClose } = renderDialog(async (_values, { refuse }) => {
      refuse('That site is archived');
      return 'stay';
    });
    await user.type(await screen.findByLabelText('Name'), 'Dock Store');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That site is archived');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits while sending: Cancel is off and Escape does not dismiss it', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user, onClose } = renderDialog(send);
    await user.type(await screen.findByLabelText('Name'), 'Dock Store');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Dock Store' }, expect.anything());
  });
});
