import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CALIBRATION, SUGGESTION, type Calibration } from '../../server/domain/voices/calibration.ts';
import { checkEnrolment, likeRememberedVoice, namingVoiceprint, soundsLike, type ClipVoiceprint } from '../../server/domain/voices/enrolment.ts';
import type { HeardSpeaker } from '../../server/domain/voices/heard.ts';
import { recognize, suggest, type KnownVoice } from '../../server/domain/voices/recognition.ts';
import { centroid, cosine } from '../../server/domain/voices/vectors.ts';
import { isNumberedSpeaker } from '../../shared/speaker-labels.ts';
import { metaFieldsOf, type MetaRecord } from '../../server/store/transcript-records.ts';
import { TranscriptsRepo } from '../../server/store/transcripts-repo.ts';
import { ROOT, startChild } from '../lib/processes.ts';
import { gqlData, type BenchProduct } from '../lib/product.ts';
import { pct, type GroupResult, type Row } from '../lib/report.ts';
import { startProductWithEngines, transcribe } from './transcription.ts';

/** The speech worker's environment (`npm run setup`): numpy, onnxruntime and faster-whisper's VAD. */
const PYTHON = path.join(ROOT, 'server/editor-service/speech-worker/.venv/bin/python');
const SCRIPT = path.join(ROOT, 'bench/voices/run.py');
/** Issue 33's goals. */
const GOALS = { namedRight: 0.98, strangersNamed: 0.01, namingShare: 0.01 };
/** The two halves of the voices: the threshold is calibrated on one and reported on the other, and the other way round. */
const FOLDS = [
  ['allison', 'carlo', 'paola', 'july'],
  ['june', 'maxim-ru', 'armelle', 'librivox'],
];

interface Enrolment {
  embedding: number[];
  seconds: number;
}
interface Cluster {
  speaker: number;
  embedding: number[];
  seconds: number;
  truth: string;
  purity: number;
}
interface Conversation {
  voices: string[];
  stranger: string;
  enrolmentSet: number;
  noiseDb: number | null;
  allisonLanguage: string | null;
  duration: number;
  speakerStepSeconds: number;
  voiceprintSeconds: number;
  clusters: Cluster[];
  /** Each voice's speech in the conversation, in seconds (a voice the splicing never gave a turn is absent). */
  speech: Record<string, number>;
}
interface AudioRun {
  model: string;
  enrolments: Record<string, Enrolment[][]>;
  /** A later interview remembered under the same name with sameVoice: Allison's Spanish prompts. */
  laterEnrolments: Record<string, Enrolment[]>;
  /** Per voice, enrolments like a short, rough interview: clips of 1.5–3 s, about 8 s in all, clean or in noise. */
  shortEnrolments: Record<string, Enrolment[][]>;
  strangerOnly: string[];
  conversations: Conversation[];
  pipeline: { enrol: { path: string; voices: string[] }; later: { path: string; voices: string[] } } | null;
}

/** One voice in one conversation: enrolled (should be named) or a stranger (should not be). */
interface Trial {
  voice: string;
  stranger: boolean;
  conversation: Conversation;
}
type Outcome = 'right' | 'wrong' | 'unnamed' | 'named' | 'lost';

/** Wilson's 95 % interval for k of n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
const share = (k: number, n: number) => {
  const [low, high] = wilson(k, n);
  return `${pct(k / n)} (${k} of n=${n}; 95% CI ${pct(low)}–${pct(high)})`;
};

async function audioRun(work: string): Promise<AudioRun> {
  // BENCH_VOICES_AUDIO reuses the audio half's output (bench/voices/run.py --out FILE), to iterate on the rules.
  const reuse = process.env.BENCH_VOICES_AUDIO;
  const out = reuse ?? path.join(work, 'voices.json');
  if (!reuse) {
    const child = startChild('voices bench', PYTHON, [SCRIPT, '--out', out, '--pipeline', work]);
    const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
    await child.stop();
    if (code !== 0) throw new Error(`bench/voices/run.py failed: ${child.output().trim().split('\n').slice(-5).join(' ')}`);
  }
  return JSON.parse(await readFile(out, 'utf8')) as AudioRun;
}

/** An enrolment set's clips as the product's rules take them (only their lengths count, so their starts are their indices). */
const clipsOf = (set: Enrolment[]): ClipVoiceprint[] => set.map((clip, i) => ({ start: i, end: i + clip.seconds, embedding: clip.embedding }));

/** One interview's voiceprint of a voice by the product's enrolment rules, or none when they refuse its clips. */
function interviewPrint(set: Enrolment[]): number[] | undefined {
  const check = checkEnrolment(clipsOf(set));
  return check.agrees ? centroid(check.kept.map((clip) => clip.embedding)) : undefined;
}

/**
 * The gallery a conversation is named against: every enrollable voice but its stranger, from one enrolment set, by the
 * product's rules. With `later`, the voices remembered again from a later interview with sameVoice hold both
 * interviews' voiceprints, as the product keeps them (services/voices.ts: the centroid of a voice's interviews).
 */
