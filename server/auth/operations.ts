import type { Permission } from './roles.ts';

/**
 * What each GraphQL root field needs, by "Type.field". The role gate (auth/role-gate.ts) refuses any root field that
 * is not listed here, and a test fails when the schema has one that is not: a new query or mutation cannot forget it.
 */
export const FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Reading
  'Query.transcript': 'read',
  'Query.transcripts': 'read',
  'Query.search': 'read',
  'Query.versionDiff': 'read',
  'Query.engines': 'read',
  'Query.limits': 'read',
  'Query.export': 'export',
  'Mutation.export': 'export',
  'Mutation.exportTranscripts': 'export',
  'Subscription.live': 'read',
  'Subscription.transcriptListChanged': 'read',
  'Subscription.transcriptChanged': 'read',
  'Subscription.versionAdded': 'read',
  'Subscription.presence': 'read',
  // Being seen on a transcript: whoever may read it.
  'Mutation.updatePresence': 'read',
  'Mutation.leavePresence': 'read',
  // Changing transcripts
  'Mutation.uploadAudio': 'upload',
  'Mutation.uploadTracks': 'upload',
  'Mutation.importTranscript': 'upload',
  'Mutation.retryTranscription': 'upload',
  'Mutation.saveEdits': 'edit',
  // Known voices: reading them is reading; remembering, renaming and deleting one is an editor's; taking back a
  // recognised name, or confirming or turning down an offered one, is an edit of that transcript.
  'Query.voices': 'read',
  'Query.voicesEnabled': 'read',
  'Mutation.rememberVoice': 'edit',
  'Mutation.renameVoice': 'edit',
  'Mutation.deleteVoice': 'edit',
  'Mutation.forgetVoiceInterview': 'edit',
  'Mutation.forgetRecognition': 'edit',
  'Mutation.acceptVoiceSuggestion': 'edit',
  'Mutation.dismissVoiceSuggestion': 'edit',
  'Mutation.nameSpeakersByVoice': 'edit',
  'Mutation.mergeEdits': 'edit',
  'Mutation.renameSpeaker': 'edit',
  'Mutation.mergeSpeakers': 'edit',
  'Mutation.setSegmentSpeaker': 'edit',
  'Mutation.assignSpeaker': 'edit',
  'Mutation.splitSegment': 'edit',
  'Mutation.mergeSegmentWithPrevious': 'edit',
  'Mutation.replaceText': 'edit',
  'Mutation.renameTranscript': 'edit',
  'Mutation.setTranscriptTags': 'edit',
  'Query.transcriptTags': 'read',
  'Mutation.refine': 'refine',
  'Mutation.restoreVersion': 'restore',
  // Seeing a version's changes is reading (Transcript.versionChanges); taking some back is an edit, and a dry run of
  // refine costs what refine costs.
  'Mutation.revertChanges': 'edit',
  'Query.refinePreview': 'refine',
  'Mutation.deleteTranscript': 'delete',
  'Mutation.restoreTranscript': 'delete',
  'Mutation.deleteTranscriptPermanently': 'purge',
  // Retention: what the library keeps is for anyone who reads it to know; setting it and holds are owners'.
  'Query.retention': 'read',
  'Mutation.setRetention': 'purge',
  'Mutation.setLegalHold': 'purge',
  // One person's data across the library: owners only, as deleting for good is.
  'Query.personData': 'purge',
  'Mutation.exportPersonData': 'purge',
  'Mutation.erasePersonData': 'purge',
  // Private transcripts: an editor's (who uploads), with teammates to share with; the service allows only the
  // transcript's creator or an owner to change who sees one.
  'Query.teammates': 'edit',
  'Mutation.setTranscriptAccess': 'edit',
  'Mutation.shareTranscript': 'edit',
  'Mutation.unshareTranscript': 'edit',
  // Pseudonyms (README "Pseudonyms"): the lists hold the terms themselves, so reading them is an editor's as setting them.
  'Query.pseudonyms': 'edit',
  'Query.suggestPseudonyms': 'edit',
  'Mutation.setPseudonym': 'edit',
  'Mutation.removePseudonym': 'edit',
  'Mutation.dismissPseudonymSuggestion': 'edit',
  'Mutation.setPseudonymised': 'edit',
  'Mutation.grantOriginals': 'edit',
  'Mutation.revokeOriginals': 'edit',
  // Review: links for interviewees, comments, approval
  'Mutation.createReviewLink': 'reviewLinks',
  'Mutation.revokeReviewLink': 'reviewLinks',
  'Mutation.addComment': 'comment',
  // Resolving and reopening are part of commenting (a reviewer's link may only add and reply: see LINK_REACH).
  'Mutation.resolveComment': 'comment',
  'Mutation.reopenComment': 'comment',
  'Mutation.approveTranscript': 'approve',
  // Highlights: viewers read them (Transcript.highlights), editors make them
  'Query.highlightTags': 'read',
  // The quote bank (README "Quotes"): highlights across the transcripts one sees; never a review link's.
  'Query.highlights': 'read',
  'Mutation.exportHighlights': 'export',
  'Mutation.addHighlight': 'edit',
  'Mutation.updateHighlight': 'edit',
  'Mutation.deleteHighlight': 'edit',
  // Chapters: viewers read them (Transcript.chapters); setting them is an edit, and so is asking for proposals to set.
  'Mutation.setChapters': 'edit',
  'Query.suggestChapters': 'edit',
  // Show notes: whoever reads the transcript reads them (a review link too); drafting and saving them is an edit.
  'Query.showNotes': 'read',
  'Mutation.draftShowNotes': 'edit',
  'Mutation.saveShowNotes': 'edit',
  // Clips: whoever may hear the audio makes them and hears them (never a review link: not in LINK_REACH)
  'Mutation.createClip': 'play',
  'Mutation.clipLink': 'play',
  'Query.clip': 'play',
  // Oneself
  'Query.me': 'self',
  'Mutation.createApiToken': 'account',
  // Another's token needs othersTokens too (checked against the token's owner by the accounts service).
  'Mutation.revokeApiToken': 'account',
  'Mutation.signOutEverywhere': 'account',
  // Links that are themselves the credential
  'Mutation.acceptInvitation': 'public',
  // What an invitation is for (email and role only), for the page its link opens.
  'Query.invitation': 'public',
  'Mutation.resetPassword': 'public',
  // The team
  'Query.users': 'users',
  'Query.mailEnabled': 'users',
  'Query.auditLog': 'users',
  'Mutation.inviteUser': 'users',
  'Query.invitations': 'users',
  'Mutation.revokeInvitation': 'users',
  'Mutation.disableUser': 'users',
  'Mutation.enableUser': 'users',
  'Mutation.createPasswordResetLink': 'users',
  'Mutation.setRole': 'roles',
  // Introspection: the type name is harmless; the schema is for those who may use it.
  'Query.__typename': 'public',
  'Mutation.__typename': 'public',
  'Query.__schema': 'self',
  'Query.__type': 'self',
};

