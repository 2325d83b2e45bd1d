import { GraphQLError } from 'graphql';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { badInput, notFound, userError } from '../domain/errors.ts';
import { speakerName } from '../domain/segment-edits.ts';
import { isNumberedSpeaker } from '../../shared/speaker-labels.ts';
import type { Segment } from '../domain/segment-types.ts';
import { CALIBRATION, SEPARATE_VOICES, SUGGESTION } from '../domain/voices/calibration.ts';
import { comparisonKey } from '../domain/voices/comparison.ts';
import { checkEnrolment, chooseClips, ENOUGH_SECONDS, LEAST_SECONDS, likeRememberedVoice, namingVoiceprint, secondsOf, sharedSeconds, soundsLike, type Clip, type ClipVoiceprint } from '../domain/voices/enrolment.ts';
import type { HeardVoices } from '../domain/voices/heard.ts';
import { recognize, suggest, type KnownVoice } from '../domain/voices/recognition.ts';
import { centroid } from '../domain/voices/vectors.ts';
import { EditorServiceError, type ClipVoiceprints, type EditorClient } from '../editor/client.ts';
import type { SpeakerRecognition, Transcript, VoiceSuggestion } from '../domain/transcript.ts';
import type { TranscriptsRepo, TranscriptTitle } from '../store/transcripts-repo.ts';
import { named, type EnrolmentRecord, type VoiceRecord, type VoicesRepo } from '../store/voices-repo.ts';
import type { TranscriptEdits } from './transcript-edits.ts';
import { assertId } from './record-id.ts';
import { sees, type Reader } from '../auth/visibility.ts';
import type { NamedSpeakers } from '../transcription/outcome.ts';

/** A voice as the Voices page and the API list it. */
export interface VoiceSummary {
  id: string;
  name: string;
  /** Distinct transcripts it was remembered from. */
  interviews: number;
  speechSeconds: number;
  /** Its enrolments (without voiceprints), for `rememberedFrom`. */
  enrolments: EnrolmentRecord[];
}

/** One interview a voice was remembered from. */
export interface VoiceInterview {
  transcriptId: string;
  /** null when the transcript is no longer in the store. */
  title: string | null;
  /** The speaker's label there when it was remembered. */
  speaker: string;
  speechSeconds: number;
  remembered: string;
  /** The transcript, for what decides how the asker is shown it (pseudonymised or not); null as `title`. */
  transcript: TranscriptTitle | null;
}

/** A suggestion confirmed: the speaker named after the voice, and whether this interview was added to the voice. */
export interface AcceptedSuggestion {
  meta: Transcript;
  voice: VoiceSummary;
  /** Why the interview could not be added to the voice (too little clear speech, say); absent when it was. */
  notAdded?: string;
}

/** An earlier transcript's speakers compared with the voices remembered now: those named, and those offered a voice. */
export interface NamedAgain {
  meta: Transcript;
  named: Array<SpeakerRecognition & { name: string }>;
  offered: Array<VoiceSuggestion & { name: string }>;
  /** These speakers were compared with these same voices before, and nothing was measured again. */
  comparedBefore: boolean;
}

const turnedOff = () => userError('BAD_USER_INPUT', 'Known voices are turned off on this server (TAPESCRIPT_VOICES=off).');
const seconds = (value: number) => `${Math.round(value)} s`;

/**
 * Known voices: remembering a speaker's voice from a transcript, naming the speakers of new transcripts by voice,
 * and managing the voices. With `enabled` false (TAPESCRIPT_VOICES=off) nothing is remembered or compared.
 */
export class VoiceService {
  constructor(
    private readonly voices: VoicesRepo,
    private readonly transcripts: TranscriptsRepo,
    private readonly editor: EditorClient,
    readonly enabled: boolean,
    private readonly log: (message: string) => void,
  ) {}

