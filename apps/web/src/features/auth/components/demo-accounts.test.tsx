import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAlone } from '../../../../test/render.tsx';
import { json, mockFetch } from '../../../../test/fetch-mock.ts';
import { DemoAccounts } from './demo-accounts.tsx';

const fetchMock = mockFetch();

describe('DemoAccounts on the login page', () => {
  it("shows this installation's password and fills the form with it", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        enabled: true,
        password: 'k7pm-3xqa-w9rt-hb2c',
        accounts: [{ role: 'Owner', name: 'Olivia Bennett', email: 'owner@northwind.example' }],
      }),
    );
    const onUse = vi.fn();
    renderAlone(<DemoAccounts onUse={onUse} />);
    // The panel's code loads lazily: a busy machine may take a while.
    expect(
      await screen.findByText('k7pm-3xqa-w9rt-hb2c', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Use the Owner demo account' }));
    expect(onUse).toHaveBeenCalledWith({
      email: 'owner@northwind.example',
      password: 'k7pm-3xqa-w9rt-hb2c',
    });
  });

  it('shows nothing outside demo mode (404)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { code: 'DEMO_MODE_OFF', message: 'This server is not running the demo.' }),
    );
    const { container } = renderAlone(<DemoAccounts onUse={vi.fn()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Long enough for the lazily loaded panel to have appeared, were it going to.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByText('Demo organisation')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('not running the demo');
  });
});
