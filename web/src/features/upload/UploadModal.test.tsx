import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UploadModal } from './UploadModal.tsx';

const file = new File(['RIFF'], 'episode_12_with_ada.final.wav', { type: 'audio/wav' });
const SINGLE = { kind: 'single' };

function open(props: Partial<Parameters<typeof UploadModal>[0]> = {}) {
  const onUpload = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <UploadModal file={file} pending={false} progress={0} error={null} maxBytes={30 * 1024 * 1024} onCancel={onCancel} onUpload={onUpload} {...props} />,
  );
  return { onUpload, onCancel };
}

describe('UploadModal', () => {
  it('sends a transcript made elsewhere with the audio when one is chosen', async () => {
    const { onUpload } = open();
    const picker = (await screen.findByLabelText('Transcript (optional)')) as HTMLInputElement;
    expect(picker.accept).toBe('.docx,.srt,.vtt,.eaf,.txt');
    const transcript = new File(['Ada: Hello.'], 'episode.txt', { type: 'text/plain' });
    await userEvent.upload(picker, transcript);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', { transcript }, SINGLE);
  });

  it('prefills the title from the file name and names the file', async () => {
    open();
    expect(await screen.findByRole('dialog', { name: 'Upload Audio File' })).toBeTruthy();
    const title = screen.getByPlaceholderText('Enter a title for this transcript') as HTMLInputElement;
    expect(title.value).toBe('episode 12 with ada');
    expect(screen.getByText('Selected file: episode_12_with_ada.final.wav')).toBeTruthy();
  });

  it('requires a title after trimming, and sends it trimmed', async () => {
    const { onUpload } = open();
    const title = await screen.findByPlaceholderText('Enter a title for this transcript');
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.type(title, ' Ada on tape ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('Ada on tape', {}, SINGLE);
  });

  it('sends the language, names and terms and number of speakers when given, and shows the limit', async () => {
    const { onUpload } = open({ maxBytes: 500 * 1024 * 1024 });
    await screen.findByRole('dialog');
    expect(screen.getByText('Files up to 500 MB can be uploaded.')).toBeTruthy();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Detect automatically' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'German');
    await userEvent.type(screen.getByLabelText('Vocabulary (names and terms)'), 'ETRM, Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Number of speakers, if known'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Enter a whole number from 1 to 8, or leave it empty.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Number of speakers, if known'));
    await userEvent.type(screen.getByLabelText('Number of speakers, if known'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', { language: 'de', vocabulary: ['ETRM', 'Ada Lovelace'], speakers: 2 }, SINGLE);
  });

  it('locks the form while uploading and shows progress', async () => {
    const { onCancel } = open({ pending: true, progress: 0.42 });
    await screen.findByRole('dialog');
    expect((screen.getByPlaceholderText('Enter a title for this transcript') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows "Upload Failed" with the message', async () => {
    open({ error: 'Failed to upload file: disk full' });
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('Failed to upload file: disk full')).toBeTruthy();
  });

  it('cancels', async () => {
    const { onCancel } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('counts the title against its limit of 200 characters and refuses a longer one before anything is sent', async () => {
    const { onUpload } = open();
    const title = await screen.findByPlaceholderText('Enter a title for this transcript');
    expect(screen.getByTestId('title-count').textContent).toBe('19/200');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(201));
    expect(screen.getByTestId('title-count').textContent).toBe('201/200');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Title must be at most 200 characters')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('offers the installed models, each with its speed and accuracy, and sends the one chosen', async () => {
    const engines = [
      { __typename: 'Engine' as const, kind: 'TRANSCRIPTION' as const, name: 'whisper', available: true, isDefault: true, models: ['base', 'tiny.en'], defaultModel: 'base', reason: null, fix: null },
      { __typename: 'Engine' as const, kind: 'SPEAKERS' as const, name: 'campplus', available: true, isDefault: true, models: [], defaultModel: null, reason: null, fix: null },
    ];
    const { onUpload } = open({ engines });
    const select = (await screen.findByRole('combobox', { name: 'Model' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Default (Whisper base)',
      'Whisper base — about 9× faster than real time · 1.4 % word errors · many languages',
      'Whisper tiny.en — about 16× faster than real time · 4.2 % word errors · English only',
    ]);
    await userEvent.selectOptions(select, 'whisper tiny.en');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', { engine: 'whisper', model: 'tiny.en' }, SINGLE);
  });

  it("offers files dropped together as one recording's tracks, named from their files, and sends who speaks on each", async () => {
    const ben = new File(['RIFF'], 'Ben_Okafor.wav', { type: 'audio/wav' });
    const { onUpload } = open({ others: [ben] });
    await screen.findByRole('dialog');
    expect(screen.getByText('Selected file: episode_12_with_ada.final.wav')).toBeTruthy();
    await userEvent.click(screen.getByText('These are separate tracks of one recording'));
    const first = screen.getByLabelText(/Speaker on episode_12_with_ada.final.wav/) as HTMLInputElement;
    expect(first.value).toBe('episode 12 with ada');
    expect((screen.getByLabelText(/Speaker on Ben_Okafor.wav/) as HTMLInputElement).value).toBe('Ben Okafor');
    // The tracks are the speakers: no count is asked.
    expect(screen.queryByLabelText('Number of speakers, if known')).toBeNull();
    await userEvent.clear(first);
    await userEvent.type(first, 'ben okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Another track has this name')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.clear(first);
    await userEvent.type(first, ' Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', {}, { kind: 'tracks', speakers: ['Ada', 'Ben Okafor'] });
  });

  it('uses only the first of several files unless told they are tracks', async () => {
    const { onUpload } = open({ others: [file] });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', {}, SINGLE);
  });

  it('refuses more than 8 files as tracks', async () => {
    open({ others: Array.from({ length: 8 }, (_, i) => new File(['RIFF'], `t${i}.wav`, { type: 'audio/wav' })) });
    await screen.findByRole('dialog');
    expect(screen.getByText('At most 8 tracks can be one recording; 9 files were chosen.')).toBeTruthy();
    expect(screen.queryByText('These are separate tracks of one recording')).toBeNull();
  });

  it("offers a stereo file's channels as tracks, left and right", async () => {
    const { onUpload } = open({ channels: 2 });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByText('One person per channel: use the channels as tracks'));
    const left = screen.getByLabelText(/Speaker on channel 1 \(left\)/) as HTMLInputElement;
    expect(left.value).toBe('Speaker 1');
    await userEvent.clear(left);
    await userEvent.type(left, 'Host');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith('episode 12 with ada', {}, { kind: 'channels', speakers: ['Host', 'Speaker 2'] });
  });

  it('does not offer channels for a mono file', async () => {
    open({ channels: 1 });
    await screen.findByRole('dialog');
    expect(screen.queryByText(/use the channels as tracks/)).toBeNull();
  });
});