/**
 * What a review link may reach: the root fields open to it, each with the argument that names the transcript (null
 * for a field about no transcript). The field's permission (above) must also be in the link's grants (LINK_GRANTS),
 * and the argument must name the link's own transcript; anything else answers NOT_FOUND (auth/link-reach.ts).
 */
export const LINK_REACH: Readonly<Record<string, string | null>> = {
  'Query.me': null,
  'Query.transcript': 'id',
  'Query.versionDiff': 'id',
  'Query.showNotes': 'transcriptId',
  'Query.export': 'id',
  'Mutation.export': 'id',
  'Subscription.live': 'transcriptId',
  'Subscription.transcriptChanged': 'id',
  'Subscription.versionAdded': 'transcriptId',
  'Subscription.presence': 'transcriptId',
  'Mutation.updatePresence': 'transcriptId',
  'Mutation.leavePresence': 'transcriptId',
  'Mutation.addComment': 'transcriptId',
  'Mutation.approveTranscript': 'id',
  'Query.__typename': null,
  'Mutation.__typename': null,
  'Query.__schema': null,
  'Query.__type': null,
};

/**
 * The argument that names a transcript, for each root field that acts on one by its id: the transcript gate
 * (auth/transcript-gate.ts) answers NOT_FOUND for a private transcript the asker may not see, as for a wrong id.
 * `transcript` answers null itself, `search` and the subscriptions filter their own answers.
 */
