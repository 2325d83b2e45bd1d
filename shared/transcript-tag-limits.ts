/** A transcript's tags: the server refuses past these (server/domain/transcript-tags.ts), the web app's fields stop at them. */
export const MAX_TRANSCRIPT_TAGS = 20;
export const MAX_TRANSCRIPT_TAG_CHARS = 40;
