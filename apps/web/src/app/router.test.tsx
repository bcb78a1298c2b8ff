import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAbilityRules } from '@/lib/ability.ts';
import { clearSession, setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from './router.tsx';

function signIn() {
  setSession({ token: 'tok', user: { id: 1, name: 'Ada' } });
  setAbilityRules([{ action: 'read', subject: 'dashboard' }]);
}

describe('router', () => {
  it('sends a visitor at the root to login without `to`', async () => {
    const { router } = renderRoutes(routes, '/');
    // The login page's module is the first this file loads (a cold load in the test DOM).
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Mainstay' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.title).toBe('Sign in | Mainstay'));
  });

  it('sends a visitor on a protected page to login with `to`', async () => {
    const { router } = renderRoutes(routes, '/buildings/buildings?page=2');
    // The page's own module loads before the guard redirects (a cold load in the test DOM).
    await screen.findByRole('heading', { name: 'Welcome to Mainstay' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?to=%2Fbuildings%2Fbuildings%3Fpage%3D2');
  });

  it('shows not-found for unknown addresses, with the code from the URL when given', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the error code of /pages/misc/not-found/:error', async () => {
    renderRoutes(routes, '/pages/misc/not-found/410');
    expect(await screen.findByText('Error 410')).toBeInTheDocument();
  });

  it('stores a feedback link id and shows the feedback page under its own address', async () => {
    const { router } = renderRoutes(routes, '/reactive-tickets/31/feedback/reopen?t=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reopen reactive ticket' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reactive-tickets/feedback/reopen');
    expect(router.state.location.search).toBe('?t=abc');
    expect(localStorage.getItem('feedbackTicketId')).toBe('31');
  });

  it('stores a PPM task link id and shows the task feedback page', async () => {
    sessionStorage.clear();
    const { router } = renderRoutes(routes, '/ppm-tasks/12/feedback/feedback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PPM task feedback' }),
    ).toBeInTheDocument();
    // The feedback page itself, not a placeholder: a link without its token is refused.
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ppm-tasks/feedback/feedback');
    expect(localStorage.getItem('feedbackTaskId')).toBe('12');
  });

  it('sends a signed-in user away from the login page to the dashboards', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/crm'));
  });

  it('sends a signed-in user without the permission to not-authorized', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/buildings/buildings');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/not-authorized');
    expect(screen.getByRole('button', { name: 'Sign in as a different user' })).toBeInTheDocument();
    // Forbidden, not unauthenticated; and the navigation stays to go elsewhere.
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows a visitor the not-authorized page without the signed-in shell', async () => {
    clearSession();
    renderRoutes(routes, '/pages/misc/not-authorized');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('renders a public placeholder page with its title and breadcrumbs', async () => {
    renderRoutes(routes, '/features/asset-management/hero');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asset management: overview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asset management' })).toHaveAttribute(
      'href',
      '/features/asset-management',
    );
  });
});
