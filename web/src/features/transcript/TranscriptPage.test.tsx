import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/Toaster.tsx';
import { emitLive, type LiveEvent } from '../../lib/live/live-channel.ts';
import { fakeClient, type FakeHandlers } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

const list: FakeHandlers = {
  RecentTranscripts: ({ page, perPage }) => ({ data: { transcripts: { __typename: 'TranscriptPage', page, perPage, items: [] } } }),
};

/** A mergeEdits answer: the transcript (its new version), no conflicts, nothing merged in from elsewhere. */
const mergeResult = (saved: Record<string, unknown>, conflicts: unknown[] = []) => ({
  mergeEdits: { __typename: 'MergeResult', transcript: saved, versionId: saved.versionId, conflicts, merged: false },
});

function transcript(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Transcript',
    id: 't1',
    title: 'Ada on tape',
    status: 'READY',
    progress: null,
    queuePosition: null,
    error: null,
    engine: 'whisper',
    model: 'base',
    language: 'en',
    origin: { __typename: 'TranscriptOrigin', kind: 'VIDEO', fileName: 'ada.mp4', transcriptFileName: null, tracks: [] },
    fileUrl: '/media/t1',
    duration: 12,
    versionId: 'v1',
    updatedAt: new Date().toISOString(),
    visibility: 'TEAM',
    legalHold: false,
    pseudonymised: false,
    showsPseudonyms: false,
    createdBy: null,
    wordCount: 9,
    segments: [
      { __typename: 'Segment', id: 's0', start: 0, end: 4.5, speaker: 'ETRM', text: 'Welcome to the show.' },
      { __typename: 'Segment', id: 's4.5', start: 4.5, end: 12, speaker: null, text: 'Thanks for having me here.' },
    ],
    ...overrides,
  };
}

