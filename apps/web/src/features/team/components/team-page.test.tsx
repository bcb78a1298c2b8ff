import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await i18n.loadNamespaces('team');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const body = url.includes('/v1/team/teams')
      ? { data: [] }
      : url.includes('/v1/team/leave')
        ? { data: [] }
        : { data: [], total: 0, page: 1, per_page: 10 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/team/team') {
  const view = renderRoutes(
    [{ path: '/team/team', Component: () => <TeamPage title="Team" breadcrumbs={[]} /> }],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

describe('TeamPage', () => {
  it('shows only the tabs the user may open and keeps the tab in the address', async () => {
    setAbilityRules([{ action: 'read', subject: 'team' }]);
    const { router, user } = renderPage();
    expect(await screen.findByRole('tab', { name: 'Members' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Contractors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(router.state.location.search).toBe('?tab=teams');
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    // Reading is not creating.
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the address and offers what the rules allow', async () => {
    setAbilityRules([
      { action: 'read', subject: 'team' },
      { action: 'add', subject: 'team' },
      { action: 'read', subject: 'Contractor' },
    ]);
    renderPage('/team/team?tab=teams');
    expect(await screen.findByRole('tab', { name: 'Teams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Contractors' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create team' })).toBeInTheDocument();
  });
});
