import { Text } from '@chakra-ui/react';
import type { TranscriptRecordFragment } from '../../graphql/generated.ts';

type Origin = TranscriptRecordFragment['origin'];

const tracksText = (tracks: Origin['tracks']) => tracks.map(({ speaker, fileName }) => (fileName ? `${speaker} (${fileName})` : speaker)).join(', ');

/** What came in to make the transcript, in one line ("From video: interview.mp4"); null when nothing is known. */
export function originText(origin: Origin | null | undefined): string | null {
  if (!origin) return null;
  const media = mediaText(origin);
  if (!origin.transcriptFileName) return media;
  // A transcript made elsewhere: imported alone, or with the audio it was timed to.
  return media ? `${media}, with the transcript ${origin.transcriptFileName}` : `Imported from ${origin.transcriptFileName}`;
}

/** What audio came in, in one line; null when nothing is known (or there was none). */
function mediaText(origin: Origin): string | null {
  switch (origin.kind) {
    case 'VIDEO':
      return origin.fileName ? `From video: ${origin.fileName}` : 'From a video';
    case 'TRACKS':
      return `From ${origin.tracks.length} tracks: ${tracksText(origin.tracks)}`;
    case 'CHANNELS':
      return `From ${origin.tracks.length} channels${origin.fileName ? ` of ${origin.fileName}` : ''}: ${tracksText(origin.tracks)}`;
    case 'RECORDING':
      return 'Recorded in the browser';
    case 'UPLOAD':
      return origin.fileName ? `From audio: ${origin.fileName}` : null;
    case 'IMPORT':
      return null;
  }
}

/** The transcript's origin among its details (beside the engine that transcribed it). */
export function TranscriptOrigin({ origin }: { origin: Origin | null | undefined }) {
  const text = originText(origin);
  return text && <Text data-testid="transcript-origin" title="What was uploaded to make this transcript">{text}</Text>;
}
