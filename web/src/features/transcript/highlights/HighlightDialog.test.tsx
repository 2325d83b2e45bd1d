import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HighlightFieldsFragment } from '../../../graphql/generated.ts';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HighlightDialog } from './HighlightDialog.tsx';

const SEGMENTS = [
  { id: 's1', speaker: 'Host', text: 'Welcome to the show.' },
  { id: 's2', speaker: 'Ada', text: 'Thank you for having me.' },
  { id: 's3', speaker: 'Ada', text: 'My father bought cows.' },
];

// With the __typenames the server sends (the cache reads them).
const HIGHLIGHT = {
  __typename: 'Highlight',
  id: 'h1',
  quote: 'having me. My father',
  speaker: 'Ada',
  start: 3.5,
  end: 6,
  tags: ['origin'],
  note: 'Opening',
  outdated: false,
  createdAt: '2026-11-29T09:00:00.000Z',
  fromSegmentId: 's2',
  fromWord: 3,
  toSegmentId: 's3',
  toWord: 1,
  author: { __typename: 'Author', kind: 'USER', name: 'Eddie Editor' },
} as HighlightFieldsFragment;

const answered = (highlight: HighlightFieldsFragment) => ({ data: { addHighlight: { ...highlight, transcript: { __typename: 'Transcript', id: 't1' } } } });

function typeTag(tag: string) {
  const box = screen.getByRole('textbox', { name: 'Tags' });
  fireEvent.change(box, { target: { value: tag } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('the highlight dialog', () => {
  it('offers the span from the words selected in an earlier segment of the same speaker first, and saves it with tags and a note', async () => {
    const { client, calls } = fakeClient({
      HighlightTags: () => ({ data: { highlightTags: ['origin', 'cows', 'weather'] } }),
      AddHighlight: () => answered(HIGHLIGHT),
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <HighlightDialog
        transcriptId="t1"
        editing={{ kind: 'new', now: { segmentId: 's3', from: 0, to: 1, quote: 'My father' }, earlier: { segmentId: 's2', from: 3, to: 4, quote: 'having me.' } }}
        segments={SEGMENTS}
        onClose={onClose}
        onSaved={onSaved}
      />,
      client,
    );
    const span = screen.getByRole('radio', { name: /across 2 segments/ }) as HTMLInputElement;
    expect(span.checked).toBe(true);
    expect(screen.getByText('“having me. My father”')).toBeTruthy();
    typeTag('  origin story ');
    typeTag('Origin story');
    // A tag used before, offered under the box.
    fireEvent.click(await screen.findByRole('button', { name: 'Add tag cows' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['origin story', 'cows']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'How it began' } });
    fireEvent.click(screen.getByRole('button', { name: 'Highlight' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(calls.find((call) => call.operationName === 'AddHighlight')?.variables).toEqual({
      transcriptId: 't1',
      fromSegmentId: 's2',
      fromWord: 3,
      toSegmentId: 's3',
      toWord: 1,
      tags: ['origin story', 'cows'],
      note: 'How it began',
    });
  });

  it('offers the words here first when the earlier ones are another speaker’s, and shows the server’s refusal of the span', async () => {
    const refusal = 'A highlight is the words of one speaker: its segments must be consecutive segments of the same speaker.';
    const { client, calls } = fakeClient({
      HighlightTags: () => ({ data: { highlightTags: [] } }),
      AddHighlight: () => ({ error: refusal, code: 'BAD_USER_INPUT' }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <HighlightDialog
        transcriptId="t1"
        editing={{ kind: 'new', now: { segmentId: 's2', from: 0, to: 1, quote: 'Thank you' }, earlier: { segmentId: 's1', from: 3, to: 3, quote: 'show.' } }}
        segments={SEGMENTS}
        onClose={onClose}
        onSaved={vi.fn()}
      />,
      client,
    );
    expect((screen.getByRole('radio', { name: /Only the words selected here/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /across 2 segments/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Highlight' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.find((call) => call.operationName === 'AddHighlight')?.variables).toMatchObject({ fromSegmentId: 's1', toSegmentId: 's2' });
  });

  it('changes a highlight’s tags and note', async () => {
    const { client, calls } = fakeClient({
      HighlightTags: () => ({ data: { highlightTags: [] } }),
      UpdateHighlight: (variables) => ({ data: { updateHighlight: { ...HIGHLIGHT, tags: variables.tags, note: variables.note } } }),
    });
    const onClose = vi.fn();
    renderWithProviders(<HighlightDialog transcriptId="t1" editing={{ kind: 'edit', highlight: HIGHLIGHT }} segments={SEGMENTS} onClose={onClose} onSaved={vi.fn()} />, client);
    expect(screen.getByText('“having me. My father”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag origin' }));
    typeTag('family');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.operationName === 'UpdateHighlight')?.variables).toEqual({ id: 'h1', tags: ['family'], note: '' });
  });
});
