/** How each audit action reads ("role-editor" → "made editor"); an action this list does not know shows as named. */
const ACTION_WORDS: Record<string, string> = {
  setup: 'set up Tapescript as its first owner',
  'sign-in': 'signed in',
  'sign-in-failed': 'failed to sign in',
  'sign-in-throttled': 'was refused sign-in (too many tries)',
  'sign-in-refused': 'was refused sign-in (disabled)',
  'sign-out-everywhere': 'signed out everywhere',
  'invite-viewer': 'invited as viewer',
  'invite-editor': 'invited as editor',
  'invite-owner': 'invited as owner',
  'invitation-accepted': 'accepted the invitation',
  'invitation-revoked': 'revoked the invitation of',
  'role-viewer': 'made a viewer of',
  'role-editor': 'made an editor of',
  'role-owner': 'made an owner of',
  disable: 'disabled',
  enable: 'enabled',
  'password-reset-link': 'made a password reset link for',
  'password-reset': 'set a new password',
  'token-created': 'made the API token',
  'token-revoked': 'revoked the API token',
  'transcript-deleted': 'deleted the transcript',
  'transcript-purged': 'permanently deleted the transcript',
  // The server's own (no actor): the subject, the transcript's title, comes first.
  'transcript-purged-from-bin': 'was deleted permanently after its time in the bin',
  'retention-audio-removed': 'had its audio removed by the retention policy',
  'retention-purged': 'was deleted permanently by the retention policy',
  'retention-policy': 'set the retention policy:',
  'legal-hold': 'put on legal hold the transcript',
  'legal-hold-lifted': 'lifted the legal hold on the transcript',
  // Who sees a transcript: the entry names the transcript, not the person it was shared with.
  'transcript-private': 'made private the transcript',
  'transcript-team': 'opened to the team the transcript',
  'transcript-shared-viewer': 'shared as viewer the transcript',
  'transcript-shared-editor': 'shared as editor the transcript',
  'transcript-shared-owner': 'shared as owner the transcript',
  'transcript-unshared': 'took someone off the shares of the transcript',
};

/** Actions whose subject is the actor's own email: saying it twice says nothing. */
const ABOUT_ONESELF = new Set(['setup', 'sign-in', 'sign-in-refused', 'sign-out-everywhere', 'invitation-accepted', 'password-reset']);

/** One audit entry as a sentence: "Olive Owner invited as editor ann@example.org", "ann@example.org failed to sign in". */
export function describeAudit({ action, subject, actor }: { action: string; subject: string; actor?: { name: string } | null }): string {
  const words = ACTION_WORDS[action] ?? action;
  // Nobody was signed in (a failed or throttled sign-in): the subject is the email tried.
  if (!actor) return `${subject || 'Someone'} ${words}`;
  return ABOUT_ONESELF.has(action) || !subject ? `${actor.name} ${words}` : `${actor.name} ${words} ${subject}`;
}
