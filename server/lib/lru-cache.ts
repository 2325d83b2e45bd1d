/** A small least-recently-used map: Map keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The values held, oldest first (without touching their order). */
  values(): IterableIterator<V> {
    return this.entries.values();
  }

  /** Drops every entry `drop` says to (a change that makes them wrong). */
  dropWhere(drop: (key: K, value: V) => boolean): void {
    for (const [key, value] of [...this.entries]) if (drop(key, value)) this.entries.delete(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
}
