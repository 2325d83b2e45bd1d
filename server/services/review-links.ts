import { authorOf } from '../auth/identity.ts';
import type { LinkPermission } from '../auth/roles.ts';
import type { RequestFacts } from '../auth/request-facts.ts';
import { newToken } from '../auth/tokens.ts';
import type { WhoIsAsking } from '../auth/who-is-asking.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import { cleanLine } from '../domain/user-text.ts';
import type { ReviewLinkRecord, ReviewLinksRepo } from '../store/review-links-repo.ts';
import type { Approval, Transcript } from '../domain/transcript.ts';
import type { TranscriptsRepo } from '../store/transcripts-repo.ts';
import { assertId, isRecordId } from './record-id.ts';
import type { Audit } from './transcripts.ts';

const DAY_MS = 24 * 3_600_000;
export const REVIEW_LINK_DAYS = 14;
/** The longest a review link may last: it is for one review, not a standing account. */
export const REVIEW_LINK_MAX_DAYS = 366;
const MAX_REVIEWER_NAME = 100;

/**
 * Review links for interviewees: one transcript, to read (and comment on), for a named reviewer, until it expires or
 * is revoked; and approvals, which record the version approved. A revocation is told to every server at once
 * (WhoIsAsking.invalidate), which also ends the link's open live-update streams.
 */
export class ReviewLinkService {
  constructor(
    private readonly links: ReviewLinksRepo,
    private readonly repo: TranscriptsRepo,
    private readonly who: WhoIsAsking,
    private readonly audit: Audit,
  ) {}

  /** A new link, shown once: `url` opens it (GET /r/{token} moves the token into a cookie and out of the address). */
  async create(
    { identity, address }: RequestFacts,
    transcriptId: string,
    permission: LinkPermission,
    reviewerName: string,
    expiresAt: Date | null | undefined,
    baseUrl: string,
  ): Promise<{ url: string; link: ReviewLinkRecord }> {
    const meta = await this.transcript(transcriptId);
    const name = cleanLine(reviewerName).slice(0, MAX_REVIEWER_NAME);
    if (!name) throw badInput('Give the reviewer’s name: it is shown on their comments and their approval.');
    const now = Date.now();
    const expires = expiresAt ?? new Date(now + REVIEW_LINK_DAYS * DAY_MS);
    if (expires.getTime() <= now) throw badInput('expiresAt must be in the future.');
    if (expires.getTime() > now + REVIEW_LINK_MAX_DAYS * DAY_MS) throw badInput(`A review link lasts at most ${REVIEW_LINK_MAX_DAYS} days.`);
    const { token, hash } = newToken('tsv');
    const link = await this.links.create({ transcript: meta.id, permission, reviewer_name: name, hash, expires: expires.toISOString(), created_by: authorOf(identity) });
    await this.audit('review-link-created', authorOf(identity), `${name} (${permission}): ${meta.title}`, address);
    return { url: `${baseUrl}/r/${token}`, link };
  }

  /** Revokes a link: it stops working at once on every server, and its open live streams end. */
  async revoke({ identity, address }: RequestFacts, id: string): Promise<ReviewLinkRecord> {
    assertId(id, 'Review link');
    const link = await this.links.get(id).catch(() => {
      throw notFound('Review link not found');
    });
    const revoked = link.revoked ? link : await this.links.revoke(id);
    this.who.invalidate({ tokenHashes: [link.hash] });
    if (!link.revoked) await this.audit('review-link-revoked', authorOf(identity), `${link.reviewer_name} (${link.permission})`, address);
    return revoked;
  }

  get(id: string): Promise<ReviewLinkRecord> {
    return this.links.get(id);
  }

  ofTranscript(transcriptId: string): Promise<ReviewLinkRecord[]> {
    return this.links.ofTranscript(transcriptId);
  }

  /** The transcript a review link is for; null when there is no such link. */
  transcriptIdOf(id: string): Promise<string | null> {
    if (!isRecordId(id)) return Promise.resolve(null);
    return this.links.get(id).then(
      (link) => link.transcript,
      () => null,
    );
  }

  /** Who may see the transcript changed: its links are asked again on every server (their open streams end). */
  async recheck(transcriptId: string): Promise<void> {
    const links = await this.links.ofTranscript(transcriptId);
    if (links.length) this.who.invalidate({ tokenHashes: links.map((link) => link.hash) });
  }

  /**
   * Marks the transcript approved as it is now: the approval names its current version. With `versionId` (the version
   * the reviewer read), CONFLICT when the transcript has changed since, so no one approves words they did not see.
   */
  async approve({ identity, address }: RequestFacts, transcriptId: string, versionId?: string | null): Promise<Transcript> {
    const meta = await this.transcript(transcriptId);
    if (!meta.currentVersionId) throw badInput('This transcript has no text to approve yet.');
    if (versionId && versionId !== meta.currentVersionId) {
      throw userError('CONFLICT', 'The transcript has changed since you loaded it: read the new version, then approve it.', { currentVersionId: meta.currentVersionId });
    }
    const approval: Approval = { versionId: meta.currentVersionId, author: authorOf(identity), at: new Date().toISOString() };
    const approved = await this.repo.updateTranscript(meta.id, { approval });
    await this.audit('transcript-approved', approval.author, `${meta.title} (version ${meta.currentVersionId})`, address);
    return approved;
  }

  private async transcript(id: string): Promise<Transcript> {
    assertId(id);
    const meta = await this.repo.getTranscript(id);
    if (meta.status === 'deleted') throw notFound();
    return meta;
  }
}
