// Mixed-direction text is isolated by the shared displays: list and table cells, detail facts,
// chips, page titles, notes, phone and e-mail links, and the inputs of phone numbers, e-mail
// addresses and codes. (jsdom lays nothing out, so the tests read the isolating elements and
// attributes the browser acts on; e2e/tests/bidi.spec.ts looks at the result in Arabic.)
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, SimpleTable, type DataColumn } from '@/components/data-table';
import { ChipList, EmailLink, PhoneLink, TextSection } from '@/components/detail';
import { fieldsOf, OutlinedTextField, type FieldMessage } from '@/components/form';
import { Facts, PageHeader } from '@/components/layout';
import { isolate, LTR_INPUT } from '@/lib/bidi.tsx';

/** The isolating element around a text, if any. */
const isolationOf = (text: string) => screen.getByText(text).closest('bdi');

describe('isolate', () => {
  it('isolates text and numbers, and leaves elements and nothing as they are', () => {
    render(
      <>
        <p data-testid="text">{isolate('Leaking tap.')}</p>
        <p data-testid="number">{isolate(42)}</p>
        <p data-testid="element">{isolate(<span>Ready</span>)}</p>
        <p data-testid="empty">{isolate('')}</p>
      </>,
    );
    expect(within(screen.getByTestId('text')).getByText('Leaking tap.').tagName).toBe('BDI');
    expect(screen.getByText('Leaking tap.')).toHaveAttribute('dir', 'auto');
    expect(isolationOf('42')).not.toBeNull();
    expect(screen.getByTestId('element').querySelector('bdi')).toBeNull();
    expect(screen.getByTestId('empty').querySelector('bdi')).toBeNull();
  });
});

interface Row {
  id: string;
  title: string;
  code: string;
}
const columns: DataColumn<Row>[] = [
  { id: 'title', label: 'Title', render: (row) => row.title },
  { id: 'code', label: 'Code', render: (row) => <code>{row.code}</code> },
];
const rows: Row[] = [{ id: '1', title: 'Leaking tap.', code: 'RT-000001' }];

describe('shared displays', () => {
  it("isolates a list cell's text, not the elements a column renders", () => {
    render(
      <MemoryRouter>
        <DataTable<Row>
          label="Tickets"
          columns={columns}
          rows={rows}
          total={1}
          loading={false}
          page={1}
          perPage={10}
          onPageChange={() => undefined}
          onPerPageChange={() => undefined}
          getRowId={(row) => row.id}
          empty={null}
        />
      </MemoryRouter>,
    );
    const cell = screen.getByRole('cell', { name: 'Leaking tap.' });
    expect(cell.querySelector('bdi[dir="auto"]')).toHaveTextContent('Leaking tap.');
    // An element a column renders is its own: it isolates what it needs itself.
    expect(screen.getByRole('cell', { name: 'RT-000001' }).querySelector('bdi')).toBeNull();
  });

  it('isolates the cells of the plain table', () => {
    render(<SimpleTable<Row> label="Codes" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(isolationOf('Leaking tap.')).toHaveAttribute('dir', 'auto');
  });

  it('isolates detail facts, chips, page titles and notes', () => {
    render(
      <MemoryRouter>
        <PageHeader title="North Wharf." breadcrumbs={[{ label: 'Buildings', to: '/b' }]} />
        <Facts items={[{ label: 'Model', value: 'Daikin FTX-35.' }]} />
        <ChipList labels={['Cold rooms.']} />
        <TextSection label="Notes" text="Keys at the front desk." />
      </MemoryRouter>,
    );
    expect(
      within(screen.getByRole('heading', { level: 1 })).getByText('North Wharf.').tagName,
    ).toBe('BDI');
    expect(isolationOf('Buildings')).toHaveAttribute('dir', 'auto');
    expect(isolationOf('Daikin FTX-35.')).toHaveAttribute('dir', 'auto');
    expect(isolationOf('Cold rooms.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Keys at the front desk.')).toHaveAttribute('dir', 'auto');
  });

  it('writes phone numbers and e-mail addresses left to right inside their links', () => {
    render(
      <>
        <PhoneLink phone="+44 7700 900104" />
        <EmailLink email="ops@harbour.example" />
      </>,
    );
    const phone = screen.getByRole('link', { name: '+44 7700 900104' });
    expect(phone).toHaveAttribute('href', 'tel:+447700900104');
    expect(within(phone).getByText('+44 7700 900104')).toHaveAttribute('dir', 'ltr');
    const email = screen.getByRole('link', { name: 'ops@harbour.example' });
    expect(email).toHaveAttribute('href', 'mailto:ops@harbour.example');
    expect(isolationOf('ops@harbour.example')).toHaveAttribute('dir', 'ltr');
  });
});

const message: FieldMessage = (error, hint = ' ') => error?.message ?? hint;

function ContactForm() {
  const { control } = useForm({ defaultValues: { phone: '', email: '', code: '', name: '' } });
  const { text } = fieldsOf(control, message);
  return (
    <>
      {text('phone', 'Phone', { type: 'tel' })}
      {text('email', 'E-mail', { type: 'email' })}
      {text('code', 'Code', LTR_INPUT)}
      {text('name', 'Name')}
      <OutlinedTextField label="Sign-in e-mail" type="email" />
    </>
  );
}

describe('left-to-right inputs', () => {
  it('types phone numbers, e-mail addresses and codes left to right, other text as the page', () => {
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Sign-in e-mail' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('dir');
  });
});
