import type { BleepSpans } from '../audio/bleep-spans.ts';
import { authorOf, type Identity } from '../auth/identity.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import { may } from '../auth/roles.ts';
import { onlyShareOf, readerOf, sees, seesOriginals, type Pseudonymised } from '../auth/visibility.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import { heardSpans, pseudonymiseText } from '../domain/pseudonyms/apply.ts';
import { termWords } from '../domain/pseudonyms/match.ts';
import { termsForModel, type LlmPseudonymise, type PlaceholderTerm } from '../domain/pseudonyms/placeholders.ts';
import { mergeLists, nextReplacement, termListKey, type Pseudonym, type PseudonymKind } from '../domain/pseudonyms/pseudonym.ts';
import { suggestPseudonyms, type PseudonymSuggestion } from '../domain/pseudonyms/suggest.ts';
import type { Segment } from '../domain/segment-types.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { PseudonymsRepo } from '../store/pseudonyms-repo.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { currentSegments } from './current-transcript.ts';
import { assertId } from './record-id.ts';
import type { Audit } from './transcripts.ts';

const TERM_MAX = 200;

/** The transcript with its title pseudonymised and the list its other texts are read through (Transcript.shownWith). */
const shownThrough = (transcript: Transcript, list: Pseudonym[]): Transcript => ({ ...transcript, title: pseudonymiseText(transcript.title, list), shownWith: list });
const REPLACEMENT_MAX = 100;

/** A person who may be granted a transcript's originals: a disabled account cannot be. */
export type PersonOf = (userId: string) => Promise<{ id: string; disabled: boolean }>;

/**
 * Pseudonym lists, per transcript and library-wide, their suggestions, and who sees a transcript's originals
 * (README "Pseudonyms"). Setting them is for editors and owners (the role table); a transcript's list is found only
 * by those who see the transcript (auth/visibility.ts), as the transcript itself.
 */
export class PseudonymService {
  constructor(
    private readonly pseudonyms: PseudonymsRepo,
    private readonly transcripts: TranscriptsRepo,
    private readonly personOf: PersonOf,
    private readonly audit: Audit,
    private readonly llmMode: LlmPseudonymise,
    /** A list changed (a transcript's, or null: the library's): search stops serving what was made with it (services/search-shown.ts). */
    private readonly listChanged: (transcriptId: string | null) => Promise<void> = async () => undefined,
  ) {}

  /** A transcript's list merged with the library's (its own entry wins on a clash); the library's alone for null. */
  async list(identity: Identity, transcriptId: string | null): Promise<Pseudonym[]> {
    if (transcriptId === null) return this.pseudonyms.list(null);
    await this.editable(identity, transcriptId);
    return this.applying(transcriptId);
  }

  /** Adds a term to a list, or changes its entry there; no replacement takes the next free one of its kind. */
  async set(facts: RequestFacts, entry: { transcriptId: string | null; term: string; kind: PseudonymKind; replacement: string | null }): Promise<Pseudonym> {
    if (entry.transcriptId !== null) await this.editable(facts.identity, entry.transcriptId);
    const term = entry.term.trim();
    if (termWords(term).length === 0) throw badInput('A term needs a letter or a digit.');
    if (term.length > TERM_MAX) throw badInput(`A term has at most ${TERM_MAX} characters.`);
    const given = entry.replacement?.trim();
    if (given !== undefined && (given === '' || given.length > REPLACEMENT_MAX)) throw badInput(`A replacement has 1 to ${REPLACEMENT_MAX} characters.`);
    if (given !== undefined && termWords(given).join(' ') === termListKey(term)) throw badInput('A replacement must differ from its term.');
    const replacement = given ?? nextReplacement(entry.kind, await this.takenBesides(entry.transcriptId, term));
    const set = await this.pseudonyms.set({ transcriptId: entry.transcriptId, term, kind: entry.kind, replacement }, termListKey(term));
    await this.listChanged(entry.transcriptId);
    return set;
  }

