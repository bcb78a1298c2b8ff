import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotify } from '@/lib/notifications.tsx';
import { ConfirmDelete, RecordActions } from './record-actions.tsx';

const LABELS = { edit: 'Edit', archive: 'Archive', unarchive: 'Restore', delete: 'Delete' };

afterEach(() => vi.restoreAllMocks());

/** Delete as a record page offers it: the header's button, then the question. */
function Deletable({
  remove,
  announce = false,
}: {
  remove: () => Promise<unknown>;
  announce?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      <RecordActions labels={LABELS} onDelete={() => setOpen(true)} />
      {gone ? <p>Back at the list</p> : null}
      <ConfirmDelete
        open={open}
        onClose={() => setOpen(false)}
        title="Delete Boiler 2?"
        message="This cannot be undone."
        confirmLabel="Delete"
        remove={remove}
        done="Boiler 2 deleted"
        describeError={(error) => (error instanceof Error ? error.message : 'Failed')}
        onDeleted={() => setGone(true)}
        announceRefusal={announce}
      />
    </>
  );
}

async function confirmDelete() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Boiler 2?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('RecordActions', () => {
  it('offers only the actions it is given, and announces an archive', async () => {
    const success = vi.spyOn(useNotify(), 'success');
    const save = vi.fn(() => Promise.resolve());
    render(
      <RecordActions
        labels={LABELS}
        archive={{
          archived: false,
          pending: false,
          save,
          done: (archived) => (archived ? 'Archived' : 'Restored'),
          describeError: () => 'Failed',
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(save).toHaveBeenCalledWith(true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Archived'));
  });
});

describe('ConfirmDelete', () => {
  it('deletes only once confirmed, announces it and moves on', async () => {
    const success = vi.spyOn(useNotify(), 'success');
    const remove = vi.fn(() => Promise.resolve());
    render(<Deletable remove={remove} />);
    expect(remove).not.toHaveBeenCalled();
    await confirmDelete();
    expect(await screen.findByText('Back at the list')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledWith('Boiler 2 deleted');
  });

  it('says why a delete was refused in the question itself', async () => {
    render(<Deletable remove={() => Promise.reject(new Error('Boiler 2 has open tickets'))} />);
    const dialog = await confirmDelete();
    expect(await within(dialog).findByText('Boiler 2 has open tickets')).toBeInTheDocument();
    expect(screen.queryByText('Back at the list')).not.toBeInTheDocument();
  });

  it('announces the refusal instead when asked to', async () => {
    const error = vi.spyOn(useNotify(), 'error');
    render(<Deletable remove={() => Promise.reject(new Error('Locked'))} announce />);
    const dialog = await confirmDelete();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Locked'));
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
  });
});
