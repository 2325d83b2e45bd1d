/** A highlight's limits: the server refuses past them (server/domain/highlights.ts), the web app's fields stop at them. */
export const MAX_TAGS = 20;
export const MAX_TAG_CHARS = 50;
export const MAX_NOTE_CHARS = 2_000;
