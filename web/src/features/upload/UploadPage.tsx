import { Container, Heading, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranscriptionEnginesQuery } from '../../graphql/generated.ts';
import { useNavigate } from 'react-router-dom';
import { AudioDropzone } from './AudioDropzone.tsx';
import { EngineNotice } from './EngineNotice.tsx';
import type { UploadOptions } from './upload-rules.ts';
import { useUploadLimits } from './useUploadLimits.ts';
import { TranscriptImport } from './TranscriptImport.tsx';
import { UploadModal } from './UploadModal.tsx';
import { mayChange, useWhoAmI } from '../../lib/who-am-i.ts';
import { useAudioUpload } from './useAudioUpload.ts';
import { useAudioConversion } from './useAudioConversion.ts';
import { planConversion, remuxToOggOpus, type ConversionPlan } from './convert-audio.ts';
import { conversionReason } from './conversion-rules.ts';
import { audioChannels } from './audio-channels.ts';
import type { TrackLayout } from './tracks-rules.ts';
import { Recorder } from './recording/Recorder.tsx';
import { RecoveryOffers } from './recording/RecoveryOffers.tsx';
import { recordingBlob, removeRecording, unfinishedRecordings, type StoredRecording } from './recording/recording-store.ts';
import { recordingFileName } from './recording/recording-rules.ts';

