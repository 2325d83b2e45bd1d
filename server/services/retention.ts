import type { Author } from '../domain/author.ts';
import { badInput } from '../domain/errors.ts';
import { dueActions, RETENTION_DAYS_MAX, type RetentionAction, type RetentionPolicy } from '../domain/retention.ts';
import type { RetentionRepo } from '../store/retention-repo.ts';
import type { Audit } from './transcripts.ts';

/** Where retention's audit entries say they came from. */
export const RETENTION_ADDRESS = 'retention';

/** Deleting a transcript for good, and removing its audio (PurgeRepo's, or PurgeService's in the server). */
export interface RetentionSteps {
  purge(id: string): Promise<void>;
  removeAudio(id: string): Promise<void>;
}

/** How each step reads in the audit log. */
const AUDIT_ACTION: Record<RetentionAction['step'], string> = { 'remove-audio': 'retention-audio-removed', purge: 'retention-purged' };

/**
 * The library's retention policy (owners set it) and its enforcement: after `audioDays` a transcript's audio is
 * removed (the transcript stays, marked so), after `transcriptDays` the transcript is deleted for good, the clocks
 * starting at its last approval, or its last edit when never approved; a legal hold stops both. Run by the server
 * at start-up and hourly, and by `npm run retention` (with `--as-of`, `--dry-run`).
 */
export class RetentionService {
  constructor(
    private readonly repo: RetentionRepo,
    /** The steps (the server's take the transcript's lock and tell live pages; the command's ask the store alone). */
    private readonly steps: RetentionSteps,
    private readonly audit: Audit,
  ) {}

  policy(): Promise<RetentionPolicy> {
    return this.repo.policy();
  }

  async setPolicy(policy: RetentionPolicy, actor: Author | null, address: string): Promise<RetentionPolicy> {
    for (const [name, days] of Object.entries(policy)) {
      if (days !== null && (!Number.isInteger(days) || days < 1 || days > RETENTION_DAYS_MAX)) throw badInput(`${name} must be from 1 to ${RETENTION_DAYS_MAX} days, or null to keep`);
    }
    await this.repo.setPolicy(policy);
    const words = (days: number | null) => (days === null ? 'keep' : `${days} days`);
    await this.audit('retention-policy', actor, `audio: ${words(policy.audioDays)}, transcripts: ${words(policy.transcriptDays)}`, address);
    return policy;
  }

  /** What the policy deletes by `asOf`, soonest first (nothing is done). */
  async due(asOf: Date): Promise<RetentionAction[]> {
    const policy = await this.repo.policy();
    if (policy.audioDays === null && policy.transcriptDays === null) return [];
    return dueActions(policy, await this.repo.subjects(), asOf);
  }

  /** Does what is due by `asOf`, each step written to the audit log; answers what was done. */
  async enforce(asOf: Date): Promise<RetentionAction[]> {
    const actions = await this.due(asOf);
    for (const action of actions) {
      if (action.step === 'purge') await this.steps.purge(action.transcriptId);
      else await this.steps.removeAudio(action.transcriptId);
      await this.audit(AUDIT_ACTION[action.step], null, action.title, RETENTION_ADDRESS);
    }
    return actions;
  }
}
