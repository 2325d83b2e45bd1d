import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServerRenderedId } from '../../../lib/first-screen-context.ts';
import type { TranscriptViewFragment } from '../../../graphql/generated.ts';
import { CLICK_TEXT_KEEPS_AUDIO, useFlagSetting } from '../../../lib/settings.ts';
import { useWordsRevision } from '../words/useSegmentWords.ts';
import type { WordStore } from '../words/word-store.ts';
import { useActiveSegmentIndex } from '../playback/playback-context.ts';
import type { Drafts } from '../editing/editor-session.ts';
import type { DraftConflict } from '../editing/draft-rebase.ts';
import { indexOfStart, segmentBox } from './segment-box.ts';
import { useSegmentNavigation } from './segment-navigation.ts';
import { SEGMENT_CLASS } from './segment-styles.ts';
import { SegmentRow } from './SegmentRow.tsx';

/** Playback does not pull the page away from a box the user typed in this recently. */
const TYPING_GRACE_MS = 3000;
/** A one-line row; rows are measured once rendered, so this only shapes the scrollbar before that. */
const ESTIMATED_ROW_PX = 104;
const ROW_GAP_PX = 4;
/** Rows rendered beyond the screen on each side, so scrolling a little never shows a gap. */
const OVERSCAN = 6;
/** How many frames a reveal waits for the row to be rendered after scrolling to it. */
const REVEAL_FRAMES = 20;

interface SegmentListProps {
  transcriptId: string;
  segments: TranscriptViewFragment['segments'];
  /** Every segment is loaded; until then screen readers hear that the total is not known yet. */
  complete: boolean;
  /** The version shown; the words of the rows on screen are fetched for it. */
  versionId: string | null;
  words: WordStore;
  drafts: Drafts;
  /** Segments changed elsewhere while edited here, by id. */
  conflicts: ReadonlyMap<string, DraftConflict>;
}

const estimateSize = () => ESTIMATED_ROW_PX;
/**
 * The window's size before the virtualizer has observed it: the first render (a transition, rendered in
 * slices) then already holds the rows on screen, instead of an empty list that the first commit fills with
 * a synchronous re-render of every row in one long task.
 */
const windowRect = () => ({ width: window.innerWidth, height: window.innerHeight });
/**
 * The server does not know the window: it renders the rows of a laptop's, with no rows beyond (fewer to
 * hydrate), and so does the hydration, which must render what the server did; then the virtualizer
 * measures the real window and adds the rows beyond it.
 */
const SERVER_WINDOW = { width: 1280, height: 800 };

/**
 * The server's page has no script to place the rows: until the list is hydrated they flow one below the
 * other (where the virtualizer then measures and places them), overriding the places it writes meanwhile.
 */
