import { HStack, type StackProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** Marks a control of a RovingToolbar: `<Button {...ROVING_ITEM}>`. */
export const ROVING_ITEM = { 'data-roving-item': '' } as const;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A toolbar that is one tab stop (WAI-ARIA's roving tabindex): Tab reaches the control used last (else the first),
 * and the arrow keys, Home and End move between the controls. Controls come and go (a row's tools appear while it
 * has the focus), so the tab stop is set on the page after each render rather than held in props.
 */
export function RovingToolbar({ label, children, ...rest }: StackProps & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLElement | null>(null);
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[data-roving-item]') ?? [])].filter((item) => !item.matches(':disabled'));
  const settle = () => {
    const all = items();
    const stop = last.current && all.includes(last.current) ? last.current : all[0];
    for (const item of all) item.tabIndex = item === stop ? 0 : -1;
  };
  useLayoutEffect(settle);

  const focus = (event: FocusEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-roving-item]');
    if (!item || !ref.current?.contains(item)) return;
    last.current = item;
    settle();
  };
  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    // Keys inside an open menu of the toolbar belong to the menu.
    if (!move || index < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    all[move(index, all.length)].focus();
  };

  return (
    <HStack ref={ref} role="toolbar" aria-label={label} aria-orientation="horizontal" onFocus={focus} onKeyDown={keyDown} {...rest}>
      {children}
    </HStack>
  );
}