export const TRANSCRIPT_ARGUMENT: Readonly<Record<string, string>> = {
  'Query.export': 'id',
  'Query.refinePreview': 'id',
  'Query.versionDiff': 'id',
  'Mutation.acceptVoiceSuggestion': 'transcriptId',
  'Mutation.addComment': 'transcriptId',
  'Mutation.addHighlight': 'transcriptId',
  // A clip of a highlight is checked by the clips service, which also decides who hears a clip (services/clips.ts).
  'Mutation.createClip': 'transcriptId',
  'Mutation.approveTranscript': 'id',
  'Mutation.assignSpeaker': 'id',
  'Mutation.createReviewLink': 'transcriptId',
  'Mutation.deleteTranscript': 'id',
  'Mutation.dismissVoiceSuggestion': 'transcriptId',
  'Mutation.export': 'id',
  'Mutation.exportTranscripts': 'ids',
  'Mutation.forgetRecognition': 'transcriptId',
  'Mutation.forgetVoiceInterview': 'transcriptId',
  'Mutation.leavePresence': 'transcriptId',
  'Mutation.mergeEdits': 'id',
  'Mutation.mergeSegmentWithPrevious': 'id',
  'Mutation.mergeSpeakers': 'id',
  'Mutation.nameSpeakersByVoice': 'transcriptId',
  'Mutation.refine': 'id',
  'Mutation.rememberVoice': 'transcriptId',
  'Mutation.renameSpeaker': 'id',
  'Mutation.renameTranscript': 'id',
  'Mutation.setTranscriptTags': 'id',
  'Mutation.replaceText': 'id',
  'Mutation.restoreTranscript': 'id',
  'Mutation.restoreVersion': 'id',
  'Mutation.retryTranscription': 'id',
  'Mutation.revertChanges': 'id',
  'Mutation.saveEdits': 'id',
  'Mutation.setChapters': 'transcriptId',
  'Query.suggestChapters': 'transcriptId',
  'Query.showNotes': 'transcriptId',
  'Mutation.draftShowNotes': 'transcriptId',
  'Mutation.saveShowNotes': 'transcriptId',
  'Mutation.setSegmentSpeaker': 'id',
  'Mutation.splitSegment': 'id',
  'Mutation.updatePresence': 'transcriptId',
  'Mutation.setTranscriptAccess': 'id',
  'Mutation.shareTranscript': 'transcriptId',
  'Mutation.unshareTranscript': 'transcriptId',
  // pseudonyms and setPseudonym name a transcript only when given one (else the library's list): the pseudonyms
  // service applies the same filter to the one given (services/pseudonyms.ts), as it does for removePseudonym.
  'Query.suggestPseudonyms': 'transcriptId',
  'Mutation.dismissPseudonymSuggestion': 'transcriptId',
  'Mutation.setPseudonymised': 'id',
  'Mutation.grantOriginals': 'transcriptId',
  'Mutation.revokeOriginals': 'transcriptId',
};

/** What a gated argument names: a transcript, or a thing of one transcript (whose transcript the gate looks up). */
export type GatedThing = 'transcript' | 'comment' | 'highlight' | 'reviewLink';

/** Root fields that name a comment, a highlight or a review link by id: gated as the transcript it belongs to (as above). */
export const TRANSCRIPT_THING_ARGUMENT: Readonly<Record<string, { argument: string; thing: Exclude<GatedThing, 'transcript'> }>> = {
  'Mutation.resolveComment': { argument: 'id', thing: 'comment' },
  'Mutation.reopenComment': { argument: 'id', thing: 'comment' },
  'Mutation.updateHighlight': { argument: 'id', thing: 'highlight' },
  'Mutation.deleteHighlight': { argument: 'id', thing: 'highlight' },
  'Mutation.revokeReviewLink': { argument: 'id', thing: 'reviewLink' },
};

/** The data routes outside GraphQL, by their first path segment. */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  media: 'play',
  clips: 'play',
  export: 'export',
};

/** What a data route needs; one missing from the table is for owners only, until it is given its entry. */
export function routePermission(first: string): Permission {
  return Object.hasOwn(ROUTE_PERMISSIONS, first) ? ROUTE_PERMISSIONS[first] : 'settings';
}