  async remove(facts: RequestFacts, id: string): Promise<boolean> {
    assertId(id, 'Pseudonym');
    const pseudonym = await this.pseudonyms.get(id).catch(() => {
      throw notFound('Pseudonym not found');
    });
    if (pseudonym.transcriptId !== null) await this.editable(facts.identity, pseudonym.transcriptId, 'Pseudonym not found');
    await this.pseudonyms.remove(id);
    await this.listChanged(pseudonym.transcriptId);
    return true;
  }

  /** Terms in the transcript worth a pseudonym, not listed yet and not dismissed (domain/pseudonyms/suggest.ts). */
  async suggest(identity: Identity, transcriptId: string): Promise<PseudonymSuggestion[]> {
    const transcript = await this.editable(identity, transcriptId);
    const [segments, listed, dismissed] = await Promise.all([this.segmentsOf(transcript), this.applying(transcriptId), this.pseudonyms.dismissed(transcriptId)]);
    return suggestPseudonyms(segments, transcript.transcribeOptions?.vocabulary ?? [], listed, dismissed);
  }

  /** Turns a suggestion down for good on this transcript. */
  async dismiss(facts: RequestFacts, transcriptId: string, term: string): Promise<boolean> {
    await this.editable(facts.identity, transcriptId);
    const key = termListKey(term);
    if (!key) throw badInput('A term needs a letter or a digit.');
    await this.pseudonyms.dismiss(transcriptId, key);
    return true;
  }

  async setPseudonymised(facts: RequestFacts, transcriptId: string, pseudonymised: boolean): Promise<Transcript> {
    const transcript = await this.editable(facts.identity, transcriptId);
    if ((transcript.pseudonymised ?? false) === pseudonymised) return transcript;
    const changed = await this.transcripts.updateTranscript(transcriptId, { pseudonymised });
    await this.audit(pseudonymised ? 'transcript-pseudonymised' : 'transcript-not-pseudonymised', authorOf(facts.identity), transcriptId, facts.address);
    return changed;
  }

  /** Lets a person see the transcript's originals although they are a viewer (again: nothing changes). */
  async grantOriginals(facts: RequestFacts, transcriptId: string, userId: string): Promise<Transcript> {
    const transcript = await this.editable(facts.identity, transcriptId);
    assertId(userId, 'User');
    const person = await this.personOf(userId).catch(() => {
      throw notFound('User not found');
    });
    if (person.disabled) throw badInput('That account is disabled.');
    const grants = transcript.originalsGrants ?? [];
    if (grants.includes(userId)) return transcript;
    const changed = await this.transcripts.updateTranscript(transcriptId, { originalsGrants: [...grants, userId] });
    await this.audit('originals-granted', authorOf(facts.identity), transcriptId, facts.address);
    return changed;
  }

  async revokeOriginals(facts: RequestFacts, transcriptId: string, userId: string): Promise<Transcript> {
    const transcript = await this.editable(facts.identity, transcriptId);
    const grants = transcript.originalsGrants ?? [];
    if (!grants.includes(userId)) return transcript;
    const changed = await this.transcripts.updateTranscript(transcriptId, { originalsGrants: grants.filter((granted) => granted !== userId) });
    await this.audit('originals-revoked', authorOf(facts.identity), transcriptId, facts.address);
    return changed;
  }

  /**
   * The transcript as `identity` is shown it: itself when they see originals (auth/visibility.ts seesOriginals), else
   * with its title pseudonymised and the list its texts are read through (Transcript.shownWith).
   */
  async asSeenBy(identity: Identity, transcript: Transcript): Promise<Transcript> {
    const list = await this.shownWith(identity, transcript);
    return list ? shownThrough(transcript, list) : transcript;
  }

