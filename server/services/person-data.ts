import { strToU8, zipSync, type Zippable } from 'fflate';
import { badInput, notFound } from '../domain/errors.ts';
import { findName, foldText, replaceName } from '../domain/person-names.ts';
import {
  chapterPlace,
  SHOW_NOTES_PLACE,
  commentMatches,
  matchId,
  matchKey,
  rewriteTranscript,
  transcriptMatches,
  wordsOf,
  type GatheredTranscript,
  type Person,
  type PersonMatch,
} from '../domain/person-matches.ts';
import { termListKey } from '../domain/pseudonyms/pseudonym.ts';
import type { LiveEvents } from '../events/live-events.ts';
import type { ErasureCounts, PersonDataRepo, PersonRecords } from '../store/person-data-repo.ts';
import { removeUpgradeCopies } from '../store/store-upgrade.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { Audit } from './transcripts.ts';
import type { VersionWriter } from './version-writer.ts';

/** What a person's data was found to be: the matches, and what they were found in (for exporting and erasing). */
interface Found {
  matches: PersonMatch[];
  words: string | undefined;
  transcripts: Map<string, GatheredTranscript>;
  records: PersonRecords;
}

/** A person's data as exported: a zip of `person.json` (the chosen matches) and the audio of transcripts they speak in. */
export interface PersonExport {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** The label of the version an erasure writes on each transcript it rewrote (never what was erased). */
const ERASURE_LABEL = 'Personal data erased';

/**
 * Finding, exporting and erasing one person's data across the library (issue 51 item 4), for owners (the role gate).
 * Matches are found afresh on every call, and their ids are derived from what they name (domain/person-matches.ts), so
 * the owner's choice from `find` names the same things in `export` and `erase`.
 */
export class PersonDataService {
  constructor(
    private readonly people: PersonDataRepo,
    private readonly repo: TranscriptsRepo,
    /** The request's writer: its lock orders the erasure with the transcripts' other changes; its author is the erasure's. */
    private readonly writer: VersionWriter,
    private readonly live: LiveEvents,
    private readonly audit: Audit,
    /** The data dir, where the server runs PocketBase itself (the upgrade copies are there); undefined otherwise. */
    private readonly dataDir: string | undefined,
    /** Tells every server that these review link tokens are gone (their open streams end): auth/who-is-asking.ts. */
    private readonly linksGone: (tokenHashes: string[]) => void,
  ) {}

  async find(person: Person): Promise<PersonMatch[]> {
    return (await this.gather(person)).matches;
  }

  private async gather(person: Person): Promise<Found> {
    const records = await this.people.others();
    const voice = 'voiceId' in person ? records.voices.find(({ id }) => id === person.voiceId) : undefined;
    if ('voiceId' in person && !voice) throw notFound('No known voice has this id.');
    const words = wordsOf(person);
    const voices = voice ? [voice] : records.voices.filter(({ name }) => words !== undefined && findName(name, words).length > 0);
    const voiceIds = new Set(voices.map(({ id }) => id));
    const { found, speakers, transcripts: heads } = await this.people.candidates(words ? ftsPhrase(words) : '');
    const candidates = new Set(found);
    for (const { transcriptId, speaker } of speakers) if (words && findName(speaker, words).length) candidates.add(transcriptId);
    for (const head of heads) {
      const named = (text: string) => words !== undefined && findName(text, words).length > 0;
      if (named(head.title) || head.chapterTitles.some(named) || named(head.showNotes) || head.recognizedSpeakers.some((entry) => voiceIds.has(entry.voice) || (words && findName(entry.speaker, words).length))) candidates.add(head.id);
    }
    const enrolled = records.enrolments.filter((enrolment) => voiceIds.has(enrolment.voice));
    for (const { transcript } of enrolled) candidates.add(transcript);
    const transcripts = new Map<string, GatheredTranscript>();
    const matches: PersonMatch[] = [];
    for (const id of candidates) {
      const transcript = await this.people.transcript(id);
      transcripts.set(id, transcript);
      // Their voice speaks as the speakers it was remembered from or recognised as here.
      const voiced = new Set([
        ...enrolled.filter((enrolment) => enrolment.transcript === id).map((enrolment) => enrolment.speaker),
        ...transcript.recognizedSpeakers.filter((entry) => voiceIds.has(entry.voice)).map((entry) => entry.speaker),
      ]);
      matches.push(...transcriptMatches(transcript, words, voiced));
    }
    for (const { id } of voices) matches.push({ id: matchId(['voice', id]), kind: 'voice', transcriptId: null, snippet: null });
    for (const link of records.reviewLinks) {
      if (words && findName(link.reviewerName, words).length) matches.push({ id: matchId(['reviewLink', link.id]), kind: 'reviewLink', transcriptId: link.transcript, snippet: link.reviewerName });
    }
    for (const comment of records.comments) {
      if (commentMatches(comment, person, words)) matches.push({ id: matchId(['comment', comment.id]), kind: 'comment', transcriptId: comment.transcript, snippet: comment.text });
    }
    for (const highlight of records.highlights) {
      const { note: text, quote, author } = highlight;
      if (commentMatches({ text, quote, author }, person, words)) matches.push({ id: matchId(['highlight', highlight.id]), kind: 'highlight', transcriptId: highlight.transcript, snippet: quote });
    }
    return { matches, words, transcripts, records };
  }

