import type { Author } from '../domain/author.ts';
import { builder } from './builder.ts';

const AuthorKind = builder.enumType('AuthorKind', {
  description: 'What kind of author made a change.',
  values: {
    USER: { value: 'user', description: 'A person, signed in.' },
    API_TOKEN: { value: 'apiToken', description: 'One of a person’s API tokens (`name` is its label).' },
    SERVICE: { value: 'service', description: 'TAPESCRIPT_ACCESS_TOKEN, the service account ("service token").' },
    REVIEW_LINK: { value: 'reviewLink', description: 'A review link (`name` is its reviewer’s name).' },
    MACHINE: { value: 'machine', description: 'The server itself: "transcription" or "refine".' },
  } as const,
});

export const AuthorRef = builder.objectRef<Author>('Author').implement({
  description: 'Who made a change.',
  fields: (t) => ({
    kind: t.field({ type: AuthorKind, description: 'A person, an API token, the service token or the machine.', resolve: (author) => author.kind }),
    name: t.exposeString('name', {
      description: 'The person’s name (or email), the API token’s label, "service token", a review link’s reviewer name, "transcription" or "refine".',
    }),
    userId: t.id({ nullable: true, description: 'The person, for a person or one of their API tokens.', resolve: (author) => author.userId ?? null }),
    email: t.string({
      nullable: true,
      description: 'The person’s email, for a person or one of their API tokens; null for anyone asking with a review link (a reviewer sees names only).',
      resolve: (author, _args, { identity }) => (identity.kind === 'reviewLink' ? null : (author.email ?? null)),
    }),
  }),
});
