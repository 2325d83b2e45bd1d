import type { SpeakerRecognition, VoiceSuggestion } from '../domain/transcript.ts';
import { speechOf, type AcceptedSuggestion, type NamedAgain, type VoiceInterview, type VoiceSummary } from '../services/voices.ts';
import { CALIBRATION, SUGGESTION } from '../domain/voices/calibration.ts';
import { readerOf } from '../auth/visibility.ts';
import type { Transcript } from '../domain/transcript.ts';
import { shownText } from '../domain/pseudonyms/apply.ts';
import { builder, type Context } from './builder.ts';
import { shownAs, type Shown } from './shown.ts';
import { TranscriptRef } from './transcript.ts';

const VoiceInterviewRef = builder.objectRef<VoiceInterview>('VoiceInterview').implement({
  description: 'One interview a voice was remembered from.',
  fields: (t) => ({
    transcriptId: t.exposeID('transcriptId', { description: 'The transcript it was remembered from.' }),
    title: t.exposeString('title', { nullable: true, description: 'That transcript’s title; null when it is no longer in the store.' }),
    speaker: t.exposeString('speaker', { description: 'The speaker’s label in that transcript when the voice was remembered, e.g. "Speaker 2".' }),
    speechSeconds: t.exposeFloat('speechSeconds', { description: 'The seconds of its speech the voiceprints were made from.' }),
    remembered: t.field({ type: 'DateTime', description: 'When it was remembered (the latest time, if more than once).', resolve: (interview) => interview.remembered }),
  }),
});

/** A voice as the asker is shown it: its name, and the interviews they may see. */
interface SeenVoice {
  name: string;
  interviews: VoiceInterview[];
}

/**
 * The interviews the asker may see (the one visibility filter), each with its title and speaker pseudonymised when
 * they are shown that transcript pseudonymised (services/pseudonyms.ts shownWith), and the voice's name read through
 * those lists too: it names that speaker. Read once per voice and request for all its fields.
 */
async function showVoice(voice: VoiceSummary, { services, identity }: Context): Promise<SeenVoice> {
  const interviews = await services.voices.interviewsOf(voice, readerOf(identity));
  const lists = await Promise.all(interviews.map((interview) => interview.transcript && services.pseudonyms.shownWith(identity, interview.transcript)));
  const hiding = lists.flatMap((list) => list ?? []);
  return {
    name: shownText(hiding.length > 0 ? hiding : undefined, voice.name),
    interviews: interviews.map((interview, i) => {
      const list = lists[i] ?? undefined;
      return { ...interview, title: interview.title && shownText(list, interview.title), speaker: shownText(list, interview.speaker) };
    }),
  };
}

const seenPerRequest = new WeakMap<Context, WeakMap<VoiceSummary, Promise<SeenVoice>>>();
function seenVoice(voice: VoiceSummary, context: Context): Promise<SeenVoice> {
  const seen = seenPerRequest.get(context) ?? new WeakMap<VoiceSummary, Promise<SeenVoice>>();
  seenPerRequest.set(context, seen);
  const shown = seen.get(voice) ?? showVoice(voice, context);
  seen.set(voice, shown);
  return shown;
}

const VoiceRef = builder.objectRef<VoiceSummary>('Voice').implement({
  description:
    'A remembered voice: voiceprints of a speaker’s speech in one or more interviews, used to name that speaker in new transcripts. ' +
    'What is stored: the name, and per interview the voiceprints (CAM++ speaker embeddings, not audio), the model that made them and the seconds of speech.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The voice id.' }),
    name: t.string({
      description:
        'The name speakers with this voice are given, e.g. "ETRM"; pseudonymised through the lists of the interviews below that you are shown pseudonymised (`Transcript.showsPseudonyms`).',
      resolve: async (voice, _args, context) => (await seenVoice(voice, context)).name,
    }),
    interviews: t.int({
      description: 'How many transcripts it was remembered from, leaving out private transcripts you may not see.',
      resolve: async (voice, _args, context) => (await seenVoice(voice, context)).interviews.length,
    }),
    speechSeconds: t.float({
      description: 'The seconds of speech its voiceprints were made from, over those transcripts.',
      resolve: async (voice, _args, context) => speechOf((await seenVoice(voice, context)).interviews),
    }),
    rememberedFrom: t.field({
      type: [VoiceInterviewRef],
      description:
        'The interviews it was remembered from, the latest first, leaving out private transcripts you may not see; forgetVoiceInterview takes one out. The title and speaker of one you are shown pseudonymised are pseudonymised.',
      resolve: async (voice, _args, context) => (await seenVoice(voice, context)).interviews,
    }),
  }),
});

