/** Who made a change, as versions, transcripts and the audit log record it. */
export interface Author {
  kind: 'user' | 'apiToken' | 'service' | 'reviewLink' | 'machine';
  /**
   * The person's name (or email when they gave none), the token's label, "service token", a review link's reviewer
   * name, "transcription" or "refine".
   */
  name: string;
  /** The person, for a user or one of their API tokens. */
  userId?: string;
  email?: string;
  /** The review link, for a reviewer. */
  linkId?: string;
}