  async list(): Promise<VoiceSummary[]> {
    if (!this.enabled) return [];
    const [voices, enrolments] = await Promise.all([this.voices.listVoices(), this.voices.listEnrolments()]);
    return voices
      .map((voice) => summary(voice, enrolments))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async find(id: string): Promise<VoiceSummary | null> {
    if (!this.enabled) return null;
    return (await this.list()).find((voice) => voice.id === id) ?? null;
  }

  /**
   * Remembers the voice of `speaker` in a transcript as `name`: voiceprints of clean clips of its speech (at least
   * 20 s when it has that much). A name already remembered gets this interview's voiceprints added, when they sound
   * like it, or when `sameVoice` says it is that voice although it sounds unlike it (another language or microphone);
   * clips that disagree with each other are refused.
   */
  async remember(transcriptId: string, speaker: string, name: string, sameVoice = false): Promise<VoiceSummary> {
    if (!this.enabled) throw turnedOff();
    assertId(transcriptId);
    const voiceName = speakerName(name, 'Voice name');
    const meta = await this.transcripts.getTranscript(transcriptId);
    if (meta.status !== 'ready' || !meta.currentVersionId) throw badInput('Only a transcribed transcript can lend a voice.');
    const segments = (await this.transcripts.getVersion(meta.currentVersionId)).segments ?? [];
    if (!segments.some((segment) => segment.speaker === speaker)) throw badInput(`No segment is spoken by "${speaker}"`);
    const { clips, seconds: speech } = chooseClips(segments, speaker);
    if (speech < LEAST_SECONDS) {
      throw badInput(`"${speaker}" speaks for ${speech.toFixed(1)} s in clear stretches; at least ${LEAST_SECONDS} s are needed to remember a voice.`);
    }
    const heard = await this.voiceprintsOf(meta, clips);
    const check = checkEnrolment(heard.clips);
    if (!check.agrees) {
      throw badInput(
        `The speech of "${speaker}" does not sound like one voice: ${check.disagreeing} of its ${check.clips} clips (${seconds(check.disagreeingSeconds)} of ${seconds(check.seconds)}) ` +
          'sound unlike the rest. Correct the speakers of this transcript first (merge or reassign the segments of other voices), then remember the voice again.' +
          // Short, noisy clips of one voice can score like two voices (docs/models.md, Known voices): the scores cannot tell.
          (check.seconds < ENOUGH_SECONDS
            ? ` With only ${seconds(check.seconds)} of clear speech, one voice can also sound unlike itself (short clips, noise): if this speaker is one person, remember the voice from a longer interview.`
            : ''),
      );
    }
    const voiceprint = centroid(check.kept.map((clip) => clip.embedding));
    const voices = await this.voices.listVoices();
    const existing = named(voices, voiceName);
    await this.refuseSpeechOfAnotherVoice(transcriptId, speaker, voiceName, check.kept, voices, existing?.id);
    const ofModel = await this.voices.enrolmentsOfModel(heard.model);
    if (!existing) this.refuseSecondVoiceOfOne(speaker, voiceprint, ofModel, voices);
    const earlier = existing ? ofModel.filter((e) => e.voice === existing.id) : [];
    const others = earlier.filter((enrolment) => enrolment.transcript !== transcriptId);
    if (existing && others.length && !sameVoice) {
      const { score, alike } = likeRememberedVoice(voiceprint, others.map((enrolment) => enrolment.voiceprint));
      if (!alike) {
        throw userError(
          'BAD_USER_INPUT',
          `"${speaker}" does not sound like the voice remembered as "${existing.name}" (similarity ${score.toFixed(2)}; the same voice scores ${CALIBRATION.threshold.toFixed(2)} or more). ` +
            'Check that it is the same person, or remember it under another name. If it is the same person in another language or on another microphone, remember it with sameVoice.',
          { reason: 'UNLIKE_REMEMBERED_VOICE' },
        );
      }
    }
    // A voice under this name made a moment ago by another request (the name's unique index) is the one asked for.
    const made = existing ? undefined : await this.voices.createVoice(voiceName);
    const voice = existing ?? made ?? (await this.voices.findVoiceByName(voiceName));
    if (!voice) throw userError('CONFLICT', `The voice "${voiceName}" changed while it was being remembered; please try again.`);
    try {
      await this.voices.addEnrolment({
        voice: voice.id,
        transcript: transcriptId,
        speaker,
        model: heard.model,
        voiceprint,
        clips: check.kept,
        speech_seconds: check.kept.reduce((sum, clip) => sum + clip.end - clip.start, 0),
      });
    } catch (error) {
      // A voice without a voiceprint is no voice: the one made for this enrolment goes with it.
      if (made) await this.voices.deleteVoice(made.id).catch(() => undefined);
      throw error;
    }
    // Remembered from this interview again (its speakers corrected, say): the new voiceprints replace the old.
    for (const replaced of earlier.filter((enrolment) => enrolment.transcript === transcriptId)) await this.voices.deleteEnrolment(replaced.id);
    return (await this.find(voice.id))!;
  }

  /**
   * Refuses speech of this transcript already remembered as another voice (most of its clips): two voices made from
   * the same speech score alike against every later recording, so neither would clear the margin and neither be named.
   */
  private async refuseSpeechOfAnotherVoice(
    transcriptId: string,
    speaker: string,
    name: string,
    clips: readonly ClipVoiceprint[],
    voices: readonly VoiceRecord[],
    voiceId: string | undefined,
  ): Promise<void> {
    const speech = secondsOf(clips);
    const same = (await this.voices.enrolmentsOfTranscript(transcriptId)).find(
      (enrolment) => enrolment.voice !== voiceId && sharedSeconds(clips, enrolment.clips) > speech / 2,
    );
    const taken = same && voices.find((voice) => voice.id === same.voice);
    if (!taken) return;
    throw userError(
      'BAD_USER_INPUT',
      `"${speaker}" of this interview is already remembered as the voice "${taken.name}". To call that voice "${name}", rename it (Voices page, or renameVoice); ` +
        `to remember this speaker under another name, delete "${taken.name}" first.`,
      { reason: 'ALREADY_REMEMBERED' },
    );
  }

  /**
   * Refuses a new voice that sounds like one already remembered (scoring as one voice, SEPARATE_VOICES): the same
   * person under two names would score alike against both in every later recording, so neither would clear the margin
   * and the person would no longer be named at all. The bench measures the rule (docs/models.md, Known voices).
   */
  private refuseSecondVoiceOfOne(speaker: string, voiceprint: number[], ofModel: readonly EnrolmentRecord[], voices: readonly VoiceRecord[]): void {
    // Only the voices read before this name was found free: one of this name made since by a request at the same moment is no second voice.
    const alike = soundsLike(voiceprint, knownVoices(ofModel, voices));
    if (!alike) return;
    throw userError(
      'BAD_USER_INPUT',
      `"${speaker}" sounds like the voice remembered as "${alike.voice.name}" (similarity ${alike.score.toFixed(2)}; one voice scores ${SEPARATE_VOICES.toFixed(2)} or more). ` +
        `If it is that person, remember it as "${alike.voice.name}": this interview is then added to that voice. Two voices this alike would keep each other from being named.`,
      { reason: 'SOUNDS_LIKE_REMEMBERED_VOICE', voiceName: alike.voice.name },
    );
  }

  /**
   * The interviews a voice was remembered from, newest first (one per transcript, whatever models measured it); those
   * in transcripts `reader` may not see are left out (auth/visibility.ts).
   */
  async interviewsOf(voice: VoiceSummary, reader: Reader): Promise<VoiceInterview[]> {
    const byTranscript = new Map<string, EnrolmentRecord[]>();
    for (const enrolment of voice.enrolments) byTranscript.set(enrolment.transcript, [...(byTranscript.get(enrolment.transcript) ?? []), enrolment]);
    const titles = await this.transcripts.titlesOf([...byTranscript.keys()]);
    const seen = [...byTranscript].filter(([transcriptId]) => {
      const transcript = titles.get(transcriptId);
      return !transcript || sees(reader, transcript);
    });
    const interviews = seen.map(([transcriptId, enrolments]) => {
      const latest = latestEnrolment(enrolments)!;
      const speech = tenths(enrolments.reduce((sum, enrolment) => sum + enrolment.speech_seconds, 0));
      const transcript = titles.get(transcriptId) ?? null;
      return { transcriptId, title: transcript?.title ?? null, speaker: latest.speaker, speechSeconds: speech, remembered: latest.created, transcript };
    });
    return interviews.sort((a, b) => b.remembered.localeCompare(a.remembered));
  }

  /**
   * Takes one interview out of a voice: its voiceprints are erased as a deleted voice's are (a wrong interview added
   * to a voice, say with sameVoice). The voice's only interview is not taken: that is deleting the voice.
   */
  async forgetInterview(voiceId: string, transcriptId: string): Promise<VoiceSummary> {
    if (!this.enabled) throw turnedOff();
    assertId(voiceId, 'Voice');
    assertId(transcriptId);
    const voice = await this.find(voiceId);
    if (!voice) throw voiceNotFound();
    const from = voice.enrolments.filter((enrolment) => enrolment.transcript === transcriptId);
    if (from.length === 0) throw badInput(`The voice "${voice.name}" was not remembered from this transcript.`);
    if (voice.interviews === 1) throw badInput(`This is the only interview the voice "${voice.name}" was remembered from: delete the voice instead.`);
    for (const enrolment of from) await this.voices.deleteEnrolment(enrolment.id);
    return (await this.find(voiceId))!;
  }

  async rename(id: string, name: string): Promise<VoiceSummary> {
    if (!this.enabled) throw turnedOff();
    assertId(id, 'Voice');
    await this.voices.renameVoice(id, speakerName(name, 'Voice name')).catch(rethrowNotFound);
    const renamed = await this.find(id);
    if (!renamed) throw voiceNotFound();
    return renamed;
  }

  /** Erases the voice and every voiceprint of it from the store (transcripts it named keep their speaker names). */
  async delete(id: string): Promise<string> {
    if (!this.enabled) throw turnedOff();
    assertId(id, 'Voice');
    await this.voices.deleteVoice(id).catch(rethrowNotFound);
    return id;
  }

  /**
   * Names the speakers of a new transcription by voice (after the speaker step): each speaker's voiceprint against
   * every remembered voice of the same model (domain/voices/recognition.ts), and offers the voices left to speakers
   * left unnamed that score close to one (SUGGESTION). Never fails the transcription: anything that goes wrong leaves
   * the speakers as they are, and is logged.
   */
  async nameSpeakers(segments: Segment[], heard: HeardVoices | null | undefined): Promise<NamedSpeakers> {
    const unnamed = { segments, recognized: [], suggested: [] };
    if (!this.enabled || !heard?.speakers.length) return unnamed;
    try {
      return await this.matchVoices(segments, heard);
    } catch (error) {
      this.log(`Naming speakers by voice failed, so they keep their labels: ${(error as Error).message}`);
      return unnamed;
    }
  }

  /** nameSpeakers' naming and offers, failing when the store does. */
  private async matchVoices(segments: Segment[], heard: HeardVoices): Promise<NamedSpeakers> {
    const started = performance.now();
    const known = knownVoices(await this.voices.enrolmentsOfModel(heard.model), await this.voices.listVoices());
    if (known.length === 0) return { segments, recognized: [], suggested: [] };
    const labels = new Set(segments.map((segment) => segment.speaker));
    const nameOf = (voiceId: string) => known.find((voice) => voice.id === voiceId)!.name;
    // A voice whose name another speaker of this transcript already has would join the two: left unnamed.
    const named = recognize(heard.speakers, known, CALIBRATION).filter((match) => !labels.has(nameOf(match.voiceId)));
    const offered = suggest(heard.speakers, known.filter((voice) => !labels.has(voice.name)), named, SUGGESTION);
    const names = new Map(named.map((match) => [match.speaker, nameOf(match.voiceId)]));
    // No names in the log: a deleted voice must not live on there.
    this.log(
      `Named ${named.length} of ${heard.speakers.length} speakers by voice (${known.length} known), offered ${offered.length} in ${(performance.now() - started).toFixed(1)} ms`,
    );
    return {
      segments: segments.map((segment) => (names.has(segment.speaker) ? { ...segment, speaker: names.get(segment.speaker)! } : segment)),
      recognized: named.map((match) => ({ speaker: names.get(match.speaker)!, label: match.speaker, voice: match.voiceId, score: round(match.score) })),
      suggested: offered.map((match) => ({ speaker: match.speaker, voice: match.voiceId, score: round(match.score) })),
    };
  }

  /**
   * Names the speakers of a transcript made before their voices were remembered, as a new transcription's speakers
   * are named (nameSpeakers): each speaker still carrying its numbered label is measured from clean clips of its
   * speech, as rememberVoice measures one (a speaker whose clips sound like two voices is left alone), and compared
   * with every voice remembered now. Clear matches are renamed in one new version and listed as recognised (so
   * forgetRecognition undoes each); close ones are offered. Asked again when nothing the outcome depends on has changed
   * (domain/voices/comparison.ts), it answers at once, without reading the audio (comparedBefore).
   */
  async nameSpeakersAgain(transcriptId: string, edits: Pick<TranscriptEdits, 'renameSpeakers'>): Promise<NamedAgain> {
    if (!this.enabled) throw turnedOff();
    assertId(transcriptId);
    const meta = await this.transcripts.getTranscript(transcriptId);
    if (meta.status !== 'ready' || !meta.currentVersionId) throw badInput('Only a transcribed transcript can have its speakers named by voice.');
    const segments = (await this.transcripts.getVersion(meta.currentVersionId)).segments ?? [];
    const numbered = [...new Set(segments.map((segment) => segment.speaker))].filter(isNumberedSpeaker);
    if (numbered.length === 0) throw badInput('Every speaker of this transcript has a name: only speakers still called "Speaker N" are named by voice.');
    const nothing = (comparedBefore: boolean): NamedAgain => ({ meta, named: [], offered: [], comparedBefore });
    const enrolments = (await this.voices.listEnrolments()).map((enrolment) => enrolment.id);
    if (enrolments.length === 0) return nothing(false);
    // Chosen once: the digest and the measuring both go by them.
    const chosen = numbered.map((speaker) => ({ speaker, ...chooseClips(segments, speaker) }));
    const keyOf = (speakers: readonly string[]) => comparisonKey({ audio: meta.fileId, speakers: chosen.filter(({ speaker }) => speakers.includes(speaker)), enrolments });
    if ((await this.voices.comparedKey(transcriptId)) === keyOf(numbered)) return nothing(true);
    // Recorded once the outcome is stored; a failure to record only means the next pass measures again.
    const remember = (speakers: readonly string[]) =>
      this.voices.recordComparison(transcriptId, keyOf(speakers)).catch((error) => this.log(`Could not record the comparison of ${transcriptId}'s speakers: ${error}`));
    const heard = await this.hear(meta, chosen);
    // matchVoices, not nameSpeakers: a store failure must not be recorded as a comparison that found no one.
    const { recognized, suggested }: Omit<NamedSpeakers, 'segments'> = heard.speakers.length ? await this.matchVoices(segments, heard) : { recognized: [], suggested: [] };
    if (recognized.length === 0 && suggested.length === 0) {
      await remember(numbered);
      return nothing(false);
    }
    const stored = await this.transcripts.getTranscript(transcriptId);
    const replaces = (fresh: readonly { speaker: string }[]) => (entry: { speaker: string }) => !fresh.some((other) => other.speaker === entry.speaker);
    // Recorded before the rename, as a confirmation is (an entry whose name no segment has yet is not shown).
    await this.transcripts.updateTranscript(transcriptId, {
      recognizedSpeakers: [...(stored.recognizedSpeakers ?? []).filter(replaces(recognized)), ...recognized],
      voiceSuggestions: [...(stored.voiceSuggestions ?? []).filter(replaces(suggested)), ...suggested],
    });
    const renamed = recognized.length ? await edits.renameSpeakers(transcriptId, new Map(recognized.map((entry) => [entry.label, entry.speaker]))) : await this.transcripts.getTranscript(transcriptId);
    // The speakers named here are no longer numbered; the others' clips are as they were.
    await remember(numbered.filter((speaker) => !recognized.some((entry) => entry.label === speaker)));
    const names = new Map((await this.voices.listVoices()).map((voice) => [voice.id, voice.name]));
    // A voice deleted meanwhile is left out of the answer.
    const withName = <E extends { voice: string }>(entry: E) => (names.has(entry.voice) ? [{ ...entry, name: names.get(entry.voice)! }] : []);
    return { meta: renamed, named: recognized.flatMap(withName), offered: suggested.flatMap(withName), comparedBefore: false };
  }

  /**
   * A transcript whose engine heard no voiceprints (Deepgram), just READY: its speakers named as on asking, in a
   * version of their own. Never fails: the transcript is made already, and anything that goes wrong is logged.
   */
  async nameFromAudio(transcriptId: string, edits: Pick<TranscriptEdits, 'renameSpeakers'>): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.nameSpeakersAgain(transcriptId, edits);
    } catch (error) {
      this.log(`Naming the speakers of ${transcriptId} by voice from its audio failed, so they keep their labels: ${(error as Error).message}`);
    }
  }

  /** Each speaker's voiceprint from clean clips of its speech (in one pass over the audio), when they sound mostly like one voice (namingVoiceprint). */
  private async hear(meta: Transcript, speakers: ReadonlyArray<{ speaker: string; clips: Clip[]; seconds: number }>): Promise<HeardVoices> {
    const chosen = speakers.filter((speaker) => speaker.seconds >= CALIBRATION.minSeconds);
    if (chosen.length === 0) return { model: '', speakers: [] };
    const heard = await this.voiceprintsOf(meta, chosen.flatMap((speaker) => speaker.clips).sort((a, b) => a[0] - b[0]));
    const clipsAt = new Map(heard.clips.map((clip) => [`${clip.start}-${clip.end}`, clip]));
    return {
      model: heard.model,
      speakers: chosen.flatMap(({ speaker, clips }) => {
        const voiceprint = namingVoiceprint(clips.flatMap(([start, end]) => clipsAt.get(`${start}-${end}`) ?? []));
        return voiceprint ? [{ speaker, ...voiceprint }] : [];
      }),
    };
  }

  /**
   * The transcript's speakers whose voice is remembered: remembered from this interview (the speaker still has the
   * label it was remembered under, or has since taken the voice's name), or named by voice. One entry a speaker.
   */
  async rememberedSpeakers(meta: Transcript, segments: readonly Segment[]): Promise<Array<{ speaker: string; voice: string; name: string }>> {
    if (!this.enabled) return [];
    const present = new Set(segments.map((segment) => segment.speaker));
    const [enrolments, voices, recognized] = await Promise.all([
      this.voices.enrolmentsOfTranscript(meta.id),
      this.voices.listVoices(),
      this.recognizedSpeakers(meta, segments),
    ]);
    const names = new Map(voices.map((voice) => [voice.id, voice.name]));
    const bySpeaker = new Map<string, { speaker: string; voice: string; name: string }>();
    for (const { speaker, voice } of enrolments) {
      const name = names.get(voice);
      const now = present.has(speaker) ? speaker : name !== undefined && present.has(name) ? name : undefined;
      if (name !== undefined && now !== undefined) bySpeaker.set(now, { speaker: now, voice, name });
    }
    for (const { speaker, voice, name } of recognized) if (!bySpeaker.has(speaker)) bySpeaker.set(speaker, { speaker, voice, name });
    return [...bySpeaker.values()];
  }

  /** The transcript's speakers named by voice that still carry that name, with their voices (gone voices left out). */
  recognizedSpeakers(meta: Transcript, segments: readonly Segment[]): Promise<Array<SpeakerRecognition & { name: string }>> {
    return this.withVoiceNames(meta.recognizedSpeakers ?? [], segments);
  }

  /**
   * Stored entries whose speaker the segments still have and whose voice is still remembered, with the voice's name;
   * with `nameFree`, only those whose voice name no speaker has yet.
   */
  private async withVoiceNames<E extends { speaker: string; voice: string }>(
    stored: readonly E[],
    segments: readonly Segment[],
    nameFree = false,
  ): Promise<Array<E & { name: string }>> {
    if (!this.enabled || stored.length === 0) return [];
    const present = new Set(segments.map((segment) => segment.speaker));
    const voices = new Map((await this.voices.listVoices()).map((voice) => [voice.id, voice.name]));
    return stored.flatMap((entry) => {
      const name = voices.get(entry.voice);
      return present.has(entry.speaker) && name !== undefined && !(nameFree && present.has(name)) ? [{ ...entry, name }] : [];
    });
  }

  /**
   * Undoes the naming of `speaker` by voice in one transcript: renamed back to the label it had, as a new version
   * through the version writer (so undo and the history treat it as any rename). A name a person confirmed from an
   * offer also takes back what the confirmation taught the voice (this interview), and the offer stands again.
   */
  async forgetRecognition(transcriptId: string, speaker: string, edits: Pick<TranscriptEdits, 'renameSpeaker'>): Promise<Transcript> {
    assertId(transcriptId);
    const meta = await this.transcripts.getTranscript(transcriptId);
    const entry = (meta.recognizedSpeakers ?? []).find((recognition) => recognition.speaker === speaker);
    if (!entry) throw badInput(`"${speaker}" was not named by voice in this transcript.`);
    if (!entry.confirmed) return edits.renameSpeaker(transcriptId, speaker, entry.label);
    // In this order a failure part way leaves the name and its entry, so forgetting it again finishes the job.
    if (entry.enrolment) await this.takeOutEnrolment(entry.voice, entry.enrolment);
    await edits.renameSpeaker(transcriptId, speaker, entry.label);
    return this.transcripts.updateTranscript(transcriptId, { recognizedSpeakers: await this.recognitionsWithout(transcriptId, speaker) });
  }

  /** Erases one enrolment of a voice, unless it is gone or is all the voice has left (a voice needs a voiceprint). */
  private async takeOutEnrolment(voiceId: string, enrolmentId: string): Promise<void> {
    const enrolments = (await this.find(voiceId))?.enrolments ?? [];
    if (enrolments.length > 1 && enrolments.some((enrolment) => enrolment.id === enrolmentId)) await this.voices.deleteEnrolment(enrolmentId);
  }

  /** The transcript's stored recognitions, read now, without the one of `speaker`. */
  private async recognitionsWithout(transcriptId: string, speaker: string): Promise<SpeakerRecognition[]> {
    return ((await this.transcripts.getTranscript(transcriptId)).recognizedSpeakers ?? []).filter((entry) => entry.speaker !== speaker);
  }

  /**
   * The voices offered to speakers of the transcript left unnamed, while the speaker keeps its label, the voice is
   * still remembered and no speaker has its name yet.
   */
  voiceSuggestions(meta: Transcript, segments: readonly Segment[]): Promise<Array<VoiceSuggestion & { name: string }>> {
    return this.withVoiceNames(meta.voiceSuggestions ?? [], segments, true);
  }

  /**
   * Confirms a suggestion: the interview is added to the voice (as rememberVoice with sameVoice: the person says it is
   * that voice, in whatever language), so the next recording like it is named, and the speaker is renamed after the
   * voice in a new version. When its speech cannot be remembered (too little clear speech, say) the speaker is
   * still named, and the answer says why the voice was left as it was.
   */
  async acceptSuggestion(transcriptId: string, speaker: string, edits: Pick<TranscriptEdits, 'renameSpeaker'>): Promise<AcceptedSuggestion> {
    const { suggestion } = await this.suggestionOf(transcriptId, speaker);
    let notAdded: string | undefined;
    let voice: VoiceSummary | null = null;
    try {
      voice = await this.remember(transcriptId, speaker, suggestion.name, true);
    } catch (error) {
      if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
      notAdded = error.message;
    }
    // Deleted a moment ago by someone else: the speaker is not named after a voice that is gone.
    voice ??= await this.find(suggestion.voice);
    if (!voice) throw voiceNotFound();
    // Recorded before the rename (an entry whose name no segment has yet is not shown), so that forgetting the name
    // takes this interview out of the voice again.
    const added = notAdded === undefined ? latestEnrolment(voice.enrolments.filter((e) => e.transcript === transcriptId && e.speaker === speaker)) : undefined;
    const confirmation: SpeakerRecognition = { speaker: suggestion.name, label: speaker, voice: voice.id, score: suggestion.score, confirmed: true, enrolment: added?.id };
    await this.transcripts.updateTranscript(transcriptId, { recognizedSpeakers: [...(await this.recognitionsWithout(transcriptId, suggestion.name)), confirmation] });
    return { meta: await edits.renameSpeaker(transcriptId, speaker, suggestion.name), voice, notAdded };
  }

  /** Turns a suggestion down: the speaker keeps its label and is not offered that voice again. */
  async dismissSuggestion(transcriptId: string, speaker: string): Promise<Transcript> {
    const { meta } = await this.suggestionOf(transcriptId, speaker);
    return this.transcripts.updateTranscript(transcriptId, { voiceSuggestions: (meta.voiceSuggestions ?? []).filter((entry) => entry.speaker !== speaker) });
  }

  private async suggestionOf(transcriptId: string, speaker: string) {
    if (!this.enabled) throw turnedOff();
    assertId(transcriptId);
    const meta = await this.transcripts.getTranscript(transcriptId);
    const segments = meta.currentVersionId ? ((await this.transcripts.getVersion(meta.currentVersionId)).segments ?? []) : [];
    const suggestion = (await this.voiceSuggestions(meta, segments)).find((entry) => entry.speaker === speaker);
    if (!suggestion) throw badInput(`No voice is offered for "${speaker}" in this transcript.`);
    return { meta, suggestion };
  }

  private async voiceprintsOf(meta: Transcript, clips: Array<[number, number]>): Promise<ClipVoiceprints> {
    const file = await this.transcripts.getFile(meta.fileId);
    const audio = await fetch(await this.transcripts.fileAddress(file));
    if (!audio.ok || !audio.body) throw userError('UPSTREAM_UNAVAILABLE', 'The transcript’s audio could not be read; please try again.');
    const stream = Readable.fromWeb(audio.body as WebStream<Uint8Array>);
    const length = audio.headers.get('content-length');
    try {
      return await this.editor.voiceprints(stream, file.file_type, clips, length === null ? undefined : Number(length));
    } catch (error) {
      if (!(error instanceof EditorServiceError)) throw error;
      throw userError('UPSTREAM_UNAVAILABLE', `The voice could not be measured: ${error.body}`);
    } finally {
      stream.destroy();
    }
  }
}

