import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { fileNameFromDisposition } from './download.ts';
import { ListToolbar } from './list-toolbar.tsx';
import type { DataColumn } from './types.ts';
import { useListParams } from './use-list-params.ts';

interface Row {
  id: string;
  name: string;
  city: string;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortable: true, hideable: false },
  { id: 'city', label: 'City', render: (row) => row.city, sortable: true },
  { id: 'code', label: 'Code', render: (row) => row.id.toUpperCase(), hiddenByDefault: true },
];
const rows: Row[] = [
  { id: 'a', name: 'North Wharf', city: 'Leeds' },
  { id: 'b', name: 'River House', city: 'York' },
];

function Harness(props: Partial<Parameters<typeof DataTable<Row>>[0]>) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable<Row>
      label="Buildings"
      columns={columns}
      rows={rows}
      total={2}
      loading={false}
      page={1}
      perPage={10}
      onPageChange={() => undefined}
      onPerPageChange={() => undefined}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      selectable
      selected={selected}
      onSelectedChange={setSelected}
      empty={<p>No buildings</p>}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('renders a named table with visible columns and labelled row check boxes', async () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Buildings' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select North Wharf' }));
    expect(screen.getByRole('checkbox', { name: 'Select North Wharf' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select River House' })).toBeChecked();
  });

  it('sorts through the header and marks the sorted column', async () => {
    const onSortChange = vi.fn();
    render(<Harness sort="city" order="desc" onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: /City/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name');
  });

  it('shows and hides columns from the chooser and remembers the choice', async () => {
    const { unmount } = render(<Harness columnsStorageKey="test.columns" />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Code' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    unmount();
    render(<Harness columnsStorageKey="test.columns" />);
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
  });

  it('shows the empty state, the loading skeleton and the error with retry', async () => {
    const { rerender } = render(<Harness rows={[]} total={0} />);
    expect(screen.getByText('No buildings')).toBeInTheDocument();
    rerender(<Harness rows={undefined} loading />);
    expect(screen.getByRole('table', { name: 'Buildings' })).toHaveAttribute('aria-busy', 'true');
    const onRetry = vi.fn();
    rerender(<Harness rows={undefined} error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('pages forward and changes the page size', async () => {
    const onPageChange = vi.fn();
    const onPerPageChange = vi.fn();
    render(<Harness total={40} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />);
    expect(screen.getByText('1–10 of 40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});

function ParamsProbe() {
  const list = useListParams({ defaults: { sort: 'name' }, filters: ['status'] });
  const location = useLocation();
  return (
    <div>
      <output aria-label="url">{location.search}</output>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <button type="button" onClick={() => list.setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => list.setFilter('status', 'active')}>
        active
      </button>
      <button type="button" onClick={() => list.setSort('name')}>
        sort name
      </button>
      <button type="button" onClick={() => list.reset()}>
        reset
      </button>
      <button
        type="button"
        onClick={() => {
          // A filter, then a search from the same (now stale) render: a debounced search box.
          list.setFilter('status', 'active');
          list.setSearch('pump');
        }}
      >
        filter then search
      </button>
    </div>
  );
}

describe('useListParams', () => {
  it('reads the URL and writes changes back, resetting the page on filter changes', async () => {
    render(
      <MemoryRouter initialEntries={['/list?page=2&per_page=50&search=wharf&status=archived']}>
        <ParamsProbe />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByLabelText('query').textContent ?? '')).toEqual({
      page: '2',
      per_page: '50',
      sort: 'name',
      search: 'wharf',
      status: 'archived',
    });
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('page=3');
    await userEvent.click(screen.getByRole('button', { name: 'active' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('status=active');
    expect(screen.getByLabelText('url')).not.toHaveTextContent('page=3');
    await userEvent.click(screen.getByRole('button', { name: 'sort name' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('sort=name&order=desc');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('url')).toBeEmptyDOMElement();
  });

  it('keeps a filter when a search written from an older render lands after it', async () => {
    render(
      <MemoryRouter initialEntries={['/list?page=2']}>
        <ParamsProbe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'filter then search' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=active&search=pump');
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=active&search=pump&page=3');
  });

  it('ignores a page size the API does not accept', () => {
    render(
      <MemoryRouter initialEntries={['/list?per_page=7&page=-1']}>
        <ParamsProbe />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByLabelText('query').textContent ?? '')).toMatchObject({
      page: '1',
      per_page: '25',
    });
  });
});

describe('ListToolbar', () => {
  it('debounces the search before reporting it', () => {
    vi.useFakeTimers();
    try {
      const onSearchChange = vi.fn();
      render(
        <ListToolbar search="" onSearchChange={onSearchChange} searchLabel="Search buildings" />,
      );
      const box = screen.getByRole('searchbox', { name: 'Search buildings' });
      act(() => {
        box.focus();
      });
      // fireEvent-style change: userEvent and fake timers do not mix well.
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          box,
          'whar',
        );
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(onSearchChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(onSearchChange).toHaveBeenCalledWith('whar');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BulkActionsBar and ConfirmDialog', () => {
  it('shows the selection count and clears it', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <BulkActionsBar count={2} onClear={onClear}>
        <button type="button">Archive</button>
      </BulkActionsBar>,
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(<BulkActionsBar count={0} onClear={onClear} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('asks before acting', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete 2 buildings?"
        message="This cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 buildings?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the encoded name and falls back', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="b.csv"; filename*=UTF-8''B%C3%A2timents.csv`,
        'x.csv',
      ),
    ).toBe('Bâtiments.csv');
    expect(fileNameFromDisposition('attachment; filename="buildings.xlsx"', 'x')).toBe(
      'buildings.xlsx',
    );
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
