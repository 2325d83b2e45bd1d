import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SegmentNavigationContext } from '../segments/segment-navigation.ts';
import type { FindHighlights } from './find-highlights.ts';
import { FindReplaceBar } from './FindReplaceBar.tsx';

const segments = [
  { id: 's1', start: 0, text: 'We start the recording now.' },
  { id: 's2', start: 12.5, text: 'Stop the recording, please.' },
];

function renderBar() {
  const reveal = vi.fn(async () => null);
  const onHighlights = vi.fn<(highlights: FindHighlights) => void>();
  renderWithProviders(
    <SegmentNavigationContext.Provider value={{ reveal, register: () => () => undefined }}>
      <FindReplaceBar transcriptId="t1" segments={segments} drafts={new Map()} change={vi.fn()} onEdit={vi.fn()} onHighlights={onHighlights} focusRequest={0} onClose={vi.fn()} />
    </SegmentNavigationContext.Provider>,
    fakeClient({}).client,
  );
  return { reveal, lastHighlights: () => onHighlights.mock.lastCall![0] };
}

describe('the find bar', () => {
  it('marks every match and goes to the first one as one types, without Enter', async () => {
    const { reveal, lastHighlights } = renderBar();
    await userEvent.type(screen.getByRole('textbox', { name: 'Find' }), 'record');
    await waitFor(() => expect(screen.getByTestId('find-count').textContent).toBe('1 of 2'));
    expect(reveal).toHaveBeenCalledWith(0);
    expect([...lastHighlights().bySegment.keys()]).toEqual([0, 12.5]);
    expect(lastHighlights().current).toEqual({ start: 0, from: 13 });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Find');
  });

  it('Enter and Shift+Enter then step to the next and previous match', async () => {
    const { reveal } = renderBar();
    const field = screen.getByRole('textbox', { name: 'Find' });
    await userEvent.type(field, 'the recording');
    await waitFor(() => expect(screen.getByTestId('find-count').textContent).toBe('1 of 2'));
    await userEvent.type(field, '{Enter}');
    expect(screen.getByTestId('find-count').textContent).toBe('2 of 2');
    expect(reveal).toHaveBeenLastCalledWith(12.5);
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}');
    expect(screen.getByTestId('find-count').textContent).toBe('1 of 2');
  });
});
