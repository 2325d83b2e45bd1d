import { useCallback } from 'react';
import { useTranscriptCommentsQuery, type CommentThreadFragment } from '../../graphql/generated.ts';

/** A transcript's comment threads, and a reload for when the live stream tells of a comment (or came back). */
export function useTranscriptComments(transcriptId: string): { threads: CommentThreadFragment[]; reload: () => void } {
  const [{ data }, run] = useTranscriptCommentsQuery({ variables: { id: transcriptId } });
  const reload = useCallback(() => run({ requestPolicy: 'network-only' }), [run]);
  return { threads: data?.transcript?.comments ?? [], reload };
}
