import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkOutcomeDialog, type BulkOutcome } from './bulk-outcome-dialog.tsx';

const outcome: BulkOutcome = {
  succeeded: 1,
  failed: 2,
  results: [
    { id: 'a', ok: true, message: null },
    { id: 'b', ok: false, message: 'In use' },
    { id: 'c', ok: false, message: null },
  ],
};
const names: Record<string, string> = { a: 'Boiler', b: 'Chiller', c: 'Pump' };

describe('BulkOutcomeDialog', () => {
  it('lists each refused item by name with its translated reason', async () => {
    const onClose = vi.fn();
    render(
      <BulkOutcomeDialog
        outcome={outcome}
        nameOf={(id) => names[id] ?? id}
        translateReason={(message) => `«${message}»`}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '1 done, 2 refused' });
    const list = within(dialog).getByRole('list', { name: 'Refused items' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Chiller«In use»', 'Pump']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the reason as sent without a translation, and stays closed without an outcome', () => {
    const { rerender } = render(
      <BulkOutcomeDialog outcome={null} nameOf={(id) => id} onClose={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<BulkOutcomeDialog outcome={outcome} nameOf={(id) => id} onClose={() => {}} />);
    expect(screen.getByText('In use')).toBeInTheDocument();
  });
});
