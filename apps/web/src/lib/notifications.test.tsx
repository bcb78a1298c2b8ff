import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAlone } from '../../test/render.tsx';
import {
  dismissNotification,
  journeyNotifier,
  notify,
  NotificationsHost,
  useJourneyStep,
} from './notifications.tsx';

const shown: number[] = [];
function track(id: number): number {
  shown.push(id);
  return id;
}

afterEach(() => {
  act(() => {
    for (const id of shown.splice(0)) dismissNotification(id);
  });
});

describe('notifications', () => {
  it('replaces the showing message of a journey with the newer one', async () => {
    renderAlone(<NotificationsHost />);
    const signUp = journeyNotifier('sign-up');
    act(() => void track(signUp.error('Invalid verification code')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');

    act(() => void track(signUp.success('E-mail verified')));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail verified');
    expect(screen.queryByText('Invalid verification code')).not.toBeInTheDocument();
  });

  it('keeps messages of other journeys and without one in the queue', async () => {
    renderAlone(<NotificationsHost />);
    act(() => {
      track(notify('Saved', 'success'));
      track(notify('Job RT-1 started', 'success', { journey: 'ticket:1' }));
      track(notify('Job RT-2 started', 'success', { journey: 'ticket:2' }));
      track(notify('Job RT-1 completed', 'success', { journey: 'ticket:1' }));
    });
    const user = userEvent.setup();
    const seen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const message = await screen.findByRole('status');
      seen.push(message.textContent ?? '');
      await user.click(screen.getByRole('button', { name: 'Close' }));
    }
    expect(seen).toEqual(['Saved', 'Job RT-1 completed', 'Job RT-2 started']);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("closes a journey's errors when its step changes, keeping the success of the move", async () => {
    function Wizard() {
      const [step, setStep] = useState('verify');
      useJourneyStep('sign-up', step);
      return (
        <>
          <button type="button" onClick={() => setStep('company')}>
            Next
          </button>
          <NotificationsHost />
        </>
      );
    }
    renderAlone(<Wizard />);
    act(() => void track(notify('Invalid verification code', 'error', { journey: 'sign-up' })));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    act(() => void track(notify('Company saved', 'success', { journey: 'sign-up' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Company saved');
  });
});
