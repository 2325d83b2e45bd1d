import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DiffView } from './DiffView.tsx';

describe('DiffView', () => {
  it('marks added words as insertions and removed words as deletions, in order', () => {
    const { container } = renderWithProviders(
      <DiffView
        parts={[
          { kind: 'SAME', text: 'Welcome to the' },
          { kind: 'REMOVED', text: 'um interview' },
          { kind: 'ADDED', text: 'interview' },
          { kind: 'SAME', text: 'series.' },
        ]}
      />,
    );
    const diff = container.querySelector('[data-testid=version-diff]')!;
    expect(diff.textContent).toBe('Welcome to the um interview interview series.');
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['um interview']);
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['interview']);
    expect(getComputedStyle(diff.querySelector('del')!).textDecoration).not.toBe('none');
  });

  it('says so when nothing differs', () => {
    const { container } = renderWithProviders(<DiffView parts={[{ kind: 'SAME', text: 'All the same.' }]} />);
    expect(container.textContent).toBe('Same text as the current version.');
  });
});
