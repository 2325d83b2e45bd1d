import type { ArgBuilder } from '@pothos/core';
import { EVERYTHING } from '../auth/visibility.ts';
import { personOf, type PersonMatch, type PersonMatchKind } from '../domain/person-matches.ts';
import type { Transcript } from '../domain/transcript.ts';
import type { ErasureCounts } from '../store/person-data-repo.ts';
import { storeTime } from '../store/times.ts';
import { builder } from './builder.ts';
import { ExportedFile } from './export.ts';
import { TranscriptRef } from './transcript.ts';

const PersonMatchKindEnum = builder.enumType('PersonMatchKind', {
  description: 'What a match of `personData` is.',
  values: {
    SPEAKER: { value: 'speaker', description: 'A speaker of a transcript who is the person: named so, or recognised as their known voice. The snippet is the speaker’s name.' },
    TEXT: { value: 'text', description: 'One occurrence of the name (or email) in a transcript’s text, in any of its versions, in a chapter’s title (any version’s), or in its title: whole words, case and accents aside.' },
    VOICE: { value: 'voice', description: 'Their known voice (its voiceprints).' },
    REVIEW_LINK: { value: 'reviewLink', description: 'A review link made for them (its reviewer’s name). Links record a name, not an email.' },
    COMMENT: { value: 'comment', description: 'A comment they wrote (by name or email), or one whose text or quoted words name them. The snippet is its text.' },
    HIGHLIGHT: { value: 'highlight', description: 'A highlight they made (by name or email), or one whose quote or note names them. The snippet is its quote.' },
  } as const satisfies Record<string, { value: PersonMatchKind; description: string }>,
});

const PersonMatchRef = builder.objectRef<PersonMatch>('PersonMatch').implement({
  description: 'One thing of a person’s data, for an owner to choose (names give false positives: "Ada" and "ADA").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Names this match the same way on every call: pass the chosen ones to `exportPersonData` and `erasePersonData`.' }),
    kind: t.field({ type: PersonMatchKindEnum, description: 'What it is.', resolve: (match) => match.kind }),
    transcript: t.field({
      type: TranscriptRef,
      nullable: true,
      description: 'The transcript it is in; null for a voice.',
      resolve: (match, _args, { services }) => (match.transcriptId ? services.transcripts.find(match.transcriptId, EVERYTHING) : null),
    }),
    snippet: t.string({ nullable: true, description: 'The words around a text match; a speaker’s name, a reviewer’s name, a comment’s text, a highlight’s quote; null for a voice.', resolve: (match) => match.snippet }),
  }),
});

const PersonDataRef = builder.objectRef<{ matches: PersonMatch[] }>('PersonData').implement({
  description: 'Everything found of one person, to review before exporting or erasing a chosen part of it.',
  fields: (t) => ({
    matches: t.field({ type: [PersonMatchRef], description: 'Each match, transcripts’ first.', resolve: (data) => data.matches }),
  }),
});

const ErasureReportRef = builder.objectRef<ErasureCounts>('ErasureReport').implement({
  description: 'What an erasure removed or rewrote.',
  fields: (t) => ({
    transcripts: t.exposeInt('transcripts', { description: 'Transcripts rewritten (their text, title and speakers where chosen).' }),
    versions: t.exposeInt('versions', { description: 'Versions of those transcripts, every one rewritten.' }),
    comments: t.exposeInt('comments', { description: 'Comments removed (a removed thread’s replies with it).' }),
    highlights: t.exposeInt('highlights', { description: 'Highlights removed.' }),
    voices: t.exposeInt('voices', { description: 'Known voices removed, with their voiceprints.' }),
    reviewLinks: t.exposeInt('reviewLinks', { description: 'Review links removed.' }),
  }),
});

/** The schema's types, for the argument helpers below. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The three ways to name the person, of which exactly one is given. */
const personArgs = (arg: ArgBuilder<Types>) => ({
  name: arg.string({ description: 'Their name, as people write it: found as whole words, case and accents aside.' }),
  email: arg.string({ description: 'Their email: their comments and highlights, and the email where the text holds it.' }),
  voiceId: arg.id({ description: 'Their known voice: the voice and the speakers recognised as it.' }),
});

const matchIdsArg = (arg: ArgBuilder<Types>) => arg.idList({ required: true, description: 'The chosen matches’ ids, from `personData` (each must still be one of its matches).' });

builder.objectFields(TranscriptRef, (t) => ({
  erasedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When personal data was last erased from it (`erasePersonData`); null when never. The editor drops the undo steps it kept from before.',
    resolve: (meta: Transcript) => (meta.erasedAt ? new Date(storeTime(meta.erasedAt)).toISOString() : null),
  }),
}));

builder.queryFields((t) => ({
  personData: t.field({
    type: PersonDataRef,
    description: 'Owners: everything held about one person, given exactly one of `name`, `email` and `voiceId` (else BAD_USER_INPUT): transcripts where they speak or are named, their voice, review links made for them, their comments and highlights.',
    args: personArgs(t.arg),
    resolve: async (_root, args, { services }) => ({ matches: await services.personData.find(personOf(args)) }),
  }),
}));

builder.mutationFields((t) => ({
  exportPersonData: t.field({
    type: ExportedFile,
    description:
      'Owners: the chosen matches as a zip: `person.json` (each match with what it names) and, under `audio/`, the audio of each transcript where a chosen speaker is theirs. Its `url` is BAD_USER_INPUT (take `contentBase64`).',
    args: { ...personArgs(t.arg), matchIds: matchIdsArg(t.arg) },
    resolve: (_root, { matchIds, ...args }, { services }) => services.personData.export(personOf(args), matchIds.map(String)),
  }),
  erasePersonData: t.field({
    type: ErasureReportRef,
    description:
      'Owners: erases the chosen matches for good (README, "Finding, exporting and erasing one person"): text and speakers replaced in every version of their transcripts (titles, chapter titles and version labels too), their voice, review links, comments and highlights removed, the audio of those transcripts when `audio`; pseudonym entries whose term names them (the library’s, and those transcripts’ own, with the suggestions dismissed there) removed too where no unchosen occurrence is left for them to hide; the search index, the database’s free pages, its WAL and PocketBase’s request log keep nothing of it; the upgrade copies beside the store are deleted. A draft or undo a browser kept from before is refused (CONFLICT, `extensions.erased`). The audit log records that an erasure happened, never whom.',
    args: {
      ...personArgs(t.arg),
      matchIds: matchIdsArg(t.arg),
      replacement: t.arg.string({ required: true, defaultValue: '[removed]', description: 'What replaces each chosen occurrence (and a chosen speaker’s name).' }),
      audio: t.arg.boolean({ required: true, defaultValue: false, description: 'Also removes the audio of the transcripts rewritten.' }),
    },
    resolve: (_root, { matchIds, replacement, audio, ...args }, { services }) => services.personData.erase(personOf(args), matchIds.map(String), replacement, audio),
  }),
}));
