import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('renders Home > crumbs > page, the h1 title and actions', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Boiler room"
          breadcrumbs={[{ label: 'Assets', to: '/assets/assets' }]}
          actions={<button type="button">Edit</button>}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'href',
      '/assets/assets',
    );
    expect(within(trail).getByText('Boiler room').parentElement).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Boiler room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
