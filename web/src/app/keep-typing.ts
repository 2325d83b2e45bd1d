/** What a text box held when the user last typed in it, and where the caret was. */
interface Typed {
  value: string;
  selection: [number, number];
}

type TextBox = HTMLTextAreaElement | HTMLInputElement;

const isTextBox = (node: EventTarget | null): node is TextBox =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && ['text', 'search', ''].includes(node.type));

const snapshot = (box: TextBox): Typed => ({ value: box.value, selection: [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length] });

const property = (box: TextBox, name: 'value' | 'defaultValue') => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), name)!;
/** Hydration writes both: the value (the user's text) and the default value (which also moves the caret). */
const WRITTEN = ['value', 'defaultValue'] as const;

/**
 * The events of typing into a box (and moving into or out of it), the caret's among them. React hydrates
 * the whole page at once, in one long task, when any of these reaches it before it has hydrated: Chromium's
 * `textInput` (React's onBeforeInput) and `selectionchange` (fired at the box) as much as the keys.
 */
const TYPING = [
  'keydown', 'keypress', 'keyup', 'beforeinput', 'textInput', 'input', 'select', 'selectionchange',
  'focusin', 'focusout', 'compositionstart', 'compositionupdate', 'compositionend',
];

/**
 * Hydrating a text box sets its value to the one rendered (React does so for every textarea, again if the
 * hydration restarts), which would drop what the user typed into the server's page meanwhile, and its
 * caret. Called before hydration: the server's boxes ignore those writes (the text rendered is theirs), and
 * `restore` (once hydrated) hands what was typed to the app as input events, so it takes them as the
 * user's edits. Until then typing reaches the box only: React would hydrate the whole page in one long
 * task to handle it.
 */
export function keepTypingThroughHydration(container: HTMLElement) {
  const boxes = [...container.querySelectorAll<TextBox>('textarea, input')].filter(isTextBox);
  const typed = new Map<TextBox, Typed>();
  for (const box of boxes) {
    if (box.value !== box.defaultValue) typed.set(box, snapshot(box));
    for (const name of WRITTEN) Object.defineProperty(box, name, { configurable: true, get: property(box, name).get, set: () => undefined });
  }
  const record = (event: Event) => {
    if (!isTextBox(event.target)) return;
    if (event.type === 'input') typed.set(event.target, snapshot(event.target));
    event.stopImmediatePropagation();
  };
  for (const type of TYPING) container.addEventListener(type, record, true);
  return {
    restore(): void {
      for (const type of TYPING) container.removeEventListener(type, record, true);
      for (const box of boxes) for (const name of WRITTEN) delete (box as Partial<TextBox>)[name];
      // The box being typed in is focused already: the app is told, as it missed the event.
      if (isTextBox(document.activeElement) && container.contains(document.activeElement)) {
        document.activeElement.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      for (const [box, { value, selection }] of typed) {
        if (!box.isConnected) continue;
        // The text rendered, then the typed one behind React's back: an edit, with the caret where it was.
        box.value = box.defaultValue;
        property(box, 'value').set!.call(box, value);
        if (document.activeElement === box) box.setSelectionRange(...selection);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
      boxes.length = 0;
    },
  };
}
