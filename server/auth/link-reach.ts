import { GraphQLError, valueFromASTUntyped, type FieldNode } from 'graphql';
import type { ReviewLinkIdentity } from './identity.ts';
import { FIELD_PERMISSIONS, LINK_REACH, routePermission } from './operations.ts';
import { LINK_GRANTS } from './roles.ts';

/**
 * A review link reaches one transcript: the fields in LINK_REACH whose permission its grant holds, naming its own
 * transcript; the data routes for that transcript only. Everything else is as if it did not exist (NOT_FOUND, 404),
 * so a link tells nothing of the library around its transcript.
 */
export function linkReaches(identity: ReviewLinkIdentity, field: string, args: Readonly<Record<string, unknown>>): boolean {
  const permission = FIELD_PERMISSIONS[field];
  if (permission === 'public') return true;
  if (!permission || !Object.hasOwn(LINK_REACH, field) || !LINK_GRANTS[identity.link.permission].has(permission)) return false;
  const argument = LINK_REACH[field];
  return argument === null || String(args[argument]) === identity.link.transcriptId;
}

/** Whether a link may use /{route}/{transcriptId…}: its grant holds the route's permission, for its own transcript. */
export function linkReachesRoute(identity: ReviewLinkIdentity, route: string, transcriptId: string | undefined): boolean {
  return LINK_GRANTS[identity.link.permission].has(routePermission(route)) && transcriptId === identity.link.transcriptId;
}

/** Why a link may not run these root fields (NOT_FOUND), or null when it may run them all. */
export function linkRefusal(identity: ReviewLinkIdentity, nodes: readonly { key: string; node: FieldNode }[], variables: Readonly<Record<string, unknown>>): GraphQLError | null {
  for (const { key, node } of nodes) {
    const args = Object.fromEntries((node.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]));
    if (!linkReaches(identity, key, args)) return new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', http: { status: 404 } } });
  }
  return null;
}
