import { getOperationAST, GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Identity } from './identity.ts';
import { FIELD_PERMISSIONS } from './operations.ts';
import { may, type Permission } from './roles.ts';

/** Whether `identity` may do what `permission` names: its role's grant, and for `account` a person behind it. */
export function allows(identity: Identity, permission: Permission): boolean {
  if (permission === 'account' && identity.kind !== 'user' && identity.kind !== 'apiToken') return false;
  return may(identity.role, permission);
}

/** Tells the web app that a 401 asks for a person to sign in (team mode), not for the access token (local mode). */
export const SIGN_IN_HEADERS = { 'x-tapescript-sign-in': 'required' };

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** The root fields an operation selects, fragments followed ("Mutation.saveEdits"); null when there is no such operation. */
export function rootFields(document: DocumentNode, operationName?: string | null): string[] | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const type = ROOT_TYPES[operation.operation];
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
  const fields = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) fields.add(`${type}.${selection.name.value}`);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...fields];
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
 * Refused operations run nothing. Executed after validation, so the document is known to be well formed.
 */
export function roleGate(identityOf: (context: unknown) => Identity): Plugin {
  const check = (document: DocumentNode, operationName: string | null | undefined, context: unknown) => {
    const fields = rootFields(document, operationName);
    return fields ? refusal(identityOf(context), fields) : null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = check(args.document, args.operationName, args.contextValue);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = check(args.document, args.operationName, args.contextValue);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
