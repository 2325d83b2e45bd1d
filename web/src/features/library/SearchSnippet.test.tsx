import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SearchSnippet } from './SearchSnippet.tsx';

describe('SearchSnippet', () => {
  it('marks the match', () => {
    const { container } = renderWithProviders(<SearchSnippet snippet="…started editing with software?" matchOffset={9} matchLength={7} />);
    expect(container.querySelector('mark')?.textContent).toBe('editing');
    expect(container.textContent).toBe('…started editing with software?');
  });

  it('shows markup in a transcript as text, never as HTML', () => {
    const { container } = renderWithProviders(<SearchSnippet snippet={'say <img src=x onerror=alert(1)> **bold**'} matchOffset={4} matchLength={5} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img ');
    expect(container.textContent).toBe('say <img src=x onerror=alert(1)> **bold**');
  });
});
