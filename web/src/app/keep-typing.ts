/** What a text box held when the user last typed in it, and where the caret was. */
interface Typed {
  value: string;
  selection: [number, number];
}

type TextBox = HTMLTextAreaElement | HTMLInputElement;

const isTextBox = (node: EventTarget | null): node is TextBox =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && ['text', 'search', ''].includes(node.type));

const snapshot = (box: TextBox): Typed => ({ value: box.value, selection: [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length] });

/**
 * Hydrating a text box sets its value to the one rendered (React does so for every textarea), which would
 * drop what the user typed into the server's page meanwhile. Called before hydration: keeps the boxes
 * already typed in and every later input; `restore` (once hydrated) puts them back as input events, so
 * the app takes them as the user's edits.
 */
export function keepTypingThroughHydration(container: HTMLElement) {
  const typed = new Map<TextBox, Typed>();
  for (const box of container.querySelectorAll<TextBox>('textarea, input')) {
    if (isTextBox(box) && box.value !== box.defaultValue) typed.set(box, snapshot(box));
  }
  const record = (event: Event) => {
    if (isTextBox(event.target)) typed.set(event.target, snapshot(event.target));
  };
  container.addEventListener('input', record, true);
  return {
    restore(): void {
      container.removeEventListener('input', record, true);
      for (const [box, { value, selection }] of typed) {
        if (!box.isConnected) continue;
        // The prototype's setter, not `box.value =`: React's tracker then sees a change and fires onChange.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!.set!.call(box, value);
        if (document.activeElement === box) box.setSelectionRange(...selection);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
    },
  };
}

export type TypingKeeper = ReturnType<typeof keepTypingThroughHydration>;
