import { useCallback } from 'react';
import { LiveDocument, type LiveSubscription } from '../../graphql/generated.ts';
import { emitLive, useOpenTranscriptId } from './live-channel.ts';
import { useLiveFeed } from './useLiveFeed.ts';

/** Keeps the page's one live stream open (for the transcript open now, if any) and hands its events on. */
export function LiveChannel() {
  const transcriptId = useOpenTranscriptId();
  const onEvent = useCallback((data: LiveSubscription) => emitLive({ kind: 'event', event: data.live }), []);
  const onReconnect = useCallback(() => emitLive({ kind: 'reconnected' }), []);
  useLiveFeed(LiveDocument, { transcriptId }, onEvent, onReconnect);
  return null;
}
