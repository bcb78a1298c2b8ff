import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkActions } from './bulk-actions.tsx';
import type { BulkOutcome } from './bulk-outcome-dialog.tsx';
import { useBulkRunner } from './bulk-runner.ts';
import { useLocalListParams } from './use-list-params.ts';

const NAMES: Record<string, string> = { a: 'North Wharf', b: 'River House' };

function BulkHarness({ mutateAsync }: { mutateAsync: (body: object) => Promise<BulkOutcome> }) {
  const [selected, setSelected] = useState(['a', 'b']);
  const bulk = useBulkRunner<{ action: string }, 'archive'>({
    selection: { selected, nameOf: (id) => NAMES[id] ?? id, onDone: setSelected },
    mutation: { mutateAsync, isPending: false },
    doneMessage: (count, body) => `${count} done: ${body.action}`,
    failedMessage: () => 'The change failed',
  });
  return (
    <>
      <output aria-label="selected">{selected.join(',')}</output>
      <BulkActions
        runner={bulk}
        actions={[{ label: 'Archive', onClick: () => bulk.open('archive') }, false]}
        confirm={
          bulk.dialog === 'archive'
            ? {
                title: `Archive ${selected.length}?`,
                message: 'They leave the list.',
                confirmLabel: 'Archive',
                onConfirm: () => void bulk.run({ action: 'archive' }),
              }
            : null
        }
      />
    </>
  );
}

const notices = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/notifications.tsx', () => ({ useNotify: () => notices }));
beforeEach(() => {
  notices.success.mockReset();
  notices.error.mockReset();
});

describe('BulkActions with useBulkRunner', () => {
  it('asks first, sends the selected ids, keeps the refused ones selected and says why', async () => {
    const mutateAsync = vi.fn(async () => ({
      succeeded: 1,
      failed: 1,
      results: [
        { id: 'a', ok: true, message: null },
        { id: 'b', ok: false, message: 'In use' },
      ],
    }));
    render(<BulkHarness mutateAsync={mutateAsync} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const confirm = screen.getByRole('dialog', { name: 'Archive 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));

    expect(mutateAsync).toHaveBeenCalledWith({ action: 'archive', ids: ['a', 'b'] });
    const outcome = await screen.findByRole('dialog', { name: '1 done, 1 refused' });
    expect(within(outcome).getByRole('listitem')).toHaveTextContent('River HouseIn use');
    expect(screen.getByLabelText('selected')).toHaveTextContent(/^b$/);
    expect(notices.success).toHaveBeenCalledWith('1 done: archive');
  });

  it('says so when the request fails as a whole, and keeps the selection', async () => {
    render(<BulkHarness mutateAsync={() => Promise.reject(new Error('offline'))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(notices.error).toHaveBeenCalledWith('The change failed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('selected')).toHaveTextContent('a,b');
  });
});

function LocalProbe() {
  const list = useLocalListParams({ filters: ['team_id'] });
  const location = useLocation();
  return (
    <>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <output aria-label="url">{location.search}</output>
      <button type="button" onClick={() => list.setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => list.setFilter('team_id', 'hvac')}>
        hvac
      </button>
    </>
  );
}

describe('useLocalListParams', () => {
  it('pages and filters like a URL list, without touching the address', async () => {
    render(
      <MemoryRouter initialEntries={['/team/team?tab=members']}>
        <LocalProbe />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(JSON.parse(screen.getByLabelText('query').textContent ?? '')).toEqual({
      page: '3',
      per_page: '25',
    });
    await user.click(screen.getByRole('button', { name: 'hvac' }));
    expect(JSON.parse(screen.getByLabelText('query').textContent ?? '')).toEqual({
      page: '1',
      per_page: '25',
      team_id: 'hvac',
    });
    expect(screen.getByLabelText('url')).toHaveTextContent('?tab=members');
  });
});
