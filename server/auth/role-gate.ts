import { getOperationAST, GraphQLError, Kind, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Identity } from './identity.ts';
import { linkRefusal } from './link-reach.ts';
import { FIELD_PERMISSIONS } from './operations.ts';
import { LINK_GRANTS, may, type Permission } from './roles.ts';

/**
 * Whether `identity` may do what `permission` names: its role's grant, and for `account` a person behind it; for a
 * review link, its permission's grant (on its own transcript only: auth/link-reach.ts).
 */
export function allows(identity: Identity, permission: Permission): boolean {
  if (identity.kind === 'reviewLink') return permission === 'public' || LINK_GRANTS[identity.link.permission].has(permission);
  if (permission === 'account' && identity.kind !== 'user' && identity.kind !== 'apiToken') return false;
  return may(identity.role, permission);
}

/** Tells the web app that a 401 asks for a person to sign in (team mode), not for the access token (local mode). */
export const SIGN_IN_HEADERS = { 'x-tapescript-sign-in': 'required' };

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** The root fields an operation selects, fragments followed ("Mutation.saveEdits"); null when there is no such operation. */
export function rootFields(document: DocumentNode, operationName?: string | null): string[] | null {
  const nodes = rootFieldNodes(document, operationName);
  return nodes && [...new Set(nodes.map(({ key }) => key))];
}

/** Each root field selection of an operation (one per alias), with its "Type.field" key; null when there is no such operation. */
export function rootFieldNodes(document: DocumentNode, operationName?: string | null): { key: string; node: FieldNode }[] | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const type = ROOT_TYPES[operation.operation];
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
  const fields: { key: string; node: FieldNode }[] = [];
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) fields.push({ key: `${type}.${selection.name.value}`, node: selection });
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

/** Why `identity` may not run these root fields, or null when it may run them all. */
export function refusal(identity: Identity, fields: readonly string[]): GraphQLError | null {
  for (const field of fields) {
    const permission = FIELD_PERMISSIONS[field];
    if (permission && allows(identity, permission)) continue;
    if (identity.kind === 'anonymous') {
      return new GraphQLError('Sign in first: this server has accounts.', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: SIGN_IN_HEADERS } },
      });
    }
    const name = field.split('.')[1];
    const why = !permission
      ? `${name} is not open to anyone`
      : permission === 'account' && may(identity.role, permission)
        ? `${name} is for a person signed in${identity.kind === 'local' ? ', and there are no accounts yet' : ''}`
        : `the ${identity.role} role may not use ${name}`;
    return new GraphQLError(`Not allowed: ${why}.`, { extensions: { code: 'FORBIDDEN' } });
  }
  return null;
}

/**
 * The role gate: before any GraphQL operation runs (query, mutation, or the start of a subscription), each of its
 * root fields is looked up in the table (auth/operations.ts) and checked against the asking identity's role.
 * A review link is held to its one transcript as well, by the arguments of each root field (auth/link-reach.ts).
 * Refused operations run nothing. Executed after validation, so the document is known to be well formed.
 */
export function roleGate(identityOf: (context: unknown) => Identity): Plugin {
  const check = (args: { document: DocumentNode; operationName?: string | null; contextValue: unknown; variableValues?: Record<string, unknown> | null }) => {
    const nodes = rootFieldNodes(args.document, args.operationName);
    if (!nodes) return null;
    const identity = identityOf(args.contextValue);
    if (identity.kind === 'reviewLink') return linkRefusal(identity, nodes, args.variableValues ?? {});
    return refusal(identity, [...new Set(nodes.map(({ key }) => key))]);
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = check(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = check(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
