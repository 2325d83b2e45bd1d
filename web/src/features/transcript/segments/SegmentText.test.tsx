import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlaybackContext } from '../playback/playback-context.ts';
import { createPlayback } from '../playback/playback.ts';
import type { Word } from '../words/word-align.ts';
import { SegmentText } from './SegmentText.tsx';
import { CommentsDeskContext, type CommentsDesk } from '../comments/comments-desk.ts';
import type { CommentThreadFragment } from '../../../graphql/generated.ts';

const words: Word[] = [
  { text: 'And', start: 0.32, end: 0.5, confidence: 0.93 },
  { text: 'so,', start: 0.5, end: 0.9, confidence: 0.95 },
  { text: 'my', start: 0.9, end: 1.2, confidence: 0.31 },
  { text: 'fellow', start: 1.2, end: 1.6, confidence: 0.9 },
];

function renderText(text: string, active = true, desk: CommentsDesk | null = null) {
  const playback = createPlayback();
  const onPlayFrom = vi.fn();
  const onEdit = vi.fn();
  renderWithProviders(
    <CommentsDeskContext.Provider value={desk}>
      <PlaybackContext.Provider value={playback}>
        <SegmentText id="s" label="0:00 ETRM" start={0.32} text={text} words={words} active={active} boxRef={null} onEdit={onEdit} onPlayFrom={onPlayFrom} />
      </PlaybackContext.Provider>
    </CommentsDeskContext.Provider>,
  );
  return { playback, onPlayFrom, onEdit, box: screen.getByRole('textbox', { name: '0:00 ETRM' }) as HTMLTextAreaElement };
}

const marked = (kind: string) => [...document.querySelectorAll(`[data-mark~="${kind}"]`)].map((mark) => mark.textContent);

describe('SegmentText, word by word', () => {
  it('marks the words open comments are on, not those of resolved ones', () => {
    const thread = (id: string, fromWord: number, toWord: number, resolved: boolean) =>
      ({ id, segmentId: 'seg', fromWord, toWord, resolved, outdated: false, quote: '', text: 'Hm', createdAt: '', author: null, replies: [] }) as CommentThreadFragment;
    const desk: CommentsDesk = {
      transcriptId: 't',
      bySegment: new Map([['seg', [thread('a', 1, 2, false), thread('b', 3, 3, true)]]]),
      idByStart: new Map([[0.32, 'seg']]),
      composing: null,
      compose: vi.fn(),
      reload: vi.fn(),
    };
    renderText('And so, my fellow', false, desk);
    // "my" is also uncertain: its piece carries both marks.
    expect(marked('comment').join('')).toBe('so, my');
  });

  it('marks the word being spoken as the audio plays, and only in the playing segment', () => {
    const { playback } = renderText('And so, my fellow');
    act(() => playback.reportTime(0.6));
    expect(marked('spoken')).toEqual(['so,']);
    // A boundary reported a hair early still lands on the next word.
    act(() => playback.reportTime(1.1999999));
    expect(marked('spoken')).toEqual(['fellow']);
  });

  it('underlines uncertain words until the user edits them', () => {
    renderText('And so, my fellow');
    expect(marked('uncertain')).toEqual(['my']);
    document.body.innerHTML = '';
    renderText('And so, our fellow');
    expect(marked('uncertain')).toEqual([]);
  });

  it('says what the uncertain words’ mark means on the text box, only while it has one', () => {
    const { box } = renderText('And so, my fellow');
    expect(box.title).toBe('A dotted amber underline marks an uncertain word: the recognizer was not sure of it.');
    document.body.innerHTML = '';
    expect(renderText('And so, our fellow').box.title).toBe('');
  });

  it('plays from a word on Ctrl+click; a plain click only places the caret', () => {
    const { box, onPlayFrom } = renderText('And so, my fellow');
    box.setSelectionRange(12, 12);
    fireEvent.click(box);
    expect(onPlayFrom).not.toHaveBeenCalled();
    fireEvent.click(box, { ctrlKey: true });
    expect(onPlayFrom).toHaveBeenCalledWith(1.2);
    box.setSelectionRange(9, 9);
    fireEvent.click(box, { metaKey: true });
    expect(onPlayFrom).toHaveBeenLastCalledWith(0.9);
  });
});