describe('Transcript page', () => {
  it('shows title, word count, labelled segment boxes and the player', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    expect(await screen.findByRole('heading', { name: 'Ada on tape' })).toBeTruthy();
    expect(screen.getByText('9 words')).toBeTruthy();
    expect(screen.getByTestId('transcribed-with').textContent).toBe('Whisper base · English');
    expect(screen.getByTestId('transcript-origin').textContent).toBe('From video: ada.mp4');
    expect((screen.getByRole('textbox', { name: '0:00 ETRM' }) as HTMLTextAreaElement).value).toBe('Welcome to the show.');
    expect(screen.getByRole('textbox', { name: '0:04 Unknown speaker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('makes the skip link the first Tab stop, before the header and the sidebar', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    await screen.findByRole('textbox', { name: '0:00 ETRM' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to the text' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '0:00 ETRM' }));
  });

  it('explains the uncertain words’ mark beside Next uncertain word', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    const next = await screen.findByRole('button', { name: 'Next uncertain word' });
    expect(next.title).toBe('Go to the next uncertain word and play it (Ctrl+.). A dotted amber underline marks an uncertain word: the recognizer was not sure of it.');
  });

  it('saves an edit a second after typing, based on the loaded version', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeEdits: () => ({ data: mergeResult({ __typename: 'Transcript', id: 't1', versionId: 'v2', updatedAt: new Date().toISOString() }) }),
    });
    renderApp('/transcript/t1', client);
    const box = await screen.findByRole('textbox', { name: '0:00 ETRM' });
    await userEvent.type(box, ' Today');
    expect(screen.getByText('10 words')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'MergeEdits')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 3000 });
    const saves = calls.filter((call) => call.operationName === 'MergeEdits');
    expect(saves).toHaveLength(1);
    // Only the segment changed, by its id: the server keeps every other one.
    expect(saves[0].variables).toEqual({ id: 't1', baseVersionId: 'v1', segments: [{ id: 's0', start: 0, text: 'Welcome to the show. Today' }] });
    expect((box as HTMLTextAreaElement).value).toBe('Welcome to the show. Today');
  });

  it('takes the saved texts from what it sent: the save answers with the new version only', async () => {
    localStorage.clear();
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeEdits: () => ({ data: mergeResult({ __typename: 'Transcript', id: 't1', versionId: 'v2', updatedAt: new Date().toISOString() }) }),
    });
    renderApp('/transcript/t1', client);
    await userEvent.type(await screen.findByRole('textbox', { name: '0:00 ETRM' }), ' Today');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 3000 });
    // The cached transcript holds the sent text: the draft kept in this browser is dropped as saved.
    await waitFor(() => expect(localStorage.getItem('tapescript.drafts.t1')).toBeNull());
    expect((screen.getByRole('textbox', { name: '0:00 ETRM' }) as HTMLTextAreaElement).value).toBe('Welcome to the show. Today');
    await userEvent.type(screen.getByRole('textbox', { name: '0:04 Unknown speaker' }), ' Again');
    await waitFor(() => expect(calls.filter((call) => call.operationName === 'MergeEdits')).toHaveLength(2), { timeout: 3000 });
    expect(calls.filter((call) => call.operationName === 'MergeEdits')[1].variables).toEqual({
      id: 't1',
      baseVersionId: 'v2',
      segments: [{ id: 's4.5', start: 4.5, text: 'Thanks for having me here. Again' }],
    });
    expect(calls.filter((call) => call.operationName === 'Transcript')).toHaveLength(1);
  });

  it('loads a long transcript a page at a time and saves only once every segment is in', async () => {
    localStorage.clear();
    const long = transcript({
      wordCount: 90,
      segments: Array.from({ length: 45 }, (_, i) => ({ __typename: 'Segment', id: `s${i * 2}`, start: i * 2, end: i * 2 + 2, speaker: 'ETRM', text: `Line ${i}.` })),
    });
    let sendRest: () => void = () => undefined;
    const restAsked = new Promise<void>((resolve) => (sendRest = resolve));
    let restSent = false;
    const { client, calls } = fakeClient({
      ...list,
      Transcript: async ({ from, count }) => {
        if (from > 0) await restAsked;
        if (from > 0) restSent = true;
        return { data: { transcript: { ...long, segments: long.segments.slice(from, from + count) } } };
      },
      MergeEdits: () => ({ data: mergeResult({ __typename: 'Transcript', id: 't1', versionId: 'v2', updatedAt: new Date().toISOString() }) }),
    });
    renderApp('/transcript/t1', client);
    const box = await screen.findByRole('textbox', { name: '0:00 ETRM' });
    // The whole transcript's count (the server's) while its pages load, not the loaded pages' 80.
    expect(screen.getByText('90 words')).toBeTruthy();
    await userEvent.type(box, ' Edited');
    expect(screen.getByText('91 words')).toBeTruthy();
    // The autosave is due, but the list is not all there: it waits rather than send a part of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.some((call) => call.operationName === 'MergeEdits')).toBe(false);
    sendRest();
    await waitFor(() => expect(screen.getByText('91 words')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 3000 });
    expect(restSent).toBe(true);
    expect(calls.filter((call) => call.operationName === 'Transcript').map((call) => call.variables)).toEqual([
      { id: 't1', from: 0, count: 40 },
      { id: 't1', from: 40, count: 2000 },
    ]);
    expect(calls.find((call) => call.operationName === 'MergeEdits')!.variables.segments).toEqual([{ id: 's0', start: 0, text: 'Line 0. Edited' }]);
  });

  it('shows a segment changed elsewhere meanwhile in place, saves the rest, and saves the choice', async () => {
    localStorage.clear();
    let round = 0;
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeEdits: () => {
        round += 1;
        const saved = { __typename: 'Transcript', id: 't1', versionId: `v${round + 1}`, updatedAt: new Date().toISOString() };
        if (round > 1) return { data: mergeResult(saved) };
        const conflict = { __typename: 'SegmentConflict', segmentId: 's0', mine: 'Welcome to the show.!', theirs: 'Welcome, everyone.', start: 0 };
        return { data: mergeResult(saved, [conflict]) };
      },
    });
    renderApp('/transcript/t1', client);
    const box = (await screen.findByRole('textbox', { name: '0:00 ETRM' })) as HTMLTextAreaElement;
    await userEvent.type(box, '!');
    const choice = await screen.findByRole('group', { name: 'Conflict at 0:00' }, { timeout: 3000 });
    expect(choice.textContent).toContain('Someone else changed this segment while you were editing it');
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('Welcome, everyone.');
    // Nothing is lost meanwhile: the box keeps what was typed here, and the one status says what waits, never "Saved".
    expect(box.value).toBe('Welcome to the show.!');
    const status = screen.getByTestId('save-status');
    expect([status.getAttribute('role'), status.getAttribute('aria-live')]).toEqual(['status', 'polite']);
    expect(status.textContent).toBe('Not saved: 1 segment changed elsewhere waits for your choice.');
    expect(screen.queryByText(/^Saved$/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\bSaved\b/);
    await userEvent.click(screen.getByRole('button', { name: 'Keep both' }));
    expect(box.value).toBe('Welcome, everyone. Welcome to the show.!');
    await waitFor(() => expect(calls.filter((call) => call.operationName === 'MergeEdits')).toHaveLength(2), { timeout: 3000 });
    const second = calls.filter((call) => call.operationName === 'MergeEdits')[1].variables;
    expect(second.baseVersionId).toBe('v2');
    expect(second.segments).toEqual([{ id: 's0', start: 0, text: 'Welcome, everyone. Welcome to the show.!' }]);
    expect(screen.queryByRole('group', { name: 'Conflict at 0:00' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 3000 });
  });

  it('shows progress while transcribing and Retry when it failed', async () => {
    renderApp(
      '/transcript/t1',
      fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript({ status: 'TRANSCRIBING', progress: 0.25, segments: [] }) } }) })
        .client,
    );
    expect(await screen.findByText('Transcribing… 25%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refine' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says where a waiting upload is in the queue', async () => {
    renderApp(
      '/transcript/t1',
      fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript({ status: 'TRANSCRIBING', progress: 0, queuePosition: 3, engine: null, segments: [] }) } }) }).client,
    );
    expect((await screen.findByTestId('queue-position')).textContent).toBe('Waiting for a free worker — number 3 in the queue');
    expect(screen.queryByTestId('transcribed-with')).toBeNull();
  });

  it('offers Retry for a failed transcription', async () => {
    const failed = transcript({ status: 'FAILED', error: 'Error transcribing audio: 502 bad gateway', segments: [] });
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: failed } }),
      RetryTranscription: () => ({ data: { retryTranscription: { ...failed, status: 'TRANSCRIBING', error: null, progress: 0 } } }),
    });
    renderApp('/transcript/t1', client);
    expect(await screen.findByText('Error transcribing audio: 502 bad gateway')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Transcribing… 0%')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'RetryTranscription')).toBe(true);
  });

  it('shows "Error" with "Go back to home" when the transcript cannot load', async () => {
    const { router } = renderApp(
      '/transcript/nope',
      fakeClient({ ...list, Transcript: () => ({ error: 'Something went wrong', code: 'UPSTREAM_UNAVAILABLE' }) }).client,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says a deleted transcript was deleted, instead of an empty editor, and restores it', async () => {
    let deleted = true;
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript(deleted ? { status: 'DELETED', segments: [] } : {}) } }),
      RestoreTranscript: () => {
        deleted = false;
        return { data: { restoreTranscript: { __typename: 'Transcript', id: 't1', title: 'Ada on tape', status: 'READY', updatedAt: new Date().toISOString() } } };
      },
    });
    renderApp('/transcript/t1', client);
    expect(await screen.findByText('This transcript was deleted')).toBeTruthy();
    expect(screen.queryByText('0 words')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('textbox', { name: '0:00 ETRM' })).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'RestoreTranscript')).toHaveLength(1);
  });

  it('says when there is no such transcript', async () => {
    renderApp('/transcript/gone', fakeClient({ ...list, Transcript: () => ({ data: { transcript: null } }) }).client);
    expect(await screen.findByText('Transcript not found')).toBeTruthy();
  });
});

