import { GraphQLError, valueFromASTUntyped, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Identity } from './identity.ts';
import { FIELD_PERMISSIONS, TRANSCRIPT_ARGUMENT, TRANSCRIPT_THING_ARGUMENT, type GatedThing } from './operations.ts';
import { rootFieldNodes } from './role-gate.ts';
import { may } from './roles.ts';
import { onlyShareOf, readerOf, sees, type Seen } from './visibility.ts';

/**
 * Reads the visibility facts of a transcript, or of the transcript a comment, highlight or review link belongs to, by id; null
 * when there is none (the field then answers as for a wrong id).
 */
export type SeenOf = (id: string, thing: GatedThing) => Promise<Seen | null>;

/** What a wrong id of each gated thing answers (services/record-id.ts and the services' own), so a hidden one answers the same. */
const NOT_FOUND_MESSAGES: Record<GatedThing, string> = { transcript: 'Transcript not found', comment: 'Comment not found', highlight: 'Highlight not found', reviewLink: 'Review link not found' };

/**
 * The visibility filter at the door of every root field that names a transcript or a list of them (TRANSCRIPT_ARGUMENT): a private
 * transcript the asker may not see answers NOT_FOUND, having run nothing, as a wrong id does; one it sees only by a
 * share is used with the share's role at most (auth/visibility.ts). Runs after the role gate; askers who see
 * everything (local mode, owners) read nothing here.
 */
export function transcriptGate(identityOf: (context: unknown) => Identity, seenOf: SeenOf): Plugin {
  const check = async (args: { document: DocumentNode; operationName?: string | null; contextValue: unknown; variableValues?: Record<string, unknown> | null }) => {
    const identity = identityOf(args.contextValue);
    const reader = readerOf(identity);
    if (reader.everything) return null;
    for (const { key, node } of rootFieldNodes(args.document, args.operationName) ?? []) {
      const gated = TRANSCRIPT_ARGUMENT[key] ? { argument: TRANSCRIPT_ARGUMENT[key], thing: 'transcript' as const } : TRANSCRIPT_THING_ARGUMENT[key];
      const named = gated && node.arguments?.find((arg) => arg.name.value === gated.argument);
      if (!named) continue;
      const value: unknown = valueFromASTUntyped(named.value, args.variableValues ?? {});
      // A field about many transcripts (exportTranscripts' ids) is refused whole for any one of them.
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id !== 'string') continue;
        const transcript = await seenOf(id, gated.thing);
        if (!transcript) continue;
        if (!sees(reader, transcript)) return new GraphQLError(NOT_FOUND_MESSAGES[gated.thing], { extensions: { code: 'NOT_FOUND' } });
        const share = onlyShareOf(identity, transcript);
        if (share && !may(share.role, FIELD_PERMISSIONS[key])) {
          return new GraphQLError(`Not allowed: this transcript is shared with you as ${share.role}.`, { extensions: { code: 'FORBIDDEN' } });
        }
      }
    }
    return null;
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const refused = await check(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const refused = await check(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
