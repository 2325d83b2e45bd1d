import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Recorder } from './Recorder.tsx';
import { RecoveryOffers } from './RecoveryOffers.tsx';

describe('Record button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off on a page that is not a secure context, and says why in one line', async () => {
    vi.stubGlobal('isSecureContext', false);
    renderWithProviders(<Recorder disabled={false} maxSeconds={null} onStopped={() => {}} />);
    const button = screen.getByRole('button', { name: /Record/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-describedby')).toBe('recording-unavailable');
    expect(document.getElementById('recording-unavailable')?.textContent).toMatch(/^Recording needs a secure page/);
  });
});

describe('unfinished recordings', () => {
  it('are offered with their start and length, to upload or discard', async () => {
    const recording = { id: 'r1', startedAt: new Date(2026, 10, 28, 14, 32).getTime(), mimeType: 'audio/webm;codecs=opus', seconds: 23 * 60 };
    const onUpload = vi.fn();
    const onDiscard = vi.fn();
    renderWithProviders(<RecoveryOffers recordings={[recording]} disabled={false} onUpload={onUpload} onDiscard={onDiscard} />);
    expect(screen.getByTestId('recovered-recording').textContent).toContain('Recording of');
    expect(screen.getByTestId('recovered-recording').textContent).toContain(', 23 min: upload or discard');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(recording);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledWith(recording);
  });
});
