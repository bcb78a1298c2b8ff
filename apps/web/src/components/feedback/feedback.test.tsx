import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

describe('feedback states', () => {
  it('LoadingState exposes a labelled progress indicator', () => {
    render(<LoadingState />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    render(<LoadingState label="Loading assets" />);
    expect(screen.getByRole('progressbar', { name: 'Loading assets' })).toBeInTheDocument();
  });

  it('EmptyState shows its title, description and action', () => {
    render(
      <EmptyState
        description="Add your first building."
        action={<button type="button">Add building</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first building.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add building' })).toBeInTheDocument();
  });

  it('ErrorState shows the message and retries on request', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The server is unreachable." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The server is unreachable.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ErrorState without onRetry has no button', () => {
    render(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
