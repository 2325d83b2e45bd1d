import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * What a field costs beyond its place in the document, for fields that load or compute a lot: graphql-armor's
 * cost limit counts fields and depth alike, so twenty aliased `versionDiff`s over long versions looked as cheap
 * as twenty titles. Keys are "Type.field"; every other field costs nothing here.
 */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Query.versionDiff': 2000, // two whole versions loaded and diffed
  'Query.export': 2000, // the whole current version rendered as a file
  'Mutation.export': 2000, // the same, as the product's design names it
  'Mutation.exportTranscripts': 10_000, // up to 50 transcripts rendered: alone in its request
  'Query.search': 500, // a scan of every current version
  'Transcript.waveform': 1000, // decodes the audio the first time
  'Transcript.versions': 200, // every version's record
  'TranscriptVersion.segments': 500, // one version's whole text, for each version listed
  'Transcript.segments': 100, // the current version's text
  'Transcript.wordCount': 100,
  'Transcript.comments': 200, // every comment, placed in the current version's text
  'Transcript.highlights': 200, // every highlight, placed in the current version's text
  'Query.highlightTags': 200, // every visible highlight's tags, counted
  'Query.transcriptTags': 200, // every visible transcript's tags, counted
};

/** Five heavy reads such as versionDiff in one request, not twenty. */
export const MAX_FIELD_COST = 10_000;
/** How many items a list is taken to hold when it has no size argument. */
const LIST_GUESS = 10;

/** A validation rule refusing operations whose FIELD_COSTS, multiplied through lists, pass MAX_FIELD_COST. */
export function fieldCostRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  // A fragment's cost does not depend on where it is spread, so each is counted once however often it is used.
  const fragmentCosts = new Map<string, number>();

  const costOf = (set: SelectionSetNode, type: GraphQLNamedType | null | undefined, path: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        if (!field) continue; // unknown fields are refused by the other rules
        total += FIELD_COSTS[`${type!.name}.${field.name}`] ?? 0;
        if (selection.selectionSet) {
          const each = costOf(selection.selectionSet, getNamedType(field.type), path);
          total += isListType(getNullableType(field.type)) ? each * LIST_GUESS : each;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type, path);
      } else {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || path.has(name)) continue; // missing fragments and cycles are refused by the other rules
        if (!fragmentCosts.has(name)) {
          fragmentCosts.set(name, costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), new Set([...path, name])));
        }
        total += fragmentCosts.get(name)!;
      }
    }
    return total;
  };

  return {
    OperationDefinition(operation) {
      const cost = costOf(operation.selectionSet, schema.getRootType(operation.operation), new Set());
      if (cost <= MAX_FIELD_COST) return;
      context.reportError(
        new GraphQLError(
          `This request costs ${cost}, over the limit of ${MAX_FIELD_COST}: fields that load or compute a lot ` +
            '(versionDiff, export, search, waveform, versions and their segments) count extra. Ask for fewer of them at once.',
          { nodes: operation, extensions: { code: 'BAD_USER_INPUT' } },
        ),
      );
    },
  };
}