describe('Routes', () => {
  it('redirects any other path to /', async () => {
    const { router } = renderApp('/no/such/page', fakeClient(list).client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Drop audio files here or click to select')).toBeTruthy();
  });
});

describe('Transcript page editing tools', () => {
  afterEach(() => localStorage.clear());
  const saved = (overrides: Record<string, unknown>) => ({ data: overrides });

  it('saves edits kept in the browser (e.g. made offline before a reload) on the version they were made on', async () => {
    localStorage.setItem('tapescript.drafts.t1', JSON.stringify({ baseVersionId: 'v1', texts: [[0, 'Typed while offline.']] }));
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeEdits: () => saved(mergeResult({ __typename: 'Transcript', id: 't1', versionId: 'v2', updatedAt: new Date().toISOString() })),
    });
    renderApp('/transcript/t1', client);
    const box = (await screen.findByRole('textbox', { name: '0:00 ETRM' })) as HTMLTextAreaElement;
    expect(box.value).toBe('Typed while offline.');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), { timeout: 3000 });
    const save = calls.find((call) => call.operationName === 'MergeEdits')!;
    expect(save.variables).toEqual({ id: 't1', baseVersionId: 'v1', segments: [{ id: 's0', start: 0, text: 'Typed while offline.' }] });
    await waitFor(() => expect(localStorage.getItem('tapescript.drafts.t1')).toBeNull());
  });

  it('keeps unsaved edits in the browser while the server cannot be reached', async () => {
    const { client } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeEdits: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/transcript/t1', client);
    await userEvent.type(await screen.findByRole('textbox', { name: '0:00 ETRM' }), ' Offline');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe("Couldn't save — retrying"), { timeout: 3000 });
    expect(JSON.parse(localStorage.getItem('tapescript.drafts.t1')!)).toEqual({
      baseVersionId: 'v1',
      segments: [{ id: 's0', start: 0, text: 'Welcome to the show. Offline', base: 'Welcome to the show.' }],
    });
  });

  it('splits a segment at the cursor with Ctrl+Enter, on the version shown', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      SplitSegment: () =>
        saved({
          splitSegment: transcript({
            versionId: 'v2',
            segments: [
              { __typename: 'Segment', id: 's0', start: 0, end: 2, speaker: 'ETRM', text: 'Welcome' },
              { __typename: 'Segment', id: 's2', start: 2, end: 4.5, speaker: 'ETRM', text: 'to the show.' },
              transcript().segments[1],
            ],
          }),
        }),
    });
    renderApp('/transcript/t1', client);
    const box = (await screen.findByRole('textbox', { name: '0:00 ETRM' })) as HTMLTextAreaElement;
    box.focus();
    box.setSelectionRange(8, 8);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('textbox', { name: '0:02 ETRM' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'SplitSegment')!.variables).toEqual({ id: 't1', segmentId: 's0', offset: 8, baseVersionId: 'v1' });
  });

  it('renames a speaker everywhere from the Speakers dialog', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      RenameSpeaker: () =>
        saved({ renameSpeaker: transcript({ versionId: 'v2', segments: transcript().segments.map((s) => ({ ...s, speaker: s.speaker && 'Host' })) }) }),
    });
    renderApp('/transcript/t1', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Speakers' }));
    expect(await screen.findByText('1 segment')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rename ETRM' }));
    const field = screen.getByRole('textbox', { name: 'New name for ETRM' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Host{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename Host' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '0:00 Host', hidden: true })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'RenameSpeaker')!.variables).toEqual({ id: 't1', from: 'ETRM', to: 'Host', baseVersionId: 'v1' });
  });

  it('opens the shortcut help on ? and not while typing', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    await userEvent.type(await screen.findByRole('textbox', { name: '0:00 ETRM' }), '?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.getByText('Back by the skip interval (5 s unless changed in Settings)')).toBeTruthy();
  });
});

describe('Editing that forgives', () => {
  afterEach(() => localStorage.clear());

  it('undoes typing with Ctrl+Z and redoes it with Ctrl+Shift+Z', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    const box = (await screen.findByRole('textbox', { name: '0:00 ETRM' })) as HTMLTextAreaElement;
    await userEvent.type(box, ' Hi');
    expect(box.value).toBe('Welcome to the show. Hi');
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(box.value).toBe('Welcome to the show.'));
    await userEvent.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    await waitFor(() => expect(box.value).toBe('Welcome to the show. Hi'));
  });

  it('drops the undo steps when another page restores an earlier version, not when it saves an edit', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    const box = await screen.findByRole('textbox', { name: '0:00 ETRM' });
    await userEvent.type(box, ' Hi');
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const versionOf = (kind: string) =>
      ({ __typename: 'VersionEvent', transcript: { id: 't1' }, version: { id: `v-${kind}`, kind }, changedSegmentIds: [], author: 'Ben', sessionId: 'another page' }) as unknown as LiveEvent;
    act(() => emitLive({ kind: 'event', event: versionOf('EDIT') }));
    expect(undo.disabled).toBe(false);
    act(() => emitLive({ kind: 'event', event: versionOf('RESTORE') }));
    await waitFor(() => expect(undo.disabled).toBe(true));
  });

  it('undoes a server change by restoring the version before it, as a new version', async () => {
    const merged = transcript({
      versionId: 'v2',
      segments: [{ __typename: 'Segment', id: 's0', start: 0, end: 12, speaker: 'ETRM', text: 'Welcome to the show. Thanks for having me here.' }],
    });
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      MergeSegmentWithPrevious: () => ({ data: { mergeSegmentWithPrevious: merged } }),
      RestoreVersion: () => ({ data: { restoreVersion: transcript({ versionId: 'v3' }) } }),
    });
    renderApp('/transcript/t1', client);
    const second = await screen.findByRole('textbox', { name: '0:04 Unknown speaker' });
    second.focus();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge with previous' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '0:04 Unknown speaker' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('title')).toBe('Undo merge (Ctrl+Z)');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('textbox', { name: '0:04 Unknown speaker' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'RestoreVersion')!.variables).toEqual({ id: 't1', versionId: 'v1', baseVersionId: 'v2', as: 'UNDO' });
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks whose words the merged text is when the speakers differ', async () => {
    const two = transcript({
      segments: [
        { __typename: 'Segment', id: 's0', start: 0, end: 4.5, speaker: 'ETRM', text: 'Welcome to the show.' },
        { __typename: 'Segment', id: 's4.5', start: 4.5, end: 12, speaker: 'Guest', text: 'Thanks for having me here.' },
      ],
    });
    const mergedInto = (speaker: string) =>
      transcript({ versionId: 'v2', segments: [{ __typename: 'Segment', id: 's0', start: 0, end: 12, speaker, text: 'Welcome to the show. Thanks for having me here.' }] });
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: two } }),
      MergeSegmentWithPrevious: () => ({ data: { mergeSegmentWithPrevious: mergedInto('ETRM') } }),
      SetSegmentSpeaker: () => ({ data: { setSegmentSpeaker: { ...mergedInto('Guest'), versionId: 'v3' } } }),
    });
    renderApp('/transcript/t1', client);
    (await screen.findByRole('textbox', { name: '0:04 Guest' })).focus();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge with previous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge segments of two speakers' });
    expect(dialog.textContent).toContain('Who says the merged text?');
    await userEvent.click(screen.getByRole('button', { name: 'Guest' }));
    expect(await screen.findByRole('textbox', { name: '0:00 Guest' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'SetSegmentSpeaker')!.variables).toEqual({ id: 't1', segmentId: 's0', speaker: 'Guest', baseVersionId: 'v2' });
  });

  it('says "No speech found" and adds a segment at the playhead', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript({ segments: [] }) } }),
      SaveSegmentList: ({ segments }) => ({
        data: { saveEdits: transcript({ versionId: 'v2', segments: [{ __typename: 'Segment', id: 's0', start: 0, end: 12, speaker: null, text: segments[0].text }] }) },
      }),
    });
    renderApp('/transcript/t1', client);
    expect(await screen.findByText('No speech found')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add segment' }).at(-1)!);
    expect(await screen.findByRole('textbox', { name: '0:00 Unknown speaker' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'SaveSegmentList')!.variables.segments).toEqual([{ start: 0, end: 12, speaker: '', text: '' }]);
  });

  it('deletes a segment by sending only its id, and shows the list that comes back', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      DeleteSegment: () => ({
        data: { mergeEdits: { __typename: 'MergeResult', transcript: transcript({ versionId: 'v2', segments: transcript().segments.slice(0, 1) }), versionId: 'v2', conflicts: [], merged: false } },
      }),
    });
    renderApp('/transcript/t1', client);
    (await screen.findByRole('textbox', { name: '0:04 Unknown speaker' })).focus();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete segment' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '0:04 Unknown speaker' })).toBeNull());
    expect(calls.find((call) => call.operationName === 'DeleteSegment')!.variables).toEqual({ id: 't1', segmentId: 's4.5', baseVersionId: 'v1' });
  });

  it('keeps a segment changed elsewhere meanwhile instead of deleting it, and says so', async () => {
    const { client, calls } = fakeClient({
      ...list,
      Transcript: () => ({ data: { transcript: transcript() } }),
      DeleteSegment: () => ({
        data: {
          mergeEdits: { __typename: 'MergeResult', transcript: transcript({ versionId: 'v2' }), versionId: 'v2', conflicts: [{ __typename: 'SegmentConflict', segmentId: 's4.5' }], merged: true },
        },
      }),
    });
    const toasts = vi.spyOn(toaster, 'create');
    renderApp('/transcript/t1', client);
    (await screen.findByRole('textbox', { name: '0:04 Unknown speaker' })).focus();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete segment' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'This transcript was changed elsewhere' })));
    expect(screen.getByRole('textbox', { name: '0:04 Unknown speaker' })).toBeTruthy();
    toasts.mockRestore();
    expect(calls.filter((call) => call.operationName === 'DeleteSegment')).toHaveLength(1);
  });

  it('finds with Enter and Shift+Enter, marks every match, and replaces one', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    await screen.findByRole('textbox', { name: '0:00 ETRM' });
    await userEvent.click(screen.getByRole('button', { name: 'Find and replace' }));
    const find = screen.getByRole('textbox', { name: 'Find' });
    await userEvent.type(find, 'the');
    expect(screen.getByTestId('find-count').textContent).toBe('1 found');
    await userEvent.type(find, '{Enter}');
    expect(screen.getByTestId('find-count').textContent).toBe('1 of 1');
    expect(document.activeElement).toBe(find);
    expect(document.querySelectorAll('[data-mark="match-current"]')).toHaveLength(1);
    await userEvent.clear(find);
    await userEvent.type(find, 'e{Enter}{Enter}{Shift>}{Enter}{/Shift}');
    expect(screen.getByTestId('find-count').textContent).toMatch(/^1 of \d+$/);
    await userEvent.clear(find);
    await userEvent.type(find, 'show');
    await userEvent.type(screen.getByRole('textbox', { name: 'Replace with' }), 'programme');
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((screen.getByRole('textbox', { name: '0:00 ETRM' }) as HTMLTextAreaElement).value).toBe('Welcome to the programme.');
  });
});

