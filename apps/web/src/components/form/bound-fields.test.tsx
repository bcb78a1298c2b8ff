import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderAlone } from '../../../test/render.tsx';
import { BoundField } from './bound-field.tsx';
import type { FieldMessage } from './bound-text-field.tsx';
import { fieldsOf } from './fields-of.tsx';
import { InvitationRows, type Invitation } from './invitation-rows.tsx';
import { LabelsField } from './labels-field.tsx';
import { TabbedDialog } from './tabbed-dialog.tsx';
import { useResetWhenChanged } from './use-reset-when-changed.ts';

const message: FieldMessage = (error, hint = ' ') => error?.message ?? hint;

interface PlaceForm {
  status: string;
  parent: string;
  trades: string[];
  invitations: Invitation[];
}

/** A form showing what a test needs and handing its values over on submit. */
function PlaceFields({
  onValues,
  show,
}: {
  onValues: (values: PlaceForm) => void;
  show: (control: Control<PlaceForm>) => React.ReactNode;
}) {
  const form = useForm<PlaceForm>({
    defaultValues: {
      status: 'active',
      parent: '',
      trades: [],
      invitations: [{ email: '', role: 'viewer' }],
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      {show(form.control)}
      <button type="submit">Send</button>
    </form>
  );
}

function renderFields(show: (control: Control<PlaceForm>) => React.ReactNode) {
  const onValues = vi.fn<(values: PlaceForm) => void>();
  renderAlone(<PlaceFields onValues={onValues} show={show} />);
  return { user: userEvent.setup(), onValues };
}

describe('fieldsOf(...).select', () => {
  it('offers values worded by optionLabel and rows by name, with an empty first choice', async () => {
    const { user, onValues } = renderFields((control) => {
      const { select } = fieldsOf(control, message);
      return (
        <>
          {select('status', 'Status', ['active', 'inactive'] as const, {
            optionLabel: (value) => (value === 'active' ? 'In use' : 'Closed'),
          })}
          {select(
            'parent',
            'Parent',
            [
              { id: 'floor-1', name: 'Floor 1', depth: 0 },
              { id: 'room-1', name: 'Room 1', depth: 1 },
            ],
            { none: 'Top level', hint: 'Where it sits' },
          )}
        </>
      );
    });
    expect(screen.getByText('Where it sits')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = await screen.findByRole('listbox');
    expect(
      within(statuses)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In use', 'Closed']);
    await user.click(within(statuses).getByRole('option', { name: 'Closed' }));
    await user.click(screen.getByRole('combobox', { name: 'Parent' }));
    const parents = await screen.findByRole('listbox');
    expect(
      within(parents)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Top level', 'Floor 1', 'Room 1']);
    await user.click(within(parents).getByRole('option', { name: 'Room 1' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'inactive', parent: 'room-1' }),
      expect.anything(),
    );
  });
});

describe('BoundField with LabelsField', () => {
  it('binds free labels: Enter adds one, blanks and repeats are dropped, the hint shows', async () => {
    const { user, onValues } = renderFields((control) => (
      <BoundField
        control={control}
        name="trades"
        message={message}
        hint="Press Enter after each"
        render={(field) => <LabelsField label="Trades" suggestions={['HVAC']} {...field} />}
      />
    ));
    expect(screen.getByText('Press Enter after each')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Trades' });
    await user.type(input, ' Plumbing {Enter}');
    await user.type(input, 'Plumbing{Enter}');
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith(
      expect.objectContaining({ trades: ['Plumbing'] }),
      expect.anything(),
    );
  });
});

describe('InvitationRows', () => {
  const text = (key: string, number?: number) => (number ? `${key} ${number}` : key);

  it('adds numbered rows up to the limit, each starting with the default role', async () => {
    const { user, onValues } = renderFields((control) => (
      <InvitationRows
        control={control}
        message={message}
        text={text}
        roles={[
          { id: 'viewer', name: 'Viewer' },
          { id: 'technician', name: 'Technician' },
        ]}
        defaultRole="technician"
        max={2}
      />
    ));
    expect(screen.getByRole('button', { name: 'remove 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByRole('button', { name: 'add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'remove 1' })).toBeEnabled();
    await user.type(screen.getByLabelText('email 2'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith(
      expect.objectContaining({
        invitations: [
          { email: '', role: 'viewer' },
          { email: 'bob@example.com', role: 'technician' },
        ],
      }),
      expect.anything(),
    );
    expect(screen.getByRole('combobox', { name: 'role 2' })).toHaveTextContent('Technician');
  });
});

describe('TabbedDialog', () => {
  function Settings({ onClose }: { onClose: () => void }) {
    const [tab, setTab] = useState<'one' | 'two'>('one');
    return (
      <TabbedDialog
        open
        onClose={onClose}
        title="Settings"
        tabs={[
          { value: 'one', label: 'Categories' },
          { value: 'two', label: 'Fields' },
        ]}
        tab={tab}
        onTabChange={setTab}
        minHeight={100}
      >
        {tab === 'one' ? 'The categories' : 'The fields'}
      </TabbedDialog>
    );
  }

  it('shows the chosen tab in a panel it labels, and Close closes', async () => {
    const onClose = vi.fn();
    renderAlone(<Settings onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tabpanel', { name: 'Categories' })).toHaveTextContent(
      'The categories',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Fields' }));
    expect(within(dialog).getByRole('tabpanel', { name: 'Fields' })).toHaveTextContent(
      'The fields',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('useResetWhenChanged', () => {
  it('keeps the starting values, then resets each time the value changes', () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ value }) => useResetWhenChanged(value, reset), {
      initialProps: { value: 'building-a' },
    });
    rerender({ value: 'building-a' });
    expect(reset).not.toHaveBeenCalled();
    rerender({ value: 'building-b' });
    rerender({ value: 'building-b' });
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