function gallery(run: AudioRun, conversation: Conversation, later = false): KnownVoice[] {
  return Object.entries(run.enrolments).flatMap(([name, sets]) => {
    if (name === conversation.stranger || sets.length === 0) return [];
    const first = interviewPrint(sets[conversation.enrolmentSet]);
    if (!first) return [];
    const again = later && run.laterEnrolments[name] ? interviewPrint(run.laterEnrolments[name]) : undefined;
    return [{ id: name, name, embedding: again ? centroid([first, again]) : first }];
  });
}

/**
 * Every voice in every conversation heard for at least the time the product needs to name a speaker; the rest are
 * counted apart (a voice heard for half a second cannot be named by the product's rule, and is no trial of naming).
 */
function trialsOf(run: AudioRun): { trials: Trial[]; tooBrief: number } {
  const all = run.conversations.flatMap((conversation) =>
    conversation.voices.map((voice) => ({ voice, stranger: voice === conversation.stranger || run.strangerOnly.includes(voice), conversation })),
  );
  const trials = all.filter((trial) => (trial.conversation.speech[trial.voice] ?? 0) >= CALIBRATION.minSeconds);
  return { trials, tooBrief: all.length - trials.length };
}

/** A conversation's speakers as the product hears them: one labelled voiceprint per cluster. */
const labelOf = (cluster: Cluster) => `Speaker ${cluster.speaker + 1}`;
const heardIn = (conversation: Conversation): HeardSpeaker[] =>
  conversation.clusters.map((cluster) => ({ speaker: labelOf(cluster), embedding: cluster.embedding, seconds: cluster.seconds }));
/** The labels of the speakers holding mostly the trial's voice. */
const labelsOf = (trial: Trial) => trial.conversation.clusters.filter((cluster) => cluster.truth === trial.voice).map(labelOf);

/** What naming with `calibration` did to one trial's voice. */
function outcome(run: AudioRun, trial: Trial, calibration: Calibration, galleries: Map<Conversation, KnownVoice[]>): Outcome {
  const named = new Map(recognize(heardIn(trial.conversation), galleries.get(trial.conversation)!, calibration).map((match) => [match.speaker, match.voiceId]));
  const mine = labelsOf(trial).map((label) => named.get(label));
  if (mine.length === 0) return 'lost';
  if (trial.stranger) return mine.some(Boolean) ? 'named' : 'unnamed';
  if (mine.some((name) => name && name !== trial.voice)) return 'wrong';
  return mine.includes(trial.voice) ? 'right' : 'unnamed';
}

/** Why an enrolled speaker the rule left unnamed (or named wrong) was missed, the first that applies. */
type MissCause = 'merged into another speaker' | 'another voice scored higher' | 'below the threshold' | 'within the margin' | 'heard too briefly' | 'another speaker took the voice';

function missCause(trial: Trial, calibration: Calibration, galleries: Map<Conversation, KnownVoice[]>): MissCause {
  const mine = trial.conversation.clusters.filter((cluster) => cluster.truth === trial.voice);
  if (mine.length === 0) return 'merged into another speaker';
  const cluster = mine.reduce((longest, other) => (other.seconds > longest.seconds ? other : longest));
  const scores = galleries.get(trial.conversation)!.map((voice) => ({ id: voice.id, score: cosine(cluster.embedding, voice.embedding) })).sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (best.id !== trial.voice) return 'another voice scored higher';
  if (best.score < calibration.threshold) return 'below the threshold';
  if (second && best.score - second.score < calibration.margin) return 'within the margin';
  if (cluster.seconds < calibration.minSeconds) return 'heard too briefly';
  return 'another speaker took the voice';
}