  /** The chosen matches, each of which must be one `find` answers now. */
  private chosen(matches: readonly PersonMatch[], matchIds: readonly string[]): PersonMatch[] {
    if (!matchIds.length) throw badInput('Choose at least one match (matchIds) from personData.');
    const byId = new Map(matches.map((match) => [match.id, match]));
    return [...new Set(matchIds)].map((id) => {
      matchKey(id); // an id that is no match id at all is told apart from one that matches nothing now
      const match = byId.get(id);
      if (!match) throw badInput(`${id} is not one of this person's matches now: ask personData again.`);
      return match;
    });
  }

  /** A zip of the chosen matches as JSON (`person.json`), with the audio of each transcript where a chosen speaker is theirs. */
  async export(person: Person, matchIds: readonly string[]): Promise<PersonExport> {
    const found = await this.gather(person);
    const chosen = this.chosen(found.matches, matchIds);
    const files: Zippable = {};
    /** Each transcript's audio in the zip, by transcript id (once, however many of its speakers are chosen). */
    const audioPaths = new Map<string, string>();
    const entries = [];
    for (const match of chosen) {
      const key = matchKey(match.id);
      const entry: Record<string, unknown> = { id: match.id, kind: match.kind, transcriptId: match.transcriptId, snippet: match.snippet };
      if (key[0] === 'text') {
        const chapterId = key[2].startsWith(chapterPlace('')) ? key[2].slice(chapterPlace('').length) : null;
        if (chapterId) entry.chapterId = chapterId;
        else if (key[2] === SHOW_NOTES_PLACE) entry.showNotes = true;
        else entry.segmentId = key[2] || null;
      } else if (key[0] === 'speaker') {
        const transcript = await this.repo.getTranscript(key[1]);
        const segments = transcript.currentVersionId ? (await this.repo.getVersion(transcript.currentVersionId)).segments : [];
        entry.speaker = key[2];
        entry.segments = segments.filter((segment) => segment.speaker === key[2]).map(({ id, start, end, text }) => ({ id, start, end, text }));
        if (transcript.fileId && !audioPaths.has(transcript.id)) {
          const file = await this.repo.getFile(transcript.fileId);
          const audio = await fetch(await this.repo.fileAddress(file));
          if (!audio.ok) throw new Error(`The audio of transcript ${transcript.id} could not be read (${audio.status})`);
          audioPaths.set(transcript.id, `audio/${transcript.id}-${file.file}`);
          files[audioPaths.get(transcript.id)!] = new Uint8Array(await audio.arrayBuffer());
        }
        entry.audio = audioPaths.get(transcript.id) ?? null;
      } else if (key[0] === 'voice') {
        entry.voice = found.records.voices.find(({ id }) => id === key[1]);
      } else if (key[0] === 'reviewLink') {
        entry.reviewLink = found.records.reviewLinks.find(({ id }) => id === key[1]);
      } else if (key[0] === 'comment') {
        entry.comment = found.records.comments.find(({ id }) => id === key[1]);
      } else if (key[0] === 'highlight') {
        entry.highlight = found.records.highlights.find(({ id }) => id === key[1]);
      }
      entries.push(entry);
    }
    files['person.json'] = strToU8(JSON.stringify({ person, exportedAt: new Date().toISOString(), matches: entries }, null, 2));
    return { filename: 'personal-data.zip', mimeType: 'application/zip', bytes: zipSync(files) };
  }

