import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailTabs, type UrlTabOptions } from './detail-tabs.tsx';

const TABS = ['overview', 'work', 'files'] as const;

function renderTabs(path: string, options: UrlTabOptions<(typeof TABS)[number]> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/record',
        element: (
          <DetailTabs
            id="record"
            label="Record sections"
            tabs={TABS}
            tabLabel={(tab) => tab.toUpperCase()}
            {...options}
          >
            {(tab) => <p>{`${tab} panel`}</p>}
          </DetailTabs>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('DetailTabs', () => {
  it('opens the tab the link names and keeps the choice in the URL', async () => {
    const { router, user } = renderTabs('/record?tab=work');
    expect(screen.getByRole('tab', { name: 'WORK' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'WORK' })).toHaveTextContent('work panel');
    expect(screen.queryByText('overview panel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'FILES' }));
    expect(router.state.location.search).toBe('?tab=files');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('files panel');
    // The first tab is the default: choosing it leaves a plain link.
    await user.click(screen.getByRole('tab', { name: 'OVERVIEW' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the first tab for an unknown or hidden tab, and does not offer a hidden one', () => {
    renderTabs('/record?tab=work', { hidden: ['work'] });
    expect(screen.queryByRole('tab', { name: 'WORK' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'OVERVIEW' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps even the first tab in the URL when asked to', async () => {
    const { router, user } = renderTabs('/record?tab=files', { keepDefault: true });
    await user.click(screen.getByRole('tab', { name: 'OVERVIEW' }));
    expect(router.state.location.search).toBe('?tab=overview');
  });
});
