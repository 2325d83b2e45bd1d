import { afterEach, describe, expect, it } from 'vitest';
import { keepClicksThroughHydration } from './keep-clicks.ts';

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<button>Toggle navigation</button><div role="button">Play</div><a href="#later">Later</a><p>Text</p>';
  document.body.append(root);
  const [toggle, play] = [...root.querySelectorAll<HTMLElement>('button, [role=button]')];
  return { root, toggle, play, link: root.querySelector('a')!, text: root.querySelector('p')! };
}

describe('keepClicksThroughHydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds back clicks on buttons from the app (React listens on the root), and clicks them again in order once restored', () => {
    const { root, toggle, play } = page();
    const keeper = keepClicksThroughHydration(root);
    const reached: string[] = [];
    root.addEventListener('click', (event) => reached.push((event.target as HTMLElement).textContent!));
    play.click();
    toggle.click();
    expect(reached).toEqual([]);
    keeper.restore();
    expect(reached).toEqual(['Play', 'Toggle navigation']);
    toggle.click();
    expect(reached).toEqual(['Play', 'Toggle navigation', 'Toggle navigation']);
  });

  it('lets other clicks through, and drops a button that hydration removed', () => {
    const { root, toggle, link, text } = page();
    const keeper = keepClicksThroughHydration(root);
    const reached: string[] = [];
    root.addEventListener('click', (event) => reached.push((event.target as HTMLElement).textContent!));
    link.click();
    text.click();
    toggle.click();
    expect(reached).toEqual(['Later', 'Text']);
    toggle.remove();
    keeper.restore();
    expect(reached).toEqual(['Later', 'Text']);
  });
});
