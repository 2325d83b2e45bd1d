import { Box, Button, Checkbox, CloseButton, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useReplaceTextMutation } from '../../../graphql/generated.ts';
import { findMatches, stepMatch, type TextMatch } from './find.ts';
import type { FindHighlights } from './find-highlights.ts';
import { useSegmentNavigation } from '../segments/segment-navigation.ts';
import { HEADER_HEIGHT } from '../../../theme.ts';
import { notify } from '../../../components/Toaster.tsx';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import type { RunChange } from '../editing/editor-session.ts';

/** How long typing pauses before the first match is brought on screen (the marks follow every key). */
const FIRST_MATCH_DELAY_MS = 200;

interface FindReplaceBarProps {
  transcriptId: string;
  segments: ReadonlyArray<{ id: string; start: number; text: string }>;
  /** Unsaved texts by segment start: find looks at the text on screen. */
  drafts: ReadonlyMap<string, string>;
  change: RunChange;
  /** A single Replace is an edit of one segment's text, like typing (saved and undone the same way). */
  onEdit: (segmentId: string, text: string) => void;
  /** What to mark in the segment texts: every match and the current one. */
  onHighlights: (highlights: FindHighlights) => void;
  /** Changes whenever Ctrl+F is pressed again, to bring the focus back to the find field. */
  focusRequest: number;
  onClose: () => void;
}

/**
 * Find within the transcript: every match is marked in the text as one types, and once typing pauses the
 * first is current and on screen; Enter and Shift+Enter (or the arrows) go to the next and previous one, bringing its segment on screen while the focus stays here, and
 * "3 of 12" says where you are. Replace changes the current match; Replace all makes one new version.
 * It keeps its own keys: Esc closes it.
 */
export function FindReplaceBar(props: FindReplaceBarProps) {
  const { transcriptId: id, segments, drafts, change, onEdit, onHighlights, focusRequest, onClose } = props;
  const navigation = useSegmentNavigation();
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const [wholeWord, setWholeWord] = useState(false);
  const [current, setCurrent] = useState(-1);
  const [, replaceText] = useReplaceTextMutation();
  const findRef = useRef<HTMLInputElement>(null);
  const texts = useMemo(() => segments.map(({ id, start, text }) => ({ id, start, text: drafts.get(id) ?? text })), [segments, drafts]);
  const matches = useMemo(() => findMatches(texts, find, { matchCase, wholeWord }), [texts, find, matchCase, wholeWord]);
  const at = current >= 0 && current < matches.length ? matches[current] : null;

  useEffect(() => {
    findRef.current?.focus();
    findRef.current?.select();
  }, [focusRequest]);
  useEffect(() => setCurrent(-1), [find, matchCase, wholeWord]);
  useEffect(() => onHighlights(highlightsOf(matches, at)), [matches, at, onHighlights]);

  const show = (index: number) => {
    setCurrent(index);
    void navigation.reveal(matches[index].start);
  };
  // What was typed, once typing pauses, while no match is current yet (a new search, or new options).
  const unvisited = useDebouncedValue(current < 0 ? find : '', FIRST_MATCH_DELAY_MS);
  const showFirst = useEffectEvent(() => {
    if (current < 0 && unvisited === find && matches.length > 0) show(0);
  });
  useEffect(() => {
    if (unvisited) showFirst();
  }, [unvisited]);

  const go = (direction: 1 | -1) => {
    if (matches.length === 0) return;
    show(current < 0 ? (direction > 0 ? 0 : matches.length - 1) : stepMatch(current, matches.length, direction));
  };

  /** Replaces the current match (the first when none is chosen yet) and moves on to the next. */
  const replaceOne = () => {
    const match = at ?? matches[0];
    if (!match) return;
    const { id: segmentId, text } = texts.find((entry) => entry.start === match.start)!;
    onEdit(segmentId, text.slice(0, match.index) + replace + text.slice(match.index + match.length));
    // The list of matches is recomputed from the new text; the next one takes this one's place.
    const index = matches.indexOf(match);
    if (matches.length > 1) {
      const last = index === matches.length - 1;
      setCurrent(last ? 0 : index);
      void navigation.reveal(matches[last ? 0 : index + 1].start);
    } else setCurrent(-1);
  };

  const replaceAll = async () => {
    const done = await change(
      (baseVersionId) => replaceText({ id, find, replace, matchCase, wholeWord, baseVersionId }),
      (data) => data.replaceText.transcript.versionId,
      'replace all',
    );
    if (done) notify('success', `Replaced ${done.replaceText.count} ${done.replaceText.count === 1 ? 'match' : 'matches'}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key === 'Enter' && event.currentTarget.contains(findRef.current) && event.target === findRef.current) {
      event.preventDefault();
      go(event.shiftKey ? -1 : 1);
    }
  };

  const position = at ? `${current + 1} of ${matches.length}` : `${matches.length} found`;
  return (
    <Box
      role="search"
      aria-label="Find and replace"
      data-own-keys
      position="sticky"
      top={HEADER_HEIGHT}
      zIndex="sticky"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      boxShadow="sm"
      p="3"
      mb="4"
      onKeyDown={onKeyDown}
    >
      <HStack gap="2">
        <Input ref={findRef} size="sm" flex="1" minW="0" placeholder="Find" aria-label="Find" value={find} onChange={(e) => setFind(e.target.value)} />
        <Text fontSize="sm" color="fg.muted" flexShrink={0} aria-live="polite" data-testid="find-count">
          {find ? position : ''}
        </Text>
        <HStack gap="1" flexShrink={0}>
          <IconButton size="sm" variant="outline" aria-label="Previous match" disabled={matches.length === 0} onClick={() => go(-1)}>
            <Arrow up />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label="Next match" disabled={matches.length === 0} onClick={() => go(1)}>
            <Arrow />
          </IconButton>
          <CloseButton size="sm" aria-label="Close find and replace" onClick={onClose} />
        </HStack>
      </HStack>
      <HStack gap="2" wrap="wrap" mt="2">
        <Input size="sm" flex="1 1 12rem" placeholder="Replace with" aria-label="Replace with" value={replace} onChange={(e) => setReplace(e.target.value)} />
        <Button size="sm" variant="outline" disabled={matches.length === 0} onClick={replaceOne}>
          Replace
        </Button>
        <Button size="sm" colorPalette="brand" disabled={matches.length === 0} onClick={() => void replaceAll()}>
          Replace all
        </Button>
        <Checkbox.Root size="sm" checked={matchCase} onCheckedChange={({ checked }) => setMatchCase(checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Match case</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root size="sm" checked={wholeWord} onCheckedChange={({ checked }) => setWholeWord(checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Whole words</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </Box>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ transform: up ? 'rotate(180deg)' : undefined }}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The matches by segment, for marking them in the texts. */
function highlightsOf(matches: readonly TextMatch[], at: TextMatch | null): FindHighlights {
  const bySegment = new Map<number, Array<{ from: number; to: number }>>();
  for (const match of matches) {
    const list = bySegment.get(match.start) ?? [];
    list.push({ from: match.index, to: match.index + match.length });
    bySegment.set(match.start, list);
  }
  return { bySegment, current: at && { start: at.start, from: at.index } };
}
