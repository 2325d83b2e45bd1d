import { notFound } from '../domain/errors.ts';

const ID = /^[a-z0-9]{15}$/;

/** Whether `id` has the shape of a PocketBase record id (checked before it reaches a URL or a filter). */
export function isRecordId(id: string): boolean {
  return ID.test(id);
}

/** Rejects anything that is not a PocketBase record id before it reaches a URL or a filter. */
export function assertId(id: string, what = 'Transcript'): void {
  if (!isRecordId(id)) throw notFound(`${what} not found`);
}
