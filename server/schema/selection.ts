import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Whether the query asks for any of `fields` directly below the field being resolved (fragments included). */
export function selectsAnyOf(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === 'Field') return fields.includes(selection.name.value);
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
