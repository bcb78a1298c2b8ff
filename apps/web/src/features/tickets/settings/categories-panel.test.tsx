import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TTicketCategory } from '@mainstay/contracts';
import { i18n } from '@/lib/i18n.ts';
import { json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { CategoriesPanel } from './categories-panel.tsx';

const fetchMock = setupPageTest({ namespaces: ['sla', 'tickets'] });

const PLUMBING: TTicketCategory = {
  id: '3e1f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2f',
  key: 'plumbing',
  name: 'Plumbing',
  ticket_count: 4,
};

/** The names sent to rename a category. */
const renames: unknown[] = [];

beforeEach(() => {
  renames.length = 0;
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { name: string };
      renames.push(body.name);
      return json(200, { ...PLUMBING, name: body.name });
    }
    return json(200, { data: [PLUMBING] });
  });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function renameInFrench(typed?: string) {
  await i18n.changeLanguage('fr');
  renderPage(<CategoriesPanel kind="reactive" canEdit />, '/');
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: /^Catégories/ });
  await user.click(within(list).getByRole('button', { name: 'Renommer Plomberie' }));
  const field = screen.getByRole('textbox', { name: 'Nouveau nom pour Plomberie' });
  expect(field).toHaveValue('Plomberie');
  if (typed !== undefined) {
    await user.clear(field);
    await user.type(field, typed);
  }
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(renames).toHaveLength(1));
}

describe('CategoriesPanel', () => {
  it('keeps a default category’s stored name when its translated name is saved unchanged', async () => {
    await renameInFrench();
    // Stored as typed, "Plomberie" would no longer be the default name: every reader, in every
    // language, would see the French word from then on.
    expect(renames).toEqual(['Plumbing']);
  });

  it('saves a name the user really typed', async () => {
    await renameInFrench('Sanitaires');
    expect(renames).toEqual(['Sanitaires']);
  });
});