const VoiceNameRef = builder.objectRef<{ id: string; name: string }>('VoiceName').implement({
  description: 'A remembered voice as a transcript names it (its name pseudonymised as the transcript is shown to you).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The voice id.' }),
    name: t.exposeString('name', { description: 'Its name now.' }),
  }),
});

/** A transcript's entry naming a voice, with the voice's name as the transcript is shown to the asker. */
const voiceNamed = (entry: Shown<{ voice: string; name: string }>) => ({ id: entry.voice, name: shownText(entry.shownWith, entry.name) });

const RecognizedSpeakerRef = builder.objectRef<Shown<SpeakerRecognition & { name: string }>>('RecognizedSpeaker').implement({
  description: 'A speaker of a transcript named by voice: when it was transcribed, or by a person confirming an offered voice (acceptVoiceSuggestion).',
  fields: (t) => ({
    speaker: t.string({ description: 'The speaker as the segments name it, e.g. "ETRM".', resolve: (entry) => shownText(entry.shownWith, entry.speaker) }),
    label: t.string({
      description: 'Its label before it was named, e.g. "Speaker 2": forgetRecognition renames it back to this.',
      resolve: (entry) => shownText(entry.shownWith, entry.label),
    }),
    voice: t.field({ type: VoiceNameRef, description: 'The remembered voice it matched.', resolve: voiceNamed }),
    score: t.exposeFloat('score', {
      description: 'How closely it matched, the cosine of the two voiceprints (-1 to 1); a name is given from the calibrated threshold up (docs/models.md).',
    }),
    confirmed: t.boolean({
      description: 'True when a person confirmed the voice it was offered (acceptVoiceSuggestion); false when it was named automatically.',
      resolve: (entry) => entry.confirmed === true,
    }),
    interviewAdded: t.boolean({
      description: 'True when confirming added this interview to the voice; forgetRecognition takes it out again.',
      resolve: (entry) => entry.enrolment !== undefined,
    }),
  }),
});

/** A transcript's entries (speakers, voices) to be shown as the transcript is (Transcript.shownWith). */
const entriesShownAs = <T extends object>(meta: Transcript, entries: T[]) => entries.map((entry) => shownAs(meta, entry));

builder.objectField(TranscriptRef, 'recognizedSpeakers', (t) =>
  t.field({
    type: [RecognizedSpeakerRef],
    description:
      'The speakers named by voice when this transcript was made, or confirmed by a person since, while they keep that name; empty when none was, or when known voices are off (TAPESCRIPT_VOICES=off). `forgetRecognition` undoes one.',
    resolve: async (meta, _args, { services, loadVersion }) =>
      meta.currentVersionId && meta.recognizedSpeakers?.length ? entriesShownAs(meta, await services.voices.recognizedSpeakers(meta, (await loadVersion(meta.currentVersionId)).segments ?? [])) : [],
  }),
);

const RememberedSpeakerRef = builder.objectRef<Shown<{ speaker: string; voice: string; name: string }>>('RememberedSpeaker').implement({
  description: 'A speaker of a transcript whose voice is remembered: from this interview (rememberVoice), or named by voice.',
  fields: (t) => ({
    speaker: t.string({ description: 'The speaker as the segments name it now, e.g. "Speaker 2" or "Ada".', resolve: (entry) => shownText(entry.shownWith, entry.speaker) }),
    voice: t.field({ type: VoiceNameRef, description: 'The remembered voice.', resolve: voiceNamed }),
  }),
});

builder.objectField(TranscriptRef, 'rememberedSpeakers', (t) =>
  t.field({
    type: [RememberedSpeakerRef],
    description:
      'The speakers whose voice is remembered: remembered from this interview (under the label they still have, or since renamed after the voice), or named by voice; the app shows "Remembered as …" for them instead of offering rememberVoice again. Empty when known voices are off (TAPESCRIPT_VOICES=off).',
    resolve: async (meta, _args, { services, loadVersion }) =>
      meta.currentVersionId ? entriesShownAs(meta, await services.voices.rememberedSpeakers(meta, (await loadVersion(meta.currentVersionId)).segments ?? [])) : [],
  }),
);

const VoiceSuggestionRef = builder.objectRef<Shown<VoiceSuggestion & { name: string }>>('VoiceSuggestion').implement({
  description:
    'A speaker of a transcript left unnamed whose voice comes close to a remembered one (under the naming threshold, e.g. the voice heard in another language): offered for a person to confirm (acceptVoiceSuggestion) or turn down (dismissVoiceSuggestion).',
  fields: (t) => ({
    speaker: t.string({ description: 'The speaker as the segments name it, e.g. "Speaker 2".', resolve: (entry) => shownText(entry.shownWith, entry.speaker) }),
    voice: t.field({ type: VoiceNameRef, description: 'The remembered voice it might be.', resolve: voiceNamed }),
    score: t.exposeFloat('score', {
      description: `How closely it matched, the cosine of the two voiceprints (-1 to 1); offered from ${SUGGESTION.threshold} up, named from the calibrated threshold (${CALIBRATION.threshold}) up (docs/models.md).`,
    }),
  }),
});

