/** The library's retention policy: days to keep audio and transcripts, each null to keep for ever. */
export interface RetentionPolicy {
  audioDays: number | null;
  transcriptDays: number | null;
}

/** What the policy needs to know of one transcript not on legal hold. */
export interface RetentionSubject {
  id: string;
  title: string;
  /** When it was last approved, else last edited (its current version's time), else made: the policy's clocks start here. */
  since: Date;
  /** Whether it still has its audio. */
  hasAudio: boolean;
}

export type RetentionStep = 'remove-audio' | 'purge';

export interface RetentionAction {
  step: RetentionStep;
  transcriptId: string;
  title: string;
  /** When the policy lets it go. */
  due: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_DAYS_MAX = 36_500;

/**
 * What the policy deletes by `asOf`, soonest first: a transcript past its transcript days is purged (its audio with
 * it); one past its audio days only loses its audio.
 */
export function dueActions(policy: RetentionPolicy, subjects: readonly RetentionSubject[], asOf: Date): RetentionAction[] {
  const actions: RetentionAction[] = [];
  const after = (since: Date, days: number | null) => (days === null ? undefined : new Date(since.getTime() + days * DAY_MS));
  for (const subject of subjects) {
    const purgeAt = after(subject.since, policy.transcriptDays);
    const audioAt = after(subject.since, policy.audioDays);
    const base = { transcriptId: subject.id, title: subject.title };
    if (purgeAt && purgeAt <= asOf) actions.push({ step: 'purge', due: purgeAt, ...base });
    else if (subject.hasAudio && audioAt && audioAt <= asOf) actions.push({ step: 'remove-audio', due: audioAt, ...base });
  }
  return actions.sort((a, b) => a.due.getTime() - b.due.getTime());
}

/** One action as a line of the log or of `npm run retention`: when it was due, what, and which transcript. */
export function describeRetention(action: RetentionAction): string {
  const what = action.step === 'purge' ? 'delete permanently' : 'remove the audio of';
  return `${action.due.toISOString()}\t${what}\t${action.transcriptId}\t${action.title}`;
}
