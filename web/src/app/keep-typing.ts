/** What a text box held when the user last typed in it, and where the caret was. */
interface Typed {
  value: string;
  selection: [number, number];
}

type TextBox = HTMLTextAreaElement | HTMLInputElement;

const isTextBox = (node: EventTarget | null): node is TextBox =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && ['text', 'search', ''].includes(node.type));

const snapshot = (box: TextBox): Typed => ({ value: box.value, selection: [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length] });

const valueProperty = (box: TextBox) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!;

/**
 * Hydrating a text box sets its value to the one rendered (React does so for every textarea), which would
 * drop what the user typed into the server's page meanwhile. Called before hydration: the boxes typed in
 * ignore that write (and keep showing the user's text), and `restore` (once hydrated) hands their texts
 * to the app as input events, so it takes them as the user's edits.
 */
export function keepTypingThroughHydration(container: HTMLElement) {
  const typed = new Map<TextBox, Typed>();
  const ignoreWrite = () => undefined;
  const keep = (box: TextBox) => {
    typed.set(box, snapshot(box));
    // A box React has already hydrated has its own `value` (React's tracker): React then sees the input itself.
    if (Object.hasOwn(box, 'value')) return;
    const { get } = valueProperty(box);
    Object.defineProperty(box, 'value', { configurable: true, get, set: ignoreWrite });
  };
  for (const box of container.querySelectorAll<TextBox>('textarea, input')) {
    if (isTextBox(box) && box.value !== box.defaultValue) keep(box);
  }
  const record = (event: Event) => {
    if (isTextBox(event.target)) keep(event.target);
  };
  container.addEventListener('input', record, true);
  return {
    restore(): void {
      container.removeEventListener('input', record, true);
      for (const [box, { value, selection }] of typed) {
        if (Object.getOwnPropertyDescriptor(box, 'value')?.set === ignoreWrite) delete (box as { value?: string }).value;
        if (!box.isConnected) continue;
        // The text rendered (through React's tracker, if it has one), then the typed one behind its back: an edit.
        box.value = box.defaultValue;
        valueProperty(box).set!.call(box, value);
        if (document.activeElement === box) box.setSelectionRange(...selection);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
    },
  };
}

export type TypingKeeper = ReturnType<typeof keepTypingThroughHydration>;
