import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n.ts';
import { renderAlone } from '../../../../test/render.tsx';
import { json, mockFetch } from '../../../../test/fetch-mock.ts';
import { AcceptInvitationView } from './accept-invitation-view.tsx';

const fetchMock = mockFetch();
const DETAILS = {
  email: 'new.tech@northwind.example',
  organisation_name: 'Northwind Facilities',
  role: 'Technician',
  role_key: 'technician',
  inviter_name: 'Olivia Bennett',
  expires_at: '2030-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await i18n.loadNamespaces(['auth', 'access']);
});

describe('AcceptInvitationView', () => {
  it('names a default role in the reader language and a custom role as typed', async () => {
    fetchMock.mockResolvedValueOnce(json(200, DETAILS));
    await changeLanguage('ar');
    try {
      const { unmount } = renderAlone(<AcceptInvitationView token="abc" />);
      expect(
        await screen.findByText('دعاك Olivia Bennett للانضمام إلى Northwind Facilities بدور فني.'),
      ).toBeInTheDocument();
      unmount();
    } finally {
      await changeLanguage('en');
    }
    fetchMock.mockResolvedValueOnce(json(200, { ...DETAILS, role: 'Night shift', role_key: null }));
    renderAlone(<AcceptInvitationView token="def" />);
    expect(
      await screen.findByText(
        'Olivia Bennett invited you to join Northwind Facilities as Night shift.',
      ),
    ).toBeInTheDocument();
  });
});
