import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor, type PermissionRule } from '@mainstay/permissions';
import { paths } from '@/config/paths.ts';
import { AbilityContext } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { SettingsProvider } from '@/lib/settings/settings-context.tsx';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider.tsx';
import { DefaultLayout } from './default-layout.tsx';

const ALL: PermissionRule[] = [{ action: 'manage', subject: 'all' }];

function renderLayout({
  rules = ALL,
  path = paths.generalTickets.list,
  activeNav = 'general-tickets',
} = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <DefaultLayout navbarEnd={<span>user menu</span>} />,
        children: [
          {
            path,
            element: <p>page body</p>,
            handle: { meta: { layout: 'default', public: false, activeNav } },
          },
          { path: '*', element: <p>another page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <SettingsProvider>
      <AppThemeProvider>
        <AbilityContext value={defineAbilityFor(rules)}>
          <RouterProvider router={router} />
        </AbilityContext>
      </AppThemeProvider>
    </SettingsProvider>,
  );
}

/** Makes `theme.breakpoints.down('lg')` match, as in a window narrower than 1280 px. */
function narrowWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('DefaultLayout', () => {
  it('renders the page in the main region with navbar slot and footer', () => {
    renderLayout();
    expect(within(screen.getByRole('main')).getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByText('user menu')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('offers a skip link as the first focusable element', async () => {
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows only permitted items and marks the active one with its group open', () => {
    renderLayout({
      rules: [
        { action: 'read', subject: 'general tickets' },
        { action: 'read', subject: 'assets' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Mainstay', 'General Tickets', 'Assets']);
    expect(within(nav).getByRole('button', { name: 'Tickets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'General Tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Assets' })).not.toHaveAttribute('aria-current');
  });

  it('collapses the vertical navigation and remembers it', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutSettings)!)).toMatchObject({
      verticalNavCollapsed: true,
    });
  });

  it('opens the customizer, applies a choice and closes with Escape', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Customize layout' }));
    const dialog = screen.getByRole('dialog', { name: 'Customizer' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Horizontal' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutSettings)!)).toMatchObject({
      navigationLayout: 'horizontal',
    });
    expect(screen.queryByRole('button', { name: 'Collapse navigation' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Customizer' })).not.toBeInTheDocument(),
    );
  });

  it('uses an overlay drawer below 1280 px, whatever layout is saved', async () => {
    localStorage.setItem(
      STORAGE_KEYS.layoutSettings,
      JSON.stringify({ navigationLayout: 'horizontal' }),
    );
    narrowWindow();
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Assets' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutSettings)!)).toMatchObject({
      navigationLayout: 'horizontal',
    });
  });

  it('opens a horizontal menu group in a menu that Escape closes', async () => {
    localStorage.setItem(
      STORAGE_KEYS.layoutSettings,
      JSON.stringify({ navigationLayout: 'horizontal' }),
    );
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const group = within(nav).getByRole('button', { name: 'Tickets' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'General Tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches language and theme from the navbar', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'اللغة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
