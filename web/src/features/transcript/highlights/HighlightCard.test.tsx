import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HighlightFieldsFragment } from '../../../graphql/generated.ts';
import { ReadOnlyContext } from '../../../lib/who-am-i.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeClient } from '../../../test/fake-network.ts';
import { HighlightActionsContext, type HighlightActionProps } from '../../../components/words-actions.tsx';
import { HighlightCard } from './HighlightCard.tsx';

// With the __typenames the server sends (the cache reads them).
const HIGHLIGHT = {
  __typename: 'Highlight',
  id: 'h1',
  quote: 'having me',
  speaker: 'Ada',
  start: 75.2,
  end: 76,
  tags: ['origin', 'farm'],
  note: 'Opening line',
  outdated: true,
  createdAt: '2026-11-29T09:00:00.000Z',
  fromSegmentId: 's2',
  fromWord: null,
  toSegmentId: 's2',
  toWord: null,
  author: { __typename: 'Author', kind: 'USER', name: 'Eddie Editor' },
} as HighlightFieldsFragment;

describe('a highlight’s card', () => {
  it('shows its words, speaker, time, tags, note, author and that it is outdated; editors change or delete it', () => {
    const { client } = fakeClient({});
    renderWithProviders(<HighlightCard highlight={HIGHLIGHT} onEdit={vi.fn()} onClose={vi.fn()} />, client);
    const card = screen.getByRole('region', { name: 'Highlight: having me' });
    for (const text of ['“having me”', 'Ada', '1:15', 'origin', 'farm', 'Opening line', 'Outdated']) expect(card.textContent).toContain(text);
    expect(card.textContent).toContain('Eddie Editor');
    expect(screen.getByRole('button', { name: 'Edit tags and note' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes it after asking', async () => {
    const { client, calls } = fakeClient({ DeleteHighlight: () => ({ data: { deleteHighlight: true } }) });
    const onClose = vi.fn();
    renderWithProviders(<HighlightCard highlight={HIGHLIGHT} onEdit={vi.fn()} onClose={onClose} />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this highlight?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.operationName === 'DeleteHighlight')?.variables).toEqual({ id: 'h1' });
  });

  it('offers an editor the actions other features give a highlight (a clip of its words), with its id', () => {
    const { client } = fakeClient({});
    const Offered = ({ highlightId }: HighlightActionProps) => <button type="button">Clip {highlightId}</button>;
    renderWithProviders(
      <HighlightActionsContext.Provider value={[Offered]}>
        <HighlightCard highlight={HIGHLIGHT} onEdit={vi.fn()} onClose={vi.fn()} />
      </HighlightActionsContext.Provider>,
      client,
    );
    expect(screen.getByRole('button', { name: 'Clip h1' })).toBeTruthy();
  });

  it('only reads for a viewer', () => {
    const { client } = fakeClient({});
    renderWithProviders(
      <ReadOnlyContext.Provider value>
        <HighlightCard highlight={HIGHLIGHT} onEdit={vi.fn()} onClose={vi.fn()} />
      </ReadOnlyContext.Provider>,
      client,
    );
    expect(screen.getByRole('region', { name: 'Highlight: having me' }).textContent).toContain('Opening line');
    expect(screen.queryByRole('button', { name: 'Edit tags and note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
