import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionRule } from '@mainstay/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAbilityRules, setAbilityRules } from '@/lib/ability.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

function Harness({
  initial,
  onChange,
}: {
  initial: PermissionRule[];
  onChange: (r: PermissionRule[]) => void;
}) {
  const [rules, setRules] = useState(initial);
  return (
    <PermissionMatrix
      rules={rules}
      onChange={(next) => {
        setRules(next);
        onChange(next);
      }}
    />
  );
}

function renderMatrix(initial: PermissionRule[] = []) {
  const onChange = vi.fn();
  render(
    <Suspense fallback="loading">
      <Harness initial={initial} onChange={onChange} />
    </Suspense>,
  );
  return { onChange, user: userEvent.setup() };
}

afterEach(() => clearAbilityRules());

describe('PermissionMatrix', () => {
  it('ticks and unticks a rule by its accessible name', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    const { onChange, user } = renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: 'Buildings: read' });
    expect(cell).not.toBeChecked();
    await user.click(cell);
    expect(cell).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith([{ action: 'read', subject: 'buildings' }]);
    await user.click(cell);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('disables the rules the signed-in user does not hold', async () => {
    setAbilityRules([
      { action: 'manage', subject: 'organisation' },
      { action: 'read', subject: 'buildings' },
      { action: 'read', subject: 'assets' },
    ]);
    renderMatrix();
    expect(await screen.findByRole('checkbox', { name: 'Buildings: read' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Organisation: write' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Buildings: write' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Reports: read' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Reports: all' })).toBeDisabled();
  });

  it('toggles a whole row, only with the actions the user may grant', async () => {
    setAbilityRules([
      { action: 'read', subject: 'assets' },
      { action: 'add', subject: 'assets' },
    ]);
    const { onChange, user } = renderMatrix();
    await user.click(await screen.findByRole('checkbox', { name: 'Assets: all' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { action: 'read', subject: 'assets' },
      { action: 'add', subject: 'assets' },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Assets: add' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Assets: manage' })).not.toBeChecked();
  });

  it('shows manage as including the other actions of its row', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    renderMatrix([{ action: 'manage', subject: 'tags' }]);
    const read = await screen.findByRole('checkbox', { name: 'Tags: read' });
    expect(read).toBeChecked();
    expect(read).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Tags: manage' })).toBeEnabled();
  });
});