export const SERVER_LAYOUT = {
  id: 'first-screen-layout',
  css: `ol[aria-label="Segments"]{height:auto!important}ol[aria-label="Segments"]>li{position:relative!important;transform:none!important;margin-bottom:${ROW_GAP_PX}px}`,
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The editable segments, with the one playing highlighted; clicking one seeks the audio to it. Only the
 * rows on screen (plus a few) are rendered, so a 10,000-segment transcript costs what a short one does;
 * the row being edited stays rendered wherever the page scrolls, so typing and its caret are never lost. Rows act
 * through the workspace's SegmentActionsContext.
 */
export function SegmentList({ transcriptId, segments, complete, versionId, words, drafts, conflicts }: SegmentListProps) {
  useWordsRevision(words);
  const active = useActiveSegmentIndex(segments);
  const lastTyped = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  // This transcript's list, hydrated from the server's page (not another transcript's opened after it).
  const serverRendered = useServerRenderedId() === transcriptId;
  const [firstRect] = useState(() => (serverRendered ? SERVER_WINDOW : windowRect()));
  // Rendered on the server (and so hydrated) with no rows beyond the window: they come in a render after.
  const [hydrating, setHydrating] = useState(serverRendered);
  // Updates made in a commit (a row measured, the list's place) are rendered at once, in the commit's task,
  // with every pending effect; hydration's commit is long already, so they wait for a transition instead.
  const inHydration = useRef(serverRendered);
  const afterCommit = useCallback((update: () => void) => (inHydration.current ? startTransition(update) : update()), []);
  useEffect(() => {
    inHydration.current = false;
    startTransition(() => setHydrating(false));
  }, []);

  // Hydrated, its rows measured and placed: the server's layout gives way to the virtualizer's.
  useLayoutEffect(() => document.getElementById(SERVER_LAYOUT.id)?.remove(), []);

  // Where the list starts in the page (the header, alerts and find bar above it can change height).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) afterCommit(() => setScrollMargin(top));
  });

  const keepRendered = useRef<number[]>([]);
  keepRendered.current = [focused, active].filter((index): index is number => index !== null && index >= 0 && index < segments.length);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = new Set(defaultRangeExtractor(range));
    for (const index of keepRendered.current) indexes.add(index);
    return [...indexes].sort((a, b) => a - b);
  }, []);

  // Stable options: a new getItemKey makes the virtualizer lay out every row again (10,000 on a long day).
  const getItemKey = useCallback((index: number) => segments[index].start, [segments]);
  const virtualizer = useWindowVirtualizer({
    count: segments.length,
    estimateSize,
    gap: ROW_GAP_PX,
    overscan: hydrating ? 0 : OVERSCAN,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    initialRect: firstRect,
    // Hydration renders the rows the server did (the top of the list), wherever the page was scrolled meanwhile.
    ...(serverRendered && { initialOffset: 0 }),
    // Rows measured, grown or scrolled are moved (and the list sized) in the page directly: the rows
    // re-render only when which ones are shown changes, not for every measurement.
    directDomUpdates: true,
  });
  const measureRow = useCallback((row: HTMLLIElement | null) => afterCommit(() => virtualizer.measureElement(row)), [afterCommit, virtualizer]);
  const listRefs = useCallback(
    (list: HTMLOListElement | null) => {
      listRef.current = list;
      virtualizer.containerRef(list);
    },
    [virtualizer],
  );

  const [clickKeepsAudio] = useFlagSetting(CLICK_TEXT_KEEPS_AUDIO);

  // Follow playback: the playing row comes to the middle of the screen unless the user is typing.
  const followed = useRef(active);
  useEffect(() => {
    if (active === followed.current) return;
    followed.current = active;
    if (active < 0 || Date.now() - lastTyped.current < TYPING_GRACE_MS) return;
    const row = segmentBox(segments[active].start)?.closest('li');
    if (row) row.scrollIntoView({ behavior: 'smooth', block: 'center' });
    else virtualizer.scrollToIndex(active, { align: 'center' });
  }, [active, segments, virtualizer]);

  const latestSegments = useRef(segments);
  latestSegments.current = segments;
  const navigation = useSegmentNavigation();
  useEffect(
    () =>
      navigation.register(async (start) => {
        const index = indexOfStart(latestSegments.current, start);
        if (index < 0) return null;
        let box = segmentBox(start);
        if (!box) {
          virtualizer.scrollToIndex(index, { align: 'center' });
          for (let frame = 0; frame < REVEAL_FRAMES && !box; frame++) {
            await nextFrame();
            box = segmentBox(start);
          }
        }
        // Rows measured on the way may have moved it: centre it on what is now laid out.
        box?.closest('li')?.scrollIntoView({ block: 'center' });
        return box;
      }),
    [navigation, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  // Words only for the rows rendered (the playing and the focused row included).
  const firstRendered = items[0]?.index ?? 0;
  const lastRendered = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (versionId && lastRendered >= 0) words.ensure(firstRendered, lastRendered, versionId);
  }, [words, versionId, firstRendered, lastRendered]);
  return (
    <ol
      ref={listRefs}
      className={SEGMENT_CLASS.list}
      id="segments"
      aria-label="Segments"
      onFocus={(event) => setFocused(indexOf(event.target))}
      // Typing in any row (the input events bubble up here) holds playback from pulling the page away.
      onInput={() => (lastTyped.current = Date.now())}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      {items.map((item) => {
        const segment = segments[item.index];
        return (
          <SegmentRow
            key={item.key as number}
            ref={measureRow}
            index={item.index}
            count={complete ? segments.length : -1}
            segmentId={segment.id}
            start={segment.start}
            speaker={segment.speaker}
            text={drafts.get(segment.id) ?? segment.text}
            conflict={conflicts.get(segment.id)}
            words={words.wordsAt(segment.start)}
            clickSeeks={!clickKeepsAudio}
            active={item.index === active}
            first={item.index === 0}
          />
        );
      })}
    </ol>
  );
}

function indexOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest<HTMLElement>('li[data-index]') : null;
  return row ? Number(row.dataset.index) : null;
}