/** Who is asking: a viewer signed in (the page shows only what reads). */
const asViewer: FakeHandlers = {
  WhoAmI: () => ({ data: { me: { __typename: 'Me', kind: 'USER', role: 'VIEWER', user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } }),
};

describe('Transcript page, for a viewer', () => {
  it('only reads: the text cannot be typed in, and nothing that changes the transcript is offered', async () => {
    const { client, calls } = fakeClient({ ...list, ...asViewer, Transcript: () => ({ data: { transcript: transcript() } }) });
    renderApp('/transcript/t1', client);
    await screen.findByRole('toolbar', { name: 'Reading tools' });
    const box = screen.getByRole('textbox', { name: '0:00 ETRM' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    await userEvent.type(box, ' Today');
    expect(box.value).toBe('Welcome to the show.');
    for (const name of ['Refine', 'More actions', 'Rename transcript', 'Undo', 'Add segment', 'Find and replace', 'Speakers']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Speaker: ETRM/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.map((call) => call.operationName).filter((name) => /Merge|Split|Save/.test(name ?? ''))).toEqual([]);
  });
});

describe('Transcript page, who sees it', () => {
  const signedIn = (role: string, id: string): FakeHandlers => ({
    WhoAmI: () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id, name: 'Someone', email: `${id}@example.org` } } } }),
  });
  const privateOnHold = transcript({ visibility: 'PRIVATE', legalHold: true, createdBy: { __typename: 'Author', userId: 'creator' } });

  it.each([
    ['its creator, an editor', signedIn('EDITOR', 'creator'), true, false],
    ['another editor', signedIn('EDITOR', 'colleague'), false, false],
    ['an owner', signedIn('OWNER', 'owner'), true, true],
  ])('for %s: marks it Private and on legal hold, and offers Access… and the legal hold as the server allows', async (_who, me, access, hold) => {
    const { client } = fakeClient({ ...list, ...me, Transcript: () => ({ data: { transcript: privateOnHold } }) });
    renderApp('/transcript/t1', client);
    await screen.findByRole('heading', { name: 'Ada on tape' });
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.getByText('Legal hold')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Review links…' });
    expect(!!screen.queryByRole('menuitem', { name: 'Access…' })).toBe(access);
    expect(!!screen.queryByRole('menuitemcheckbox', { name: 'Legal hold' })).toBe(hold);
  });
});

