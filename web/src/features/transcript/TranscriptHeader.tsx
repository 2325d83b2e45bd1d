import { Badge, Box, Button, Flex, Group, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { transcribedWith } from '../../lib/engines.ts';
import { useReadOnly } from '../../lib/who-am-i.ts';
import type { ExportExtension } from '../../lib/export-formats.ts';
import type { Panel } from './panels.ts';
import { ExportMenu, TranscriptMenu } from './TranscriptMenu.tsx';
import { TranscriptOrigin } from './TranscriptOrigin.tsx';
import { TranscriptTitle } from './TranscriptTitle.tsx';
import { UNCERTAIN_LEGEND } from './words/word-align.ts';
import { PrivateBadge } from '../../components/PrivateBadge.tsx';
import { PseudonymisedBadge } from '../../components/PseudonymisedBadge.tsx';
import type { TranscriptRecordFragment, TranscriptVisibility } from '../../graphql/generated.ts';

interface TranscriptHeaderProps {
  id: string;
  title: string;
  /** What transcribed it: engine, model, language. */
  engine: string | null;
  model: string | null;
  language: string | null;
  /** What came in to make it (memoized by the caller: it is an object). */
  origin: TranscriptRecordFragment['origin'] | null;
  wordCount: number;
  visibility: TranscriptVisibility;
  /** On legal hold: retention and the bin delete nothing of it. */
  legalHold: boolean;
  /** Viewers and review links read its pseudonyms. */
  pseudonymised: boolean;
  /** This page shows the pseudonyms (its reader is not granted the names): it offers no pseudonym settings. */
  showsPseudonyms: boolean;
  /** Who uploaded it (null when unknown): they and owners choose who sees it. */
  createdById: string | null;
  /** Refine, export and the editing tools need a transcribed text. */
  ready: boolean;
  refining: boolean;
  exporting: boolean;
  onRefine: () => void;
  onExport: (extension: ExportExtension) => void;
  onOpen: (panel: Panel) => void;
  /** What Undo and Redo would undo or redo ("typing", "split"…); null when there is nothing. */
  undoLabel: string | null;
  redoLabel: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onAddSegment: () => void;
  onNextUncertain: () => void;
  /** Live editing: whether the page hears others' changes, and who else is here (memoized by the caller). */
  live?: ReactNode;
}

/**
 * Memoized: given stable callbacks, typing re-renders it only when the word count changes,
 * and then only that line: the buttons and tools are memoized on their own (re-rendering the header's
 * twenty-odd styled components at each new word cost typists a frame now and then).
 */
export const TranscriptHeader = memo(function TranscriptHeader(props: TranscriptHeaderProps) {
  const { id, title, wordCount, visibility, legalHold, pseudonymised, showsPseudonyms, createdById, ready, refining, exporting, onRefine, onExport, onOpen } = props;
  const { undoLabel, redoLabel, onUndo, onRedo, onAddSegment, onNextUncertain, live } = props;
  const madeWith = transcribedWith(props);
  // On a phone the header is compact, so that the first screen shows the text too: the details of how it was
  // made stay for wider screens, and the spacing is tighter.
  return (
    <Stack gap={{ base: '2', md: '3' }} mb={{ base: '3', md: '6' }}>
      <Flex gap={{ base: '2', md: '4' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }} justify="space-between">
        <Stack gap="1" minW="0" flex="1">
          <TranscriptTitle id={id} title={title} />
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{wordCount} words</Text>
            <PrivateBadge visibility={visibility} />
            <PseudonymisedBadge pseudonymised={pseudonymised} showsPseudonyms={showsPseudonyms} />
            {legalHold && (
              <Badge colorPalette="orange" size="sm" title="Neither retention nor the bin deletes anything of it until the hold is lifted">
                Legal hold
              </Badge>
            )}
            {madeWith && (
              <Text data-testid="transcribed-with" title="The engine, model and language that transcribed it" hideBelow="md">
                {madeWith}
              </Text>
            )}
            <Box hideBelow="md">
              <TranscriptOrigin origin={props.origin} />
            </Box>
            {live}
          </HStack>
        </Stack>
        <HeaderActions
          id={id}
          createdById={createdById}
          legalHold={legalHold}
          showsPseudonyms={showsPseudonyms}
          ready={ready}
          refining={refining}
          exporting={exporting}
          onRefine={onRefine}
          onExport={onExport}
          onOpen={onOpen}
        />
      </Flex>
      {ready && (
        <EditingTools undoLabel={undoLabel} redoLabel={redoLabel} onUndo={onUndo} onRedo={onRedo} onAddSegment={onAddSegment} onNextUncertain={onNextUncertain} onOpen={onOpen} />
      )}
    </Stack>
  );
});

type HeaderActionsProps = Pick<TranscriptHeaderProps, 'id' | 'createdById' | 'legalHold' | 'showsPseudonyms' | 'ready' | 'refining' | 'exporting' | 'onRefine' | 'onExport' | 'onOpen'>;

/** Refine, Export and the menu; a viewer's page has Export only. */
const HeaderActions = memo(function HeaderActions({ id, createdById, legalHold, showsPseudonyms, ready, refining, exporting, onRefine, onExport, onOpen }: HeaderActionsProps) {
  const readOnly = useReadOnly();
  return (
    <HStack gap="2" flexShrink={0}>
      {!readOnly && (
        <Button colorPalette="brand" onClick={onRefine} loading={refining} disabled={!ready || refining} loadingText="Refining">
          Refine
        </Button>
      )}
      <Group attached>
        <Button variant="outline" onClick={() => onExport('docx')} loading={exporting} disabled={!ready || exporting} loadingText="Exporting" title="Download it as a Word document, with the export options last chosen">
          Export
        </Button>
        <ExportMenu ready={ready} exporting={exporting} onExport={onExport} onOpen={onOpen} />
      </Group>
      {!readOnly && <TranscriptMenu id={id} createdById={createdById} legalHold={legalHold} showsPseudonyms={showsPseudonyms} onOpen={onOpen} />}
    </HStack>
  );
});

/**
 * A toolbar's row: on a phone one line that scrolls sideways (wrapped, its three rows pushed the text below the
 * first screen); from a tablet's width it wraps.
 */
const TOOLBAR = {
  role: 'toolbar',
  gap: '1',
  mx: '-2',
  wrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  // Its end fades out, so a phone shows there is more to scroll to; the padding lets the last tool leave the fade.
  maskImage: { base: 'linear-gradient(to right, black calc(100% - 2rem), transparent)', md: 'none' },
  pe: { base: '8', md: '0' },
  '& > *': { flexShrink: 0 },
} as const;

type EditingToolsProps = Pick<TranscriptHeaderProps, 'undoLabel' | 'redoLabel' | 'onUndo' | 'onRedo' | 'onAddSegment' | 'onNextUncertain' | 'onOpen'>;

/**
 * The toolbar under the title; compact enough to stay on one line beside the sidebar at 1366 px. A viewer's page
 * keeps what only reads: the next uncertain word, the history and the shortcuts.
 */
const EditingTools = memo(function EditingTools({ undoLabel, redoLabel, onUndo, onRedo, onAddSegment, onNextUncertain, onOpen }: EditingToolsProps) {
  if (useReadOnly()) return <ReadingTools onNextUncertain={onNextUncertain} onOpen={onOpen} />;
  return (
    <HStack {...TOOLBAR} aria-label="Editing tools">
      <Button size="sm" px="2.5" variant="ghost" onClick={onUndo} disabled={!undoLabel} title={undoLabel ? `Undo ${undoLabel} (Ctrl+Z)` : 'Nothing to undo'}>
        Undo
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={onRedo} disabled={!redoLabel} title={redoLabel ? `Redo ${redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
        Redo
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={onAddSegment} title="Add an empty segment at the playhead">
        Add segment
      </Button>
      <NextUncertainButton onClick={onNextUncertain} />
      {/* Shorter words keep the toolbar to one line beside the sidebar on a laptop. */}
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('find')} title="Ctrl+F" aria-label="Find and replace">
        {/* One inline run: the button spaces its children apart. */}
        <span>
          Find<Box as="span" hideBelow="2xl"> and replace</Box>
        </span>
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('speakers')}>
        Speakers
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('history')}>
        History
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('highlights')}>
        Highlights
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('chapters')}>
        Chapters
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('showNotes')}>
        Show notes
      </Button>
      {/* Phones have no keyboard shortcuts to show. */}
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('shortcuts')} title="?" hideBelow="md">
        Shortcuts
      </Button>
    </HStack>
  );
});

/** With the legend of the uncertain words' mark in its tooltip (and so its description). */
function NextUncertainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="sm"
      px="2.5"
      variant="ghost"
      onClick={onClick}
      title={`Go to the next uncertain word and play it (Ctrl+.). ${UNCERTAIN_LEGEND}`}
      aria-label="Next uncertain word"
    >
      <span>
        Next uncertain<Box as="span" hideBelow="2xl"> word</Box>
      </span>
    </Button>
  );
}

function ReadingTools({ onNextUncertain, onOpen }: Pick<EditingToolsProps, 'onNextUncertain' | 'onOpen'>) {
  return (
    <HStack {...TOOLBAR} aria-label="Reading tools">
      <Text fontSize="sm" color="fg.muted" px="2.5">
        Read only: you are a viewer
      </Text>
      <NextUncertainButton onClick={onNextUncertain} />
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('history')}>
        History
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('highlights')}>
        Highlights
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('chapters')}>
        Chapters
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('showNotes')}>
        Show notes
      </Button>
      <Button size="sm" px="2.5" variant="ghost" onClick={() => onOpen('shortcuts')} title="?" hideBelow="md">
        Shortcuts
      </Button>
    </HStack>
  );
}