/** The held-out misses by cause, Allison heard in Spanish (enrolled in English) counted apart. */
function missesByCause(run: AudioRun, trials: Trial[], calibration: Calibration, galleries: Map<Conversation, KnownVoice[]>): Map<string, number> {
  const causes = new Map<string, number>();
  for (const trial of trials) {
    if (trial.stranger || outcome(run, trial, calibration, galleries) === 'right') continue;
    const crossLanguage = trial.voice === 'allison' && trial.conversation.allisonLanguage === 'es' ? ' (Allison heard in Spanish)' : '';
    const cause = missCause(trial, calibration, galleries) + crossLanguage;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  return causes;
}

interface Tally {
  /** Enrolled voices the speaker step merged into another speaker: no speaker of their own to name. */
  lost: number;
  named: number;
  right: number;
  wrong: number;
  strangers: number;
  strangersNamed: number;
}
function tally(run: AudioRun, trials: Trial[], calibration: Calibration, galleries: Map<Conversation, KnownVoice[]>): Tally {
  const t: Tally = { lost: 0, named: 0, right: 0, wrong: 0, strangers: 0, strangersNamed: 0 };
  for (const trial of trials) {
    const result = outcome(run, trial, calibration, galleries);
    // A stranger merged into another speaker is not heard on its own: no trial.
    if (trial.stranger && result === 'lost') continue;
    if (result === 'lost') t.lost++;
    if (trial.stranger) {
      t.strangers++;
      if (result === 'named') t.strangersNamed++;
    } else {
      t.named++;
      if (result === 'right') t.right++;
      if (result === 'wrong') t.wrong++;
    }
  }
  return t;
}

/**
 * What the product offers for a person to confirm (recognition.ts suggest, SUGGESTION) once naming with
 * `calibration` is done: per enrolled speaker left unnamed, whether one of its speakers was offered its own voice or
 * another; per stranger left unnamed, whether one of its speakers was offered any voice.
 */
function suggestionTally(trials: Trial[], calibration: Calibration, galleries: Map<Conversation, KnownVoice[]>) {
  const t = { unnamed: 0, offeredOwn: 0, offeredOther: 0, strangers: 0, strangersOffered: 0 };
  for (const trial of trials) {
    const gallery = galleries.get(trial.conversation)!;
    const heard = heardIn(trial.conversation);
    const named = recognize(heard, gallery, calibration);
    const mine = new Set(labelsOf(trial));
    if (mine.size === 0 || named.some((match) => mine.has(match.speaker))) continue;
    const offered = suggest(heard, gallery, named, SUGGESTION).filter((match) => mine.has(match.speaker));
    if (trial.stranger) {
      t.strangers++;
      if (offered.length) t.strangersOffered++;
    } else {
      t.unnamed++;
      if (offered.some((match) => match.voiceId === trial.voice)) t.offeredOwn++;
      else if (offered.length) t.offeredOther++;
    }
  }
  return t;
}

/**
 * The threshold and margin for a set of trials. The threshold alone must keep every stranger unnamed (margin 0):
 * with one remembered voice, the host's say, there is no second-best voice for a margin to work on. Among such
 * thresholds and the margins that leave no enrolled speaker named wrong, the most named right wins; of those, the
 * margin with the widest range of thresholds, and the middle of that range (as far from the strangers' scores as from
 * the enrolled voices').
 */
function calibrate(run: AudioRun, trials: Trial[], galleries: Map<Conversation, KnownVoice[]>): Calibration & { range: [number, number] } {
  const at = (threshold: number, margin: number) => tally(run, trials, { threshold, margin, minSeconds: CALIBRATION.minSeconds }, galleries);
  const strangerSafe = Array.from({ length: 96 }, (_, t) => t / 100).filter((threshold) => at(threshold, 0).strangersNamed === 0);
  let best = { right: -1, width: -1, calibration: { ...CALIBRATION, range: [0, 0] as [number, number] } };
  for (let m = 0; m <= 40; m += 2) {
    const margin = m / 100;
    const feasible = strangerSafe.map((threshold) => ({ threshold, ...at(threshold, margin) })).filter((result) => result.wrong === 0);
    if (!feasible.length) continue;
    const right = Math.max(...feasible.map((f) => f.right));
    const top = feasible.filter((f) => f.right === right).map((f) => f.threshold);
    const range: [number, number] = [Math.min(...top), Math.max(...top)];
    const width = range[1] - range[0];
    // On a tie the larger margin: the same speakers named, with more room between a voice and the next.
    if (right > best.right || (right === best.right && width >= best.width)) {
      best = { right, width, calibration: { threshold: Math.round(((range[0] + range[1]) / 2) * 100) / 100, margin, minSeconds: CALIBRATION.minSeconds, range } };
    }
  }
  return best.calibration;
}

/** Another voice's clips holding about `share` of the speech, taken from the start of its set. */
function intruding(set: Enrolment[], other: Enrolment[], share: number): Enrolment[] {
  const own = set.reduce((sum, clip) => sum + clip.seconds, 0);
  const wanted = (share / (1 - share)) * own;
  const taken: Enrolment[] = [];
  for (const clip of other) {
    if (taken.reduce((sum, c) => sum + c.seconds, 0) >= wanted) break;
    taken.push(clip);
  }
  return taken;
}

/**
 * The product's enrolment rules on the enrolment sets: one voice's clips are accepted; with another voice's clips
 * holding a quarter to a half of the speech they are refused; with one short stray clip of another voice the stray is
 * left out; and a second interview under a remembered name is added for the same voice
 * and refused for another.
 */
function enrolmentChecks(run: AudioRun) {
  const sets = Object.entries(run.enrolments).filter(([, voiceSets]) => voiceSets.length);
  const clips = (set: Enrolment[], from = 0) => set.map((clip, i) => ({ start: from + i * 100, end: from + i * 100 + clip.seconds, embedding: clip.embedding }));
  const count = { genuine: [0, 0], mixed: [0, 0], strays: [0, 0], sameName: [0, 0], otherName: [0, 0], shortGenuine: [0, 0], shortMixed: [0, 0] };
  const tick = (key: keyof typeof count, hit: boolean) => {
    count[key][0] += hit ? 1 : 0;
    count[key][1] += 1;
  };
  for (const [name, voiceSets] of sets) {
    for (const [s, set] of voiceSets.entries()) {
      tick('genuine', !checkEnrolment(clips(set)).agrees);
      const print = centroid(set.map((clip) => clip.embedding));
      for (const [otherName, otherSets] of sets) {
        if (otherName === name) {
          for (const [o, otherSet] of otherSets.entries()) {
            if (o !== s) tick('sameName', likeRememberedVoice(print, [centroid(otherSet.map((clip) => clip.embedding))]).alike);
          }
          continue;
        }
        tick('otherName', !likeRememberedVoice(print, [centroid(otherSets[s].map((clip) => clip.embedding))]).alike);
        tick('mixed', !checkEnrolment([...clips(set), ...clips(intruding(set, otherSets[s], [0.25, 0.35, 0.5][s]), 1e5)]).agrees);
        // The other voice's shortest clip, when it is under 15 % of the speech: one stray stretch.
        const stray = [...otherSets[(s + 1) % otherSets.length]].sort((a, b) => a.seconds - b.seconds)[0];
        if (stray.seconds < 0.15 * (set.reduce((sum, clip) => sum + clip.seconds, 0) + stray.seconds)) {
          const check = checkEnrolment([...clips(set), ...clips([stray], 1e5)]);
          tick('strays', check.agrees && check.kept.every((clip) => clip.start < 1e5));
        }
      }
    }
  }
  const short = Object.entries(run.shortEnrolments);
  for (const [name, voiceSets] of short) {
    for (const [s, set] of voiceSets.entries()) {
      tick('shortGenuine', !checkEnrolment(clips(set)).agrees);
      // Two clips of each other voice's set (3–6 s, a quarter of the speech or more): another voice under the label.
      for (const [otherName, otherSets] of short) {
        if (otherName !== name) tick('shortMixed', !checkEnrolment([...clips(set), ...clips(otherSets[s].slice(0, 2), 1e5)]).agrees);
      }
    }
  }
  return count as Record<keyof typeof count, [number, number]>;
}

/**
 * The product's rule against one person under two names (enrolment.ts soundsLike), on every pair of interviews of the
 * enrolment sets, long and short: a voice remembered from one, a new name asked for the other. Of one voice in one
 * language the new name should be refused; of two voices, never; Allison's Spanish interview against her English ones
 * is counted apart (refused or not, naming is no worse: sameVoice is the answer either way).
 */
function secondNameChecks(run: AudioRun) {
  const interviews = Object.keys(run.enrolments).flatMap((name) =>
    [...run.enrolments[name], ...(run.shortEnrolments[name] ?? [])].flatMap((set) => {
      const print = interviewPrint(set);
      return print ? [{ name, print }] : [];
    }),
  );
  const count = { sameVoice: [0, 0], otherVoice: [0, 0], otherLanguage: [0, 0] };
  const refused = (remembered: number[], asked: number[]) => soundsLike(asked, [{ id: 'v', name: 'v', embedding: remembered }]) !== undefined;
  for (const [a, first] of interviews.entries()) {
    for (const [b, second] of interviews.entries()) {
      if (a === b) continue;
      const key = first.name === second.name ? 'sameVoice' : 'otherVoice';
      count[key][0] += refused(first.print, second.print) ? 1 : 0;
      count[key][1] += 1;
    }
  }
  const spanish = run.laterEnrolments.allison && interviewPrint(run.laterEnrolments.allison);
  for (const english of spanish ? interviews.filter((interview) => interview.name === 'allison') : []) {
    count.otherLanguage[0] += refused(english.print, spanish!) ? 1 : 0;
    count.otherLanguage[1] += 1;
  }
  return count as Record<keyof typeof count, [number, number]>;
}

/**
 * An earlier transcript's speakers named on asking (nameSpeakersByVoice): a speaker's voiceprint is then made from clean
 * clips of its speech (namingVoiceprint), not from the speaker step's windows. Probes: each voice's long sets and
 * its short, rough ones, and Allison's Spanish set; each against every enrolled voice's long set g (g not the probe's
 * own set), with its own voice (a named trial) and without it (a stranger trial). A probe whose clips the rules take
 * for two voices evenly shared is left alone, as the product leaves such a speaker.
 */
function earlierTranscriptChecks(run: AudioRun) {
  const count = { named: 0, right: 0, wrong: 0, offeredOwn: 0, spanish: 0, spanishRight: 0, strangers: 0, strangersNamed: 0, strangersOffered: 0, leftAlone: 0 };
  const galleries = [0, 1, 2].map((g) =>
    Object.entries(run.enrolments).flatMap(([name, sets]): KnownVoice[] => {
      const print = sets[g] && interviewPrint(sets[g]);
      return print ? [{ id: name, name, embedding: print }] : [];
    }),
  );
  const probes = Object.keys(run.enrolments).flatMap((name) => [
    ...run.enrolments[name].map((set, own) => ({ name, set, own, spanish: false })),
    ...(run.shortEnrolments[name] ?? []).map((set) => ({ name, set, own: -1, spanish: false })),
    ...(run.laterEnrolments[name] ? [{ name, set: run.laterEnrolments[name], own: -1, spanish: true }] : []),
  ]);
  for (const probe of probes) {
    const print = namingVoiceprint(clipsOf(probe.set));
    if (!print) {
      count.leftAlone += 1;
      continue;
    }
    const heard: HeardSpeaker[] = [{ speaker: 'Speaker 1', ...print }];
    galleries.forEach((voices, g) => {
      if (g === probe.own) return;
      for (const stranger of [false, true]) {
        const known = stranger ? voices.filter((voice) => voice.id !== probe.name) : voices;
        if (!stranger && !known.some((voice) => voice.id === probe.name)) continue;
        const named = recognize(heard, known, CALIBRATION);
        const offered = named.length ? [] : suggest(heard, known, named, SUGGESTION);
        if (stranger) {
          count.strangers += 1;
          count.strangersNamed += named.length;
          count.strangersOffered += offered.length;
          continue;
        }
        const right = named[0]?.voiceId === probe.name;
        count.named += 1;
        count.right += right ? 1 : 0;
        count.wrong += named.length && !right ? 1 : 0;
        count.offeredOwn += offered[0]?.voiceId === probe.name ? 1 : 0;
        count.spanish += probe.spanish ? 1 : 0;
        count.spanishRight += probe.spanish && right ? 1 : 0;
      }
    });
  }
  return count;
}

/** How many earlier transcripts the library pass is measured on. */
const LIBRARY_SIZE = 200;

/**
 * `count` earlier transcripts sharing one transcript's audio, each with its speakers as the speaker step labelled them
 * (the names given by voice taken back), as a library made before any voice was remembered.
 */
async function seedLibrary(product: BenchProduct, transcriptId: string, count: number): Promise<string[]> {
  const repo = new TranscriptsRepo(product.store);
  const meta = await repo.getTranscript(transcriptId);
  const labels = new Map((meta.recognizedSpeakers ?? []).map((entry) => [entry.speaker, entry.label]));
  const segments = ((await repo.getVersion(meta.currentVersionId)).segments ?? []).map((segment) => ({ ...segment, speaker: labels.get(segment.speaker) ?? segment.speaker }));
  const { fileId, fileUrl, fileType, duration, engine, model, language, speakerEngine } = meta;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const copy = await product.store.call((pb) =>
      pb.collection('transcript_meta').create<MetaRecord>(metaFieldsOf({ title: `Earlier interview ${i + 1}`, fileId, fileUrl, fileType, status: 'ready', duration, engine, model, language, speakerEngine })),
    );
    await repo.appendVersion({ transcriptId: copy.id, base: '', segments, source: 'upload' });
    ids.push(copy.id);
  }
  return ids;
}

