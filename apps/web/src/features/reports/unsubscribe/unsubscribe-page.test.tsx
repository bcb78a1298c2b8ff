import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderPage, setupPageTest } from '../../../../test/page-test.tsx';
import { ReportUnsubscribePage } from './unsubscribe-page.tsx';

const fetchMock = setupPageTest({ namespaces: ['reportDelivery', 'common'], rules: [] });

describe('ReportUnsubscribePage', () => {
  it('unsubscribes only when asked, with the token of the link', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        message: 'You will no longer receive “Weekly SLA”.',
        schedule_name: 'Weekly SLA',
      }),
    );
    renderPage(<ReportUnsubscribePage title="Unsubscribe" />, '/reports/unsubscribe?t=abc.def123');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive “Weekly SLA”.')).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/public\/report-unsubscribe$/);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc.def123' });
  });

  it('says so when the link has no token', async () => {
    renderPage(<ReportUnsubscribePage title="Unsubscribe" />, '/reports/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
