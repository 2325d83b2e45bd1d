import { PSEUDONYM_KINDS, type Pseudonym } from '../domain/pseudonyms/pseudonym.ts';
import type { PseudonymSuggestion } from '../domain/pseudonyms/suggest.ts';
import type { Transcript } from '../domain/transcript.ts';
import { builder } from './builder.ts';
import { TranscriptRef } from './transcript.ts';

/** Pseudonym lists, suggestions and who sees originals (README "Pseudonyms"); the rules are services/pseudonyms.ts. */

const KindEnum = builder.enumType('PseudonymKind', {
  description: 'What a term names; a pseudonym set without a replacement takes the next free one of its kind.',
  values: {
    PERSON: { value: 'person', description: 'A person: "[Person A]", "[Person B]" … "[Person Z]", "[Person AA]".' },
    ORG: { value: 'org', description: 'An organisation: "[Organisation 1]", "[Organisation 2]" …' },
    PLACE: { value: 'place', description: 'A place or street address: "[Place 1]" …' },
    CONTACT: { value: 'contact', description: 'An e-mail address or phone number: "[Contact 1]" …' },
    OTHER: { value: 'other', description: 'Anything else: "[Redacted 1]" …' },
  } as const satisfies Record<string, { value: (typeof PSEUDONYM_KINDS)[number]; description: string }>,
});

const ReasonEnum = builder.enumType('PseudonymSuggestionReason', {
  description: 'Why a term is suggested.',
  values: {
    SPEAKER: { value: 'speaker', description: 'A speaker’s name (not "Speaker N").' },
    EMAIL: { value: 'email', description: 'An e-mail address in the text.' },
    PHONE: { value: 'phone', description: 'A phone number in the text (7 digits or more).' },
    ADDRESS: { value: 'address', description: 'A street address in the text ("221b Baker Street").' },
    NAME: { value: 'name', description: 'A capitalised name said more than once, at least once inside a sentence.' },
    VOCABULARY: { value: 'vocabulary', description: 'An entry of the vocabulary given at upload.' },
  } as const,
});

const PseudonymRef = builder.objectRef<Pseudonym>('Pseudonym').implement({
  description: 'A term and what is shown instead of it, in one transcript’s list or in the library’s (every transcript’s).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id, for `removePseudonym`.' }),
    transcriptId: t.exposeID('transcriptId', { nullable: true, description: 'The transcript whose list it is in; null in the library’s list.' }),
    term: t.exposeString('term', {
      description: 'What is hidden, as entered. Matched as whole words, case and accents aside, with possessives ("Jane’s"), across punctuation and line breaks between its words, in texts, words, titles and speaker names.',
    }),
    kind: t.field({ type: KindEnum, description: 'What the term names.', resolve: (pseudonym) => pseudonym.kind }),
    replacement: t.exposeString('replacement', { description: 'What is shown instead, e.g. "[Person A]" or "[Participant 7]".' }),
  }),
});

const SuggestionRef = builder.objectRef<PseudonymSuggestion>('PseudonymSuggestion').implement({
  description: 'A term in a transcript that may want a pseudonym: accept it with `setPseudonym`, or `dismissPseudonymSuggestion`.',
  fields: (t) => ({
    term: t.exposeString('term', { description: 'The term as found.' }),
    kind: t.field({ type: KindEnum, description: 'The kind it would most likely be set as.', resolve: (suggestion) => suggestion.kind }),
    reason: t.field({ type: ReasonEnum, description: 'Why it is suggested.', resolve: (suggestion) => suggestion.reason }),
    count: t.exposeInt('count', { description: 'How often it occurs in the current text (a speaker’s name: 0 when never said).' }),
  }),
});

builder.objectFields(TranscriptRef, (t) => ({
  pseudonymised: t.boolean({
    description: 'Whether viewers and review links are shown its pseudonyms instead of the terms (editors, owners and those granted originals see the terms).',
    resolve: (meta: Transcript) => meta.pseudonymised === true,
  }),
  showsPseudonyms: t.boolean({
    description: 'Whether this answer shows you the pseudonyms: then `title` and the current `segments` (texts, words, speakers) read each term as its replacement.',
    resolve: (meta: Transcript) => meta.shownWith !== undefined,
  }),
  originalsGrants: t.idList({
    description: 'The people (`User.id`) granted its originals although they are viewers (`grantOriginals`).',
    resolve: (meta: Transcript) => [...(meta.originalsGrants ?? [])],
  }),
}));

