import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TImportMapping } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { MappingStep } from './mapping-step.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('imports');
});

const UPLOAD = {
  headers: ['Bâtiment', 'Nom', 'Étage parent'],
  sample: [
    ['HQ', 'Room 101', 'Floor 1'],
    ['HQ', 'Room 102', 'Floor 1'],
  ],
  fields: [
    { key: 'building', required: true },
    { key: 'parent', required: false },
    { key: 'name', required: true },
  ],
};

function Harness({
  initial,
  showErrors = false,
}: {
  initial: TImportMapping;
  showErrors?: boolean;
}) {
  const [mapping, setMapping] = useState(initial);
  return (
    <>
      <MappingStep
        upload={UPLOAD}
        mapping={mapping}
        onChange={setMapping}
        showErrors={showErrors}
      />
      <output aria-label="mapping">{JSON.stringify(mapping)}</output>
    </>
  );
}

describe('MappingStep', () => {
  it('preselects the remembered mapping and previews the first rows', () => {
    render(<Harness initial={{ Bâtiment: 'building', Nom: 'name' }} />);
    expect(screen.getByRole('combobox', { name: 'Bâtiment' })).toHaveTextContent(
      'Building (code or name) (required)',
    );
    expect(screen.getByRole('combobox', { name: 'Nom' })).toHaveTextContent('Name (required)');
    expect(screen.getByRole('combobox', { name: 'Étage parent' })).toHaveTextContent(
      'Do not import',
    );
    expect(screen.queryByText(/Choose a column for these required fields/)).not.toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Preview of the first rows' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(within(preview).getByText('Room 102')).toBeInTheDocument();
  });

  it('marks required fields and says which are still missing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ Bâtiment: 'building' }} showErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a column for these required fields: Name',
    );
    await user.click(screen.getByRole('combobox', { name: 'Nom' }));
    const options = screen.getByRole('listbox');
    expect(within(options).getByRole('option', { name: 'Name (required)' })).toBeInTheDocument();
    expect(
      within(options).getByRole('option', {
        name: 'Parent location (path, e.g. Floor 1 > East wing)',
      }),
    ).toBeInTheDocument();
    await user.click(within(options).getByRole('option', { name: 'Name (required)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('mapping')).toHaveTextContent(
      JSON.stringify({ Bâtiment: 'building', Nom: 'name' }),
    );
  });

  it('gives a field to one column only', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ Bâtiment: 'building', Nom: 'name' }} />);
    await user.click(screen.getByRole('combobox', { name: 'Étage parent' }));
    await user.click(screen.getByRole('option', { name: 'Name (required)' }));
    expect(screen.getByLabelText('mapping')).toHaveTextContent(
      JSON.stringify({ Bâtiment: 'building', 'Étage parent': 'name' }),
    );
  });
});