builder.objectField(TranscriptRef, 'voiceSuggestions', (t) =>
  t.field({
    type: [VoiceSuggestionRef],
    description:
      'Speakers left unnamed when this transcript was made that might be a remembered voice, while they keep their label and no speaker has the voice’s name; empty when known voices are off (TAPESCRIPT_VOICES=off).',
    resolve: async (meta, _args, { services, loadVersion }) =>
      meta.currentVersionId && meta.voiceSuggestions?.length ? entriesShownAs(meta, await services.voices.voiceSuggestions(meta, (await loadVersion(meta.currentVersionId)).segments ?? [])) : [],
  }),
);

const AcceptedVoiceSuggestionRef = builder.objectRef<AcceptedSuggestion>('AcceptedVoiceSuggestion').implement({
  description: 'A voice suggestion confirmed: the speaker renamed after the voice, and the interview added to the voice when its speech could be.',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptRef, description: 'The transcript, at the new version that names the speaker.', resolve: (accepted) => accepted.meta }),
    voice: t.field({ type: VoiceRef, description: 'The voice, with this interview when it was added.', resolve: (accepted) => accepted.voice }),
    interviewAdded: t.boolean({
      description: 'Whether this interview was added to the voice, so that later recordings like it are named.',
      resolve: (accepted) => accepted.notAdded === undefined,
    }),
    notAddedReason: t.string({
      nullable: true,
      description: 'Why it was not (e.g. too little clear speech to remember); null when it was.',
      resolve: (accepted) => accepted.notAdded ?? null,
    }),
  }),
});

const SpeakersNamedByVoiceRef = builder.objectRef<NamedAgain>('SpeakersNamedByVoice').implement({
  description: 'An earlier transcript’s speakers compared with the voices remembered now (nameSpeakersByVoice).',
  fields: (t) => ({
    transcript: t.field({ type: TranscriptRef, description: 'The transcript, at the new version when a speaker was named.', resolve: (result) => result.meta }),
    named: t.field({ type: [RecognizedSpeakerRef], description: 'The speakers named this time (also in recognizedSpeakers).', resolve: (result) => result.named }),
    offered: t.field({ type: [VoiceSuggestionRef], description: 'The speakers offered a voice this time (also in voiceSuggestions).', resolve: (result) => result.offered }),
    comparedBefore: t.boolean({
      description:
        'True when these speakers were compared with these same voices before and nothing the outcome depends on has changed since (no voice remembered, added to, taken out of or deleted; the speakers’ speech as it was): the answer came at once, without measuring again, and names and offers nothing new.',
      resolve: (result) => result.comparedBefore,
    }),
  }),
});

builder.queryFields((t) => ({
  voices: t.field({
    type: [VoiceRef],
    description: 'The remembered voices, by name; empty when known voices are off (TAPESCRIPT_VOICES=off).',
    resolve: (_root, _args, { services }) => services.voices.list(),
  }),
  voicesEnabled: t.boolean({
    description: 'Whether known voices are on (TAPESCRIPT_VOICES); when off, no voice is remembered or used.',
    resolve: (_root, _args, { services }) => services.voices.enabled,
  }),
}));

