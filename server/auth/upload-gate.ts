import { getNamedType, isInputObjectType, type GraphQLInputType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Identity } from './identity.ts';
import { FIELD_PERMISSIONS, LINK_REACH } from './operations.ts';
import { allows } from './role-gate.ts';

/** The scalar of a file in a GraphQL multipart request (the multipart request spec's name). */
const FILE_SCALAR = 'Upload';

/** Whether a value of this input type can hold a file: the scalar itself, or an input object (or list) with one inside. */
function holdsFile(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === FILE_SCALAR) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsFile(field.type, seen));
}

/** The root fields ("Mutation.uploadAudio") with an argument that can hold a file: the ones a multipart body is for. */
export function fileFields(schema: GraphQLSchema): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type): type is GraphQLObjectType => !!type);
  return roots.flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => field.args.some((arg) => holdsFile(arg.type)))
      .map((field) => `${type.name}.${field.name}`),
  );
}

/**
 * "May this identity upload at all?", asked of every multipart request before a byte of its body is read
 * (http/server.ts): yes when the table (auth/operations.ts × auth/roles.ts) lets it run at least one root field that
 * takes a file, as the role gate would (a review link: only fields within its reach). The fields come from the
 * schema, so a new mutation that takes a file is covered by its own entry in the table.
 */
export function mayUploadAtAll(schema: GraphQLSchema): (identity: Identity) => boolean {
  const fields = fileFields(schema).filter((field) => Object.hasOwn(FIELD_PERMISSIONS, field));
  return (identity) =>
    fields.some((field) => (identity.kind !== 'reviewLink' || Object.hasOwn(LINK_REACH, field)) && allows(identity, FIELD_PERMISSIONS[field]));
}
