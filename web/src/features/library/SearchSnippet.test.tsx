import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SearchSnippet } from './SearchSnippet.tsx';

describe('SearchSnippet', () => {
  it('marks every match', () => {
    const matches = [
      { offset: 9, length: 7 },
      { offset: 22, length: 8 },
    ];
    const { container } = renderWithProviders(<SearchSnippet snippet="…started editing with software?" matches={matches} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['editing', 'software']);
    expect(container.textContent).toBe('…started editing with software?');
  });

  it('shows markup in a transcript as text, never as HTML', () => {
    const { container } = renderWithProviders(<SearchSnippet snippet={'say <img src=x onerror=alert(1)> **bold**'} matches={[{ offset: 4, length: 5 }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img ');
    expect(container.textContent).toBe('say <img src=x onerror=alert(1)> **bold**');
  });
});