/** The seconds of speech over some of a voice's interviews. */
export const speechOf = (interviews: readonly VoiceInterview[]) => tenths(interviews.reduce((sum, interview) => sum + interview.speechSeconds, 0));

const latestEnrolment = (enrolments: readonly EnrolmentRecord[]) => enrolments.reduce<EnrolmentRecord | undefined>((a, b) => (a && a.created >= b.created ? a : b), undefined);
const round = (score: number) => Math.round(score * 1000) / 1000;
const tenths = (seconds: number) => Math.round(seconds * 10) / 10;
const voiceNotFound = () => notFound('Voice not found');

function rethrowNotFound(error: unknown): never {
  if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') throw voiceNotFound();
  throw error;
}

function summary(voice: { id: string; name: string }, enrolments: readonly EnrolmentRecord[]): VoiceSummary {
  const mine = enrolments.filter((enrolment) => enrolment.voice === voice.id);
  return {
    id: voice.id,
    name: voice.name,
    interviews: new Set(mine.map((enrolment) => enrolment.transcript)).size,
    speechSeconds: tenths(mine.reduce((sum, enrolment) => sum + enrolment.speech_seconds, 0)),
    enrolments: mine,
  };
}

/** Each voice with enrolments of the model, its voiceprint the mean of theirs. */
function knownVoices(enrolments: readonly EnrolmentRecord[], voices: readonly { id: string; name: string }[]): KnownVoice[] {
  return voices.flatMap((voice) => {
    const mine = enrolments.filter((enrolment) => enrolment.voice === voice.id);
    return mine.length ? [{ id: voice.id, name: voice.name, embedding: centroid(mine.map((enrolment) => enrolment.voiceprint)) }] : [];
  });
}
