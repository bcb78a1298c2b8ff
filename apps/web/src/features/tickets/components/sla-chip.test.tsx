import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TTicketSla } from '@mainstay/contracts';
import { renderAlone } from '../../../../test/render.tsx';
import { setupPageTest } from '../../../../test/page-test.tsx';
import { SlaChip } from './sla-chip.tsx';

setupPageTest({ namespaces: ['tickets'] });

const NOW = Date.parse('2026-03-12T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const running: TTicketSla = {
  state: 'on_track',
  policy: { id: '5d7e0d76-1f0b-4d0e-9d7e-4a4b8c6c0001', name: 'Standard' },
  response_due_at: inMinutes(30),
  resolution_due_at: inMinutes(240),
  responded_at: null,
  response_breached: false,
  resolution_breached: false,
  seconds_left: 240 * 60,
  paused_remaining_seconds: null,
  escalated: false,
};

describe('SlaChip', () => {
  it('shows the breached response clock, not the resolution time left, when the response is late', async () => {
    renderAlone(
      <SlaChip
        sla={{
          ...running,
          state: 'breached',
          response_due_at: inMinutes(-12),
          response_breached: true,
          resolution_due_at: inMinutes(58),
          seconds_left: 58 * 60,
        }}
        now={NOW}
      />,
    );
    expect(screen.getByText('Response overdue by 12 min')).toBeInTheDocument();
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();

    // Both clocks are in the tooltip.
    await userEvent.setup().hover(screen.getByText('Response overdue by 12 min'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(/Response: overdue by 12 min/);
    expect(tooltip).toHaveTextContent(/Resolution: 58 min left/);
  });

  it('shows the nearest running clock while nothing is breached', () => {
    renderAlone(<SlaChip sla={running} now={NOW} />);
    expect(screen.getByText('Response: 30 min left')).toBeInTheDocument();
  });

  it('shows the resolution clock once the response is met', () => {
    renderAlone(
      <SlaChip
        sla={{ ...running, state: 'at_risk', responded_at: inMinutes(-5), seconds_left: 45 * 60 }}
        now={NOW}
      />,
    );
    expect(screen.getByText('At risk: 45 min left')).toBeInTheDocument();
  });

  it('says overdue when the resolution deadline has passed', () => {
    renderAlone(
      <SlaChip
        sla={{
          ...running,
          state: 'breached',
          responded_at: inMinutes(-100),
          resolution_breached: true,
          seconds_left: -125 * 60,
        }}
        now={NOW}
      />,
    );
    expect(screen.getByText('Overdue by 2 h 5 min')).toBeInTheDocument();
  });

  it('shows nothing without an SLA', () => {
    const { container } = renderAlone(<SlaChip sla={{ ...running, state: 'none' }} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
