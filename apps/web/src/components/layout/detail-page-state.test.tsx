import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { DetailPageState, type DetailPageStateProps } from './detail-page-state.tsx';

function renderState(props: Partial<DetailPageStateProps>) {
  const element = (
    <DetailPageState
      title="Asset"
      breadcrumbs={[{ label: 'Assets', to: '/assets' }]}
      error={null}
      loadingLabel="Loading asset…"
      notFound={{ title: 'Asset not found', message: 'It may have been deleted.' }}
      errorMessage="The asset could not be loaded."
      onRetry={() => {}}
      back={{ label: 'Back to assets', to: '/assets' }}
      {...props}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/assets/1', element },
      { path: '/assets', element: <p>Asset list</p> },
    ],
    { initialEntries: ['/assets/1'] },
  );
  render(<RouterProvider router={router} />);
}

describe('DetailPageState', () => {
  it('shows the header and a labelled spinner while loading', () => {
    renderState({});
    expect(screen.getByRole('heading', { level: 1, name: 'Asset' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading asset…' })).toBeInTheDocument();
  });

  it('draws the skeleton instead of the spinner when given one', () => {
    renderState({ skeleton: ({ label }) => <p role="status">{label}</p> });
    expect(screen.getByRole('status')).toHaveTextContent('Loading asset…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a missing record is not found, without a retry, and leads back to the list', async () => {
    renderState({ error: new ApiError({ message: 'Not found', status: 404, code: 'NOT_FOUND' }) });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Asset not found')).toBeInTheDocument();
    expect(within(alert).getByText('It may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to assets' }));
    expect(await screen.findByText('Asset list')).toBeInTheDocument();
  });

  it('offers a retry on any other failure', async () => {
    const onRetry = vi.fn();
    renderState({ error: new Error('boom'), errorTitle: 'Could not load', onRetry });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load')).toBeInTheDocument();
    expect(within(alert).getByText('The asset could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Back to assets' })).toBeInTheDocument();
  });
});
