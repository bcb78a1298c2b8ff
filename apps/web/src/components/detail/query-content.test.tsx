import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { ownWords, QueryContent } from './query-content.tsx';

type Page = { data: string[] };

function Rows({ load, own = false }: { load: () => Promise<Page>; own?: boolean }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load, retry: false });
  return (
    <QueryContent
      query={query}
      texts={{ loading: 'Loading rows…', failed: 'The rows could not be loaded.' }}
      describeError={own ? ownWords : undefined}
      empty={<p>No rows yet</p>}
    >
      {(page) => <p>{page.data.join(', ')}</p>}
    </QueryContent>
  );
}

function renderRows(load: () => Promise<Page>, own = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Rows load={load} own={own} />
    </QueryClientProvider>,
  );
}

const refused = (): Promise<Page> =>
  Promise.reject(new ApiError({ message: 'Rows are closed today', status: 409, code: 'CONFLICT' }));

describe('QueryContent', () => {
  it('shows a labelled spinner, then what the data holds', async () => {
    renderRows(() => Promise.resolve({ data: ['Boiler', 'Chiller'] }));
    expect(screen.getByRole('progressbar', { name: 'Loading rows…' })).toBeInTheDocument();
    expect(await screen.findByText('Boiler, Chiller')).toBeInTheDocument();
  });

  it('shows the empty state for a page without rows', async () => {
    renderRows(() => Promise.resolve({ data: [] }));
    expect(await screen.findByText('No rows yet')).toBeInTheDocument();
  });

  it("says the server's reason for a failure and tries again on Retry", async () => {
    const load = vi.fn(refused);
    renderRows(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Rows are closed today');
    load.mockResolvedValueOnce({ data: ['Boiler'] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Boiler')).toBeInTheDocument();
  });

  it("keeps the page's own words when asked to", async () => {
    renderRows(refused, true);
    expect(await screen.findByRole('alert')).toHaveTextContent('The rows could not be loaded.');
  });
});