  /** The list `identity` reads the transcript's texts through; undefined when they see its originals (seesOriginals). */
  async shownWith(identity: Identity, transcript: Pseudonymised & Pick<Transcript, 'id'>): Promise<Pseudonym[] | undefined> {
    return seesOriginals(identity, transcript) ? undefined : this.applying(transcript.id);
  }

  /** The transcript as those who see pseudonyms are shown it, whoever asks (an editor's pseudonymised export). */
  async pseudonymised(transcript: Transcript): Promise<Transcript> {
    return shownThrough(transcript, await this.applying(transcript.id));
  }

  /** Several transcripts (a list's page, search hits' transcripts) as `identity` is shown them, the library's list read once. */
  async allAsSeenBy(identity: Identity, transcripts: readonly Transcript[]): Promise<Transcript[]> {
    const hidden = [...new Set(transcripts.filter((transcript) => !seesOriginals(identity, transcript)).map((transcript) => transcript.id))];
    if (hidden.length === 0) return [...transcripts];
    const library = await this.pseudonyms.list(null);
    const lists = new Map(await Promise.all(hidden.map(async (id) => [id, mergeLists(await this.pseudonyms.list(id), library)] as const)));
    return transcripts.map((transcript) => {
      const list = lists.get(transcript.id);
      return list ? shownThrough(transcript, list) : transcript;
    });
  }

  /**
   * What `identity` must not hear of the transcript's recording: where its current version's words say a listed term
   * (heardSpans); nothing when they see originals.
   */
  async hiddenSpans(identity: Identity, transcript: Transcript): Promise<BleepSpans> {
    if (seesOriginals(identity, transcript)) return [];
    const [list, segments] = await Promise.all([this.applying(transcript.id), this.segmentsOf(transcript)]);
    return heardSpans(segments, list);
  }

  /** What the language model is sent as placeholders for this transcript (TAPESCRIPT_LLM_PSEUDONYMISE; termsForModel). */
  async llmTerms(transcriptId: string, segments: readonly Pick<Segment, 'speaker'>[]): Promise<PlaceholderTerm[]> {
    if (this.llmMode === 'off') return [];
    return termsForModel(this.llmMode, await this.applying(transcriptId), [...new Set(segments.map((segment) => segment.speaker))]);
  }

  /** The list a transcript's texts are read through: its own merged with the library's. */
  async applying(transcriptId: string): Promise<Pseudonym[]> {
    const [own, library] = await Promise.all([this.pseudonyms.list(transcriptId), this.pseudonyms.list(null)]);
    return mergeLists(own, library);
  }

  /** The replacements in use where a new default one must be free: every list for the library's, else the transcript's merged list. */
  private async takenBesides(transcriptId: string | null, term: string): Promise<string[]> {
    const key = termListKey(term);
    if (transcriptId === null) return this.pseudonyms.replacements();
    return (await this.applying(transcriptId)).filter((pseudonym) => termListKey(pseudonym.term) !== key).map((pseudonym) => pseudonym.replacement);
  }

  private segmentsOf(transcript: Transcript): Promise<Segment[]> {
    return currentSegments(this.transcripts, transcript);
  }

  /** The transcript, when `identity` sees it; else not found, as a wrong id. */
  private async visible(identity: Identity, transcriptId: string, missing = 'Transcript not found'): Promise<Transcript> {
    assertId(transcriptId);
    const transcript = await this.transcripts.getTranscript(transcriptId);
    if (!sees(readerOf(identity), transcript)) throw notFound(missing);
    return transcript;
  }

  /** The transcript, when `identity` sees it and may edit it (a share bounds what its role allows). */
  private async editable(identity: Identity, transcriptId: string, missing?: string): Promise<Transcript> {
    const transcript = await this.visible(identity, transcriptId, missing);
    const share = onlyShareOf(identity, transcript);
    if (share && !may(share.role, 'edit')) throw userError('FORBIDDEN', `Not allowed: this transcript is shared with you as ${share.role}.`);
    return transcript;
  }
}
