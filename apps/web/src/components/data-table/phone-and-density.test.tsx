import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { MemoryRouter, Link as RouterLink } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { DataColumn } from './types.ts';

interface Row {
  id: string;
  number: string;
  title: string;
  status: string;
  building: string;
  reporter: string;
}

const columns: DataColumn<Row>[] = [
  {
    id: 'number',
    label: 'Number',
    hideable: false,
    render: (row) => (
      <Link component={RouterLink} to={`/tickets/${row.id}`}>
        {row.number}
      </Link>
    ),
  },
  { id: 'title', label: 'Title', sortable: true, render: (row) => row.title },
  { id: 'status', label: 'Status', render: (row) => <Chip size="small" label={row.status} /> },
  { id: 'building', label: 'Building', render: (row) => row.building },
  { id: 'reporter', label: 'Reporter', render: (row) => row.reporter },
];
const rows: Row[] = [
  {
    id: 'a',
    number: 'RT-000001',
    title: 'Boiler leaking',
    status: 'Open',
    building: 'North Wharf',
    reporter: 'Ana',
  },
  {
    id: 'b',
    number: 'RT-000002',
    title: 'Lift stuck',
    status: 'Assigned',
    building: 'River House',
    reporter: 'Ben',
  },
];
const CARD = { title: ['number', 'title'], subtitle: ['building'], chips: ['status'] };

/** Makes every `max-width` media query match, as on a 390 px phone. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function Tickets(props: Partial<DataTableProps<Row>>) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <MemoryRouter>
      <DataTable<Row>
        label="Tickets"
        columns={columns}
        rows={rows}
        total={2}
        loading={false}
        page={1}
        perPage={25}
        onPageChange={() => undefined}
        onPerPageChange={() => undefined}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        empty={<p>No tickets</p>}
        card={CARD}
        {...props}
      />
    </MemoryRouter>
  );
}

/** The list with its bulk actions bar, which counts the selected rows. */
function TicketsWithBar() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <BulkActionsBar count={selected.length} onClear={() => setSelected([])} />
      <Tickets selected={selected} onSelectedChange={setSelected} />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('lists on a phone', () => {
  it('shows each row as a card named by its title, with its link, subtitle and chips', async () => {
    onPhone();
    render(<Tickets />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tickets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const card = within(list).getByRole('article', { name: 'RT-000001 Boiler leaking' });
    expect(within(card).getByRole('link', { name: 'RT-000001' })).toHaveAttribute(
      'href',
      '/tickets/a',
    );
    expect(within(card).getByText('North Wharf')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    // Only the columns the card names: the reporter stays in the table.
    expect(within(card).queryByText('Ana')).not.toBeInTheDocument();

    // The card's link is a keyboard stop, after its check box (and the select-all box).
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await user.tab();
    expect(within(card).getByRole('checkbox', { name: 'Select RT-000001' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(card).getByRole('checkbox', { name: 'Select RT-000001' })).toBeChecked();
    await user.tab();
    expect(within(card).getByRole('link', { name: 'RT-000001' })).toHaveFocus();
  });

  it('selects every card of the page from the box above them, as the table header does', async () => {
    onPhone();
    render(<TicketsWithBar />);
    const list = screen.getByRole('list', { name: 'Tickets' });
    const cardBoxes = within(list).getAllByRole('checkbox');
    expect(cardBoxes).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    // From the keyboard: the box comes first, and the space bar ticks it.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await user.keyboard(' ');
    for (const box of cardBoxes) expect(box).toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Select all (2 selected)' });
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    // One card unticked: the box is indeterminate and counts the one left.
    await user.click(within(list).getByRole('checkbox', { name: 'Select RT-000002' }));
    const some = screen.getByRole('checkbox', { name: 'Select all (1 selected)' });
    expect(some).not.toBeChecked();
    expect(some).toBePartiallyChecked();
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();

    // Ticked again: every card is selected once more.
    await user.click(some);
    for (const box of cardBoxes) expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all (2 selected)' })).toBeChecked();
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    // And once more: the page's cards are unticked, and the bar goes.
    await user.click(screen.getByRole('checkbox', { name: 'Select all (2 selected)' }));
    for (const box of cardBoxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBePartiallyChecked();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('shows no select-all box for a list without check boxes', () => {
    onPhone();
    const selectable = render(<Tickets />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    selectable.unmount();
    render(<Tickets selectable={false} />);
    expect(screen.getByRole('list', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Select all')).not.toBeInTheDocument();
  });

  it('sorts the cards by a chosen column and turns the order round', async () => {
    onPhone();
    const onSortChange = vi.fn();
    render(<Tickets sort="title" order="asc" onSortChange={onSortChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ascending order (tap to reverse)' }));
    expect(onSortChange).toHaveBeenLastCalledWith('title');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Title');
  });

  it('keeps the table for a list without a card layout, and on a large screen', () => {
    onPhone();
    const { unmount } = render(<Tickets card={undefined} />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    render(<Tickets />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tickets' })).not.toBeInTheDocument();
  });

  it('shows the empty state alone, not inside a card list', () => {
    onPhone();
    render(<Tickets rows={[]} total={0} />);
    expect(screen.getByText('No tickets')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tickets' })).not.toBeInTheDocument();
  });

  it('folds the filters into a sheet behind a button that counts the ones set', async () => {
    onPhone();
    const onClear = vi.fn();
    render(
      <ListToolbar
        search=""
        onSearchChange={() => undefined}
        searchLabel="Search tickets"
        filters={<label htmlFor="status-filter">Status</label>}
        activeFilters={2}
        onClearFilters={onClear}
      />,
    );
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByText('Status')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument(),
    );
  });

  it('shows the filters in line on a large screen', () => {
    render(
      <ListToolbar
        search=""
        onSearchChange={() => undefined}
        searchLabel="Search tickets"
        filters={<span>Status</span>}
        activeFilters={1}
      />,
    );
    expect(screen.getByText('Status')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });
});

describe('row density', () => {
  it('switches to compact rows and remembers the choice for the signed-in user only', async () => {
    act(() => setSession({ token: 't', user: { id: 'user-a', name: 'Ana' } }));
    const user = userEvent.setup();
    const first = render(<Tickets />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toHaveAttribute(
      'data-density',
      'comfortable',
    );
    await user.click(screen.getByRole('button', { name: 'Rows' }));
    expect(screen.getByRole('menuitemradio', { name: 'Comfortable' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Compact' }));
    expect(screen.getByRole('table', { name: 'Tickets' })).toHaveAttribute(
      'data-density',
      'compact',
    );
    first.unmount();

    // Back on the list later: still compact.
    const second = render(<Tickets />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toHaveAttribute(
      'data-density',
      'compact',
    );
    second.unmount();

    // Someone else on the same browser keeps their own (the default).
    act(() => setSession({ token: 't', user: { id: 'user-b', name: 'Ben' } }));
    render(<Tickets />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toHaveAttribute(
      'data-density',
      'comfortable',
    );
  });
});

describe('pager while loading', () => {
  it('shows a placeholder instead of "0–0 of 0", then the count', () => {
    const { rerender } = render(<Tickets rows={undefined} total={0} loading />);
    expect(screen.getByRole('status', { name: 'Counting results…' })).toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();

    rerender(<Tickets />);
    expect(screen.queryByRole('status', { name: 'Counting results…' })).not.toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('keeps the count while a page it already shows is refreshing', () => {
    render(<Tickets loading />);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Counting results…' })).not.toBeInTheDocument();
  });
});