describe('Transcript page, pseudonymised', () => {
  const signedIn = (role: string): FakeHandlers => ({
    WhoAmI: () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: role, name: 'Someone', email: `${role}@example.org` } } } }),
  });

  it('marks it for an editor, who finds its Pseudonyms… in the menu', async () => {
    const { client } = fakeClient({ ...list, ...signedIn('EDITOR'), Transcript: () => ({ data: { transcript: transcript({ pseudonymised: true }) } }) });
    renderApp('/transcript/t1', client);
    await screen.findByRole('heading', { name: 'Ada on tape' });
    expect(screen.getByText('Pseudonymised').title).toBe('Viewers and review links read pseudonyms instead of the names; you read the names');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Pseudonyms…' })).toBeTruthy();
  });

  it('tells whoever reads its pseudonyms that names are hidden, and offers them no pseudonym settings', async () => {
    const shown = transcript({ pseudonymised: true, showsPseudonyms: true, title: '[Person A] on tape' });
    const { client } = fakeClient({ ...list, ...signedIn('EDITOR'), Transcript: () => ({ data: { transcript: shown } }) });
    renderApp('/transcript/t1', client);
    await screen.findByRole('heading', { name: '[Person A] on tape' });
    expect(screen.getByText('Pseudonymised').title).toBe('Names in it are replaced by pseudonyms, such as “[Person A]”');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Review links…' });
    expect(screen.queryByRole('menuitem', { name: 'Pseudonyms…' })).toBeNull();
  });

  it('shows no mark when it is not pseudonymised', async () => {
    renderApp('/transcript/t1', fakeClient({ ...list, Transcript: () => ({ data: { transcript: transcript() } }) }).client);
    await screen.findByRole('heading', { name: 'Ada on tape' });
    expect(screen.queryByText('Pseudonymised')).toBeNull();
  });
});
