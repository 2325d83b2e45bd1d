import { buildSchema } from 'graphql';
import { expect, test } from 'vitest';
import { schema } from '../schema/index.ts';
import { ANONYMOUS, LOCAL, SERVICE, type Identity } from './identity.ts';
import type { LinkPermission, Role } from './roles.ts';
import { fileFields, mayUploadAtAll } from './upload-gate.ts';

const person = (role: Role): Identity => ({ kind: 'apiToken', role, user: { id: 'u', email: 'u@example.org', name: '' }, tokenId: 't' });
const link = (permission: LinkPermission): Identity => ({
  kind: 'reviewLink',
  role: null,
  link: { id: 'l', transcriptId: 'aaaaaaaaaaaaaaa', permission, reviewerName: 'R', expiresAt: Infinity },
  tokenHash: 'h',
});

test('the fields that take a file are found in the schema: importTranscript, uploadAudio (audio and transcript), and uploadTracks (its files inside TrackInput)', () => {
  expect(fileFields(schema)).toEqual(['Mutation.importTranscript', 'Mutation.uploadAudio', 'Mutation.uploadTracks']);
});

test('who may upload at all, by the table: editors, owners, the service token and local mode; not viewers, links or nobody', () => {
  const mayUpload = mayUploadAtAll(schema);
  for (const identity of [person('editor'), person('owner'), SERVICE, LOCAL]) expect(mayUpload(identity), identity.kind).toBe(true);
  for (const identity of [person('viewer'), link('view'), link('comment'), ANONYMOUS]) expect(mayUpload(identity), identity.kind).toBe(false);
});

test('a new field that takes a file, even inside an input object or a list, opens uploads to whoever the table lets run it', () => {
  const future = buildSchema(`
    scalar Upload
    input Tracks { files: [Upload!]! }
    type Query { me: Int }
    type Mutation { renameTranscript(id: ID!, file: Upload): Int, setRole(tracks: Tracks!): Int, saveEdits(id: ID!): Int }`);
  expect(fileFields(future)).toEqual(['Mutation.renameTranscript', 'Mutation.setRole']);
  // renameTranscript needs "edit", setRole "roles": an editor may upload, a viewer may not.
  expect(mayUploadAtAll(future)(person('editor'))).toBe(true);
  expect(mayUploadAtAll(future)(person('viewer'))).toBe(false);
  // Only the owner's field takes a file: an editor may not upload.
  const ownersOnly = buildSchema('scalar Upload type Query { me: Int } type Mutation { setRole(file: Upload!): Int }');
  expect(mayUploadAtAll(ownersOnly)(person('editor'))).toBe(false);
  expect(mayUploadAtAll(ownersOnly)(person('owner'))).toBe(true);
  // A link's comment permission reaches addComment: a file taken there would be open to a commenting link, not a viewing one.
  const comments = buildSchema('scalar Upload type Query { me: Int } type Mutation { addComment(transcriptId: ID!, file: Upload): Int }');
  expect(mayUploadAtAll(comments)(link('comment'))).toBe(true);
  expect(mayUploadAtAll(comments)(link('view'))).toBe(false);
});