  /**
   * Erases the chosen matches (see README, "Finding, exporting and erasing one person"): the transcripts holding chosen
   * text or speakers are rewritten in every version, in one store transaction, and given a version that older drafts
   * are refused against; chosen voices, review links, comments and highlights are removed; the audio of those transcripts when
   * `audio`. Pseudonym entries whose term names the person (the library's, and those transcripts' own) and those
   * transcripts' dismissed suggestions naming them go too, a term being the name itself; but only where no unchosen
   * occurrence is left for them to hide (the library's when none is left anywhere). Every server
   * forgets what it kept of them; the audit log records that an erasure happened, not whom.
   */
  async erase(person: Person, matchIds: readonly string[], replacement: string, audio: boolean): Promise<ErasureCounts> {
    if (replacement.length > 100) throw badInput('replacement is longer than 100 characters.');
    if (findName(replacement, wordsOf(person) ?? '').length) throw badInput('replacement must not hold what it replaces.');
    const chosen = this.chosen(await this.find(person), matchIds);
    const touched = [...new Set(chosen.filter((match) => match.kind === 'text' || match.kind === 'speaker').map((match) => match.transcriptId!))].sort();
    // Found again under the transcripts' locks, so no change slips in between reading and rewriting them.
    const { counts, linkHashes } = await lockAll(this.writer, touched, async () => {
      const found = await this.gather(person);
      const ids = new Set(this.chosen(found.matches, matchIds).map(({ id }) => id));
      const keys = [...ids].map(matchKey);
      const needles = spellings(found.words);
      const entries = found.words ? await this.people.auditEntries(needles) : [];
      const audit = entries.map((entry) => ({ id: entry.id, subject: replaceName(entry.subject, found.words!, replacement) })).filter((entry, i) => entry.subject !== entries[i].subject);
      const rewritten = new Set(touched);
      // An occurrence left unchosen ("ADA" the organisation) still needs its pseudonym: a list naming the person goes
      // only where nothing it hides is left (the library's: nowhere; a transcript's: not in that transcript).
      const left = found.matches.filter((match) => (match.kind === 'text' || match.kind === 'speaker') && !ids.has(match.id));
      const leftIn = new Set(left.map((match) => match.transcriptId));
      const cleared = (transcript: string) => rewritten.has(transcript) && !leftIn.has(transcript);
      const named = (...terms: string[]) => found.words !== undefined && namesPerson(terms, found.words);
      const erased = await this.people.erase({
        transcripts: touched.map((id) => rewriteTranscript(found.transcripts.get(id)!, ids, found.words, replacement)),
        comments: keys.flatMap((key) => (key[0] === 'comment' ? [key[1]] : [])),
        highlights: keys.flatMap((key) => (key[0] === 'highlight' ? [key[1]] : [])),
        reviewLinks: keys.flatMap((key) => (key[0] === 'reviewLink' ? [key[1]] : [])),
        voices: keys.flatMap((key) => (key[0] === 'voice' ? [key[1]] : [])),
        pseudonyms: found.records.pseudonyms.filter((entry) => (entry.transcript ? cleared(entry.transcript) : left.length === 0) && named(entry.term, entry.termKey)).map(({ id }) => id),
        dismissals: found.records.dismissals.filter((entry) => cleared(entry.transcript) && named(entry.termKey)).map(({ id }) => id),
        audio: audio ? touched : [],
        audit,
        needles: [...needles, ...needles.map(encodeURIComponent), ...needles.map((needle) => encodeURIComponent(needle).replace(/%20/g, '+'))],
        label: ERASURE_LABEL,
        author: this.writer.author,
      });
      const linkHashes = found.records.reviewLinks.filter((link) => ids.has(matchId(['reviewLink', link.id]))).map((link) => link.hash);
      return { counts: erased, linkHashes };
    });
    if (this.dataDir) await removeUpgradeCopies(this.dataDir);
    if (linkHashes.length) this.linksGone(linkHashes);
    this.live.erased(touched);
    for (const id of touched) this.live.transcriptChanged(id, 'UPDATED');
    await this.audit('person-erased', this.writer.author, describe(counts), this.writer.address);
    return counts;
  }
}

/** The erasure's counts, for the audit log: what was erased, never whose. */
function describe(counts: ErasureCounts): string {
  return `${counts.transcripts} transcript(s), ${counts.versions} version(s), ${counts.comments} comment(s), ${counts.highlights} highlight(s), ${counts.voices} voice(s), ${counts.reviewLinks} review link(s)`;
}

/**
 * Whether a pseudonym's term (or a dismissal's term key) names the person: found as the erasure finds text (whole
 * words, case and accents aside; a term holding the name, "Dr Zoë Quist", names them too), or by the name's key as
 * terms are compared (domain/pseudonyms/pseudonym.ts), so "Zoë Q." finds the key "zoe q".
 */
function namesPerson(terms: readonly string[], words: string): boolean {
  const key = termListKey(words);
  return terms.some((term) => findName(term, words).length > 0 || findName(term, key).length > 0);
}

/** An FTS5 phrase of the words' tokens, as the search index tokenizes them (unicode61, accents removed). */
function ftsPhrase(words: string): string {
  const tokens = foldText(words).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return tokens.length ? `"${tokens.join(' ')}"` : '';
}

/** The spellings SQL LIKE is asked for (it folds ASCII case only): as given, without accents, and in each case. */
function spellings(words: string | undefined): string[] {
  if (!words) return [];
  const bare = words.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  const forms = [words, bare].flatMap((form) => [form, form.toLowerCase(), form.toUpperCase(), form.normalize('NFD')]);
  return [...new Set(forms)].map((form) => form.replace(/[%_\\]/g, ''));
}

/** Runs `task` holding each transcript's lock (taken in id order, so two such tasks cannot wait on each other). */
function lockAll<T>(writer: VersionWriter, ids: readonly string[], task: () => Promise<T>): Promise<T> {
  if (!ids.length) return task();
  return writer.exclusive(ids[0], () => lockAll(writer, ids.slice(1), task));
}