/** nameSpeakersByVoice for each transcript in turn, as the Voices page's "Look through the library" asks. */
async function libraryPass(url: string, ids: readonly string[]): Promise<{ seconds: number; named: number; comparedBefore: number }> {
  const started = performance.now();
  let named = 0;
  let comparedBefore = 0;
  for (const id of ids) {
    const answer = (await gqlData(url, 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { named { label } comparedBefore } }', { t: id })).nameSpeakersByVoice;
    named += answer.named.length;
    if (answer.comparedBefore) comparedBefore++;
  }
  return { seconds: (performance.now() - started) / 1000, named, comparedBefore };
}

/** nameSpeakersByVoice asked `times` in a row for one transcript: each answer's milliseconds and comparedBefore. */
async function timedAsks(url: string, transcriptId: string, times: number): Promise<Array<{ ms: number; comparedBefore: boolean }>> {
  const asks = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const answer = await gqlData(url, 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { comparedBefore } }', { t: transcriptId });
    asks.push({ ms: performance.now() - started, comparedBefore: answer.nameSpeakersByVoice.comparedBefore as boolean });
  }
  return asks;
}

/** Naming's share of the whole product's time: a recording transcribed (upload to READY) against the naming the server logged for it. */
async function pipelineShare(product: BenchProduct, pipeline: NonNullable<AudioRun['pipeline']>) {
  const server = await startProductWithEngines(product);
  try {
    const first = await transcribe(server.url, pipeline.enrol.path, {});
    const enrolId = first.id;
    const labels = [...new Set(first.segments.map((segment) => segment.speaker!))];
    for (const [i, label] of labels.entries()) {
      await gqlData(server.url, 'mutation ($t: ID!, $s: String!, $n: String!) { rememberVoice(transcriptId: $t, speaker: $s, name: $n) { id } }', { t: enrolId, s: label, n: `Voice ${i + 1}` });
    }
    const later = await transcribe(server.url, pipeline.later.path, {});
    const naming = /Named (\d+) of (\d+) speakers by voice \((\d+) known\), offered \d+ in ([\d.]+) ms/g;
    const last = [...server.child.output().matchAll(naming)].at(-1);
    if (!last) throw new Error('the server did not log its naming');
    // The first recording was transcribed before any voice was remembered: named on asking, as an earlier transcript.
    const asked = performance.now();
    const again = await gqlData(server.url, 'mutation ($t: ID!) { nameSpeakersByVoice(transcriptId: $t) { named { label } } }', { t: enrolId });
    const earlier = { ms: performance.now() - asked, named: again.nameSpeakersByVoice.named.length as number, speakers: labels.length, seconds: Math.max(0, ...first.segments.flatMap((segment) => segment.words.map((word) => word.end))) };
    // The later recording's stranger keeps "Speaker N": asked twice, as two passes through the library would, the
    // second answered from the comparison recorded.
    const unnamed = later.segments.some((segment) => isNumberedSpeaker(segment.speaker ?? ''));
    const askTwice = unnamed ? await timedAsks(server.url, later.id, 2) : [];
    // A team's back catalogue: the later recording many times over, as heard before its voices were remembered,
    // looked through twice as the Voices page does.
    const library = await seedLibrary(product, later.id, LIBRARY_SIZE);
    const passes = [await libraryPass(server.url, library), await libraryPass(server.url, library)];
    return {
      earlier,
      askTwice,
      passes,
      pipelineMs: later.ms,
      namingMs: Number(last[4]),
      named: Number(last[1]),
      speakers: Number(last[2]),
      labels: [...new Set(later.segments.map((segment) => segment.speaker))],
      enrolledLabels: labels,
    };
  } finally {
    await server.stop();
  }
}