builder.mutationFields((t) => ({
  rememberVoice: t.field({
    type: VoiceRef,
    description:
      'Remembers the voice of a speaker of a transcript as `name`, from clean stretches of its speech (at least 20 s when it has that much). ' +
      'A name remembered before gets this interview added, when it sounds like the same voice; speech that does not sound like one voice is refused (BAD_USER_INPUT), and so is speech already remembered under another name ' +
      '(extensions.reason ALREADY_REMEMBERED: rename that voice instead), and a new name for speech that sounds like a remembered voice ' +
      '(extensions.reason SOUNDS_LIKE_REMEMBERED_VOICE, extensions.voiceName: remember it under that name). ' +
      'New transcripts then name a speaker with this voice `name`. The speaker keeps its label in this transcript: renameSpeaker gives it the name (the editor makes both calls). Needs the CAM++ speaker model (UPSTREAM_UNAVAILABLE without it).',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript the speaker speaks in.' }),
      speaker: t.arg.string({ required: true, description: 'The speaker as the segments name it, e.g. "Speaker 2".' }),
      name: t.arg.string({ required: true, description: 'The name to give the voice, e.g. "ETRM".' }),
      sameVoice: t.arg.boolean({
        defaultValue: false,
        required: true,
        description:
          'true: the speaker is the voice remembered as `name` although it sounds unlike it, e.g. in another language or on another microphone (refused otherwise, with extensions.reason UNLIKE_REMEMBERED_VOICE); the interview is added to it. Its own clips must still sound like one voice.',
      }),
    },
    resolve: (_root, args, { services }) => services.voices.remember(String(args.transcriptId), args.speaker, args.name, args.sameVoice),
  }),
  renameVoice: t.field({
    type: VoiceRef,
    description: 'Renames a remembered voice (transcripts already made keep their speaker names).',
    args: {
      id: t.arg.id({ required: true, description: 'The voice id.' }),
      name: t.arg.string({ required: true, description: 'The new name; CONFLICT when another voice has it.' }),
    },
    resolve: (_root, args, { services }) => services.voices.rename(String(args.id), args.name),
  }),
  deleteVoice: t.id({
    description:
      'Erases a remembered voice and every voiceprint of it from the store (with SQLite’s secure_delete), and answers its id. ' +
      'Transcripts it named keep their speaker names; backups made before keep the voice until they age out (TAPESCRIPT_BACKUP_KEEP).',
    args: { id: t.arg.id({ required: true, description: 'The voice id.' }) },
    resolve: (_root, args, { services }) => services.voices.delete(String(args.id)),
  }),
  forgetVoiceInterview: t.field({
    type: VoiceRef,
    description:
      'Takes one interview out of a remembered voice, e.g. one added by mistake: its voiceprints are erased as deleteVoice erases them, and the voice is answered. ' +
      'The voice’s only interview cannot be taken out (BAD_USER_INPUT): delete the voice instead.',
    args: {
      voiceId: t.arg.id({ required: true, description: 'The voice id.' }),
      transcriptId: t.arg.id({ required: true, description: 'The transcript it was remembered from (Voice.rememberedFrom).' }),
    },
    resolve: (_root, args, { services }) => services.voices.forgetInterview(String(args.voiceId), String(args.transcriptId)),
  }),
  acceptVoiceSuggestion: t.field({
    type: AcceptedVoiceSuggestionRef,
    description:
      'Confirms that a speaker is the voice it was offered (Transcript.voiceSuggestions): the interview is added to the voice, as rememberVoice with sameVoice adds it, and the speaker is renamed after the voice in a new version and listed in recognizedSpeakers as confirmed. ' +
      'forgetRecognition takes the confirmation back, the interview with it. ' +
      'When its speech cannot be remembered (too little clear speech, say) the speaker is still named, and notAddedReason says why. BAD_USER_INPUT when no voice is offered for the speaker.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      speaker: t.arg.string({ required: true, description: 'The speaker offered a voice, e.g. "Speaker 2".' }),
    },
    resolve: (_root, args, { services }) => services.voices.acceptSuggestion(String(args.transcriptId), args.speaker, services.edits),
  }),
  dismissVoiceSuggestion: t.field({
    type: TranscriptRef,
    description: 'Turns down a voice suggestion: the speaker keeps its label and is not offered that voice again. BAD_USER_INPUT when no voice is offered for the speaker.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      speaker: t.arg.string({ required: true, description: 'The speaker offered a voice, e.g. "Speaker 2".' }),
    },
    resolve: (_root, args, { services }) => services.voices.dismissSuggestion(String(args.transcriptId), args.speaker),
  }),
  nameSpeakersByVoice: t.field({
    type: SpeakersNamedByVoiceRef,
    description:
      'Names the speakers of a transcript by voice on asking (one made before their voices were remembered; one made by Deepgram, which hears no voiceprints, is named this way by itself once it is ready), by the rules a new transcription’s speakers are named by: each speaker still called "Speaker N" is measured from clean stretches of its speech and compared with every voice remembered now. ' +
      'Clear matches are renamed in one new version and listed in recognizedSpeakers (forgetRecognition undoes each); close ones are offered in voiceSuggestions. A speaker whose speech sounds like two voices is named by the one holding 60 % of it, and left alone when neither does. ' +
      'Asked again when nothing has changed, it answers at once with comparedBefore: true. BAD_USER_INPUT when every speaker has a name already.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript.' }) },
    resolve: (_root, args, { services }) => services.voices.nameSpeakersAgain(String(args.transcriptId), services.edits),
  }),
  forgetRecognition: t.field({
    type: TranscriptRef,
    description:
      'Undoes the naming of a speaker by voice in one transcript: the speaker gets back its label ("Speaker 2") in a new version, which undo and the history treat as any speaker rename. ' +
      'A name confirmed from an offer (RecognizedSpeaker.confirmed) also takes the interview the confirmation added out of the voice, and the voice is offered again.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      speaker: t.arg.string({ required: true, description: 'The speaker as named by voice, e.g. "ETRM".' }),
    },
    resolve: (_root, args, { services }) => services.voices.forgetRecognition(String(args.transcriptId), args.speaker, services.edits),
  }),
}));
