import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOrganisation } from '@mainstay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { BrandingPanel } from './branding-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const organisation: TOrganisation = {
  id: '5d8a2f7e-9c3b-4f1a-8e6d-2b7c9a1f3e5d',
  name: 'Northwind Facilities',
  country: 'GB',
  industry: 'facilities_management',
  phone: null,
  primary_color: '#10c0d2',
  highlight_color: '#3db5c2',
  logo: null,
  signature_comment: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderPanel(canEdit = true) {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <BrandingPanel organisation={organisation} canEdit={canEdit} />,
      },
    ],
    '/',
  );
  return userEvent.setup();
}

describe('BrandingPanel', () => {
  it('names the text shades taken from the colour where it is too faint for text', async () => {
    const user = renderPanel();
    // The default #10c0d2 is 2.2:1 on white: links take a deeper shade of it in light mode.
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(/Links and outlined buttons need a contrast of 4\.5:1/);
    expect(note.textContent).toMatch(/#[0-9a-f]{6}\u2069 in light mode/);
    expect(note.textContent).not.toContain('#10c0d2\u2069 in light mode');
    // A deep blue reads well on white as it is, and gets a lighter shade on dark pages.
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, '#1a4f8b');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('#1a4f8b\u2069 in light mode'),
    );
    expect(screen.getByRole('status').textContent).not.toContain('#1a4f8b\u2069 in dark mode');
  });

  it('refuses a colour that is not #rrggbb, without calling the server', async () => {
    const user = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(
      await screen.findByText(
        'Enter a colour as # followed by six hexadecimal digits, e.g. #10c0d2',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the picker and the hex field in step', async () => {
    renderPanel();
    const picker = await screen.findByLabelText('Pick the highlight colour');
    fireEvent.change(picker, { target: { value: '#ff9800' } });
    expect(screen.getByRole('textbox', { name: 'Highlight colour' })).toHaveValue('#ff9800');
  });

  it('saves the colours and applies them at once to the theme storage and the stored user', async () => {
    setSession({ token: 'token', user: { id: 'u1', entity: { ...organisation, logo: null } } });
    fetchMock.mockResolvedValueOnce(
      json(200, { ...organisation, primary_color: '#1a4f8b', highlight_color: '#3db5c2' }),
    );
    fetchMock.mockResolvedValue(json(200, { user: {} }));
    const user = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, '#1A4F8B');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.primaryColor)).toBe('#1a4f8b'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/organisation');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      primary_color: '#1A4F8B',
      highlight_color: '#3db5c2',
    });
    expect(document.cookie).toContain(encodeURIComponent('"primary_color":"#1a4f8b"'));
  });

  it('asks before resetting to the default branding', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the branding?' });
    expect(dialog).toHaveTextContent('#10c0d2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is read-only without the right to change the organisation', async () => {
    renderPanel(false);
    expect(await screen.findByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
    expect(
      screen.getByText('You can view these settings but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save branding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });
});