export async function voicesGroup(product: BenchProduct): Promise<GroupResult> {
  const group = 'voices';
  if (!existsSync(PYTHON)) return { group, rows: [], notes: [], skipped: 'the speech worker environment is missing (npm run setup)' };
  const work = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-voices-'));
  try {
    const run = await audioRun(work);
    const galleries = new Map(run.conversations.map((conversation) => [conversation, gallery(run, conversation)]));
    const { trials, tooBrief } = trialsOf(run);
    const inFold = (fold: string[]) => (trial: Trial) => fold.includes(trial.voice);
    // Each half calibrated on its own trials, and reported on the other half's.
    const folds = FOLDS.map((fold, f) => {
      const calibration = calibrate(run, trials.filter(inFold(fold)), galleries);
      const heldOut = trials.filter(inFold(FOLDS[1 - f]));
      return {
        fold,
        calibration,
        result: tally(run, heldOut, calibration, galleries),
        misses: missesByCause(run, heldOut, calibration, galleries),
        offers: suggestionTally(heldOut, calibration, galleries),
      };
    });
    const held = folds.reduce(
      (sum, { result }) => ({
        lost: sum.lost + result.lost, named: sum.named + result.named, right: sum.right + result.right, wrong: sum.wrong + result.wrong,
        strangers: sum.strangers + result.strangers, strangersNamed: sum.strangersNamed + result.strangersNamed,
      }),
      { lost: 0, named: 0, right: 0, wrong: 0, strangers: 0, strangersNamed: 0 },
    );
    const offers = folds.reduce(
      (sum, { offers: o }) => ({
        unnamed: sum.unnamed + o.unnamed, offeredOwn: sum.offeredOwn + o.offeredOwn, offeredOther: sum.offeredOther + o.offeredOther,
        strangers: sum.strangers + o.strangers, strangersOffered: sum.strangersOffered + o.strangersOffered,
      }),
      { unnamed: 0, offeredOwn: 0, offeredOther: 0, strangers: 0, strangersOffered: 0 },
    );
    // The setting the rule picks on every trial: what the product ships (the held-out figures above estimate how it does).
    const overall = calibrate(run, trials, galleries);
    const shipped = tally(run, trials, CALIBRATION, galleries);
    const checks = enrolmentChecks(run);
    const secondNames = secondNameChecks(run);
    const earlier = earlierTranscriptChecks(run);
    const stepSeconds = run.conversations.reduce((sum, c) => sum + c.speakerStepSeconds, 0);
    const printSeconds = run.conversations.reduce((sum, c) => sum + c.voiceprintSeconds, 0);
    const timing = run.pipeline ? await pipelineShare(product, run.pipeline) : undefined;
    const namingShare = timing ? (timing.namingMs + (printSeconds / run.conversations.length) * 1000) / timing.pipelineMs : NaN;

    const rows: Row[] = [
      { measure: 'enrolled speakers named right (held-out half)', product: share(held.right, held.named), target: `≥ ${pct(GOALS.namedRight)}`, met: held.right / held.named >= GOALS.namedRight },
      { measure: 'enrolled speakers named wrong (held-out half)', product: share(held.wrong, held.named), target: 'none', met: held.wrong === 0 },
      { measure: 'strangers given a name (held-out half)', product: share(held.strangersNamed, held.strangers), target: `≤ ${pct(GOALS.strangersNamed)}`, met: held.strangersNamed / held.strangers <= GOALS.strangersNamed },
      { measure: '  of which merged by the speaker step into another speaker (none of their own to name)', product: share(held.lost, held.named) },
      { measure: '  named right among the enrolled speakers the speaker step kept apart', product: share(held.right, held.named - held.lost) },
      {
        measure: '  held-out misses by cause',
        product: [...folds.reduce((all, { misses }) => {
          for (const [cause, count] of misses) all.set(cause, (all.get(cause) ?? 0) + count);
          return all;
        }, new Map<string, number>())].sort((a, b) => b[1] - a[1]).map(([cause, count]) => `${cause} ${count}`).join('; '),
      },
      {
        measure: `offered for a person to confirm (from ${SUGGESTION.threshold}, ${SUGGESTION.margin} ahead): enrolled speakers left unnamed offered their own voice (held-out half)`,
        product: share(offers.offeredOwn, offers.unnamed),
      },
      { measure: '  offered another voice', product: share(offers.offeredOther, offers.unnamed), target: 'none', met: offers.offeredOther === 0 },
      { measure: '  named right, or offered their own voice (held-out half)', product: share(held.right + offers.offeredOwn, held.named) },
      { measure: '  strangers offered a voice (held-out half)', product: share(offers.strangersOffered, offers.strangers) },
      ...folds.map(({ fold, calibration }) => ({
        measure: `calibrated on ${fold.join(', ')}`,
        product: `threshold ${calibration.threshold.toFixed(2)} (no error from ${calibration.range[0].toFixed(2)} to ${calibration.range[1].toFixed(2)}), margin ${calibration.margin.toFixed(2)}`,
      })),
      {
        measure: 'calibrated on all voices (the rule that the product’s setting comes from)',
        product: `threshold ${overall.threshold.toFixed(2)} (no error from ${overall.range[0].toFixed(2)} to ${overall.range[1].toFixed(2)}), margin ${overall.margin.toFixed(2)}`,
      },
      {
        measure: `shipped: threshold ${CALIBRATION.threshold}, margin ${CALIBRATION.margin}, ≥ ${CALIBRATION.minSeconds} s (all trials)`,
        product: `named right ${pct(shipped.right / shipped.named)}, wrong ${shipped.wrong} of ${shipped.named}, strangers named ${shipped.strangersNamed} of ${shipped.strangers}`,
      },
      { measure: 'enrolments of one voice refused as disagreeing', product: share(...checks.genuine), target: 'none', met: checks.genuine[0] === 0 },
      { measure: 'enrolments with another voice holding 25–50 % of the speech refused', product: share(...checks.mixed) },
      { measure: 'enrolments with one stray clip of another voice (< 15 % of the speech): accepted, the stray left out', product: share(...checks.strays) },
      { measure: 'short, rough enrolments of one voice (clips of 1.5–3 s, 8 s in all; clean, 20 and 10 dB noise) refused as disagreeing', product: share(...checks.shortGenuine) },
      { measure: '  the same with two clips of another voice added (3–6 s): refused', product: share(...checks.shortMixed) },
      { measure: 'the same name from another interview: same voice added', product: share(...checks.sameName) },
      { measure: 'the same name from another interview: other voice refused', product: share(...checks.otherName) },
      { measure: 'a new name for a remembered voice (another interview of it, one language): refused as that voice', product: share(...secondNames.sameVoice) },
      { measure: '  the same person in another language (Allison’s Spanish interview against her English ones): refused', product: share(...secondNames.otherLanguage) },
      { measure: 'a new name for another voice: refused as a remembered one', product: share(...secondNames.otherVoice), target: 'none', met: secondNames.otherVoice[0] === 0 },
      {
        measure: 'an earlier transcript’s speaker named on asking (nameSpeakersByVoice: voiceprint from clean clips; shipped setting): enrolled speakers named right',
        product: `${share(earlier.right, earlier.named)}; left unnamed and offered their own voice ${earlier.offeredOwn} of ${earlier.named - earlier.right - earlier.wrong}; Allison’s Spanish named right ${earlier.spanishRight} of ${earlier.spanish}`,
      },
      { measure: '  named wrong', product: share(earlier.wrong, earlier.named), target: 'none', met: earlier.wrong === 0 },
      {
        measure: '  strangers given a name',
        product: `${share(earlier.strangersNamed, earlier.strangers)}; offered a voice ${earlier.strangersOffered}`,
        target: `≤ ${pct(GOALS.strangersNamed)}`,
        met: earlier.strangersNamed / earlier.strangers <= GOALS.strangersNamed,
      },
      { measure: '  speakers left alone (their clips taken for two voices evenly shared)', product: `${earlier.leftAlone} of the probes` },
      { measure: 'voiceprints in the speaker step (worker)', product: `${((printSeconds / stepSeconds) * 100).toFixed(3)}% of the speaker step (${((printSeconds / run.conversations.length) * 1000).toFixed(2)} ms per recording)` },
    ];
    if (timing) {
      rows.push({
        measure: `naming's share of the whole product's time (${path.basename(run.pipeline!.later.path)}, upload to READY)`,
        product: `${pct(namingShare)} (server ${timing.namingMs.toFixed(1)} ms + worker voiceprints, of ${(timing.pipelineMs / 1000).toFixed(1)} s; ${timing.named} of ${timing.speakers} speakers named: ${timing.labels.join(', ')})`,
        target: `≤ ${pct(GOALS.namingShare)}`,
        met: namingShare <= GOALS.namingShare,
      });
    }
    if (timing) {
      const { earlier: asked } = timing;
      rows.push({
        measure: `  naming an earlier transcript on asking (${path.basename(run.pipeline!.enrol.path)}, ${asked.seconds.toFixed(0)} s to its last word, transcribed before its voices were remembered)`,
        product: `${(asked.ms / 1000).toFixed(2)} s, ${asked.named} of ${asked.speakers} speakers named`,
      });
      const [measured, remembered] = timing.askTwice;
      if (measured && remembered) {
        rows.push({
          measure: `  asked again with nothing changed (${path.basename(run.pipeline!.later.path)}, its stranger still numbered), as a second pass through the library: answered from the comparison recorded`,
          product: `${remembered.ms.toFixed(0)} ms (comparedBefore ${remembered.comparedBefore}), against ${(measured.ms / 1000).toFixed(2)} s measured`,
          target: 'comparedBefore, no measuring',
          met: remembered.comparedBefore && !measured.comparedBefore,
        });
      }
      const [first, second] = timing.passes;
      rows.push({
        measure: `  a pass through a library of ${LIBRARY_SIZE} earlier transcripts (${path.basename(run.pipeline!.later.path)} each, every speaker numbered), then a second pass with nothing changed`,
        product: `first ${first.seconds.toFixed(1)} s (${first.named} speakers named), second ${second.seconds.toFixed(1)} s (${second.comparedBefore} of ${LIBRARY_SIZE} comparedBefore)`,
        target: 'second: every transcript comparedBefore',
        met: second.comparedBefore === LIBRARY_SIZE,
      });
    }
    const byNoise = [null, 20, 10].map((noise) => {
      const some = trials.filter((trial) => trial.conversation.noiseDb === noise);
      const t = tally(run, some, CALIBRATION, galleries);
      return `${noise === null ? 'clean' : `noise ${noise} dB below`}: ${t.right}/${t.named} named right, ${t.strangersNamed}/${t.strangers} strangers named`;
    });
    const spanish = trials.filter((trial) => trial.voice === 'allison' && !trial.stranger && trial.conversation.allisonLanguage === 'es');
    const spanishRight = tally(run, spanish, CALIBRATION, galleries);
    const spanishOffers = suggestionTally(spanish, CALIBRATION, galleries);
    // After a Spanish interview of hers was remembered as Allison with sameVoice ("It is the same person").
    const laterGalleries = new Map(run.conversations.map((conversation) => [conversation, gallery(run, conversation, true)]));
    const spanishLater = tally(run, spanish, CALIBRATION, laterGalleries);
    const allLater = tally(run, trials, CALIBRATION, laterGalleries);
    rows.splice(
      5,
      0,
      { measure: '  Allison enrolled in English, heard in Spanish (shipped setting, all trials)', product: share(spanishRight.right, spanishRight.named) },
      { measure: '  the same, left unnamed and offered her own voice to confirm', product: share(spanishOffers.offeredOwn, spanishOffers.unnamed) },
      {
        measure: '  the same, after one Spanish interview of hers was remembered as her with sameVoice (“It is the same person”)',
        product: `${share(spanishLater.right, spanishLater.named)}; all trials then: ${allLater.wrong} named wrong, ${allLater.strangersNamed} of ${allLater.strangers} strangers named`,
      },
      { measure: `  voices heard for less than the ${CALIBRATION.minSeconds} s the product needs to name a speaker (not trials)`, product: `${tooBrief} of ${tooBrief + trials.length} voice appearances` },
    );
    const notes = [
      `Voices: ${Object.keys(run.enrolments).join(', ')} (bench/speakers/SOURCES.md: Debian's asterisk prompt packages and LibriVox, every distinct real voice the fixtures reach; the LibriVox reader has 24 s of speech, so it is only ever a stranger). Model ${run.model}.`,
      `Enrolment: three disjoint sets of ≥ 24 s of each voice's prompts (Allison's from her English ones), each prompt a clip, checked and averaged by the product's rules (server/domain/voices). Tests: ${run.conversations.length} spliced conversations (bench/voices/run.py) of 2 or 3 voices, about 40 s, from the voices' other prompts, through the speaker step as the worker runs it (Silero VAD, CAM++ windows, clustering with the count found, voiceprints of each cluster). Conversation i leaves one voice out of the gallery in turn and includes it as the stranger; partners vary; clean, 20 dB and 10 dB pink noise in turn; Allison speaks English or Spanish in turn (enrolled in English; ${spanishRight.right} of ${spanishRight.named} of her Spanish appearances named right). Her later interview, remembered with sameVoice for the row after it, is one more set of ≥ 24 s of her Spanish prompts, kept out of the conversations.`,
      `A trial is one voice in one conversation where it speaks for at least ${CALIBRATION.minSeconds} s (the product names no speaker heard for less; ${tooBrief} appearances were shorter and are not counted): named right when a speaker holding mostly its speech got its name, wrong when such a speaker got another name; a stranger is named when a speaker holding mostly its speech got any name. Trials of one voice across conversations share that voice, so the intervals (Wilson) are on trials, not on the 8 voices.`,
      `Calibration: the threshold and margin are chosen on the trials of half of the voices (as enrolled voices and as strangers) and the figures above are on the other half's trials only, both ways round. The rule: a threshold that names no stranger of the calibration half by itself (with one remembered voice there is no second best for the margin), a margin that names no enrolled speaker wrong, the most named right; then the margin with the widest range of such thresholds, and the middle of that range. The shipped setting (server/domain/voices/calibration.ts, docs/models.md) is the one the rule picks on all voices; the held-out figures estimate how it does on voices it was not tuned on.`,
      `By noise (shipped setting): ${byNoise.join('; ')}.`,
    ];
    if (timing) {
      notes.push(
        `Whole product: ${path.basename(run.pipeline!.enrol.path)} (carlo and june from their enrolment prompts) uploaded and each speaker remembered (${timing.enrolledLabels.join(', ')}), then ${path.basename(run.pipeline!.later.path)} (carlo, june and july, other prompts, 20 dB noise) uploaded: its speakers came back as ${timing.labels.join(', ')} (${timing.named} of ${timing.speakers} named). The server logs the time naming took; the worker's share is the voiceprints' mean time per bench recording.`,
      );
    }
    return { group, rows, notes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
