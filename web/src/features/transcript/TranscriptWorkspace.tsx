import { Box, Button, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../components/Toaster.tsx';
import type { TranscriptViewFragment } from '../../graphql/generated.ts';
import { speakerCounts } from './speakers/speakers.ts';
import { countWordsWithDrafts, savedWordCounts, type SavedWordCounts } from './words/words.ts';
import { HEADER_HEIGHT } from '../../theme.ts';
import { formatClock } from '../../lib/time.ts';
import { useStableCallback } from '../../lib/use-stable-callback.ts';
import { AudioPlayer } from './playback/AudioPlayer.tsx';
import { AudioRemovedNotice } from './playback/AudioRemovedNotice.tsx';
import { GoneSegmentConflicts } from './editing/ConflictChoices.tsx';
import { SaveStatusBar } from './editing/SaveStatusBar.tsx';
import { FindReplaceBar } from './find/FindReplaceBar.tsx';
import { SegmentList } from './segments/SegmentList.tsx';
import type { Panel } from './panels.ts';
import { TranscriptComments } from './comments/TranscriptComments.tsx';
import { TranscriptHighlights } from './highlights/TranscriptHighlights.tsx';
import type { ExportExtension } from '../../lib/export-formats.ts';
import { TranscriptHeader } from './TranscriptHeader.tsx';
import { TITLE_ID } from './TranscriptTitle.tsx';
import { useLocation } from 'react-router-dom';
import { TranscriptStatusPanel } from './TranscriptStatusPanel.tsx';
import { WaveformOverview } from './playback/WaveformOverview.tsx';
import { usePlayback } from './playback/playback-context.ts';
import { FindHighlightsContext, NO_HIGHLIGHTS, type FindHighlights } from './find/find-highlights.ts';
import type { MergeQuestion } from './speakers/MergeSpeakerDialog.tsx';
import { SpeakerColorsContext, speakerColors } from './speakers/speaker-colors.ts';
import { selectInSegment, useSegmentNavigation } from './segments/segment-navigation.ts';
import { useWordStore } from './words/useSegmentWords.ts';
import { useSeekFromUrl } from './playback/useSeekFromUrl.ts';
import { copyMomentLink } from './playback/moment-link.ts';
import { useSplitAtPlayhead } from './segments/useSplitAtPlayhead.ts';
import { useSegmentChanges, type WordsSelection } from './segments/useSegmentChanges.ts';
import { quoted } from './segments/WordsSpeakerMenu.tsx';
import { useShortcuts } from './shortcuts/useShortcuts.ts';
import { useTranscriptActions } from './useTranscriptActions.ts';
import { useTranscriptEditor } from './editing/useTranscriptEditor.ts';
import { SegmentActionsContext, type SegmentActions } from './segments/segment-actions.ts';
import { useOpenTranscript } from '../../lib/live/live-channel.ts';
import { LiveStatus } from '../../lib/live/LiveStatus.tsx';
import { LiveMarksContext } from './live/live-marks.ts';
import { PresenceBar } from './live/PresenceBar.tsx';
import { usePresence } from './live/usePresence.ts';
import { useVersionFeed } from './live/useVersionFeed.ts';
import { RecognizedSpeakers } from './speakers/RecognizedSpeakers.tsx';
import { useReadOnly } from '../../lib/who-am-i.ts';

// Panels load when first opened and are mounted only while open: the first screen does not wait for
// them, and a keystroke does not re-render seven closed dialogs.
const SpeakersDialog = lazy(() => import('./speakers/SpeakersDialog.tsx').then((m) => ({ default: m.SpeakersDialog })));
const ReviewLinksDialog = lazy(() => import('./review-links/ReviewLinksDialog.tsx').then((m) => ({ default: m.ReviewLinksDialog })));
const HistoryDrawer = lazy(() => import('./history/HistoryDrawer.tsx').then((m) => ({ default: m.HistoryDrawer })));
const ShowNotesDrawer = lazy(() => import('./show-notes/ShowNotesDrawer.tsx').then((m) => ({ default: m.ShowNotesDrawer })));
const ChaptersDrawer = lazy(() => import('./chapters/ChaptersDrawer.tsx').then((m) => ({ default: m.ChaptersDrawer })));
const ShortcutsDialog = lazy(() => import('./shortcuts/ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));
const MergeSpeakerDialog = lazy(() => import('./speakers/MergeSpeakerDialog.tsx').then((m) => ({ default: m.MergeSpeakerDialog })));
const SegmentSpeakerDialog = lazy(() => import('./speakers/SegmentSpeakerDialog.tsx').then((m) => ({ default: m.SegmentSpeakerDialog })));
const ExportDialog = lazy(() => import('./ExportDialog.tsx').then((m) => ({ default: m.ExportDialog })));
const VersionChangesPanel = lazy(() => import('./changes/VersionChangesPanel.tsx').then((m) => ({ default: m.VersionChangesPanel })));
const PseudonymsDialog = lazy(() => import('./pseudonyms/PseudonymsDialog.tsx').then((m) => ({ default: m.PseudonymsDialog })));
const AccessDialog = lazy(() => import('./access/AccessDialog.tsx').then((m) => ({ default: m.AccessDialog })));
const DeleteTranscriptDialog = lazy(() => import('./DeleteTranscriptDialog.tsx').then((m) => ({ default: m.DeleteTranscriptDialog })));

/** How long the page waits, after an event of a version it does not show yet, before loading that version itself. */
const CATCH_UP_MS = 600;

interface TranscriptWorkspaceProps {
  transcript: TranscriptViewFragment;
  /** Every segment is loaded (the list arrives in pages). */
  complete: boolean;
  reload: () => void;
  /** Shows the current version, saved elsewhere, in one step. */
  refresh: () => void;
}

/** The loaded transcript: header and tools, the segments, the player, and the panels they open. */
export function TranscriptWorkspace({ transcript, complete, reload, refresh }: TranscriptWorkspaceProps) {
  const { id, segments } = transcript;
  // Live: others' versions come in as they are saved, and who else is here shows in the header and the rows.
  useOpenTranscript(id);
  const { edited, authors, latestVersionId } = useVersionFeed(id, refresh);
  // Saves and loads that crossed (an answer stored after a newer version was shown) can leave the page a version
  // behind the newest the events told of: it then loads that one, once things are quiet.
  useEffect(() => {
    if (!complete || !latestVersionId || latestVersionId === transcript.versionId) return;
    const timer = setTimeout(refresh, CATCH_UP_MS);
    return () => clearTimeout(timer);
  }, [complete, latestVersionId, transcript.versionId, refresh]);
  const presence = usePresence(id);
  const liveMarks = useMemo(() => ({ present: presence.bySegment, edited, authors }), [presence.bySegment, edited, authors]);
  const live = useMemo(
    () => (
      <>
        <LiveStatus />
        <PresenceBar others={presence.others} />
      </>
    ),
    [presence.others],
  );
  const words = useWordStore(id);
  // Words stay loaded across autosaves: only the edited segments' are fetched again.
  // Undo names who changed a segment it skips, when the live events told.
  const authorOf = useCallback((segmentId: string) => authors.get(segmentId), [authors]);
  const editor = useTranscriptEditor(transcript, complete, reload, words.saved, authorOf);
  const { session } = editor;
  const actions = useTranscriptActions(id, session.flush, session.change);
  const segmentChanges = useSegmentChanges(id, session.change, session.segmentsNow, transcript.duration);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [findRequest, setFindRequest] = useState(0);
  const [speakerFor, setSpeakerFor] = useState<string | null>(null);
  const [wordsFor, setWordsFor] = useState<WordsSelection | null>(null);
  const [mergeQuestion, setMergeQuestion] = useState<MergeQuestion | null>(null);
  const [highlights, setHighlights] = useState<FindHighlights>(NO_HIGHLIGHTS);
  const playback = usePlayback();
  const navigation = useSegmentNavigation();
  const ready = transcript.status === 'READY';

  // An autosave gives a new list of thousands with a few texts changed: only those are counted again.
  const lastCounts = useRef<SavedWordCounts | undefined>(undefined);
  const savedWords = useMemo(() => (lastCounts.current = savedWordCounts(segments, lastCounts.current)), [segments]);
  // Until every page is in, the saved total is the server's (the pages loaded so far would undercount it).
  const wordCount = useMemo(
    () => countWordsWithDrafts(complete ? savedWords : { ...savedWords, total: transcript.wordCount }, editor.drafts),
    [complete, savedWords, transcript.wordCount, editor.drafts],
  );
  const speakers = useMemo(() => speakerCounts(segments), [segments]);
  const colors = useMemo(() => speakerColors(speakers.map((speaker) => speaker.name)), [speakers]);

  /** Merging onto a segment of another speaker asks whose words the merged text is. */
  const { mergeWithPrevious } = segmentChanges;
  // Stable (reading the segments when called): a new saved list does not render every row again for it.
  const askMerge = useStableCallback((segmentId: string) => {
    const index = segments.findIndex((segment) => segment.id === segmentId);
    const previous = segments[index - 1];
    const speaker = segments[index]?.speaker;
    if (!previous || !speaker || speaker === previous.speaker) return mergeWithPrevious(segmentId);
    setMergeQuestion({ segmentId, previousSpeaker: previous.speaker, speaker });
  });

  const assignSpeaker = useStableCallback((selection: WordsSelection, speaker: string) => void segmentChanges.assignSpeaker(selection, speaker));
  const addSegment = useStableCallback(() => void segmentChanges.addSegmentAt(playback.time()));
  /** Selects the next low-confidence word after the playhead and plays from it. */
  const nextUncertain = async () => {
    if (!transcript.versionId) return;
    const next = await words.nextUncertain(session.segmentsNow(), playback.time() + 0.01, transcript.versionId).catch((error: unknown) => {
      notify('error', 'Could not load the words', (error as Error).message);
      return undefined;
    });
    if (next === undefined) return;
    if (!next) return notify('info', 'No uncertain words left', 'Every word after the playhead was recognized with confidence.');
    await selectInSegment(navigation, next.segmentStart, next.from, next.to);
    playback.seek(next.word.start);
    playback.play();
  };
  // Stable, so the memoized header re-renders only when what it shows changes.
  const refine = useStableCallback(() => void actions.refine());
  const exportAs = useStableCallback((extension: ExportExtension) => void actions.exportAs(extension));
  const undo = useStableCallback(() => void session.undo());
  const redo = useStableCallback(() => void session.redo());
  const playNextUncertain = useStableCallback(() => void nextUncertain());
  const overview = useMemo(
    () => ready && <WaveformOverview transcriptId={id} segments={segments} colors={colors} />,
    [ready, id, segments, colors],
  );

  const open = useCallback((next: Panel) => {
    if (next !== 'find') return setPanel(next);
    setFindOpen(true);
    setFindRequest((count) => count + 1);
  }, []);
  const close = useCallback(() => setPanel(null), []);
  const { splitAt, deleteSegment } = segmentChanges;
  // What the rows do, given once through SegmentActionsContext; stable, so the memoized rows are not rendered for it.
  const rowActions = useMemo<SegmentActions>(
    () => ({
      edit: session.edit,
      resolve: session.resolve,
      seek: (time) => playback.seek(time),
      playFrom: (time) => {
        playback.seek(time);
        playback.play();
      },
      chooseSpeaker: setSpeakerFor,
      split: splitAt,
      mergeWithPrevious: askMerge,
      delete: deleteSegment,
      assignSpeaker,
      newSpeakerForWords: setWordsFor,
    }),
    [session, playback, splitAt, askMerge, deleteSegment, assignSpeaker],
  );
  const chosenSegment = speakerFor === null ? null : (segments.find((segment) => segment.id === speakerFor) ?? null);

  useSeekFromUrl();
  // Opened right after its upload: the focus goes to the title, where a keyboard or screen reader user goes on from.
  const { state: arrival } = useLocation() as { state: { focusTitle?: boolean } | null };
  useEffect(() => {
    if (arrival?.focusTitle) document.getElementById(TITLE_ID)?.focus();
  }, [arrival]);
  // A viewer's page only reads (TranscriptPage says so): no splitting or find and replace from the keyboard either.
  const readOnly = useReadOnly();
  const splitAtPlayhead = useSplitAtPlayhead(words, session.segmentsNow, transcript.versionId ?? null, segmentChanges.splitAt);
  useShortcuts({
    onSplit: readOnly ? () => undefined : segmentChanges.splitAt,
    onFind: () => ready && !readOnly && open('find'),
    onUndo: undo,
    onRedo: redo,
    onNextUncertain: playNextUncertain,
    onCopyMomentLink: () => void copyMomentLink(playback.time()),
    onNewSegmentAtPlayhead: () => !readOnly && splitAtPlayhead(),
    onHelp: () => open('shortcuts'),
  });

  return (
    <SpeakerColorsContext.Provider value={colors}>
      <Flex direction="column" minH={`calc(100dvh - ${HEADER_HEIGHT})`}>
        <Container maxW={{ base: '4xl', lg: '6xl' }} flex="1" py={{ base: '5', md: '8' }} px={{ base: '3', md: '8' }}>
          <TranscriptHeader
            id={id}
            title={transcript.title}
            engine={transcript.engine ?? null}
            model={transcript.model ?? null}
            language={transcript.language ?? null}
            origin={transcript.origin ?? null}
            wordCount={wordCount}
            visibility={transcript.visibility}
            legalHold={transcript.legalHold}
            pseudonymised={transcript.pseudonymised}
            showsPseudonyms={transcript.showsPseudonyms}
            createdById={transcript.createdBy?.userId ?? null}
            ready={ready}
            refining={actions.refining}
            exporting={actions.exporting}
            onRefine={refine}
            onExport={exportAs}
            onOpen={open}
            undoLabel={editor.undoLabel}
            redoLabel={editor.redoLabel}
            onUndo={undo}
            onRedo={redo}
            onAddSegment={addSegment}
            onNextUncertain={playNextUncertain}
            live={live}
          />
          <TranscriptStatusPanel
            id={id}
            status={transcript.status}
            progress={transcript.progress}
            queuePosition={transcript.queuePosition}
            error={transcript.error}
          />
          <GoneSegmentConflicts
            conflicts={editor.conflicts}
            onAddBack={(segmentId, start, text) => {
              session.resolve(segmentId, 'theirs');
              void segmentChanges.addSegmentAt(start, text);
            }}
            onDiscard={(segmentId) => session.resolve(segmentId, 'theirs')}
          />
          {/* What must stay in view while the text scrolls: the save status (with segments waiting for a choice), and the find bar. */}
          <Box position="sticky" top={HEADER_HEIGHT} zIndex="sticky">
            <SaveStatusBar conflicts={editor.conflicts} autosave={editor.status} onShow={(start) => void selectInSegment(navigation, start, 0)} />
            {findOpen && (
              <FindReplaceBar
                transcriptId={id}
                segments={segments}
                drafts={editor.drafts}
                change={session.change}
                onEdit={session.edit}
                onHighlights={setHighlights}
                focusRequest={findRequest}
                onClose={() => {
                  setFindOpen(false);
                  setHighlights(NO_HIGHLIGHTS);
                }}
              />
            )}
          </Box>
          {actions.refinedVersionId && (
            <Suspense fallback={null}>
              <Box mb="4">
                <VersionChangesPanel
                  key={actions.refinedVersionId}
                  transcriptId={id}
                  versionId={actions.refinedVersionId}
                  title="What refine changed"
                  change={session.change}
                  currentVersionId={transcript.versionId ?? null}
                  onClose={actions.closeRefined}
                />
              </Box>
            </Suspense>
          )}
          {/* Not lazy: it is part of the first screen, which the server renders without waiting for code. */}
          {ready && <RecognizedSpeakers transcriptId={id} versionId={transcript.versionId ?? null} change={session.change} />}
          {ready && segments.length === 0 && <NoSpeech onAdd={readOnly ? null : addSegment} />}
          <TranscriptComments transcriptId={id} segments={segments}>
          <TranscriptHighlights transcriptId={id} segments={segments} listOpen={panel === 'highlights'} onListClose={close}>
          <LiveMarksContext.Provider value={liveMarks}>
            <FindHighlightsContext.Provider value={highlights}>
              <SegmentActionsContext.Provider value={rowActions}>
                <SegmentList
                  transcriptId={id}
                  segments={segments}
                  complete={complete}
                  versionId={transcript.versionId ?? null}
                  words={words}
                  drafts={editor.drafts}
                  conflicts={editor.conflicts}
                />
              </SegmentActionsContext.Provider>
            </FindHighlightsContext.Provider>
          </LiveMarksContext.Provider>
          </TranscriptHighlights>
          </TranscriptComments>
        </Container>
        {transcript.fileUrl ? (
          <AudioPlayer
            src={transcript.fileUrl}
            knownDuration={transcript.duration}
            overview={overview}
            onNewSegmentAtPlayhead={readOnly ? null : splitAtPlayhead}
          />
        ) : (
          <AudioRemovedNotice id={transcript.id} />
        )}
        <Suspense fallback={null}>
          {chosenSegment && (
            <SegmentSpeakerDialog
              title={`Speaker at ${formatClock(chosenSegment.start)}`}
              current={chosenSegment.speaker}
              speakers={speakers.map((speaker) => speaker.name)}
              note="Only this segment changes. To rename a speaker everywhere, use Speakers."
              onChoose={(speaker) => segmentChanges.setSegmentSpeaker(chosenSegment.id, speaker)}
              onClose={() => setSpeakerFor(null)}
            />
          )}
          {wordsFor && (
            <SegmentSpeakerDialog
              title={`Speaker for ${quoted(wordsFor.quote)}`}
              current={null}
              speakers={speakers.map((speaker) => speaker.name)}
              note="Only the selected words change: the segment is split around them, in one step you can undo."
              onChoose={(speaker) => segmentChanges.assignSpeaker(wordsFor, speaker)}
              onClose={() => setWordsFor(null)}
            />
          )}
          {panel === 'speakers' && <SpeakersDialog open transcriptId={id} speakers={speakers} change={session.change} onClose={close} />}
          {panel === 'history' && <HistoryDrawer open transcriptId={id} currentVersionId={transcript.versionId} change={session.change} onClose={close} />}
          {panel === 'chapters' && <ChaptersDrawer transcriptId={id} segments={segments} readOnly={readOnly} onClose={close} />}
          {panel === 'showNotes' && <ShowNotesDrawer transcriptId={id} readOnly={readOnly} onDownload={(extension) => void actions.exportAs(extension, {})} onClose={close} />}
          {panel === 'shortcuts' && <ShortcutsDialog open onClose={close} />}
          {mergeQuestion && <MergeSpeakerDialog question={mergeQuestion} onMerge={mergeWithPrevious} onClose={() => setMergeQuestion(null)} />}
          {panel === 'export' && <ExportDialog open onExport={(format, options) => void actions.exportAs(format, options)} onClose={close} />}
          {panel === 'reviewLinks' && <ReviewLinksDialog transcriptId={id} onClose={close} />}
          {panel === 'access' && <AccessDialog transcriptId={id} onClose={close} />}
          {panel === 'pseudonyms' && <PseudonymsDialog transcriptId={id} onClose={close} />}
          {panel === 'delete' && <DeleteTranscriptDialog open id={id} title={transcript.title} flush={session.flush} onClose={close} />}
        </Suspense>
      </Flex>
    </SpeakerColorsContext.Provider>
  );
}

/** A transcript whose audio held no speech: say so, and offer to type it in. */
function NoSpeech({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="12" borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg.subtle">
      <Text fontSize="lg" fontWeight="semibold">
        No speech found
      </Text>
      <Text color="fg.muted" maxW="md">
        The recognizer heard no words in this recording. Add a segment at the playhead to type what is said.
      </Text>
      {onAdd && (
        <Button colorPalette="brand" onClick={onAdd}>
          Add segment
        </Button>
      )}
    </Stack>
  );
}
