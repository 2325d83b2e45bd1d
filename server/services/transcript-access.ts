import { authorOf } from '../auth/identity.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { mayChangeAccess, readerOf, sees } from '../auth/visibility.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import type { Transcript, TranscriptShare, TranscriptVisibility } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import type { Audit } from './transcripts.ts';
import { assertId } from './record-id.ts';

/** A person who may be given a share: their own role bounds it; a disabled account cannot be given one. */
export type PersonOf = (userId: string) => Promise<{ id: string; role: Role; disabled: boolean }>;

/**
 * Who sees a transcript in team mode (README "Private transcripts"): made private or back to the team, and shared
 * with people, by its creator or an owner. What a private transcript hides, and from whom, is auth/visibility.ts.
 */
export class TranscriptAccess {
  constructor(
    private readonly repo: TranscriptsRepo,
    private readonly personOf: PersonOf,
    private readonly audit: Audit,
    /** Told after each change, so review links on the transcript are checked again (services/review-links.ts). */
    private readonly changed: (transcriptId: string) => Promise<void>,
  ) {}

  async setVisibility(facts: RequestFacts, id: string, visibility: TranscriptVisibility): Promise<Transcript> {
    const transcript = await this.changeable(facts, id);
    if (transcript.visibility === visibility) return transcript;
    const changed = await this.repo.updateTranscript(id, { visibility });
    await this.changed(id);
    await this.audit(`transcript-${visibility}`, authorOf(facts.identity), transcript.title, facts.address);
    return changed;
  }

  /** Shares it with a person at `role`, replacing an earlier share with them; never above their own role. */
  async share(facts: RequestFacts, id: string, userId: string, role: Role): Promise<Transcript> {
    const transcript = await this.changeable(facts, id);
    assertId(userId, 'userId');
    const person = await this.personOf(userId);
    if (person.disabled) throw badInput('That account is disabled.');
    if (ROLES.indexOf(role) > ROLES.indexOf(person.role)) throw badInput(`A share's role may not exceed the person's own role (${person.role}).`);
    const shares: TranscriptShare[] = [...(transcript.shares ?? []).filter((share) => share.userId !== userId), { userId, role }];
    const changed = await this.repo.updateTranscript(id, { shares });
    await this.changed(id);
    await this.audit(`transcript-shared-${role}`, authorOf(facts.identity), transcript.title, facts.address);
    return changed;
  }

  async unshare(facts: RequestFacts, id: string, userId: string): Promise<Transcript> {
    const transcript = await this.changeable(facts, id);
    const shares = (transcript.shares ?? []).filter((share) => share.userId !== userId);
    if (shares.length === (transcript.shares ?? []).length) return transcript;
    const changed = await this.repo.updateTranscript(id, { shares });
    await this.changed(id);
    await this.audit('transcript-unshared', authorOf(facts.identity), transcript.title, facts.address);
    return changed;
  }

  /** The transcript, when the asker sees it (else not found, as a wrong id) and may change who sees it. */
  private async changeable({ identity }: RequestFacts, id: string): Promise<Transcript> {
    if (identity.kind === 'local') throw badInput('Private transcripts need accounts: in local mode everyone sees every transcript.');
    assertId(id);
    const transcript = await this.repo.getTranscript(id);
    if (!sees(readerOf(identity), transcript)) throw notFound();
    if (!mayChangeAccess(identity, transcript)) throw userError('FORBIDDEN', 'Not allowed: only its creator or an owner may change who sees a transcript.');
    return transcript;
  }
}
