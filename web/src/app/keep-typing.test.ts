import { afterEach, describe, expect, it } from 'vitest';
import { keepTypingThroughHydration } from './keep-typing.ts';

/** The events a typist's browser sends to a text box: each would make React hydrate the page at once. */
const SENT_WHILE_TYPING = ['keydown', 'keypress', 'beforeinput', 'textInput', 'input', 'select', 'selectionchange', 'keyup', 'focusin'];

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<textarea>Saved text</textarea>';
  document.body.append(root);
  return { root, box: root.querySelector('textarea')! };
}

describe('keepTypingThroughHydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the events of typing from reaching the app (React listens on the root) until restored', () => {
    const { root, box } = page();
    const keeper = keepTypingThroughHydration(root);
    const reached: string[] = [];
    for (const type of SENT_WHILE_TYPING) root.addEventListener(type, () => reached.push(type));
    for (const type of SENT_WHILE_TYPING) box.dispatchEvent(new Event(type, { bubbles: true }));
    expect(reached).toEqual([]);
    keeper.restore();
    for (const type of SENT_WHILE_TYPING) box.dispatchEvent(new Event(type, { bubbles: true }));
    expect(reached).toEqual(expect.arrayContaining(SENT_WHILE_TYPING));
  });

  it('ignores hydration writing the rendered text over what was typed, and hands the typed text over as input', () => {
    const { root, box } = page();
    const keeper = keepTypingThroughHydration(root);
    // The browser's own typing, which no setter of the page sees.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, 'Saved text, typed early');
    box.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydration's writes.
    box.value = 'Saved text';
    box.defaultValue = 'Saved text';
    expect(box.value).toBe('Saved text, typed early');
    const inputs: string[] = [];
    root.addEventListener('input', (event) => inputs.push((event.target as HTMLTextAreaElement).value));
    keeper.restore();
    expect(inputs).toEqual(['Saved text, typed early']);
    expect(box.value).toBe('Saved text, typed early');
  });
});
