import { Button, Menu } from '@chakra-ui/react';
import { useContext, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { notify } from '../../../components/Toaster.tsx';
import { ROVING_ITEM } from '../../../components/RovingToolbar.tsx';
import { SpeakerColorsContext } from '../speakers/speaker-colors.ts';
import type { WordsSelection } from './useSegmentChanges.ts';

/** Asks a row's words menu to open (the keyboard shortcut, from the row's text box). */
export const OPEN_WORDS_MENU = 'tapescript:words-speaker-menu';

export interface WordsSpeakerMenuProps {
  segmentId: string;
  start: number;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  onAssign: (selection: WordsSelection, speaker: string) => void;
  /** "New speaker…": a name not in the transcript yet is asked for in a dialog. */
  onNewSpeaker: (selection: WordsSelection) => void;
}

const QUOTE_CHARS = 40;
/** A selection as menus and titles quote it, shortened when long. */
export const quoted = (text: string) => `“${text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text}”`;

/**
 * Fixes a speaker in one step: the words selected in the row's text go to the speaker picked here (the segment is
 * split around them on the server). The menu is not portalled: it stays inside the row, which keeps its tools.
 */
export function WordsSpeakerMenu({ segmentId, start, boxRef, onAssign, onNewSpeaker }: WordsSpeakerMenuProps) {
  const speakers = [...useContext(SpeakerColorsContext).keys()];
  const [selection, setSelection] = useState<WordsSelection | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  /** The words selected in the text box (left there when the focus moved to this menu), or null after saying why. */
  const selected = (): WordsSelection | null => {
    const box = boxRef.current;
    const from = box?.selectionStart ?? 0;
    const to = box?.selectionEnd ?? 0;
    const quote = box?.value.slice(from, to).trim() ?? '';
    if (!quote) {
      notify('info', 'Select some words first', 'Select words in the segment’s text, then choose who says them.');
      return null;
    }
    return { segmentId, start, from, to, quote };
  };
  // The shortcut opens the menu as a click on its button does (the menu then takes the focus, and its keys).
  useEffect(() => {
    const row = trigger.current?.closest('li');
    const open = () => trigger.current?.click();
    row?.addEventListener(OPEN_WORDS_MENU, open);
    return () => row?.removeEventListener(OPEN_WORDS_MENU, open);
  }, []);

  return (
    <Menu.Root open={selection !== null} onOpenChange={({ open }) => setSelection(open ? selected() : null)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          ref={trigger}
          {...ROVING_ITEM}
          size="2xs"
          variant="ghost"
          title="Give the selected words to a speaker (Ctrl+Shift+Enter)"
          // Keeps the selection in the text box while the button is pressed.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          Speaker for selection
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        {/* A click in the menu is not a click on the row (which would move the audio). */}
        <Menu.Content minW="12rem" onClick={(event: MouseEvent) => event.stopPropagation()}>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>{selection ? `${quoted(selection.quote)} is said by` : 'Said by'}</Menu.ItemGroupLabel>
            {speakers.map((name) => (
              <Menu.Item key={name} value={name} onSelect={() => selection && onAssign(selection, name)}>
                {name}
              </Menu.Item>
            ))}
            <Menu.Item value="new speaker" onSelect={() => selection && onNewSpeaker(selection)}>
              New speaker…
            </Menu.Item>
          </Menu.ItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
