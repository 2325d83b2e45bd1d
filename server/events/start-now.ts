/**
 * An async iterable started at once rather than at its first `next()`: a pub/sub subscription listens from the moment
 * the GraphQL subscription is made, before its answer's first byte reaches the client, so nothing published after
 * the client saw the stream open is missed.
 */
export function startNow<T>(iterable: AsyncIterable<T>): AsyncIterableIterator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<T>> | undefined = iterator.next();
  // Awaited by the first next(); until then a failure must not count as unhandled.
  first.catch(() => undefined);
  return {
    next() {
      const pending = first;
      first = undefined;
      return pending ?? iterator.next();
    },
    return(value?: unknown) {
      first = undefined;
      return iterator.return ? iterator.return(value) : Promise.resolve({ done: true, value: undefined });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