builder.queryFields((t) => ({
  pseudonyms: t.field({
    type: [PseudonymRef],
    description:
      'A transcript’s pseudonyms: its own list, then the library’s terms it does not list itself (its own entry wins for the same term); without `transcriptId`, the library’s list. Editors and owners.',
    args: { transcriptId: t.arg.id({ description: 'The transcript; left out: the library’s list.' }) },
    resolve: (_root, { transcriptId }, { services, identity }) => services.pseudonyms.list(identity, transcriptId == null ? null : String(transcriptId)),
  }),
  suggestPseudonyms: t.field({
    type: [SuggestionRef],
    description:
      'Terms in a transcript that may want a pseudonym (best-effort English patterns): speakers’ names, recurring capitalised names, e-mail addresses, phone numbers, street addresses and the upload’s vocabulary; never one listed or dismissed. Editors and owners.',
    args: { transcriptId: t.arg.id({ required: true, description: 'The transcript.' }) },
    resolve: (_root, { transcriptId }, { services, identity }) => services.pseudonyms.suggest(identity, String(transcriptId)),
  }),
}));

builder.mutationFields((t) => ({
  setPseudonym: t.field({
    type: PseudonymRef,
    description: 'Adds a term to a transcript’s list or the library’s, or changes its entry there (a list holds each term once). Editors and owners.',
    args: {
      transcriptId: t.arg.id({ description: 'The transcript whose list it goes in; left out: the library’s, for every transcript.' }),
      term: t.arg.string({ required: true, description: 'What to hide (1 to 200 characters, with a letter or digit).' }),
      kind: t.arg({ type: KindEnum, required: true, description: 'What it names.' }),
      replacement: t.arg.string({ description: 'What to show instead (1 to 100 characters); left out: the next free one of its kind, e.g. "[Person C]".' }),
    },
    resolve: (_root, args, { services, facts }) =>
      services.pseudonyms.set(facts, { transcriptId: args.transcriptId == null ? null : String(args.transcriptId), term: args.term, kind: args.kind, replacement: args.replacement ?? null }),
  }),
  removePseudonym: t.boolean({
    description: 'Takes a term off its list. Editors and owners.',
    args: { id: t.arg.id({ required: true, description: 'The `Pseudonym.id`.' }) },
    resolve: (_root, { id }, { services, facts }) => services.pseudonyms.remove(facts, String(id)),
  }),
  dismissPseudonymSuggestion: t.boolean({
    description: 'Turns down a suggested term for this transcript: `suggestPseudonyms` will not offer it again. Editors and owners.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript.' }),
      term: t.arg.string({ required: true, description: 'The `PseudonymSuggestion.term`.' }),
    },
    resolve: (_root, { transcriptId, term }, { services, facts }) => services.pseudonyms.dismiss(facts, String(transcriptId), term),
  }),
  setPseudonymised: t.field({
    type: TranscriptRef,
    description: 'Turns pseudonyms on or off for viewers and review links of a transcript. Editors and owners.',
    args: {
      id: t.arg.id({ required: true, description: 'The transcript id.' }),
      pseudonymised: t.arg.boolean({ required: true, description: 'Whether viewers and review links see the pseudonyms.' }),
    },
    resolve: (_root, { id, pseudonymised }, { services, facts }) => services.pseudonyms.setPseudonymised(facts, String(id), pseudonymised),
  }),
  grantOriginals: t.field({
    type: TranscriptRef,
    description: 'Lets a person (a viewer) see a pseudonymised transcript’s terms. Editors and owners.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }),
      userId: t.arg.id({ required: true, description: 'The person’s `User.id`.' }),
    },
    resolve: (_root, { transcriptId, userId }, { services, facts }) => services.pseudonyms.grantOriginals(facts, String(transcriptId), String(userId)),
  }),
  revokeOriginals: t.field({
    type: TranscriptRef,
    description: 'Takes back `grantOriginals`: the person sees the pseudonyms again. Editors and owners.',
    args: {
      transcriptId: t.arg.id({ required: true, description: 'The transcript id.' }),
      userId: t.arg.id({ required: true, description: 'The person’s `User.id`.' }),
    },
    resolve: (_root, { transcriptId, userId }, { services, facts }) => services.pseudonyms.revokeOriginals(facts, String(transcriptId), String(userId)),
  }),
}));
