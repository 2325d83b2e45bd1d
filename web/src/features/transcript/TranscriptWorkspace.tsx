import { Container, Flex } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import type { TranscriptViewFragment } from '../../graphql/generated.ts';
import { speakerCounts } from './speakers/speakers.ts';
import { countWordsWithDrafts, savedWordCounts } from './words/words.ts';
import { HEADER_HEIGHT } from '../../theme.ts';
import { AudioPlayer } from './playback/AudioPlayer.tsx';
import { ConflictAlert } from './editing/ConflictAlert.tsx';
import { DeleteTranscriptDialog } from './DeleteTranscriptDialog.tsx';
import { FindReplaceBar } from './find/FindReplaceBar.tsx';
import { HistoryDrawer } from './history/HistoryDrawer.tsx';
import { SegmentList } from './segments/SegmentList.tsx';
import { SegmentSpeakerDialog } from './speakers/SegmentSpeakerDialog.tsx';
import { ShortcutsDialog } from './shortcuts/ShortcutsDialog.tsx';
import { SpeakersDialog } from './speakers/SpeakersDialog.tsx';
import type { Panel } from './panels.ts';
import { TranscriptHeader } from './TranscriptHeader.tsx';
import { TranscriptStatusPanel } from './TranscriptStatusPanel.tsx';
import { WaveformOverview } from './playback/WaveformOverview.tsx';
import { useSeekFromUrl } from './playback/useSeekFromUrl.ts';
import { useSegmentChanges } from './segments/useSegmentChanges.ts';
import { useShortcuts } from './shortcuts/useShortcuts.ts';
import { useTranscriptActions } from './useTranscriptActions.ts';
import { useTranscriptEditor } from './editing/useTranscriptEditor.ts';

interface TranscriptWorkspaceProps {
  transcript: TranscriptViewFragment;
  reload: () => void;
}

/** The loaded transcript: header and tools, the segments, the player, and the panels they open. */
export function TranscriptWorkspace({ transcript, reload }: TranscriptWorkspaceProps) {
  const { id, segments } = transcript;
  const editor = useTranscriptEditor(transcript, reload);
  const actions = useTranscriptActions(id, transcript.title, editor.flush, editor.change);
  const segmentChanges = useSegmentChanges(id, editor.change, editor.segmentsNow, transcript.duration);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [findRequest, setFindRequest] = useState(0);
  const [speakerFor, setSpeakerFor] = useState<number | null>(null);
  const ready = transcript.status === 'READY';

  const savedWords = useMemo(() => savedWordCounts(segments), [segments]);
  const wordCount = useMemo(() => countWordsWithDrafts(savedWords, editor.drafts), [savedWords, editor.drafts]);
  const speakers = useMemo(() => speakerCounts(segments), [segments]);

  const open = useCallback((next: Panel) => {
    if (next !== 'find') return setPanel(next);
    setFindOpen(true);
    setFindRequest((count) => count + 1);
  }, []);
  const close = useCallback(() => setPanel(null), []);
  const chosenSegment = speakerFor === null ? null : (segments.find((segment) => segment.start === speakerFor) ?? null);

  useSeekFromUrl();
  useShortcuts({ onSplit: segmentChanges.splitAt, onFind: () => ready && open('find'), onHelp: () => open('shortcuts') });

  return (
    <Flex direction="column" minH={`calc(100dvh - ${HEADER_HEIGHT})`}>
      <Container maxW="4xl" flex="1" py={{ base: '5', md: '8' }} px={{ base: '3', md: '8' }}>
        <TranscriptHeader
          id={id}
          title={transcript.title}
          wordCount={wordCount}
          saveStatus={editor.status}
          ready={ready}
          refining={actions.refining}
          exporting={actions.exporting}
          onRefine={() => void actions.refine()}
          onExport={(extension) => void actions.exportAs(extension)}
          onOpen={open}
        />
        <TranscriptStatusPanel {...transcript} />
        {editor.status === 'conflict' && <ConflictAlert onLoadLatest={editor.discardDrafts} onOverwrite={editor.overwrite} />}
        {findOpen && (
          <FindReplaceBar transcriptId={id} segments={segments} drafts={editor.drafts} change={editor.change} focusRequest={findRequest} onClose={() => setFindOpen(false)} />
        )}
        <SegmentList
          segments={segments}
          drafts={editor.drafts}
          onEdit={editor.edit}
          onChooseSpeaker={setSpeakerFor}
          onSplit={segmentChanges.splitAt}
          onMergeWithPrevious={segmentChanges.mergeWithPrevious}
          onDelete={segmentChanges.deleteSegment}
        />
      </Container>
      {transcript.fileUrl && (
        <AudioPlayer
          src={transcript.fileUrl}
          knownDuration={transcript.duration}
          overview={ready && <WaveformOverview transcriptId={id} segments={segments} />}
        />
      )}
      <SegmentSpeakerDialog
        segment={chosenSegment}
        speakers={speakers.map((speaker) => speaker.name)}
        onChoose={segmentChanges.setSegmentSpeaker}
        onClose={() => setSpeakerFor(null)}
      />
      <SpeakersDialog open={panel === 'speakers'} transcriptId={id} speakers={speakers} change={editor.change} onClose={close} />
      <HistoryDrawer open={panel === 'history'} transcriptId={id} currentVersionId={transcript.versionId} change={editor.change} onClose={close} />
      <ShortcutsDialog open={panel === 'shortcuts'} onClose={close} />
      <DeleteTranscriptDialog open={panel === 'delete'} id={id} title={transcript.title} flush={editor.flush} onClose={close} />
    </Flex>
  );
}
