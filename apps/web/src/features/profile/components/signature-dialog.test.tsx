import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SignatureDialog } from './signature-dialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'tok', user: { id: 'u1', name: 'Marco Rossi', email: 'marco@example.com' } });
  // jsdom draws nothing; the pad must still know it has been signed on.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog() {
  renderRoutes([{ path: '/', Component: () => <SignatureDialog open onClose={vi.fn()} /> }], '/');
  return userEvent.setup();
}

function draw(pad: HTMLElement) {
  fireEvent.pointerDown(pad, {
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    clientX: 10,
    clientY: 10,
  });
  fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'mouse' });
}

describe('SignatureDialog', () => {
  it('enables Save once something is drawn, and Clear empties the pad again', async () => {
    const user = renderDialog();
    const pad = await screen.findByRole('img', { name: 'Signature pad' });
    expect(pad).toHaveStyle({ touchAction: 'none' });
    const save = screen.getByRole('button', { name: 'Save' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(save).toBeDisabled();
    expect(clear).toBeDisabled();

    draw(pad);
    expect(save).toBeEnabled();
    expect(clear).toBeEnabled();

    await user.click(clear);
    expect(save).toBeDisabled();
    expect(clear).toBeDisabled();
  });

  it('offers an upload as the keyboard way in: Save waits for an image', async () => {
    const user = renderDialog();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const input = screen.getByLabelText('Choose image', { selector: 'input' });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    await user.upload(input, new File(['png'], 'signature.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Chosen signature' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
