import { DEFAULT_PADDING_MS, MAX_CLIP_SECONDS, MAX_PADDING_MS } from '../domain/clips.ts';
import { statusOf } from '../domain/errors.ts';
import type { ClipRecord } from '../store/clips-repo.ts';
import { CLIP_TTL_MS } from '../services/clips.ts';
import { builder } from './builder.ts';

const ClipFormatEnum = builder.enumType('ClipFormat', {
  description: 'The format a clip is rendered in: audio, or an audiogram (a video for sharing).',
  values: {
    MP3: { value: 'mp3', description: 'MP3 at 128 kbit/s.' },
    M4A: { value: 'm4a', description: 'AAC at 128 kbit/s in an MPEG-4 audio file.' },
    OGG: { value: 'ogg', description: 'Opus at 96 kbit/s in Ogg.' },
    AUDIOGRAM_SQUARE: {
      value: 'audiogram_square',
      description: 'An audiogram, 1080×1080: an MP4 (H.264, AAC at 128 kbit/s, 25 frames a second) of the waveform, the series title (SERIES_NAME), the speaker’s name and the words as captions in sync, plus a mov_text subtitle track of the same words.',
    },
    AUDIOGRAM_VERTICAL: { value: 'audiogram_vertical', description: 'An audiogram as AUDIOGRAM_SQUARE, 1080×1920 (for phones’ stories and reels).' },
  },
});

const ClipStatusEnum = builder.enumType('ClipStatus', {
  description: 'Where a clip is in its making.',
  values: {
    QUEUED: { value: 'queued', description: 'Waiting for the clip renderer.' },
    RENDERING: { value: 'rendering', description: 'Being cut and encoded (`progress`).' },
    READY: { value: 'ready', description: 'Done: `url` plays it.' },
    FAILED: { value: 'failed', description: 'It could not be made: `error` says why.' },
  },
});

const hours = CLIP_TTL_MS / 3_600_000;

/** A clip one may not hear answers as one that is not there; the store being down is still an error. */
const nullWhenNotFound = (error: unknown) => {
  if (statusOf(error) === 404) return null;
  throw error;
};

export const ClipRef = builder.objectRef<ClipRecord>('Clip');
ClipRef.implement({
  description: `A clip of a transcript’s words, audio or an audiogram video: cut at the words’ times with padding and 10 ms fades, rendered on a queue of its own. Poll \`clip(id)\` until READY. A highlight’s clip is kept while the highlight is; any other for ${hours} hours. Pseudonymised terms are bleeped in a clip made by someone who sees pseudonyms, and an audiogram’s captions show their pseudonyms.`,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The clip’s id.' }),
    status: t.field({ type: ClipStatusEnum, description: 'Queued, rendering, ready or failed.', resolve: (clip) => clip.status }),
    progress: t.float({ description: 'How much of it is rendered, 0 to 1 (1 when ready).', resolve: (clip) => (clip.status === 'ready' ? 1 : clip.progress || 0) }),
    url: t.string({ nullable: true, description: 'Where it plays once READY: /clips/{id} (Range requests answered), for those who may hear it; null before.', resolve: (clip) => (clip.status === 'ready' ? `/clips/${clip.id}` : null) }),
    duration: t.float({ description: 'Its length in seconds: the words’ span plus the padding, clamped to the recording.', resolve: (clip) => Math.round((clip.end - clip.start) * 1000) / 1000 }),
    start: t.float({ description: 'Where in the recording it starts, in seconds.', resolve: (clip) => clip.start }),
    format: t.field({ type: ClipFormatEnum, description: 'Its format.', resolve: (clip) => clip.format }),
    error: t.string({ nullable: true, description: 'Why it failed; null unless FAILED.', resolve: (clip) => (clip.status === 'failed' ? clip.error || 'The clip could not be made.' : null) }),
    highlightId: t.id({ nullable: true, description: 'The highlight it was made from; null for a selection.', resolve: (clip) => clip.highlight || null }),
    transcriptId: t.id({ description: 'The transcript it is from.', resolve: (clip) => clip.transcript }),
  }),
});

builder.queryFields((t) => ({
  clip: t.field({
    type: ClipRef,
    nullable: true,
    description: 'A clip, to follow its making: null when there is none you may hear (deleted, expired, or of a transcript you may not see).',
    args: { id: t.arg.id({ required: true, description: 'The clip (Clip.id).' }) },
    resolve: (_root, { id }, { services, identity }) => services.clips.get(identity, String(id)).catch(nullWhenNotFound),
  }),
}));

builder.mutationFields((t) => ({
  createClip: t.field({
    type: ClipRef,
    description: `Makes a clip (audio, or an audiogram video), QUEUED at first: of a highlight (\`highlightId\`), or of a selection of the current version’s words (\`transcriptId\`, \`fromSegmentId\`, \`fromWord\`, \`toSegmentId\`, \`toWord\`), exactly one of the two. At most ${MAX_CLIP_SECONDS / 60} minutes with the padding; a selection without a word is refused. Nothing is stored when it is refused.`,
    args: {
      highlightId: t.arg.id({ description: 'The highlight to clip.' }),
      transcriptId: t.arg.id({ description: 'The transcript of the selection.' }),
      fromSegmentId: t.arg.id({ description: 'The segment (Segment.id) of the first word.' }),
      fromWord: t.arg.int({ description: 'The first word: an index into that segment’s whitespace-separated words, from 0.' }),
      toSegmentId: t.arg.id({ description: 'The segment of the last word (the same or a later one, any speaker).' }),
      toWord: t.arg.int({ description: 'The last word (included).' }),
      format: t.arg({ type: ClipFormatEnum, required: true, defaultValue: 'mp3', description: 'The format: audio, or an audiogram.' }),
      paddingMs: t.arg.int({ required: true, defaultValue: DEFAULT_PADDING_MS, description: `Milliseconds of audio kept before the first word and after the last, 0 to ${MAX_PADDING_MS}.` }),
    },
    resolve: (_root, args, { services, identity }) =>
      services.clips.create(identity, {
        highlightId: args.highlightId == null ? null : String(args.highlightId),
        transcriptId: args.transcriptId == null ? null : String(args.transcriptId),
        selection: {
          fromSegmentId: args.fromSegmentId == null ? undefined : String(args.fromSegmentId),
          fromWord: args.fromWord ?? undefined,
          toSegmentId: args.toSegmentId == null ? undefined : String(args.toSegmentId),
          toWord: args.toWord ?? undefined,
        },
        format: args.format,
        paddingMs: args.paddingMs,
      }),
  }),
  clipLink: t.string({
    description: 'A link (/download/{token}) that downloads a READY clip once, within 5 minutes, without signing in: for handing one out.',
    args: { id: t.arg.id({ required: true, description: 'The clip.' }) },
    resolve: (_root, { id }, { services, identity }) => services.clips.link(identity, String(id)),
  }),
}));