/** Route /: choose an audio file, name it, upload it, land on its transcript. */
export function UploadPage() {
  const [file, setFile] = useState<File | null>(null);
  // Dropped with it: the same recording's other tracks, when the dialog is told so.
  const [others, setOthers] = useState<File[]>([]);
  // The chosen file's channels, when it is uploaded as it is: one person per channel can be said in the dialog.
  const [channels, setChannels] = useState<number | null>(null);
  // Set when the file's audio is taken in the browser before uploading (a video, or a file over the limit).
  const [plan, setPlan] = useState<ConversionPlan | null>(null);
  // Set when the file is a recording made here: it is kept in this browser until it is uploaded.
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState<StoredRecording[]>([]);
  const [recordingError, setRecordingError] = useState<string | null>(null);
  const { pending: uploading, progress, error, upload, uploadTracks, importTranscript, clearError } = useAudioUpload();
  const conversion = useAudioConversion();
  const pending = uploading || conversion.converting !== null;
  const navigate = useNavigate();
  const limits = useUploadLimits();
  // The same answer EngineNotice reads (one request, cached).
  const [{ data: engines }] = useTranscriptionEnginesQuery();
  const mayUpload = mayChange(useWhoAmI());

  // Recordings a closed tab or a crash left (and those stopped but not uploaded) are offered when the page opens.
  const offerUnfinished = useCallback(() => void unfinishedRecordings().then(setUnfinished, () => setUnfinished([])), []);
  useEffect(offerUnfinished, [offerUnfinished]);

  /**
   * Opens the dialog with the file, or says why it cannot be taken. `alongside`: files dropped with it (maybe its
   * recording's other tracks); `recording`: the kept recording it was made from.
   */
  const choose = async (next: File, alongside: File[] = [], recording: string | null = null): Promise<string | null> => {
    if (pending) return null;
    clearError();
    conversion.clearError();
    const reason = conversionReason(next, limits.maxBytes);
    const planned = reason ? await planConversion(next, reason, limits) : null;
    if (planned && 'refusal' in planned) return planned.refusal;
    setPlan(planned?.plan ?? null);
    // A converted file is mixed to one channel, so only a file uploaded as it is can keep a person per channel.
    setChannels(planned || alongside.length > 0 ? null : await audioChannels(next));
    setOthers(alongside);
    setRecordingId(recording);
    setFile(next);
    return null;
  };

  /** A track as uploaded: its audio taken in the browser first where it is a video or over the limit (as one file's is). */
  const prepareTrack = async (track: File): Promise<File | null> => {
    const reason = conversionReason(track, limits.maxBytes);
    if (!reason) return track;
    const planned = await planConversion(track, reason, limits);
    if ('refusal' in planned) {
      conversion.fail(planned.refusal);
      return null;
    }
    return conversion.convert(track, planned.plan);
  };

  const sendTracks = async (title: string, options: UploadOptions, speakers: string[]): Promise<string | null> => {
    const tracks = [];
    for (const [index, track] of [file!, ...others].entries()) {
      const audio = await prepareTrack(track);
      if (!audio) return null;
      tracks.push({ file: audio, speaker: speakers[index] });
    }
    return uploadTracks(title, tracks, options);
  };

  /** A recording as Ogg Opus in the upload dialog (converted first, as any file, when it is over the limit). */
  const chooseRecording = async (recording: StoredRecording) => {
    setRecordingError(null);
    try {
      const sound = await recordingBlob(recording);
      // Stopped before the browser handed over any sound: there is nothing to offer or upload.
      if (sound.size === 0) {
        await removeRecording(recording.id);
        setRecordingError('Nothing was recorded: the recording stopped before the microphone gave any sound.');
        return;
      }
      const audio = await remuxToOggOpus(sound, recordingFileName(recording.startedAt));
      const refusal = await choose(audio, [], recording.id);
      if (refusal) setRecordingError(refusal);
    } catch (failure) {
      setRecordingError(`The recording could not be read${failure instanceof Error && failure.message ? `: ${failure.message}` : '.'}`);
    } finally {
      offerUnfinished();
    }
  };

  const discardRecording = async (recording: StoredRecording) => {
    setRecordingError(null);
    await removeRecording(recording.id);
    offerUnfinished();
  };

  const cancel = () => {
    // A conversion under way is cancelled; nothing was uploaded and what it made is dropped.
    conversion.cancel();
    setFile(null);
    setOthers([]);
    setPlan(null);
    setRecordingId(null);
    clearError();
    conversion.clearError();
  };

  const sendOne = async (title: string, options: UploadOptions, channelsAsTracks?: string[]): Promise<string | null> => {
    const audio = plan ? await conversion.convert(file!, plan) : file!;
    return audio ? upload(title, audio, recordingId ? { ...options, recorded: true } : options, channelsAsTracks) : null;
  };

  const send = async (title: string, options: UploadOptions, layout: TrackLayout) => {
    if (!file) return;
    const id = layout.kind === 'tracks' ? await sendTracks(title, options, layout.speakers) : await sendOne(title, options, layout.kind === 'channels' ? layout.speakers : undefined);
    if (!id) return;
    if (recordingId) await removeRecording(recordingId);
    setFile(null);
    setOthers([]);
    setPlan(null);
    setRecordingId(null);
    // The new transcript's page takes the focus (its title), rather than leaving it on the page's body;
    // navigate's promise settles once that page shows and never rejects.
    void navigate(`/transcript/${id}`, { state: { focusTitle: true } });
  };

  /** A transcript without audio: its page opens once it is in. */
  const sendImport = async (title: string, transcript: File) => {
    const id = await importTranscript(title, transcript);
    if (id) void navigate(`/transcript/${id}`, { state: { focusTitle: true } });
  };

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        Upload Audio
      </Heading>
      <Text color="fg.muted" mb="6">
        Upload an interview recording to get a transcript split into timed speaker segments.
      </Text>
      {mayUpload ? (
        <>
          <EngineNotice />
          <RecoveryOffers recordings={file ? [] : unfinished} disabled={pending} onUpload={(recording) => void chooseRecording(recording)} onDiscard={(recording) => void discardRecording(recording)} />
          <Recorder
            disabled={pending}
            maxSeconds={limits.maxAudioMinutes === null ? null : limits.maxAudioMinutes * 60}
            onStopped={(recording) => void chooseRecording(recording)}
          />
          {recordingError && (
            <Text role="alert" color="red.700" mb="4">
              {recordingError}
            </Text>
          )}
          <AudioDropzone disabled={pending} maxBytes={limits.maxBytes} onFile={choose} />
          {/* The dialog shows an upload's error; this form, an import's (no dialog is open then). */}
          <TranscriptImport disabled={pending} error={file ? null : error} onImport={(title, transcript) => void sendImport(title, transcript)} />
        </>
      ) : (
        <Text borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
          You are a viewer here: you can read, play, export and comment on the transcripts in the list, and an editor or
          owner uploads new ones.
        </Text>
      )}
      <UploadModal
        file={file}
        others={others}
        channels={channels}
        pending={pending}
        progress={progress}
        plan={plan}
        converting={conversion.converting}
        error={conversion.error ?? error}
        maxBytes={limits.maxBytes}
        onCancel={cancel}
        onUpload={(title, options, layout) => void send(title, options, layout)}
        engines={engines?.engines}
      />
    </Container>
  );
}
