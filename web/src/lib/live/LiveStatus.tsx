import { Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLiveState } from './live-connection.ts';

/** How long "Live again" stays after the connection came back. */
const BACK_MS = 4000;

/**
 * Says when the page is not hearing others' changes: reconnecting, and for a moment that it is live again. Nothing
 * while all is well, nor offline: the save status says that, with what becomes of the edits (SaveStatusBar).
 */
export function LiveStatus() {
  const state = useLiveState();
  const [back, setBack] = useState(false);
  const was = useRef(state);
  useEffect(() => {
    const before = was.current;
    was.current = state;
    if (state !== 'live' || before === 'live') return;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const text = state === 'connecting' ? 'Reconnecting…' : back ? 'Live again' : '';
  return (
    <Text role="status" aria-live="polite" data-testid="live-status" color={state === 'live' ? 'green.700' : 'orange.700'} fontWeight={text ? 'medium' : undefined}>
      {text}
    </Text>
  );
}
