/** A PocketBase date ("2026-05-01 10:00:00.000Z") in ms since the epoch; 0 for an empty one. */
export function storeTime(value: string): number {
  return value ? Date.parse(value.replace(' ', 'T')) : 0;
}
