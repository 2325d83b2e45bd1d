import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts.ts';
import { readBindings } from './shortcut-bindings.ts';
import { SKIP_SECONDS, readNumberSetting } from '../../../lib/settings.ts';
import { segmentIdOf } from '../segments/segment-box.ts';
import { OPEN_WORDS_MENU } from '../segments/WordsSpeakerMenu.tsx';
import { OPEN_COMMENT } from '../comments/comments-desk.ts';
import { stepSpeed } from '../playback/speed.ts';
import { usePlayback } from '../playback/playback-context.ts';

interface ShortcutHandlers {
  onSplit: (segmentId: string, offset: number) => void;
  onFind: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onNextUncertain: () => void;
  onCopyMomentLink: () => void;
  onNewSegmentAtPlayhead: () => void;
  onHelp: () => void;
}

/** Dialogs and menus keep their own keys (Esc closes them; it must not also start the audio). */
const OWN_KEYS = '[role=dialog],[role=alertdialog],[role=menu],[data-own-keys]';

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The transcript page's keyboard shortcuts (shortcuts.ts, with this browser's own keys), on the whole window. */
export function useShortcuts(handlers: ShortcutHandlers) {
  const playback = usePlayback();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const run: Record<ShortcutAction, (event: KeyboardEvent) => void> = {
      togglePlay: () => playback.togglePlay(),
      back: () => playback.seek(playback.time() - readNumberSetting(SKIP_SECONDS)),
      forward: () => playback.seek(playback.time() + readNumberSetting(SKIP_SECONDS)),
      slower: () => playback.setRate(stepSpeed(playback.rate(), -1)),
      faster: () => playback.setRate(stepSpeed(playback.rate(), 1)),
      split: (event) => {
        const segmentId = segmentIdOf(event.target);
        const box = event.target as HTMLTextAreaElement;
        if (segmentId !== null) latest.current.onSplit(segmentId, box.selectionStart);
      },
      // The row's words menu opens on the words selected in its text (WordsSpeakerMenu).
      speakerForWords: (event) => {
        if (segmentIdOf(event.target) !== null) (event.target as Element).closest('li')?.dispatchEvent(new Event(OPEN_WORDS_MENU));
      },
      // A comment on the words selected in the segment's text (TranscriptComments opens it).
      comment: (event) => {
        if (segmentIdOf(event.target) !== null) event.target!.dispatchEvent(new Event(OPEN_COMMENT, { bubbles: true }));
      },
      find: () => latest.current.onFind(),
      undo: () => latest.current.onUndo(),
      redo: () => latest.current.onRedo(),
      nextUncertain: () => latest.current.onNextUncertain(),
      copyMomentLink: () => latest.current.onCopyMomentLink(),
      newSegmentAtPlayhead: () => latest.current.onNewSegmentAtPlayhead(),
      help: () => latest.current.onHelp(),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const typing = isTextField(event.target);
      // Read at each press: the settings page may have changed them since the page opened.
      const action = shortcutFor(event, typing, readBindings());
      if (!action) return;
      // Other fields (title, search) keep their keys; only the segment boxes share them with playback.
      if (typing && action !== 'find' && segmentIdOf(event.target) === null) return;
      event.preventDefault();
      run[action](event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [playback]);
}
