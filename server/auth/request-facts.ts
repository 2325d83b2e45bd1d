import type { IncomingMessage } from 'node:http';
import type { Identity } from './identity.ts';

/** What the http layer decided about a request, once: who is asking and from where. */
export interface RequestFacts {
  identity: Identity;
  address: string;
}

const decided = new WeakMap<IncomingMessage, RequestFacts>();

/** Keeps the decision with the request, so GraphQL's context takes it instead of deciding again. */
export function rememberFacts(req: IncomingMessage, facts: RequestFacts): void {
  decided.set(req, facts);
}

export function factsOf(req: IncomingMessage | undefined): RequestFacts | undefined {
  return req ? decided.get(req) : undefined;
}
