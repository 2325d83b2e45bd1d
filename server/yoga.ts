import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, maskError as defaultMaskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { ANONYMOUS } from './auth/identity.ts';
import { factsOf } from './auth/request-facts.ts';
import { roleGate } from './auth/role-gate.ts';
import { transcriptGate } from './auth/transcript-gate.ts';
import { EVERYTHING } from './auth/visibility.ts';
import { endRevokedStreams } from './auth/end-revoked-streams.ts';
import { originFromHeaders, originOf } from './auth/change-origin.ts';
import { LruCache } from './lib/lru-cache.ts';
import type { TranscriptVersion } from './domain/transcript.ts';
import type { Services } from './services/index.ts';
import type { Context } from './schema/builder.ts';
import { fieldCostRule } from './schema/cost.ts';
import { schema } from './schema/index.ts';

/** Versions one request keeps at hand (a history page with its texts is at most about 20, by cost). */
const VERSIONS_PER_REQUEST = 32;

/**
 * Server-sent events (subscriptions) must reach the page as they happen: a proxy must neither buffer them (nginx
 * honours X-Accel-Buffering) nor compress them (no-transform). Yoga already pings the stream every 12 s.
 */
const eventStreamsUnbuffered: Plugin = {
  onResponse({ response }) {
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    response.headers.set('x-accel-buffering', 'no');
    response.headers.set('cache-control', 'no-cache, no-transform');
  },
};

/**
 * A document over one of the armor's limits is a validation error like any other (code GRAPHQL_VALIDATION_FAILED,
 * HTTP 400 for graphql-response clients), not a "Syntax Error" thrown without a code, as the armor does by itself.
 */
const reportedAsInvalid = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** graphql-js words the errors of a request's variables (wrong type, missing, null) so, and gives them no code. */
const VARIABLE_ERROR = /^Variable "\$/;

/**
 * Every error carries extensions.code: a variable's own is BAD_USER_INPUT, like every other bad argument. Set on the
 * error itself (as Yoga sets GRAPHQL_VALIDATION_FAILED): an error replaced here would be logged as a server fault.
 */
function withCode(error: Error): Error {
  if (error instanceof GraphQLError && !error.extensions.code && VARIABLE_ERROR.test(error.message)) {
    (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
  }
  return error;
}

/** Where links this server makes point: TAPESCRIPT_PUBLIC_URL, else the address the request was sent to. */
function baseUrlOf(request: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const url = new URL(request.url);
  const https = request.headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https';
  return `${https ? 'https' : url.protocol.slice(0, -1)}://${url.host}`;
}

/** Yoga without a listener, so tests can call yoga.fetch and the http module can mount it. */
export function createGraphQL(
  services: Services,
  log: (message: string) => void,
  corsOrigins: string[] = [],
  publicUrl?: string,
): YogaServerInstance<{ req?: IncomingMessage }, Context> {
  return createYoga<{ req?: IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // Uploads are parsed before Yoga by graphql-upload-minimal (see http/graphql-route.ts).
    multipart: false,
    // Bodies are read and bounded before Yoga (http/graphql-route.ts); Yoga's own limit would stream each one
    // through a TransformStream, a fixed cost on every request.
    maxRequestBodySize: false,
    batching: false,
    // Same-origin by default: no CORS headers unless origins are configured.
    cors: corsOrigins.length ? { origin: corsOrigins, credentials: true } : false,
    landingPage: false,
    // GraphiQL is served before Yoga, from this package rather than a CDN (http/graphiql-page.ts).
    graphiql: false,
    // Hostile documents (deep nesting, alias floods, huge token counts) are refused before they run.
    plugins: [
      EnvelopArmorPlugin({
        // 12: a mutation answering a transcript view with its origin's tracks reaches 11 (web-operations test).
        maxDepth: { n: 12, ...reportedAsInvalid },
        maxAliases: { n: 20, ...reportedAsInvalid },
        // Counted while parsing (no validation to report to): a parse error, GRAPHQL_PARSE_FAILED.
        maxTokens: { n: 5000 },
        maxDirectives: { n: 20, ...reportedAsInvalid },
        costLimit: { maxCost: 20_000, ...reportedAsInvalid },
        blockFieldSuggestion: { enabled: false },
      }),
      // Heavy fields (versionDiff, export, versions with segments…) cost extra: schema/cost.ts.
      { onValidate: ({ addValidationRule }) => addValidationRule(fieldCostRule) } satisfies Plugin,
      eventStreamsUnbuffered,
      // Every root field checked against the asking identity's role (auth/operations.ts), before anything runs.
      roleGate((context) => (context as Context).identity),
      // Then each root field naming a private transcript, against who may see it (auth/visibility.ts).
      transcriptGate((context) => (context as Context).identity, async (id, thing) => {
        const transcriptId = thing === 'transcript' ? id : await { comment: services.comments, highlight: services.highlights, reviewLink: services.reviewLinks }[thing].transcriptIdOf(id);
        return transcriptId === null ? null : services.transcripts.find(transcriptId, EVERYTHING);
      }),
      endRevokedStreams(services.access, (context) => (context as Context).identity),
    ],
    context: async ({ request, req }): Promise<Context> => {
      // Decided by the http layer for requests that came through it; in-process requests (yoga.fetch) decide here.
      const facts = factsOf(req) ?? {
        identity: (await services.access.identify({ authorization: request.headers.get('authorization'), cookie: request.headers.get('cookie') })) ?? ANONYMOUS,
        address: '',
      };
      // An event stream's context lives as long as the stream: it reads through the repository's own cache instead
      // of keeping every version it sent.
      const versions = request.headers.get('accept')?.includes('text/event-stream') ? undefined : new LruCache<string, Promise<TranscriptVersion>>(VERSIONS_PER_REQUEST);
      return {
        // Who asks, and the page's session (a header), go with the versions this request writes.
        services: services.as(originOf(facts.identity, originFromHeaders(request.headers), facts.address)),
        identity: facts.identity,
        facts,
        baseUrl: baseUrlOf(request, publicUrl),
        loadVersion(id) {
          if (!versions) return services.transcripts.version(id);
          let version = versions.get(id);
          if (!version) versions.set(id, (version = services.transcripts.version(id)));
          return version;
        },
      };
    },
    maskedErrors: {
      // GraphQLErrors (the ones with a code) pass as they are; anything else is logged here and masked.
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original && !(original instanceof GraphQLError)) log(`Unexpected error: ${(original as Error).stack ?? String(original)}`);
        return withCode(defaultMaskError(error, message, isDev));
      },
    },
  });
}
