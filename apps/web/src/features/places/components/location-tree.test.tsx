import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TLocationTreeNode } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { LocationTree } from './location-tree.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('places');
});

const node = (id: string, name: string, depth: number, children: TLocationTreeNode[] = []) => ({
  id,
  name,
  code: null,
  type: 'room' as const,
  depth,
  assets_count: 0,
  children,
});

const TREE: TLocationTreeNode[] = [
  node('f1', 'Floor 1', 0, [node('ew', 'East wing', 1, [node('r101', 'Room 101', 2)])]),
  node('f2', 'Floor 2', 0),
];

describe('LocationTree', () => {
  it('is a keyboard-operable tree with levels, expanding and collapsing', async () => {
    const onSelect = vi.fn();
    const onOpen = vi.fn();
    render(
      <LocationTree
        label="Locations of HQ"
        nodes={TREE}
        selectedId={null}
        onSelect={onSelect}
        onOpen={onOpen}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('tree', { name: 'Locations of HQ' })).toBeInTheDocument();
    const floor1 = screen.getByRole('treeitem', { name: /Floor 1/ });
    expect(floor1).toHaveAttribute('aria-level', '1');
    expect(floor1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: /Room 101/ })).toHaveAttribute('aria-level', '3');

    await user.tab();
    expect(floor1).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: /East wing/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('treeitem', { name: /Room 101/ })).not.toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /East wing/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.keyboard('{ArrowLeft}');
    expect(floor1).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: /Floor 2/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('f2');
    await user.keyboard('{Home}{Enter}');
    expect(onOpen).toHaveBeenCalledWith('f1');
  });
});
